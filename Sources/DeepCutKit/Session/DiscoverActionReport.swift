import Foundation

/// What the Discover engine showed once a user action finished: the
/// refresh's state and counts, the release sheet's tracklist, the feed's
/// size, and the failure policy it ran. An app that records a session writes
/// it as the step's `observed` (Docs/TraceFormat.md "Session").
public struct DiscoverActionReport: Hashable, Sendable {
    /// The release sheet's tracklist once loading ended.
    public enum Tracklist: String, Hashable, Sendable, CaseIterable {
        /// Tracks shown.
        case loaded
        /// The album has no tracks.
        case empty
        /// Loading failed.
        case failed
    }

    /// The action.
    public var action: DiscoverAction
    /// When the action started, on the engine's clock.
    public var startedAt: Date
    /// The failure policy the engine judged refreshes with.
    public var policy: FailurePolicy
    /// For a refresh: the state it ended in.
    public var state: RefreshState?
    /// For a refresh: how many artists it checked.
    public var checked: Int?
    /// For a refresh: how many of those checks failed.
    public var failed: Int?
    /// For `openRelease` and `retryTracks`: the tracklist, nil when another
    /// load superseded this one before it ended.
    public var tracks: Tracklist?
    /// How many albums the feed held afterwards.
    public var feedCount: Int

    /// Creates a report.
    public init(
        action: DiscoverAction, startedAt: Date, policy: FailurePolicy, state: RefreshState? = nil,
        checked: Int? = nil, failed: Int? = nil, tracks: Tracklist? = nil, feedCount: Int
    ) {
        self.action = action
        self.startedAt = startedAt
        self.policy = policy
        self.state = state
        self.checked = checked
        self.failed = failed
        self.tracks = tracks
        self.feedCount = feedCount
    }
}
