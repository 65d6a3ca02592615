import DeepCutKit
import Foundation
import Observation

/// The Discover tab's model: refreshes a batch of artists at a time, keeps
/// their cuts, and serves the feed of releases the user does not own
/// (Docs/EngineRules.md).
///
/// Deterministic: given the same service answers and clock, it produces the
/// same states and feed whatever order concurrent calls finish in.
@MainActor
@Observable
public final class DiscoverFeed {
    /// The settings it runs with.
    public let configuration: DiscoverConfiguration
    /// The release sheet, reading tracks from the same service.
    public let sheet: ReleaseSheet
    /// Whether a refresh is running.
    public private(set) var isRefreshing = false
    /// The last refresh, nil before the first.
    public internal(set) var lastRefresh: RefreshSummary?
    /// What the cache holds.
    public internal(set) var cache: CutCache
    /// A problem with the store (a corrupt file moved aside, a failed save), nil when none.
    public internal(set) var storeProblem: DiscoverError?
    /// The number of albums in the feed, kept without building the feed.
    public internal(set) var feedCount: Int
    /// How many artists the library listed when last read, nil before the first read.
    public internal(set) var libraryArtistCount: Int?
    /// Told when each user action finishes, with what the feed showed: the
    /// recorder (`RecordingMusicLibraryService`) writes it as the session.
    @ObservationIgnored public var actionObserver: (any DiscoverActionObserver)?

    @ObservationIgnored let service: any MusicLibraryService
    @ObservationIgnored let clock: any EngineClock
    @ObservationIgnored let store: any CutStore
    @ObservationIgnored var ledger: FeedLedger
    @ObservationIgnored private var matcher = CutMatcher()
    @ObservationIgnored var snapshot: LibrarySnapshot?
    @ObservationIgnored var queue = BatchQueue(entries: [])
    /// The callers waiting for the refresh that runs, nil when none runs.
    @ObservationIgnored private var refreshWaiters: [CheckedContinuation<RefreshSummary, Never>]?
    @ObservationIgnored var feedMemo: [FeedItem]?
    /// Normalized titles by title, kept between feed builds.
    @ObservationIgnored var feedTitles: [String: String] = [:]
    @ObservationIgnored var unsaved = CutCacheChanges()
    @ObservationIgnored var storeWritable = true

    /// Creates the model and loads the cache from `store`; a store that
    /// cannot be read leaves an empty cache and sets `storeProblem`.
    public init(
        service: any MusicLibraryService, clock: any EngineClock,
        store: any CutStore = InMemoryCutStore(), configuration: DiscoverConfiguration = DiscoverConfiguration()
    ) {
        self.service = service
        self.clock = clock
        self.store = store
        self.configuration = configuration
        sheet = ReleaseSheet(service: service)
        var loaded = CutCache()
        do {
            loaded = try store.load()
        } catch {
            let problem = error as? DiscoverError ?? .storeUnreadable(path: "store", reason: "\(error)")
            storeProblem = problem
            // A file that could not be read (nor moved aside) must not be overwritten.
            if case .storeUnreadable = problem { storeWritable = false }
        }
        cache = loaded
        ledger = FeedLedger(cache: loaded)
        feedCount = ledger.visibleCount
    }

    /// The state of the last refresh, nil before the first.
    public var state: RefreshState? { lastRefresh?.state }

    /// The feed, in feed order (Docs/EngineRules.md "Feed"). Built when read after a change.
    /// - Complexity: O(n log n) in the number of cached cuts after a change, O(1) otherwise.
    public var feed: [FeedItem] {
        _ = cache.artists.count
        if let feedMemo { return feedMemo }
        var items: [FeedItem] = []
        for record in cache.artists.values {
            let recent = snapshot.map { snapshot in
                snapshot.isRecentlyPlayed(
                    nameKey: snapshot.nameKey(of: record.artistID) ?? TitleNormalizer.name(record.name))
            } ?? false
            for album in record.cuts where !cache.isRemoved(album.id) {
                items.append(FeedItem(album: album, artistID: record.artistID, artistName: record.name,
                                      artistRecentlyPlayed: recent))
            }
        }
        let sorted = FeedOrder.sorted(items, titles: &feedTitles)
        feedMemo = sorted
        return sorted
    }

