import Foundation

/// Normalizes album titles and artist names so that the same release, or the
/// same artist, compares equal however the store spelled it (Docs/EngineRules.md
/// "Cut matching"; the algorithm and its reasons are in
/// `Guides/TitleNormalization.md`).
///
/// A title is normalized in four steps:
/// 1. Unicode compatibility decomposition (NFKD: full-width letters become
///    ASCII, ligatures split), nonspacing marks (diacritics) dropped, lowercased.
/// 2. A trailing ` - Single` or ` - EP` removed, and a trailing bracketed group
///    of edition words removed (`(Deluxe Edition)`, `[Remastered 2009]`,
///    `(Bonus Track Version)`, `(10th Anniversary Edition)`, `(Explicit)`),
///    repeatedly, never leaving the title empty.
/// 3. Every run of whitespace and punctuation (Unicode `P*` categories)
///    collapsed into one space, and the ends trimmed. Symbols such as `$`, `+`
///    or `&`'s neighbours are letters of the title and stay.
/// 4. A title that step 3 empties (`( )`, `...`) keeps its step-2 form, so
///    two such titles are equal only when they are written alike.
///
/// A name is normalized with steps 1, 3 and 4 only: edition words and
/// ` - Single` are never removed from a name.
///
/// The result depends on the Unicode tables alone, never on a locale, so it is
/// the same on every machine. Text that folds to ASCII (ASCII, and Latin
/// letters such as `é` or `ß`) takes the same steps on its bytes
/// (`ByteTitleNormalizer`).
public enum TitleNormalizer {
    /// The normalized form of an album title, for matching releases.
    /// - Complexity: O(n) in the length of `title`.
    public static func title(_ title: String) -> String {
        ByteTitleNormalizer.title(title) ?? generalTitle(title)
    }

    /// The normalized form of an artist name (or any text compared without
    /// regard to case and diacritics), for recently played matching and for
    /// sorting by name.
    /// - Complexity: O(n) in the length of `name`.
    public static func name(_ name: String) -> String {
        ByteTitleNormalizer.name(name) ?? generalName(name)
    }

    /// `title(_:)` for any text, through `Character`s and Unicode properties.
    package static func generalTitle(_ title: String) -> String {
        let folded = fold(title)
        let stripped = EditionSuffix.strip(folded)
        return collapse(stripped) ?? stripped.trimmingCharacters(in: .whitespaces)
    }

    /// `name(_:)` for any text, through `Character`s and Unicode properties.
    package static func generalName(_ name: String) -> String {
        let folded = fold(name)
        return collapse(folded) ?? folded.trimmingCharacters(in: .whitespaces)
    }

    /// Orders two normalized keys by their UTF-8 bytes: the same order on every
    /// machine, whatever the locale.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        UTF8Order.precedes(lhs, rhs)
    }

    /// Step 1: compatibility decomposition, diacritics dropped, lowercased
    /// (`ß` as `ss`, as full case folding has it). Decomposing first lets
    /// styled capitals (`𝐀`, `ℍ`) become letters that lowercase; decomposing
    /// again after lowercasing drops marks that lowercasing adds (`İ`).
    ///
    /// Text made only of ASCII and Latin-1/Latin Extended letters (U+0080 to
    /// U+024F) is folded a scalar at a time from a table built by this same
    /// function, which gives the same result much faster; anything else takes
    /// the full path.
    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return foldLatin(text) ?? foldFully(text)
    }

    /// The full path of step 1, through Foundation's decomposition.
    package static func foldFully(_ text: String) -> String {
        let lowered = dropMarks(dropMarks(text).lowercased())
        return lowered.unicodeScalars.contains("ß") ? lowered.replacingOccurrences(of: "ß", with: "ss") : lowered
    }

    /// Step 1 from the table, or nil when a scalar is outside it. The folded
    /// text is gathered as UTF-8 bytes and made a string once.
    private static func foldLatin(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value < 0x80 {
                folded.append((0x41...0x5A).contains(value) ? UInt8(value + 0x20) : UInt8(value))
            } else if value <= latinTableEnd {
                folded.append(contentsOf: latinTable[value - 0x80])
            } else {
                return nil
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    private static let latinTableEnd = 0x24F

    /// `foldFully` of each scalar from U+0080 to U+024F, as UTF-8 bytes.
    private static let latinTable: [[UInt8]] = (0x80...latinTableEnd).map { value in
        Array(foldFully(String(Unicode.Scalar(UInt32(value))!)).utf8)
    }

    private static func dropMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Step 3: runs of whitespace and punctuation become one space; nil when
    /// nothing else is left.
    static func collapse(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSeparator(scalar) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Whitespace or punctuation of any Unicode `P*` category.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return asciiSeparators[Int(scalar.value)] }
        return isSeparatorByProperties(scalar)
    }

    private static func isSeparatorByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace { return true }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The separator test for ASCII, computed once from the same properties.
    private static let asciiSeparators: [Bool] = (0..<128).map { value in
        isSeparatorByProperties(Unicode.Scalar(UInt8(value)))
    }
}
