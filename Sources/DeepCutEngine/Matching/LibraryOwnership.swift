import DeepCutKit

/// Who owns what in one library read, judged by the engine's own rule
/// (Docs/EngineRules.md "Cut matching"), for tools that read a trace without
/// replaying it (`deepcut-replay lint`).
package struct LibraryOwnership {
    private let index: OwnedAlbumIndex
    private var matcher = CutMatcher()

    /// Indexes the library's albums once.
    /// - Complexity: O(n) in the number of albums.
    package init(albums: [LibraryAlbum]) {
        index = OwnedAlbumIndex(albums: albums)
    }

    /// How many library albums the artist owns: those with its id as
    /// `artistID`, and those without `artistID` under its normalized name.
    package func ownedAlbumCount(artistID: String, artistName: String) -> Int {
        index.owned(artistID: artistID, normalizedName: TitleNormalizer.name(artistName)).count
    }

    /// The artist's catalog answer held against what it owns: total, owned and cuts, as the engine counts them.
    package mutating func match(_ releases: CatalogReleases, artistID: String, artistName: String) -> CutMatch {
        matcher.match(releases, owned: index.owned(artistID: artistID, normalizedName: TitleNormalizer.name(artistName)))
    }
}

extension LibraryOwnership {
    /// Whether owning `owned` makes the catalog album `catalog` owned by its
    /// title and facts (Docs/EngineRules.md "Cut matching"), catalog ids aside:
    /// the one rule the engine applies to every pair it meets.
    package static func owning(_ owned: LibraryAlbum, covers catalog: LibraryAlbum) -> Bool {
        var maker = TitleKeyMaker()
        let ownedRelease = OwnedAlbumIndex.Release(owned, key: maker.key(owned.title), catalogID: nil)
        return ownedRelease.covers(OwnedAlbumIndex.Release(catalog, key: maker.key(catalog.title), catalogID: nil))
    }
}
