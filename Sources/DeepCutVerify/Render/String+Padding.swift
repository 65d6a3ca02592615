extension String {
    /// The string padded with spaces on the right to `width` characters.
    package func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string padded on the left to `width` characters.
    package func leftPadded(_ width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
