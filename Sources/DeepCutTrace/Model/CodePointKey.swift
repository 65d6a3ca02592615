/// A text compared and hashed by its Unicode code points, as JSON compares
/// object keys, rather than by canonical equivalence, as `String` is: the key
/// "é" (U+00E9) and the key "é" (e, U+0301) are equal strings but two keys.
///
/// Valid UTF-8 spells each sequence of code points one way only, so the
/// comparison is of UTF-8 bytes.
package struct CodePointKey: Hashable, Sendable {
    /// The text.
    package let text: String

    /// Wraps a text.
    package init(_ text: String) {
        self.text = text
    }

    /// Whether the two texts have the same code points.
    package static func == (left: CodePointKey, right: CodePointKey) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    /// Hashes the code points (as UTF-8 bytes, and their count).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }

    /// A total order on texts that keeps `String`'s order and puts
    /// canonically equivalent texts with different code points in the order
    /// of their UTF-8 bytes, so that sorting them gives the same result
    /// whatever order they came in.
    package static func precedes(_ left: String, _ right: String) -> Bool {
        if left < right { return true }
        if right < left { return false }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
