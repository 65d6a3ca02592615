import DeepCutKit

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
            listings[album.id, default: 0] += 1
            if listings[album.id] == 1, !cache.isRemoved(album.id) { visibleCount += 1 }
        }
    }

    /// Forgets an artist's old cuts.
    mutating func remove(_ cuts: [LibraryAlbum], cache: CutCache) {
        for album in cuts {
            guard let count = listings[album.id] else { continue }
            listings[album.id] = count == 1 ? nil : count - 1
            if count == 1, !cache.isRemoved(album.id) { visibleCount -= 1 }
        }
    }

    /// Records that an album left the feed; call before adding it to the cache's removed sets.
    mutating func willRemove(_ albumID: String, cache: CutCache) {
        if listings[albumID] != nil, !cache.isRemoved(albumID) { visibleCount -= 1 }
    }
}
