import DeepCutKit

/// Decides the state after a refresh (Docs/EngineRules.md "State after a refresh").
///
/// `strict` (default): the library could not be read, or every checked artist
/// failed → `failed`; some failed, or recently played could not be read →
/// `degraded`; otherwise `loaded` when the feed has cuts, else `caughtUp`.
/// Never `caughtUp` while any artist in the batch failed.
///
/// `legacy` (the device's old check): the library could not be read, or every
/// checked artist failed → `failed`; otherwise `loaded` or `caughtUp` by the
/// feed alone, failures ignored.
///
/// A refresh that checked no artist cannot have "every artist failed": it is
/// `loaded` or `caughtUp` unless the snapshot failed.
public enum RefreshJudge {
    /// The state for a refresh's outcome.
    public static func state(
        policy: FailurePolicy, snapshotFailed: Bool, recentlyPlayedFailed: Bool,
        checked: Int, failed: Int, feedCount: Int
    ) -> RefreshState {
        judge(
            policy: policy, snapshotFailed: snapshotFailed, recentlyPlayedFailed: recentlyPlayedFailed,
            checked: checked, failed: failed, feedCount: feedCount).state
    }

    /// The state for a refresh's outcome and the row of Docs/EngineRules.md
    /// "Refresh states" that gave it: the one implementation `state` answers from.
    package static func judge(
        policy: FailurePolicy, snapshotFailed: Bool, recentlyPlayedFailed: Bool,
        checked: Int, failed: Int, feedCount: Int
    ) -> RefreshJudgement {
        let byFeed: RefreshState = feedCount > 0 ? .loaded : .caughtUp
        if snapshotFailed { return RefreshJudgement(state: .failed, row: .libraryReadFailed) }
        if checked > 0, failed == checked { return RefreshJudgement(state: .failed, row: .everyCheckFailed) }
        if failed > 0 { return RefreshJudgement(state: policy == .strict ? .degraded : byFeed, row: .someChecksFailed) }
        if recentlyPlayedFailed {
            return RefreshJudgement(state: policy == .strict ? .degraded : byFeed, row: .recentlyPlayedFailed)
        }
        return RefreshJudgement(state: byFeed, row: .nothingFailed)
    }
}

/// A refresh's state and the rule that gave it.
package struct RefreshJudgement: Hashable, Sendable {
    /// The state.
    package var state: RefreshState
    /// The first row of Docs/EngineRules.md "Refresh states" that fits the refresh.
    package var row: RefreshStateRow
}

/// The rows of Docs/EngineRules.md "Refresh states", read top to bottom.
package enum RefreshStateRow: String, Hashable, Sendable, CaseIterable {
    /// Reading the library artists or albums failed.
    case libraryReadFailed
    /// At least one artist checked, and every check failed.
    case everyCheckFailed
    /// Some checks failed, not all.
    case someChecksFailed
    /// No check failed, but this refresh's read of recently played failed.
    case recentlyPlayedFailed
    /// Nothing failed.
    case nothingFailed

    /// The question the row asks, as the table's rows are named: `all failed?`.
    package var question: String {
        switch self {
        case .libraryReadFailed: "library read failed?"
        case .everyCheckFailed: "all failed?"
        case .someChecksFailed: "some failed?"
        case .recentlyPlayedFailed: "recently played failed?"
        case .nothingFailed: "nothing failed"
        }
    }

    /// Whether, under `policy`, the row's state is read from the feed (`loaded` or `caughtUp`).
    package func decidedByFeed(under policy: FailurePolicy) -> Bool {
        switch self {
        case .libraryReadFailed, .everyCheckFailed: false
        case .someChecksFailed, .recentlyPlayedFailed: policy == .legacy
        case .nothingFailed: true
        }
    }

    /// The heading of Docs/EngineRules.md that holds the table.
    package static let heading = "Refresh states"
}
