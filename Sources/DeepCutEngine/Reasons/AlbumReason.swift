import DeepCutKit

/// Why cut matching placed one catalog album where it did (Docs/EngineRules.md
/// "Cut matching"): what the matcher decided, with the forms it compared. Made by
/// the matcher itself, beside its verdict, when `DiscoverConfiguration.reasons`
/// asks for the album's artist; nothing else derives it.
package struct AlbumReason: Hashable, Sendable {
    /// The catalog album as the answer held it.
    package var album: LibraryAlbum
    /// Its 0-based place in the artist's catalog answer.
    package var position: Int
    /// Its title's normalized form, as the matcher compared it.
    package var normalizedTitle: String
    /// The release kind its title gives.
    package var kind: ReleaseKind
    /// What the matcher decided.
    package var verdict: AlbumVerdict
    /// For an unowned album: the artist's library albums the matcher held its title against
    /// (those it scanned, or those its index found under the title's texts), none of which covered it.
    package var compared: [ComparedAlbum] = []
}

/// A library album as the matcher compared it: where it is, and its normalized title and kind.
package struct ComparedAlbum: Hashable, Sendable {
    /// Its 0-based place in the library's albums answer.
    package var libraryPosition: Int
    /// The album, as the library answered it.
    package var libraryAlbum: LibraryAlbum
    /// Its title's normalized form.
    package var normalizedTitle: String
    /// The release kind its title gives.
    package var kind: ReleaseKind
}

/// What cut matching decided for one catalog album.
package enum AlbumVerdict: Hashable, Sendable {
    /// A library album covers it.
    case owned(Ownership)
    /// A cut: unowned, and kept for its normalized title.
    case cut
    /// Unowned, and one cut with the album `into` of the same normalized title, which was kept by `rule`.
    case folded(into: String, rule: FoldRule)
    /// Its id was already kept earlier in the same answer: one cut.
    case repeatedID

    /// `owned`, `cut`, `folded` or `repeatedID`: the verdict's name in reports.
    package var name: String {
        switch self {
        case .owned: "owned"
        case .cut: "cut"
        case .folded: "folded"
        case .repeatedID: "repeatedID"
        }
    }
}

/// Which library album owns a catalog album, and by which rule.
package struct Ownership: Hashable, Sendable {
    /// The rule that decided.
    package var rule: OwnershipRule
    /// The owning album's 0-based place in the library's albums answer.
    package var libraryPosition: Int
    /// The owning album, as the library answered it.
    package var libraryAlbum: LibraryAlbum
    /// Its title's normalized form.
    package var libraryNormalizedTitle: String
    /// The release kind its title gives.
    package var libraryKind: ReleaseKind
}

/// How a library album covers a catalog album (`OwnedAlbumIndex.Release.coverage`).
package enum OwnershipRule: String, Hashable, Sendable, CaseIterable {
    /// The library album's catalog id is the album's id; the title is not read.
    case catalogID
    /// Equal normalized titles, and the library album's kind holds the catalog album's.
    case sameTitle
    /// An album with an unknown qualifier covers the subtitled title single or EP of one stem.
    case albumCoversSubtitledRelease
    /// One stem, a live marker or unknown qualifiers on one side, and the year and track count agree.
    case factsAgree
    /// One is the other with an edition named after it without brackets.
    case namedEdition
    /// One is the other with an anniversary number after it, dated that many years apart or on the same day.
    case anniversaryReissue

    /// The heading of Docs/EngineRules.md that states the rule.
    package var heading: String {
        switch self {
        case .catalogID, .sameTitle: "Cut matching"
        case .albumCoversSubtitledRelease: "Unknown qualifiers"
        case .factsAgree: "Cut matching"
        case .namedEdition: "Dash, colon and period phrases"
        case .anniversaryReissue: "Reissues named by a number"
        }
    }

    /// The rule in a few words, for a person.
    package var sentence: String {
        switch self {
        case .catalogID: "the library album's catalogID is the album's id (its title is not read)"
        case .sameTitle: "the normalized titles are equal and the library album's kind holds the catalog album's"
        case .albumCoversSubtitledRelease:
            "an album with an unknown qualifier covers the subtitled single or EP of the same stem"
        case .factsAgree:
            "the titles share a stem and differ in a live marker or unknown qualifiers; the year and track count agree"
        case .namedEdition: "one title is the other with an edition named after it"
        case .anniversaryReissue: "one title is the other with an anniversary number, dated that many years apart"
        }
    }
}

/// Why, of unowned albums of one normalized title, the kept one was kept (Docs/EngineRules.md "Cut matching").
package enum FoldRule: String, Hashable, Sendable, CaseIterable {
    /// The kept one is of a larger release kind (an album before its EP before its single).
    case largerKind
    /// The kept one is explicit and the other is not.
    case explicit
    /// Neither outranks the other: the first is kept.
    case first

    /// The rule in a few words, for a person.
    package var sentence: String {
        switch self {
        case .largerKind: "the kept one is of a larger release kind"
        case .explicit: "the kept one is the explicit version"
        case .first: "the first of equal titles is kept"
        }
    }
}

extension ReleaseKind {
    /// `single`, `EP` or `album`, as reports name a kind.
    package var name: String {
        switch self {
        case .single: "single"
        case .extendedPlay: "EP"
        case .album: "album"
        }
    }
}
