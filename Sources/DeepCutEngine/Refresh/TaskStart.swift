import Foundation

/// How the engine starts the helper tasks that check a batch's artists
/// alongside the caller (Docs/EngineRules.md "Starting a batch's helpers").
///
/// The two differ only in when a helper first runs, never in what a refresh
/// finds: the answers are applied in batch order either way. `deferred`
/// exists so that the path every iPhone below iOS 26 takes can run, and be
/// tested, on a machine whose runtime has `Task.immediate`.
public enum TaskStart: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At once, in the caller's turn, where the runtime has `Task.immediate`
    /// (the Swift 6.2 runtime: Linux, iOS and macOS 26); elsewhere as `deferred`.
    case automatic
    /// As a `Task { @MainActor … }` that first runs at a later turn of the
    /// main actor: the only path of iOS 17 and 18 and macOS 14 and 15.
    case deferred

    /// The name of the environment variable `fromEnvironment` reads.
    public static let environmentVariable = "DEEPCUT_TASK_START"

    /// `deferred` when the environment variable `DEEPCUT_TASK_START` is
    /// exactly `deferred`; `automatic` for any other value or none. Read once,
    /// when first asked for; the default of `DiscoverConfiguration.taskStart`.
    public static let fromEnvironment = reading(ProcessInfo.processInfo.environment[environmentVariable])

    /// The setting a value of `DEEPCUT_TASK_START` asks for: `deferred` for
    /// exactly `deferred`, `automatic` for anything else or nothing.
    package static func reading(_ value: String?) -> TaskStart {
        value == TaskStart.deferred.rawValue ? .deferred : .automatic
    }

    /// `automatic` or `deferred`.
    public var description: String { rawValue }
}
