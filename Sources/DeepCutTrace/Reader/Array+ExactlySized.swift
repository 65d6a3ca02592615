extension Array {
    /// The elements in storage of exactly their number.
    ///
    /// An array grown by appending has room for up to twice its elements;
    /// the reader's arrays live as long as the trace, so each is copied once
    /// into storage without that room (a copy only when there is room to spare).
    func exactlySized() -> [Element] {
        guard capacity > count + 1 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
