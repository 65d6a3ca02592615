/// The character classes the title steps read, by Unicode properties: every
/// step of title normalization asks these, and only these. An ASCII scalar is
/// answered by its value (the same answer its properties give, which
/// `TitleCharactersTests` holds for all 128), any other by its properties.
package enum TitleCharacters {
    /// Letters, marks and digits (`L*`, `M*`, `N*`): what words are made of.
    package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A letter (`L*`): what a letter-spaced title is spelled with.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// Whitespace (the Unicode `White_Space` property).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.isWhitespace
        }
    }

    /// What step 3 collapses: whitespace and punctuation of any Unicode `P*` category.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // ASCII punctuation (`P*`): not the symbols `$+<=>^`|~`.
        case 0x09...0x0D, 0x20...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D:
            return true
        case 0..<0x80: return false
        default: break
        }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// `0`–`9`.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The dashes of release kinds and of edition phrases: hyphen-minus, en dash, em dash.
    static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}"
    }
}
