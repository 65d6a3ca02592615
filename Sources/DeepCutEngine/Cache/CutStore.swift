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
    /// Saves the cache.
    /// - Throws: `DiscoverError.storeWriteFailed`.
    func save(_ cache: CutCache) throws
}

/// A store that keeps the cache in memory: the replay's store.
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

    /// Keeps `cache`.
    public func save(_ cache: CutCache) {
        self.cache = cache
        saveCount += 1
    }
}