    /// The albums the feed holds, without building its items or ordering them:
    /// what a check of the feed's contents after every step needs (a fault
    /// campaign's), at a fraction of the cost of `feed`.
    /// - Complexity: O(n) in the number of cached cuts.
    package var feedAlbumIDs: Set<String> {
        var ids = Set<String>(minimumCapacity: feedCount)
        for record in cache.artists.values {
            for album in record.cuts where !cache.isRemoved(album.id) { ids.insert(album.id) }
        }
        return ids
    }

    /// Checks the next batch of artists and updates the feed. A call made
    /// while a refresh runs waits for that refresh and returns its summary.
    ///
    /// The refresh runs in the task of the caller that started it, so that
    /// cancelling that caller cancels it, and no task is made for it: a
    /// task of its own would cost two hops between threads per refresh.
    @discardableResult
    public func refresh() async -> RefreshSummary {
        if refreshWaiters != nil {
            return await withCheckedContinuation { refreshWaiters?.append($0) }
        }
        refreshWaiters = []
        let summary = await performRefresh()
        let waiters = refreshWaiters ?? []
        refreshWaiters = nil
        for waiter in waiters { waiter.resume(returning: summary) }
        reportRefresh(summary)
        return summary
    }

    private func performRefresh() async -> RefreshSummary {
        isRefreshing = true
        defer { isRefreshing = false }
        let start = clock.now
        var fetched = false
        var recentFailure: MusicServiceError?
        if snapshot.map({ start.timeIntervalSince($0.fetchedAt) > configuration.snapshotTTL }) ?? true {
            switch await fetchSnapshot(at: start) {
            case .success(let (newSnapshot, failure)):
                snapshot = newSnapshot
                recentFailure = failure
                fetched = true
                rebuildQueue()
                cacheDidChange()
                if let libraryArtistCount { reportLibrary(libraryArtistCount) }
            case .failure(let failure):
                return finish(RefreshSummary(
                    startedAt: start, policy: configuration.policy, fetchedSnapshot: false,
                    snapshotFailure: failure, recentlyPlayedFailure: nil, results: [], feedCount: feedCount))
            }
        }
        let batch = queue.takeBatch(configuration.batchSize)
        let artists = batch.map { queue[rank: $0].artist }
        let checker = CatalogChecker(
            service: service, clock: clock, maxConcurrent: configuration.maxConcurrentChecks,
            maxRetries: configuration.maxRetries, retryDelay: configuration.retryDelay,
            taskStart: configuration.taskStart)
        let answers = await checker.check(artists)
        var results: [ArtistCheck] = []
        results.reserveCapacity(batch.count)
        unsaved.artistIDs.reserveCapacity(unsaved.artistIDs.count + batch.count)
        // The whole batch in one change of the cache: observers hear of it
        // once, and each artist costs no access check of the property.
        withCacheChange { cache in
            // Every artist of the library gets a record in time: room for them
            // all at once, rather than a table grown (every key hashed again)
            // at each doubling.
            if fetched, let snapshot { cache.artists.reserveCapacity(snapshot.artists.count) }
            for index in batch.indices {
                results.append(apply(
                    answers[index], to: artists[index], nameKey: queue[rank: batch[index]].nameKey, at: start,
                    cache: &cache))
                queue.putBack(batch[index], lastChecked: start)
            }
        }
        reportChecks(results)
        return finish(RefreshSummary(
            startedAt: start, policy: configuration.policy, fetchedSnapshot: fetched,
            snapshotFailure: nil, recentlyPlayedFailure: recentFailure, results: results, feedCount: feedCount))
    }

    /// Reads artists, then albums, then recently played; stops at the first
    /// failure of the first two, and carries on without recently played.
    private func fetchSnapshot(
        at start: Date
    ) async -> Result<(LibrarySnapshot, MusicServiceError?), ServiceFailure> {
        let artists: [LibraryArtist]
        let albums: [LibraryAlbum]
        do {
            artists = try await service.fetchLibraryArtists()
        } catch {
            return .failure(ServiceFailure(method: .fetchLibraryArtists, error: MusicServiceError(converting: error)))
        }
        do {
            albums = try await service.fetchLibraryAlbums()
        } catch {
            return .failure(ServiceFailure(method: .fetchLibraryAlbums, error: MusicServiceError(converting: error)))
        }
        var recent: [LibraryTrack] = []
        var recentFailure: MusicServiceError?
        do {
            recent = try await service.fetchRecentlyPlayed()
        } catch {
            recentFailure = MusicServiceError(converting: error)
        }
        libraryArtistCount = artists.count
        let snapshot = LibrarySnapshot(
            fetchedAt: start, artists: artists, albums: albums, recentlyPlayed: recent, previous: snapshot,
            reasons: configuration.reasons)
        return .success((snapshot, recentFailure))
    }

