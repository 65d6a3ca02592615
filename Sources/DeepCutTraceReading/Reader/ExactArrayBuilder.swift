/// Builds an array of exactly its elements' number without copying them:
/// the elements are appended to memory of its own, moved (never copied)
/// when it grows, and moved into the array at the end.
///
/// An array grown by appending has room for up to twice its elements, and
/// copying it into one of exactly their number retains and releases every
/// element, once per call of the trace. The reader's arrays live as long as
/// the trace, so they are made exact.
final class ExactArrayBuilder<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements are appended.
    private(set) var count = 0

    /// An empty builder with room for `capacity` elements.
    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends an element.
    func append(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements appended, moved into an array of exactly their number;
    /// the builder is left empty.
    func finish() -> [Element] {
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.moveInitialize(from: base, count: count) }
            initialized = count
        }
        count = 0
        return elements
    }
}
