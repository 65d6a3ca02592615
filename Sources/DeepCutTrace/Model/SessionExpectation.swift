import DeepCutKit

/// The keys of a step's `expect` or `observed` (Docs/TraceFormat.md "Session"):
/// every key is optional, and only what is given is checked.
///
/// Which keys a step may hold depends on its action: `refresh` takes `state`,
/// `checked`, `failed`, `feedCount`, `feed`, `checkedArtistIDs`;
/// `openRelease` and `retryTracks` take `tracks`, `trackIDs`; `addToPlaylist`
/// and `dismiss` take `feedCount`, `feed`. `policy` belongs in `observed` only
/// (required there for `refresh`). The reader refuses a key that belongs to
/// another action rather than leave it unchecked.
public struct SessionExpectation: Hashable, Sendable {
    /// The release sheet's tracklist state.
    public enum TracksState: String, Hashable, Sendable, CaseIterable {
        /// Tracks shown.
        case loaded
        /// The album has no tracks.
        case empty
        /// Loading failed.
        case failed
    }

    /// The names of the keys, in the format's order (the order they are written in).
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// `state`
        case state
        /// `checked`
        case checked
        /// `failed`
        case failed
        /// `feedCount`
        case feedCount
        /// `feed`
        case feed
        /// `checkedArtistIDs`
        case checkedArtistIDs
        /// `policy`
        case policy
        /// `tracks`
        case tracks
        /// `trackIDs`
        case trackIDs
    }

    /// The feed's state after a refresh.
    public var state: RefreshState?
    /// How many artists the refresh checked (≥ 0).
    public var checked: Int?
    /// How many checked artists failed (≥ 0).
    public var failed: Int?
    /// How many albums the feed shows (≥ 0).
    public var feedCount: Int?
    /// The feed's album ids, in order.
    public var feed: [String]?
    /// The artists the refresh checked, in order.
    public var checkedArtistIDs: [String]?
    /// The failure policy the device ran (`observed` only).
    public var policy: FailurePolicy?
    /// The release sheet's state.
    public var tracks: TracksState?
    /// The sheet's track ids, in order.
    public var trackIDs: [String]?
    /// Keys the format does not define here, in document order.
    public var unknownKeys: JSONObject

    /// Creates an expectation; every key is optional.
    public init(
        state: RefreshState? = nil, checked: Int? = nil, failed: Int? = nil, feedCount: Int? = nil,
        feed: [String]? = nil, checkedArtistIDs: [String]? = nil, policy: FailurePolicy? = nil,
        tracks: TracksState? = nil, trackIDs: [String]? = nil, unknownKeys: JSONObject = JSONObject()
    ) {
        self.state = state
        self.checked = checked
        self.failed = failed
        self.feedCount = feedCount
        self.feed = feed
        self.checkedArtistIDs = checkedArtistIDs
        self.policy = policy
        self.tracks = tracks
        self.trackIDs = trackIDs
        self.unknownKeys = unknownKeys
    }

    /// The keys that are given, in the format's order.
    public var givenKeys: [Key] {
        Key.allCases.filter { key in
            switch key {
            case .state: state != nil
            case .checked: checked != nil
            case .failed: failed != nil
            case .feedCount: feedCount != nil
            case .feed: feed != nil
            case .checkedArtistIDs: checkedArtistIDs != nil
            case .policy: policy != nil
            case .tracks: tracks != nil
            case .trackIDs: trackIDs != nil
            }
        }
    }
}
