import DeepCutEngine

/// The cut store of a replay: a replay is one launch of the app, which
/// starts with an empty cache and never reads back what it saved, so this
/// store loads nothing and keeps nothing.
///
/// An `InMemoryCutStore` would keep a copy of every changed record after
/// each step, work that nothing of a replay's report depends on.
@MainActor
final class ReplayCutStore: CutStore {
    /// An empty cache: the session starts as a first launch.
    func load() -> CutCache { CutCache() }

    /// Keeps nothing.
    func save(_ cache: CutCache, changes: CutCacheChanges) {}
}
