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
