import DeepCutKit

/// The numbers and cuts of one artist's catalog answer, held against what the
/// user owns (Docs/EngineRules.md "Cut matching").
public struct CutMatch: Hashable, Sendable {
    /// Catalog albums returned.
    public var total: Int
    /// Catalog albums the user owns (by `catalogID` or by normalized title).
    public var owned: Int
    /// The distinct unowned releases, in catalog order: of several unowned
    /// albums with equal normalized titles, the explicit one, else the first.
    public var cuts: [LibraryAlbum]
    /// The catalog had more than it returned.
    public var hasMore: Bool

    /// Creates a match result.
    public init(total: Int, owned: Int, cuts: [LibraryAlbum], hasMore: Bool) {
        self.total = total
        self.owned = owned
        self.cuts = cuts
        self.hasMore = hasMore
    }
}

/// Matches catalog albums against owned albums.
enum CutMatcher {
    /// Splits a catalog answer into owned albums and cuts.
    /// - Complexity: O(n) in the number of catalog albums.
    ///
    /// Catalog titles are normalized here without being remembered: each is
    /// met once per check, and remembering them all would hold a second copy
    /// of every title of the catalog.
    ///
    /// The cuts are gathered as indices first, then copied once into an
    /// array of exactly their number: the engine keeps every artist's cuts.
    static func match(_ releases: CatalogReleases, owned: OwnedAlbumIndex.Owned) -> CutMatch {
        let albums = releases.albums
        var ownedCount = 0
        var cutIndices: [Int] = []
        var cutTitles = SmallStringIndex(expectedCount: albums.count)
        var seenIDs = SmallStringIndex(expectedCount: albums.count)
        let lookup = owned.lookup()
        for (index, album) in albums.enumerated() {
            let title = TitleNormalizer.title(album.title)
            if lookup.contains(catalogID: album.id, title: title) {
                ownedCount += 1
                continue
            }
            if let position = cutTitles.position(of: title) {
                if albums[cutIndices[position]].contentRating != .explicit, album.contentRating == .explicit,
                   seenIDs.insert(album.id) {
                    cutIndices[position] = index
                }
                continue
            }
            guard seenIDs.insert(album.id) else { continue }
            _ = cutTitles.insert(title)
            cutIndices.append(index)
        }
        let cuts = cutIndices.map { albums[$0] }
        return CutMatch(total: albums.count, owned: ownedCount, cuts: cuts, hasMore: releases.hasMore)
    }
}
