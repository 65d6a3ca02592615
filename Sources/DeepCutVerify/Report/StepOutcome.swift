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