    private func rebuildQueue() {
        guard let snapshot else { return }
        if snapshot.sameArtistsAsBefore, queue.count == snapshot.artists.count {
            // The same artists in the same order: the order of their names holds;
            // only who was recently played and when each was checked are read anew.
            queue.restamp { entry in
                entry.recentlyPlayed = snapshot.isRecentlyPlayed(nameKey: entry.nameKey)
                entry.lastChecked = cache.artists[entry.artist.id]?.lastChecked
            }
            return
        }
        let records = cache.artists
        queue = BatchQueue(entries: zip(snapshot.artists, snapshot.nameKeys).map { artist, key in
            BatchQueue.Entry(
                recentlyPlayed: snapshot.isRecentlyPlayed(nameKey: key),
                lastChecked: records.isEmpty ? nil : records[artist.id]?.lastChecked, nameKey: key, artist: artist)
        })
    }

    /// Changes the cache through `body`, then marks the feed for rebuilding and refreshes its count.
    private func withCacheChange(_ body: (inout CutCache) -> Void) {
        body(&cache)
        cacheDidChange()
    }

    /// Records one artist's answer in `cache` (the engine's, being changed),
    /// keeping earlier cuts on failure.
    private func apply(
        _ answer: CatalogChecker.Answer, to artist: LibraryArtist, nameKey: String, at start: Date,
        cache: inout CutCache
    ) -> ArtistCheck {
        let previous = cache.artists[artist.id]
        switch answer.result {
        case .success(let releases):
            let owned = snapshot?.owned.owned(artistID: artist.id, normalizedName: nameKey)
                ?? OwnedAlbumIndex.Owned()
            let match = matcher.match(releases, owned: owned, explains: configuration.reasons.includes(artist.id))
            ledger.remove(previous?.cuts ?? [], cache: cache)
            ledger.add(match.cuts, cache: cache)
            cache.artists[artist.id] = ArtistRecord(
                artistID: artist.id, name: artist.name, lastChecked: start, outcome: .ok,
                total: match.total, owned: match.owned, cuts: match.cuts, hasMore: match.hasMore)
            unsaved.artistIDs.insert(artist.id)
            return ArtistCheck(artist: artist, attempts: answer.attempts, match: match, failure: nil)
        case .failure(let error):
            var record = previous ?? ArtistRecord(
                artistID: artist.id, name: artist.name, lastChecked: start, outcome: .error(error.description))
            record.name = artist.name
            record.lastChecked = start
            record.outcome = .error(error.description)
            cache.artists[artist.id] = record
            unsaved.artistIDs.insert(artist.id)
            return ArtistCheck(artist: artist, attempts: answer.attempts, match: nil, failure: error)
        }
    }

    private func finish(_ summary: RefreshSummary) -> RefreshSummary {
        lastRefresh = summary
        persist()
        return summary
    }

    /// Marks the feed for rebuilding and refreshes the count.
    func cacheDidChange() {
        feedMemo = nil
        feedCount = ledger.visibleCount
    }

    /// Saves what changed, reporting a failure through `storeProblem`. Saves
    /// nothing when the store's file could not be read at launch.
    func persist() {
        guard storeWritable else { return }
        do {
            try store.save(cache, changes: unsaved)
            unsaved = CutCacheChanges()
        } catch {
            storeProblem = error as? DiscoverError ?? .storeWriteFailed(path: "store", reason: "\(error)")
        }
    }

    /// Removes an album from the feed for good, as dismissed or as added.
    func removeFromFeed(_ albumID: String, added: Bool) {
        ledger.willRemove(albumID, cache: cache)
        if added { cache.addedAlbumIDs.insert(albumID) } else { cache.dismissedAlbumIDs.insert(albumID) }
        unsaved.removals = true
        cacheDidChange()
        persist()
    }
}
