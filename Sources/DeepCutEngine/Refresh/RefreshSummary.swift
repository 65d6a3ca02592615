import DeepCutKit
import Foundation

/// Everything one refresh did, for the Discover tab and for the verifier.
public struct RefreshSummary: Hashable, Sendable {
    /// When the refresh began (every checked artist's new last check).
    public var startedAt: Date
    /// The policy that judged it.
    public var policy: FailurePolicy
    /// Whether the library snapshot was fetched by this refresh (false: reused).
    public var fetchedSnapshot: Bool
    /// The library read that failed (artists or albums), which fails the refresh.
    public var snapshotFailure: ServiceFailure?
    /// Recently played could not be read; the refresh went on as if nothing was played.
    public var recentlyPlayedFailure: MusicServiceError?
    /// Each artist of the batch, in batch order.
    public var results: [ArtistCheck]
    /// The number of albums in the feed afterwards.
    public var feedCount: Int

    /// Creates a summary.
    public init(
        startedAt: Date, policy: FailurePolicy, fetchedSnapshot: Bool,
        snapshotFailure: ServiceFailure?, recentlyPlayedFailure: MusicServiceError?,
        results: [ArtistCheck], feedCount: Int
    ) {
        self.startedAt = startedAt
        self.policy = policy
        self.fetchedSnapshot = fetchedSnapshot
        self.snapshotFailure = snapshotFailure
        self.recentlyPlayedFailure = recentlyPlayedFailure
        self.results = results
        self.feedCount = feedCount
    }

    /// The state it ended in, under its policy.
    public var state: RefreshState { state(under: policy) }

    /// The state this refresh would have under `policy`: the policy only
    /// judges a refresh's outcome and changes nothing else the engine does.
    public func state(under policy: FailurePolicy) -> RefreshState { judgement(under: policy).state }

    /// The state this refresh would have under `policy`, and the row of Docs/EngineRules.md
    /// "Refresh states" that gave it, as the judge decided it.
    package func judgement(under policy: FailurePolicy) -> RefreshJudgement {
        RefreshJudge.judge(
            policy: policy, snapshotFailed: snapshotFailure != nil, recentlyPlayedFailed: recentlyPlayedFailure != nil,
            checked: checked, failed: failed, feedCount: feedCount)
    }

    /// The artists checked, in batch order.
    public var checkedArtistIDs: [String] { results.map(\.artist.id) }
    /// How many artists were checked.
    public var checked: Int { results.count }
    /// How many checks failed.
    public var failed: Int {
        results.count { $0.failure != nil }
    }

    /// The failed checks grouped by status (`HTTP 404`, `network`, ...), sorted by key.
    public var failuresByStatus: [(status: String, count: Int)] {
        var counts: [String: Int] = [:]
        for result in results { if let failure = result.failure { counts[failure.statusKey, default: 0] += 1 } }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }
}

/// A service call that failed, with the method that failed.
public struct ServiceFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The method that failed.
    public var method: MusicLibraryMethod
    /// What it threw.
    public var error: MusicServiceError

    /// Creates a failure.
    public init(method: MusicLibraryMethod, error: MusicServiceError) {
        self.method = method
        self.error = error
    }

    /// `fetchLibraryArtists: HTTP 401 Unauthorized`.
    public var description: String { "\(method.rawValue): \(error)" }
}

/// One artist's check in a refresh.
public struct ArtistCheck: Hashable, Sendable {
    /// The artist checked.
    public var artist: LibraryArtist
    /// How many calls it took (1, or more after transient errors).
    public var attempts: Int
    /// The numbers and cuts, when the catalog answered.
    public var match: CutMatch?
    /// The error that ended the check, when it failed.
    public var failure: MusicServiceError?

    /// Creates a check result.
    public init(artist: LibraryArtist, attempts: Int, match: CutMatch?, failure: MusicServiceError?) {
        self.artist = artist
        self.attempts = attempts
        self.match = match
        self.failure = failure
    }
}

extension ServiceFailure: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
