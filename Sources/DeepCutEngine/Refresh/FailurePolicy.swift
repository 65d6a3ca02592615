/// How a refresh with failures is judged (DESIGN.md "State after a refresh").
public enum FailurePolicy: String, Hashable, Sendable, CaseIterable {
    /// The engine's rule: any failure shows; never `caughtUp` while an artist
    /// in the batch failed.
    case strict
    /// The device's old check: `failed` only when every artist failed,
    /// failures otherwise ignored. Kept to reproduce the empty Discover tab.
    case legacy
}

/// The outcome of a refresh as the Discover tab shows it.
public enum RefreshState: String, Hashable, Sendable, CaseIterable {
    /// The feed has cuts and nothing failed.
    case loaded
    /// Nothing failed and there is nothing new: "You're caught up".
    case caughtUp
    /// Some checks failed, or recently played could not be read.
    case degraded
    /// The library could not be read, or every checked artist failed.
    case failed
}
