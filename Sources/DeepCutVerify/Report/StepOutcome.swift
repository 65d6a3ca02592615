import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading

/// What the engine produced for one session step in one run.
public struct StepOutcome: Hashable, Sendable {
    /// Where the replay clock stood when the step ran, in seconds from `capture.startedAt`.
    public var clock: Double
    /// For `refresh`: the refresh's summary.
    public var refresh: RefreshSummary?
    /// For `openRelease` and `retryTracks`: the tracklist's state name
    /// (`loaded`, `empty`, `failed`), its track ids, and the error when failed.
    public var tracks: String?
    /// The track ids shown, in order.
    public var trackIDs: [String]?
    /// The error a step ended with (a failed `addToPlaylist`, a failed tracklist).
    public var error: String?
    /// The number of albums in the feed after the step.
    public var feedCount: Int
    /// The feed's album ids after the step, when someone needs them.
    public var feed: [String]?
    /// The feed's album ids after the step, unordered, when a fault campaign
    /// needs only what the feed holds.
    package var feedAlbums: Set<String>?

    /// What the feed holds after the step, from whichever of `feedAlbums` and `feed` the run gathered.
    package var feedContents: Set<String>? { feedAlbums ?? feed.map(Set.init) }
    /// What the step changed in the engine's cache, when a chaos run compares it.
    package var cacheChange: CacheChange?
    /// For `--verbose`: every call the step made and how the trace answered
    /// it, answered calls by `seq`, then calls the trace does not hold.
    public var calls: [String]?
    /// With the log kept: every call the step made, in the order the calls
    /// were answered (Docs/FaultCampaigns.md "Completion orders").
    public var answered: [ReplayLogEntry]?

    /// Creates an outcome.
    public init(
        clock: Double, refresh: RefreshSummary? = nil, tracks: String? = nil, trackIDs: [String]? = nil,
        error: String? = nil, feedCount: Int, feed: [String]? = nil
    ) {
        self.clock = clock
        self.refresh = refresh
        self.tracks = tracks
        self.trackIDs = trackIDs
        self.error = error
        self.feedCount = feedCount
        self.feed = feed
    }
}

/// What a step changed in the engine's cache, from which the feed is built
/// (Docs/EngineRules.md "Feed"): a chaos run compares it after every step, at
/// the cost of the step's own artists rather than of the whole feed.
package struct CacheChange: Hashable, Sendable {
    /// How many artists the cache holds a record of.
    package var artistCount: Int
    /// The records of the artists the step checked, in batch order.
    package var records: [ArtistRecord?]
    /// How many albums left the feed for good (dismissed or added to a playlist).
    package var removedCount: Int

    /// Creates a change.
    package init(artistCount: Int, records: [ArtistRecord?], removedCount: Int) {
        self.artistCount = artistCount
        self.records = records
        self.removedCount = removedCount
    }

    /// What `engine` holds after a step that checked `checkedArtistIDs`.
    @MainActor
    package init(_ engine: DiscoverFeed, checkedArtistIDs: [String]) {
        let cache = engine.cache
        artistCount = cache.artists.count
        records = checkedArtistIDs.map { cache.artists[$0] }
        removedCount = cache.dismissedAlbumIDs.count + cache.addedAlbumIDs.count
    }

    /// `7 artists cached, 3 cuts of the 2 checked`.
    package var description: String {
        let cuts = records.reduce(0) { $0 + ($1?.cuts.count ?? 0) }
        return "\(plural(artistCount, "artist")) cached, \(plural(cuts, "cut")) of the \(records.count) checked"
    }
}
