import DeepCutStorage

/// The character classes the title steps read, on UTF-8 bytes: an ASCII
/// byte is looked up in a mask, any other scalar by its Unicode properties.
/// Every step of title normalization asks these, and only these.
package enum TitleCharacters {
    /// Whether the scalar that starts at `index` is a word character: a
    /// letter, a mark or a digit (Unicode `L*`, `M*`, `N*`).
    @inline(__always)
    static func isWord(_ text: ByteCursor, _ index: Int, _ end: Int) -> Bool {
        let byte = text[index]
        if byte < 0x80 { return ASCIIByteClass.letterOrNumber.contains(byte) }
        return isWord(scalar(text, index, end).scalar)
    }

    /// Letters, marks and digits (`L*`, `M*`, `N*`).
    package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCIIByteClass.letterOrNumber.contains(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Whitespace (the Unicode `White_Space` property).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCIIByteClass.whitespace.contains(UInt8(scalar.value)) }
        return scalar.properties.isWhitespace
    }

    /// What step 3 collapses: whitespace and punctuation of any Unicode `P*` category.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCIIByteClass.separator.contains(UInt8(scalar.value)) }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// What step 4 trims from the ends: tab and the space separators (`Zs`).
    package static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The scalar that starts at `index` (a lead byte of valid UTF-8) and its length in bytes.
    @inline(__always)
    static func scalar(
        _ text: ByteCursor, _ index: Int, _ end: Int
    ) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(text[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<min(length, end - index) { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Where the scalar that ends at `end` starts.
    @inline(__always)
    static func scalarStart(before end: Int, in text: ByteCursor) -> Int {
        var start = end - 1
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}

/// A set of ASCII bytes as two 64-bit masks: a test is a shift and an and,
/// with no table to load. The classes are written as constants;
/// `TitleCharactersTests` holds each against the Unicode properties it stands for.
package struct ASCIIByteClass: Equatable, Sendable {
    /// Bytes 0 to 63.
    let low: UInt64
    /// Bytes 64 to 127.
    let high: UInt64

    /// Whether `byte` is in the class (never, past 127).
    @inline(__always)
    package func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 != 0 : byte < 128 && high >> UInt64(byte - 64) & 1 != 0
    }

    /// The class of the ASCII bytes for which `member` holds.
    package init(_ member: (UInt8) -> Bool) {
        var low: UInt64 = 0, high: UInt64 = 0
        for byte in UInt8(0)..<128 where member(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.init(low: low, high: high)
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// `0`–`9`, `A`–`Z`, `a`–`z`.
    package static let letterOrNumber = ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    /// Tab, line feed, vertical tab, form feed, carriage return, space.
    package static let whitespace = ASCIIByteClass(low: 0x0000_0001_0000_3E00, high: 0)
    /// Whitespace and `!"#%&'()*,-./:;?@[\]_{}`; not the symbols `$+<=>^`|~`.
    package static let separator = ASCIIByteClass(low: 0x8C00_F7EF_0000_3E00, high: 0x2800_0000_B800_0001)
}
