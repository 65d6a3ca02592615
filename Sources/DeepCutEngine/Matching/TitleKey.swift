/// A normalized album title as cut matching reads it (Docs/EngineRules.md
/// "Cut matching"): the title's text, the release kind its title gives, and
/// where a live marker stands at the end of the text.
package struct TitleKey: Hashable, Sendable {
    /// The normalized title, its live marker kept (`TitleNormalizer.title`): equal texts are one release, kind aside.
    package let text: String
    /// The release kind the title gives.
    package let kind: ReleaseKind
    /// The UTF-8 length of the live marker's words and the space before them at the end of `text`; 0 without one.
    let markerCount: UInt8

    /// A key of this text and kind, whose last `markerCount` UTF-8 units are a live marker.
    init(text: String, kind: ReleaseKind, markerCount: Int) {
        self.text = text
        self.kind = kind
        self.markerCount = UInt8(clamping: markerCount)
    }

    /// The text without its live marker (`tusk` of `tusk live`), when the title had one.
    var unmarked: Substring? {
        guard markerCount > 0, markerCount < text.utf8.count else { return nil }
        return text[..<text.utf8.index(text.utf8.endIndex, offsetBy: -Int(markerCount))]
    }

    /// The text before a last word that is a number from 10 to 100, and that
    /// number (`rumours` and 35 of `rumours 35`): the title of a reissue named
    /// for an anniversary, when the album's dates say so.
    var numbered: (base: Substring, number: Int)? {
        let scalars = text.unicodeScalars
        guard let last = scalars.last, TitleCharacters.isDigit(last), let space = scalars.lastIndex(of: " ") else { return nil }
        let digits = scalars[scalars.index(after: space)...]
        guard (2...3).contains(digits.count), digits.allSatisfy(TitleCharacters.isDigit),
              let number = Int(String(digits)), (10...100).contains(number) else { return nil }
        return (text[..<space], number)
    }
}
