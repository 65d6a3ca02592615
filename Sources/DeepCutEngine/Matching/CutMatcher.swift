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
    /// Why each catalog album of the answer was owned, a cut or one cut with another, in answer
    /// order, as the matcher decided it; nil unless the engine was asked for the artist's
    /// reasons (`DiscoverConfiguration.reasons`).
    package var reasons: [AlbumReason]?

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
    /// - Parameters:
    ///   - releases: the artist's catalog answer.
    ///   - owned: what the artist owns.
    ///   - explains: whether to report each album's reason (`CutMatch.reasons`), which the verdicts
    ///     below make as they are made; without it nothing more is allocated.
    /// - Complexity: O(n + m) in the number n of catalog albums and m of the artist's owned albums.
    mutating func match(_ releases: CatalogReleases, owned: OwnedAlbumIndex.Owned, explains: Bool = false) -> CutMatch {
        let albums = releases.albums
        cuts.removeAll(keepingCapacity: true)
        cutTitles.removeAll(expectedCount: albums.count)
        seenIDs.removeAll(expectedCount: albums.count)
        var ownedCount = 0
        let lookup = owned.lookup()
        var reasons = Reasons(explains ? albums.count : nil)
        for (index, album) in albums.enumerated() {
            // Owned by its catalog id, the album's title is not read.
            if let place = lookup.owner(ofCatalogID: album.id) {
                ownedCount += 1
                if explains { reasons.owned(album, index, owned.ownership(place: place, rule: .catalogID), key: nil) }
                continue
            }
            let release = OwnedAlbumIndex.Release(album, key: maker.key(album.title), catalogID: nil)
            if let (place, rule) = lookup.owner(of: release) {
                ownedCount += 1
                if explains { reasons.owned(album, index, owned.ownership(place: place, rule: rule), key: release.key) }
                continue
            }
            if explains { reasons.compared[index] = lookup.compared(with: release).compactMap(owned.compared(place:)) }
            if let position = cutTitles.position(of: release.key.text) {
                let kept = cuts[position]
                let largerKind = release.key.kind > kept.kind
                let explicit = release.key.kind == kept.kind && albums[kept.index].contentRating != .explicit
                    && album.contentRating == .explicit
                if largerKind || explicit, seenIDs.insert(album.id) {
                    if explains {
                        reasons.fold(kept.index, intoPosition: position, rule: largerKind ? .largerKind : .explicit)
                        reasons.cut(album, index, key: release.key, position: position)
                    }
                    cuts[position] = Cut(index: index, kind: release.key.kind)
                } else if explains {
                    let rule: FoldRule = kept.kind > release.key.kind ? .largerKind
                        : albums[kept.index].contentRating == .explicit && album.contentRating != .explicit ? .explicit : .first
                    reasons.folded(album, index, key: release.key, intoPosition: position, rule: rule)
                }
                continue
            }
            guard seenIDs.insert(album.id) else {
                if explains { reasons.repeated(album, index, key: release.key) }
                continue
            }
            if explains { reasons.cut(album, index, key: release.key, position: cuts.count) }
            _ = cutTitles.insert(release.key.text)
            cuts.append(Cut(index: index, kind: release.key.kind))
        }
        var match = CutMatch(
            total: albums.count, owned: ownedCount, cuts: cuts.map { albums[$0.index] }, hasMore: releases.hasMore)
        if explains { match.reasons = reasons.finished(cuts: match.cuts) }
        return match
    }

    /// The reasons of one answer, made beside the verdicts: a fold names the cut's position,
    /// resolved to the album finally kept there once the answer is read.
    private struct Reasons {
        private var reasons: [AlbumReason?]
        /// For each folded album, the position of the cut it is one with.
        private var foldedInto: [Int: (position: Int, rule: FoldRule)] = [:]
        /// For each unowned album, the library albums its title was held against.
        var compared: [Int: [ComparedAlbum]] = [:]

        init(_ count: Int?) { reasons = count.map { Array(repeating: nil, count: $0) } ?? [] }

        private mutating func set(_ album: LibraryAlbum, _ index: Int, _ key: TitleKey?, _ verdict: AlbumVerdict) {
            var maker = TitleKeyMaker()
            let key = key ?? maker.key(album.title)
            reasons[index] = AlbumReason(
                album: album, position: index, normalizedTitle: key.text, kind: key.kind, verdict: verdict)
        }

        mutating func owned(_ album: LibraryAlbum, _ index: Int, _ ownership: Ownership?, key: TitleKey?) {
            guard let ownership else { return }
            set(album, index, key, .owned(ownership))
        }

        mutating func cut(_ album: LibraryAlbum, _ index: Int, key: TitleKey, position: Int) {
            set(album, index, key, .cut)
        }

        mutating func folded(_ album: LibraryAlbum, _ index: Int, key: TitleKey, intoPosition position: Int, rule: FoldRule) {
            set(album, index, key, .cut)
            foldedInto[index] = (position, rule)
        }

        /// The album at `index`, kept until now, gives way to a later one at the same position.
        mutating func fold(_ index: Int, intoPosition position: Int, rule: FoldRule) {
            foldedInto[index] = (position, rule)
        }

        mutating func repeated(_ album: LibraryAlbum, _ index: Int, key: TitleKey) {
            set(album, index, key, .repeatedID)
        }

        func finished(cuts: [LibraryAlbum]) -> [AlbumReason] {
            reasons.enumerated().compactMap { index, reason in
                guard var reason else { return nil }
                if let (position, rule) = foldedInto[index] { reason.verdict = .folded(into: cuts[position].id, rule: rule) }
                reason.compared = compared[index] ?? []
                return reason
            }
        }
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
