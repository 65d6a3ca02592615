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
        if snapshotFailed { return .failed }
        if checked > 0, failed == checked { return .failed }
        if policy == .strict, failed > 0 || recentlyPlayedFailed { return .degraded }
        return feedCount > 0 ? .loaded : .caughtUp
    }
}
