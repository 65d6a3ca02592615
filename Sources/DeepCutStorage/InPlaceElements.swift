extension Array {
    /// Calls `body` with the array's elements lent in place: reading a field
    /// of an element through the view copies that field alone, where reading
    /// `array[index].field` in a loop may copy, and retain, the whole element.
    @inlinable
    package func withElementsInPlace<Result>(_ body: (InPlaceElements<Element>) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(InPlaceElements($0)) }
    }
}

/// An array's elements as `Array.withElementsInPlace` lends them, valid only
/// within its closure.
@usableFromInline
package struct InPlaceElements<Element> {
    @usableFromInline let buffer: UnsafeBufferPointer<Element>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// How many elements there are.
    @inlinable
    package var count: Int { buffer.count }

    /// The valid indices, `0..<count`.
    @inlinable
    package var indices: Range<Int> { 0..<buffer.count }

    /// The element at `index`, reached where it is stored.
    @inlinable
    package subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < buffer.count, "index out of range")
            return buffer.baseAddress! + index
        }
    }
}
