import DeepCutKit
import DeepCutStorage

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

/// Matches catalog albums against owned albums (Docs/EngineRules.md "Cut
/// matching"), keeping its buffers from one answer to the next: the engine
/// matches every answer with one matcher, so a check allocates only the cuts
/// it keeps.
struct CutMatcher {
    private let keys = TitleKeys()
    private var cutIndices: [Int] = []
    private var cutTitles = CutTitleIndex()
    private var seenIDs = SmallStringIndex(expectedCount: 0)

    /// Splits a catalog answer into owned albums and cuts.
    /// - Complexity: O(n) in the number of catalog albums.
    ///
    /// Catalog titles are normalized here without being remembered: each is
    /// met once per check, and remembering them all would hold a second copy
    /// of every title of the catalog. Their normalized forms are compared as
    /// bytes of one buffer (`TitleKeys`), never made strings.
    ///
    /// The cuts are gathered as indices first, then copied once into an
    /// array of exactly their number: the engine keeps every artist's cuts.
    mutating func match(_ releases: CatalogReleases, owned: OwnedAlbumIndex.Owned) -> CutMatch {
        let albums = releases.albums
        keys.removeAll()
        cutIndices.removeAll(keepingCapacity: true)
        cutTitles.removeAll()
        seenIDs.removeAll(expectedCount: albums.count)
        var ownedCount = 0
        let lookup = owned.lookup()
        // Albums are read in place, a field at a time, never copied whole.
        albums.withElementsInPlace { album in
            for index in album.indices {
                // Key `index` is this album's normalized title.
                keys.append(title: album[index].title)
                if lookup.contains(catalogID: album[index].id, titleKey: index, in: keys) {
                    ownedCount += 1
                    continue
                }
                if let position = cutTitles.position(of: index, in: keys) {
                    if album[cutIndices[position]].contentRating != .explicit, album[index].contentRating == .explicit,
                       seenIDs.insert(album[index].id) {
                        cutIndices[position] = index
                    }
                    continue
                }
                guard seenIDs.insert(album[index].id) else { continue }
                cutTitles.insert(index, in: keys)
                cutIndices.append(index)
            }
        }
        let cuts = cutIndices.map { albums[$0] }
        return CutMatch(total: albums.count, owned: ownedCount, cuts: cuts, hasMore: releases.hasMore)
    }
}

/// The cuts' title keys, by cut: a scan for the few cuts of a usual answer
/// (comparing a dozen short keys costs less than hashing one), a dictionary past 16.
private struct CutTitleIndex {
    private var keyIndices: [Int] = []
    private var positions: [String: Int]?
    private static let scanLimit = 16

    /// The position of the cut whose title key equals key `key`, or nil.
    @inline(__always)
    func position(of key: Int, in keys: TitleKeys) -> Int? {
        if let positions { return positions[keys.string(key)] }
        return keyIndices.firstIndex { keys.equal($0, key) }
    }

    /// Adds key `key` as the next cut's title (not already there).
    @inline(__always)
    mutating func insert(_ key: Int, in keys: TitleKeys) {
        keyIndices.append(key)
        if positions != nil {
            positions![keys.string(key)] = keyIndices.count - 1
        } else if keyIndices.count > Self.scanLimit {
            positions = Dictionary(uniqueKeysWithValues: keyIndices.enumerated().map { (keys.string($1), $0) })
        }
    }

    /// Forgets every cut, keeping the room they took.
    mutating func removeAll() {
        keyIndices.removeAll(keepingCapacity: true)
        positions = nil
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
