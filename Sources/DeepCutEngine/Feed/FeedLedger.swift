import DeepCutKit
import DeepCutStorage

/// Counts the albums in the feed without building it: each album id's number
/// of artists listing it as a cut, and how many such ids are not removed.
struct FeedLedger {
    private var listings = StringCounts()
    /// Albums in the feed.
    private(set) var visibleCount = 0

    /// Builds the ledger of a cache.
    init(cache: CutCache) {
        for record in cache.artists.values { add(record.cuts, cache: cache) }
    }

    /// Counts an artist's new cuts.
    mutating func add(_ cuts: [LibraryAlbum], cache: CutCache) {
        var visible = visibleCount
        // Each album's id read in place: copying an album would retain all its strings.
        cuts.withElementsInPlace { albums in
            listings.insert(count: albums.count, keys: { albums[$0].id }) { id in
                if !cache.isRemoved(id) { visible += 1 }
            }
        }
        visibleCount = visible
    }

    /// Forgets an artist's old cuts.
    mutating func remove(_ cuts: [LibraryAlbum], cache: CutCache) {
        for album in cuts where listings.remove(album.id) == 1 && !cache.isRemoved(album.id) {
            visibleCount -= 1
        }
    }

    /// Records that an album left the feed; call before adding it to the cache's removed sets.
    mutating func willRemove(_ albumID: String, cache: CutCache) {
        if listings.count(of: albumID) > 0, !cache.isRemoved(albumID) { visibleCount -= 1 }
    }
}
