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
    /// What the facts may decide for this title, nil for a title whose text says it all (most titles,
    /// which then carry nothing more than their text).
    private let open: Open?

    /// What a title leaves for the facts: its stem, whether it has a live marker or unknown
    /// qualifiers, and the titles it is a named edition of. A class, so that the keys of the
    /// many titles without it stay as small as their text.
    private final class Open: Hashable, Sendable {
        let stem: String
        let live: Bool
        let unknown: Bool
        let namedEditionBases: [String]

        init(stem: String, live: Bool, unknown: Bool, namedEditionBases: [String]) {
            (self.stem, self.live, self.unknown, self.namedEditionBases) = (stem, live, unknown, namedEditionBases)
        }

        static func == (lhs: Open, rhs: Open) -> Bool {
            (lhs.stem, lhs.live, lhs.unknown, lhs.namedEditionBases) == (rhs.stem, rhs.live, rhs.unknown, rhs.namedEditionBases)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(stem)
            hasher.combine(live)
            hasher.combine(unknown)
            hasher.combine(namedEditionBases)
        }
    }

    /// Whether the facts may decide anything for this title (it has a stem of its own, a live
    /// marker, unknown qualifiers or a named edition).
    var isOpen: Bool { open != nil }

    /// The text without the unknown qualifiers and the live marker: two
    /// titles of one stem differ only in what the facts decide.
    var stem: String { open?.stem ?? text }
    /// Whether the title has a live marker.
    var live: Bool { open?.live ?? false }
    /// Whether the title has a qualifier the vocabulary does not place.
    var unknown: Bool { open?.unknown ?? false }
    /// The titles this one is an edition of when its last words name an
    /// edition without brackets (`for all the dogs` of `for all the dogs
    /// scary hours edition`): see `TitleKeyMaker.namedEditionBases`.
    var namedEditionBases: [String] { open?.namedEditionBases ?? [] }

    /// A key of this text and kind, whose stem is `stem`.
    init(
        text: String, kind: ReleaseKind, stem: String? = nil, live: Bool = false, unknown: Bool = false,
        namedEditionBases: [String] = []
    ) {
        self.text = text
        self.kind = kind
        let isOpen = stem != nil || live || unknown || !namedEditionBases.isEmpty
        open = isOpen ? Open(stem: stem ?? text, live: live, unknown: unknown, namedEditionBases: namedEditionBases) : nil
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
