/// Bytes in memory of their own, growing by doubling: what the packed albums'
/// writer and cut matching's title keys write into.
///
/// Noncopyable, so the memory has exactly one owner and is freed by the
/// buffer's own `deinit`, whoever holds it. Kept as a private property of one
/// object, it is reached with no uniqueness check and no retain. The owner
/// writes through `base` within what `reserve` made room for, and sets
/// `count` to what it wrote; `bytes(_:)` lends out a written range. Only
/// this module reaches `base`; others write through `cursor`.
package struct ByteBuffer: ~Copyable {
    /// The bytes; valid until the next `reserve` that grows them.
    package private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes hold data.
    package var count = 0
    @usableFromInline var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` bytes after `count`.
    @inlinable
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// The first byte, to write from; valid until the next `reserve` that grows the buffer.
    @inlinable
    package var cursor: ByteCursor { ByteCursor(base) }

    /// Appends `bytes`.
    @inlinable
    package mutating func append(_ bytes: ByteRun) {
        reserve(bytes.count)
        (cursor + count).copy(bytes)
        count += bytes.count
    }

    /// The bytes of `range` (within `count`), valid until the next `reserve`
    /// that grows the buffer.
    @inlinable
    package func bytes(_ range: Range<Int>) -> ByteRun {
        ByteRun(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// The bytes of `range` as a string.
    @inlinable
    package func string(_ range: Range<Int>) -> String {
        bytes(range).string
    }

    /// Whether the bytes of `range` are those of `otherRange` in `other`.
    @inlinable
    package func bytesEqual(_ range: Range<Int>, _ other: borrowing ByteBuffer, _ otherRange: Range<Int>) -> Bool {
        guard range.count == otherRange.count else { return false }
        let (left, right) = (base + range.lowerBound, other.base + otherRange.lowerBound)
        var offset = 0
        while offset < range.count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var grown = capacity * 2
        while needed > grown { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
