import DeepCutKit

/// The order of the Discover feed (Docs/EngineRules.md "Feed"): cuts of artists absent
/// from recently played first; then release date, newest first, a year or a
/// month counting as its first day and no date last; then title (normalized
/// like a name, UTF-8 order, then as written); then album id; then artist id,
/// so that the order is total and the same on every run.
enum FeedOrder {
    /// Sorts items and keeps the first of each album id.
    /// - Complexity: O(n log n).
    static func sorted(_ items: [FeedItem]) -> [FeedItem] {
        let keyed = items.map { item in (item: item, title: TitleNormalizer.name(item.album.title)) }
        let ordered = keyed.sorted { lhs, rhs in
            let (left, right) = (lhs.item, rhs.item)
            if left.artistRecentlyPlayed != right.artistRecentlyPlayed { return !left.artistRecentlyPlayed }
            switch (left.album.releaseDate?.firstDayKey, right.album.releaseDate?.firstDayKey) {
            case (.some, nil): return true
            case (nil, .some): return false
            case (let leftDay?, let rightDay?) where leftDay != rightDay: return leftDay > rightDay
            default: break
            }
            if lhs.title != rhs.title { return TitleNormalizer.precedes(lhs.title, rhs.title) }
            if left.album.title != right.album.title { return utf8Precedes(left.album.title, right.album.title) }
            if left.album.id != right.album.id { return utf8Precedes(left.album.id, right.album.id) }
            return utf8Precedes(left.artistID, right.artistID)
        }
        var seen: Set<String> = []
        return ordered.compactMap { seen.insert($0.item.album.id).inserted ? $0.item : nil }
    }
}

/// Orders two strings by their UTF-8 bytes.
func utf8Precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}

/// Counts the albums in the feed without building it: each album id's number
/// of artists listing it as a cut, and how many such ids are not removed.
struct FeedLedger {
    private var listings: [String: Int] = [:]
    /// Albums in the feed.
    private(set) var visibleCount = 0

    /// Builds the ledger of a cache.
    init(cache: CutCache) {
        for record in cache.artists.values { add(record.cuts, cache: cache) }
    }

    /// Counts an artist's new cuts.
    mutating func add(_ cuts: [LibraryAlbum], cache: CutCache) {
        for album in cuts {
            // One lookup for an album listed for the first time, the usual case.
            if let count = listings.updateValue(1, forKey: album.id) {
                listings[album.id] = count + 1
            } else if !cache.isRemoved(album.id) {
                visibleCount += 1
            }
        }
    }

    /// Forgets an artist's old cuts.
    mutating func remove(_ cuts: [LibraryAlbum], cache: CutCache) {
        for album in cuts {
            guard let count = listings[album.id] else { continue }
            if count == 1 {
                listings[album.id] = nil
                if !cache.isRemoved(album.id) { visibleCount -= 1 }
            } else {
                listings[album.id] = count - 1
            }
        }
    }

    /// Records that an album left the feed; call before adding it to the cache's removed sets.
    mutating func willRemove(_ albumID: String, cache: CutCache) {
        if listings[albumID] != nil, !cache.isRemoved(albumID) { visibleCount -= 1 }
    }
}
