import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

/// Replays the trace `source` names through the Discover engine and records a test
/// issue when it does not pass: the failing checks in at most 20 lines, then the first lines
/// of the explanation of the first and the `deepcut-replay explain` command for the rest, at
/// the caller's line, with the whole text and JSON reports attached (Swift 6.2 or later). With a live
/// service, a record mode that says so records the trace instead: a refresh of the
/// Discover engine over a recorder around `live`'s service, with the step and the
/// engine's diagnostics written as the recorder writes them; a test that records fails,
/// saying where the trace went, and attaches it (Guides/Testing.md "Recording a trace from a test").
///
/// ```swift
/// @Test func emptyDiscoverTab() async throws {
///     try await expectTracePasses(.file("Traces/01-empty-discover-tab.json"))
/// }
///
/// @Test(arguments: try TraceSource.folder("Traces", bundle: .module))
/// func tracePasses(_ trace: TraceSource) async throws {
///     try await expectTracePasses(trace)
/// }
/// ```
/// - Parameters:
///   - source: the trace: `.file(_:)` beside the test, `.resource(_:bundle:)` in the test
///     bundle, `.url(_:named:)`, or one of `TraceSource.folder(_:)`.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - record: the record mode, used only with `live`; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records; without it the trace is only verified.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report, for further checks; nil only when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@discardableResult
public func expectTracePasses(
    _ source: TraceSource, policy: FailurePolicy? = nil, batchSize: Int? = nil, record: TraceRecordMode? = nil,
    live: LiveService? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport? {
    reported(try await source.checkOrRecord(policy: policy, batchSize: batchSize, record: record, live: live),
             at: sourceLocation)
}
