/// A normalized album title as cut matching reads it (Docs/EngineRules.md
/// "Cut matching"): the title's text, the release kind its title gives, and
/// what its qualifiers leave for the album's facts to decide.
package struct TitleKey: Hashable, Sendable {
    /// The normalized title (`TitleNormalizer.title`): its base, the words of
    /// its unknown qualifiers, of its different recordings, and `live` for a
    /// live marker. Equal texts are one release, kind aside.
    package let text: String
    /// The release kind the title gives.
    package let kind: ReleaseKind
    /// The text without the unknown qualifiers and the live marker: two
    /// titles of one stem differ only in what the facts decide.
    let stem: String
    /// Whether the title has a live marker.
    let live: Bool
    /// Whether the title has a qualifier the vocabulary does not place.
    let unknown: Bool
    /// The titles this one is an edition of when its last words name an
    /// edition without brackets (`for all the dogs` of `for all the dogs
    /// scary hours edition`): see `TitleKeyMaker.namedEditionBases`.
    let namedEditionBases: [String]

    /// A key of this text and kind, whose stem is `stem`.
    init(
        text: String, kind: ReleaseKind, stem: String? = nil, live: Bool = false, unknown: Bool = false,
        namedEditionBases: [String] = []
    ) {
        self.text = text
        self.kind = kind
        self.stem = stem ?? text
        self.live = live
        self.unknown = unknown
        self.namedEditionBases = namedEditionBases
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
