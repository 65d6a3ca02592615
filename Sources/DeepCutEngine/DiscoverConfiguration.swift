import DeepCutKit

/// The Discover engine's settings; the defaults are those of Docs/EngineRules.md.
public struct DiscoverConfiguration: Hashable, Sendable {
    /// Artists checked per refresh (default 40). At least 1.
    public var batchSize: Int
    /// Seconds a library snapshot is reused before it is fetched again (default one hour).
    public var snapshotTTL: Double
    /// How a refresh with failures is judged (default `.strict`).
    public var policy: FailurePolicy
    /// Catalog calls in flight at once (default 4).
    public var maxConcurrentChecks: Int
    /// Retries of a transient error per artist (default 2).
    public var maxRetries: Int
    /// Seconds before the first retry; each further retry waits twice as long (default 1).
    public var retryDelay: Double
    /// How a batch's helper tasks start (default `TaskStart.fromEnvironment`:
    /// `automatic` unless `DEEPCUT_TASK_START=deferred`). A refresh finds the same either way.
    public var taskStart: TaskStart
    /// Whose cut matching reports the reason of each verdict (`CutMatch.reasons`): none unless
    /// a tool asks (`deepcut-replay explain`), so that the app's engine pays nothing for them.
    package var reasons: ReasonScope = .none

    /// Creates settings.
    public init(
        batchSize: Int = 40, snapshotTTL: Double = 3600, policy: FailurePolicy = .strict,
        maxConcurrentChecks: Int = 4, maxRetries: Int = 2, retryDelay: Double = 1,
        taskStart: TaskStart = .fromEnvironment
    ) {
        self.batchSize = max(1, batchSize)
        self.snapshotTTL = snapshotTTL
        self.policy = policy
        self.maxConcurrentChecks = max(1, maxConcurrentChecks)
        self.maxRetries = max(0, maxRetries)
        self.retryDelay = retryDelay
        self.taskStart = taskStart
    }
}
