import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

/// Replays the trace at `path` through the Discover engine and records a test
/// issue when it does not pass: the failing checks in at most 20 lines, at the caller's line.
///
/// ```swift
/// @Test func emptyDiscoverTab() async throws {
///     try await expectTracePasses("Traces/01-empty-discover-tab.json")
/// }
/// ```
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - filePath: the test file; leave the default.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
@discardableResult
public func expectTracePasses(
    _ path: String, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    let file = try TraceFile(path, filePath: filePath)
    return try await expectTracePasses(file, policy: policy, batchSize: batchSize, sourceLocation: sourceLocation)
}

/// Replays the trace at `path` among `bundle`'s resources through the
/// Discover engine, as `expectTracePasses(_:policy:batchSize:)` does: for a
/// test that runs where the package's folders cannot be read (on a phone).
///
/// ```swift
/// @Test func emptyDiscoverTab() async throws {
///     try await expectTracePasses(resource: "Traces/01-empty-discover-tab.json", bundle: .module)
/// }
/// ```
/// - Parameters:
///   - path: the resource's path inside the bundle's resources, with its extension.
///   - bundle: the bundle; `.module` for the test target's own resources.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
@discardableResult
public func expectTracePasses(
    resource path: String, bundle: Bundle, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    let file = try TraceFile(resource: path, bundle: bundle)
    return try await expectTracePasses(file, policy: policy, batchSize: batchSize, sourceLocation: sourceLocation)
}

/// Replays a trace of a corpus (`TraceCorpus.files(in:)`) and records a test
/// issue when it does not pass: the failing checks in at most 20 lines, at the caller's line.
/// - Parameters:
///   - file: the trace.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
@discardableResult
public func expectTracePasses(
    _ file: TraceFile, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    let (report, result) = try await file.check(policy: policy, batchSize: batchSize)
    result.record(at: sourceLocation)
    return report
}

/// Replays the trace at `path` through the Discover engine as
/// `expectTracePasses(_:policy:batchSize:)` does, or, when the record mode
/// says so, records it: a refresh of the Discover engine over a recorder
/// around `live`'s service, with the step and the engine's diagnostics
/// written as the recorder writes them. A test that records fails, saying
/// where the trace went, and attaches it (Guides/Testing.md "Recording a trace from a test").
///
/// ```swift
/// @Test func libraryChecksOut() async throws {
///     try await expectTracePasses("Traces/library.json", live: LiveService { AppleMusicService() })
/// }
/// ```
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it;
///     a recording of a missing one is written there, beside the test file.
///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize` when it replays.
///   - filePath: the test file; leave the default.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report; nil when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@discardableResult
public func expectTracePasses(
    _ path: String, record: TraceRecordMode? = nil, live: LiveService, policy: FailurePolicy? = nil,
    batchSize: Int? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport? {
    let (report, result) = try await TraceService.checkOrRecord(
        .file(path: path, filePath: filePath), record: record, live: live, policy: policy, batchSize: batchSize)
    result.record(at: sourceLocation)
    return report
}
