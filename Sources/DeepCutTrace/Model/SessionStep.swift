/// One user action of a trace's `session`, with what the engine must produce
/// (`expect`) and what the device showed (`observed`): Docs/TraceFormat.md "Session".
public struct SessionStep: Hashable, Sendable {
    /// The user action, with its arguments.
    public enum Action: Hashable, Sendable, CustomStringConvertible {
        /// Refresh the Discover feed.
        case refresh
        /// Open a release's sheet, which loads its tracks.
        case openRelease(albumID: String)
        /// Retry loading the open sheet's tracks.
        case retryTracks(albumID: String)
        /// Add a release's tracks to the playlist with this name.
        case addToPlaylist(albumID: String, playlistName: String)
        /// Remove a release from the feed.
        case dismiss(albumID: String)

        /// The action's name as the trace spells it: `refresh`, `openRelease`, ...
        public var name: String {
            switch self {
            case .refresh: "refresh"
            case .openRelease: "openRelease"
            case .retryTracks: "retryTracks"
            case .addToPlaylist: "addToPlaylist"
            case .dismiss: "dismiss"
            }
        }

        /// The album the action is about, when it takes one.
        public var albumID: String? {
            switch self {
            case .refresh: nil
            case .openRelease(let albumID), .retryTracks(let albumID), .dismiss(let albumID),
                 .addToPlaylist(let albumID, _):
                albumID
            }
        }

        /// `addToPlaylist(albumID: "1440935467", playlistName: "Deep Cuts")`.
        public var description: String {
            var output = JSONOutput()
            switch self {
            case .refresh: return "refresh"
            case .openRelease(let albumID), .retryTracks(let albumID), .dismiss(let albumID):
                output.writeString(albumID)
                return "\(name)(albumID: \(output.string))"
            case .addToPlaylist(let albumID, let playlistName):
                output.writeString(albumID)
                output.writeRaw(", playlistName: ")
                output.writeString(playlistName)
                return "\(name)(albumID: \(output.string))"
            }
        }

        /// The expectation keys this action's `expect` and `observed` may hold
        /// (besides `policy`, which `observed` may hold for every action).
        package var expectationKeys: [SessionExpectation.Key] {
            switch self {
            case .refresh: [.state, .checked, .failed, .feedCount, .feed, .checkedArtistIDs]
            case .openRelease, .retryTracks: [.tracks, .trackIDs]
            case .addToPlaylist, .dismiss: [.feedCount, .feed]
            }
        }
    }

    /// The action.
    public var action: Action
    /// Seconds from `startedAt` that the replay clock moves to before the
    /// step (it never moves backwards), when given.
    public var at: Double?
    /// What the engine must produce; only the keys given are checked.
    public var expect: SessionExpectation?
    /// What the app on the device showed that day, with the failure policy it ran.
    public var observed: SessionExpectation?
    /// Keys the format does not define here, in document order.
    public var unknownKeys: JSONObject

    /// Creates a step.
    public init(
        action: Action, at: Double? = nil, expect: SessionExpectation? = nil, observed: SessionExpectation? = nil,
        unknownKeys: JSONObject = JSONObject()
    ) {
        self.action = action
        self.at = at
        self.expect = expect
        self.observed = observed
        self.unknownKeys = unknownKeys
    }
}
