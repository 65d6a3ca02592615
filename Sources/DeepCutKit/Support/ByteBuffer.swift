/// Bytes in memory of their own, growing by doubling: what the trace reader
/// packs albums into and what cut matching writes normalized titles into.
///
/// A value over memory its owner frees (`deallocate()`, from the owner's
/// `deinit`): kept as a private property of one object, it is reached with
/// no uniqueness check, no retain and no run-time check of exclusive access
/// (which a class's stored properties reached from another module would
/// cost on every access). The owner writes through `base` within what
/// `reserve` made room for, and sets `count` to what it wrote.
package struct ByteBuffer {
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

    /// Frees the memory; the buffer must not be used again.
    package func deallocate() {
        base.deallocate()
    }

    /// Makes room for `extra` bytes after `count`.
    @inlinable
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
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
