/// Where the engine keeps its `CutCache` between launches.
///
/// `load()` is called once, when the engine is created; `save(_:)` after
/// every change. A store that cannot give back what was saved throws, and
/// the engine reports it (`DiscoverFeed.storeProblem`) rather than carrying on
/// silently with an empty cache.
@MainActor
public protocol CutStore: AnyObject {
    /// The saved cache, or an empty one when nothing was ever saved.
    /// - Throws: `DiscoverError.storeCorrupt` or `.storeUnreadable`.
    func load() throws -> CutCache
    /// Saves the cache. `changes` says what changed since the last save, so
    /// that a store keeping its own copy updates only that, in time
    /// proportional to the change; a file store writes the whole cache.
    /// - Throws: `DiscoverError.storeWriteFailed`.
    func save(_ cache: CutCache, changes: CutCacheChanges) throws
}

/// What changed in a `CutCache` since it was last saved.
public struct CutCacheChanges: Hashable, Sendable {
    /// Artists whose records changed.
    public var artistIDs: Set<String>
    /// The dismissed or added albums changed.
    public var removals: Bool

    /// Creates a change set.
    public init(artistIDs: Set<String> = [], removals: Bool = false) {
        self.artistIDs = artistIDs
        self.removals = removals
    }

    /// Everything: for a cache saved for the first time.
    public static func everything(in cache: CutCache) -> CutCacheChanges {
        CutCacheChanges(artistIDs: Set(cache.artists.keys), removals: true)
    }
}

/// A store that keeps the cache in memory: the replay's store.
///
/// It keeps its own copy and applies each save's changes to it, so it never
/// shares storage with the engine's cache (which would make the engine copy
/// the whole cache on its next change).
@MainActor
public final class InMemoryCutStore: CutStore {
    /// The last cache saved.
    public private(set) var cache: CutCache
    /// How many times `save(_:)` was called.
    public private(set) var saveCount = 0

    /// Creates a store holding `cache`.
    public init(cache: CutCache = CutCache()) {
        self.cache = cache
    }

    /// The cache last saved.
    public func load() -> CutCache { cache }

    /// Applies the changed records of `cache` to the stored copy.
    /// - Complexity: O(changes).
    public func save(_ cache: CutCache, changes: CutCacheChanges) {
        for artistID in changes.artistIDs { self.cache.artists[artistID] = cache.artists[artistID] }
        if changes.removals {
            self.cache.dismissedAlbumIDs = cache.dismissedAlbumIDs
            self.cache.addedAlbumIDs = cache.addedAlbumIDs
        }
        saveCount += 1
    }
}
