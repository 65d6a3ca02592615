/// How a refresh with failures is judged (Docs/EngineRules.md "State after a refresh").
public enum FailurePolicy: String, Hashable, Sendable, CaseIterable {
    /// The engine's rule: any failure shows; never `caughtUp` while an artist
    /// in the batch failed.
    case strict
    /// The device's old check: `failed` only when every artist failed,
    /// failures otherwise ignored. Kept to reproduce the empty Discover tab.
    case legacy
}
