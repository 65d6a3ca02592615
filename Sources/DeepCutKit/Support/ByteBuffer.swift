/// Bytes in memory of their own, growing by doubling: what the trace reader
/// packs albums into and what cut matching writes normalized titles into.
///
/// A class, so that the value holding it can be read and copied without
/// copying the bytes, and the bytes are reached without a uniqueness check
/// or a retain. Its owner writes through `base` within what `reserve` made
/// room for, and sets `count` to what it wrote.
package final class ByteBuffer {
    /// The bytes; valid until the next `reserve` that grows them.
    @usableFromInline package private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes hold data.
    @usableFromInline package var count = 0
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
    package func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @usableFromInline @inline(never)
    func grow(toHold needed: Int) {
        var grown = capacity * 2
        while needed > grown { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
