import DeepCutKit

/// The numbers and cuts of one artist's catalog answer, held against what the
/// user owns (Docs/EngineRules.md "Cut matching").
public struct CutMatch: Hashable, Sendable {
    /// Catalog albums returned.
    public var total: Int
    /// Catalog albums the user owns (by `catalogID` or by normalized title).
    public var owned: Int
    /// The distinct unowned releases, in catalog order: of several unowned
    /// albums with equal normalized titles, the one of the largest release
    /// kind (an album before its EP before its single), then the explicit
    /// one, else the first.
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

/// Matches catalog albums against owned albums (Docs/EngineRules.md "Cut
/// matching"), keeping its buffers and its key maker from one answer to the
/// next: the engine matches every answer with one matcher.
struct CutMatcher {
    private var maker = TitleKeyMaker()
    /// A kept cut: its album's index in the answer and its release kind.
    private struct Cut {
        var index: Int
        var kind: ReleaseKind
    }

    /// The kept cuts, by position.
    private var cuts: [Cut] = []
    /// Each kept cut's normalized title, at its position.
    private var cutTitles = SmallStringIndex(expectedCount: 0)
    private var seenIDs = SmallStringIndex(expectedCount: 0)

    /// Splits a catalog answer into owned albums and cuts.
    /// - Complexity: O(n + m) in the number n of catalog albums and m of the artist's owned albums.
    mutating func match(_ releases: CatalogReleases, owned: OwnedAlbumIndex.Owned) -> CutMatch {
        let albums = releases.albums
        cuts.removeAll(keepingCapacity: true)
        cutTitles.removeAll(expectedCount: albums.count)
        seenIDs.removeAll(expectedCount: albums.count)
        var ownedCount = 0
        let lookup = owned.lookup()
        for (index, album) in albums.enumerated() {
            // Owned by its catalog id, the album's title is not read.
            if lookup.owns(catalogID: album.id) {
                ownedCount += 1
                continue
            }
            let release = OwnedAlbumIndex.Release(album, key: maker.key(album.title), catalogID: nil)
            if lookup.owns(release) {
                ownedCount += 1
                continue
            }
            if let position = cutTitles.position(of: release.key.text) {
                let kept = cuts[position]
                let replaces = release.key.kind > kept.kind
                    || (release.key.kind == kept.kind && albums[kept.index].contentRating != .explicit
                        && album.contentRating == .explicit)
                if replaces, seenIDs.insert(album.id) { cuts[position] = Cut(index: index, kind: release.key.kind) }
                continue
            }
            guard seenIDs.insert(album.id) else { continue }
            _ = cutTitles.insert(release.key.text)
            cuts.append(Cut(index: index, kind: release.key.kind))
        }
        return CutMatch(
            total: albums.count, owned: ownedCount, cuts: cuts.map { albums[$0.index] }, hasMore: releases.hasMore)
    }
}

extension CutMatch {
    /// The cuts credited to someone other than the artist named `artistName`:
    /// albums the catalog lists among the artist's own because the artist
    /// appears on them (a `(feat. …)` single of another artist), compared by
    /// normalized name (Docs/EngineRules.md "Discography shapes").
    /// - Parameter artistName: The name of the artist whose catalog answer this is.
    /// - Returns: Those cuts, in the order of `cuts`.
    /// - Complexity: O(n) in the number of cuts.
    public func cutsCredited(toOtherThan artistName: String) -> [LibraryAlbum] {
        let name = TitleNormalizer.name(artistName)
        return cuts.filter { TitleNormalizer.name($0.artistName) != name }
    }
}
