import Foundation

/// When a trace test records its trace from the app's live service instead of
/// replaying it (Guides/Testing.md "Recording a trace from a test"), as VCR's
/// record modes and swift-snapshot-testing's `record:` do.
///
/// A test that names no mode takes the one the environment gives
/// (`DEEPCUT_RECORD_MODE`, or `TEST_RUNNER_DEEPCUT_RECORD_MODE` as an Xcode
/// test plan spells it), else `never`. A test that records fails, saying
/// where the trace was written: a recording is never a pass.
public enum TraceRecordMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Always replay; a missing trace is an error (the default, and what CI runs).
    case never
    /// Record the traces that do not exist yet; replay the others.
    case missing
    /// Record every trace again, replacing the file the test names.
    case all

    /// The environment variable that gives the mode of tests that name none.
    public static let environmentVariable = "DEEPCUT_RECORD_MODE"
    /// The same variable as an Xcode test plan or `xcodebuild` sets it for the
    /// test runner (which is given it without the prefix on a device).
    public static let testRunnerEnvironmentVariable = "TEST_RUNNER_DEEPCUT_RECORD_MODE"

    /// The mode the environment gives: `DEEPCUT_RECORD_MODE` when it is set, else
    /// `TEST_RUNNER_DEEPCUT_RECORD_MODE`; a set but empty variable is `never`, as
    /// Guides/Testing.md says (it does not fall through to the other one); nil when
    /// neither is set.
    /// - Parameter environment: the variables; the process's by default.
    /// - Throws: `TraceTestingError.invalidRecordMode` when the value is not
    ///   `never`, `missing` or `all`, spelled so (lower case, as documented).
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TraceTestingError) -> TraceRecordMode? {
        for variable in [environmentVariable, testRunnerEnvironmentVariable] {
            guard let value = environment[variable] else { continue }
            if value.isEmpty { return .never }
            guard let mode = TraceRecordMode(rawValue: value) else {
                throw .invalidRecordMode(value: value, variable: variable)
            }
            return mode
        }
        return nil
    }

    /// The mode a test runs in: the one it names, else the environment's, else `never`.
    /// - Throws: `TraceTestingError.invalidRecordMode` for an environment value that names no mode.
    static func resolved(_ named: TraceRecordMode?) throws(TraceTestingError) -> TraceRecordMode {
        if let named { return named }
        return try fromEnvironment() ?? .never
    }

    /// The raw value: `never`, `missing` or `all`.
    public var description: String { rawValue }
}
