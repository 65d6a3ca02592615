// The XCTest forms of DeepCutTesting, for an app's XCTest targets: the same trace lookup,
// verification and messages as `expectTracePasses` and `.replaying`, reported with XCTFail
// at the caller's file and line. XCTest comes with Xcode and with the Swift toolchain on
// Linux; where it is missing (a build that has only Swift Testing) these are left out.
#if canImport(XCTest)
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import XCTest

/// Replays the trace at `path` through the Discover engine and fails the running XCTest
/// test when it does not pass: the failing checks in at most 20 lines, at the caller's line.
///
/// ```swift
/// func testEmptyDiscoverTab() async throws {
///     try await XCTAssertTracePasses("Traces/01-empty-discover-tab.json")
/// }
/// ```
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence (its text and JSON reports),
///     before the test fails; hand it to `XCTAttachment` in an Xcode test target
///     (Guides/Testing.md "Attachments in XCTest"). By default nothing is attached.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: the test file, where the trace is found from and the failure reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
@discardableResult
public func XCTAssertTracePasses(
    _ path: String, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    let trace = try TraceFile(path, filePath: "\(file)")
    return try await XCTAssertTracePasses(
        trace, policy: policy, batchSize: batchSize, attach: attach, isolation: isolation, file: file, line: line)
}

/// Replays the trace at `path` among `bundle`'s resources, as
/// `XCTAssertTracePasses(_:policy:batchSize:)` does: for a test that runs where the
/// package's folders cannot be read (on a phone).
/// - Parameters:
///   - path: the resource's path inside the bundle's resources, with its extension.
///   - bundle: the bundle; `.module` for the test target's own resources.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: where the failure is reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
@discardableResult
public func XCTAssertTracePasses(
    resource path: String, bundle: Bundle, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    let trace = try TraceFile(resource: path, bundle: bundle)
    return try await XCTAssertTracePasses(
        trace, policy: policy, batchSize: batchSize, attach: attach, isolation: isolation, file: file, line: line)
}

/// Replays a trace of a corpus (`TraceCorpus.files(in:)`) and fails the running XCTest
/// test when it does not pass, at the caller's line.
/// - Parameters:
///   - trace: the trace.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: where the failure is reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report, for further checks.
/// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
@discardableResult
public func XCTAssertTracePasses(
    _ trace: TraceFile, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    let (report, result) = try await trace.check(policy: policy, batchSize: batchSize)
    result.fail(attach: attach, file: file, line: line)
    return report
}

/// Replays the trace at `path` as `XCTAssertTracePasses(_:policy:batchSize:)` does, or,
/// when the record mode says so, records a refresh of the Discover engine over a recorder
/// around `live`'s service; a test that records fails, saying where the trace went
/// (Guides/Testing.md "Recording a trace from a test").
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it;
///     a recording of a missing one is written there, beside the test file.
///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize` when it replays.
///   - attach: receives the recorded trace, or a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: the test file, where the trace is found from and the failure reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report; nil when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@discardableResult
public func XCTAssertTracePasses(
    _ path: String, record: TraceRecordMode? = nil, live: LiveService, policy: FailurePolicy? = nil,
    batchSize: Int? = nil, attach: (TraceTestAttachment) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport? {
    let (report, result) = try await TraceService.checkOrRecord(
        .file(path: path, filePath: "\(file)"), record: record, live: live, policy: policy, batchSize: batchSize)
    result.fail(attach: attach, file: file, line: line)
    return report
}

extension TraceTestResult {
    /// Hands each file to `attach`, then fails the running XCTest test once per
    /// failure. `XCTAttachment` is Apple's XCTest only (swift-corelibs-xctest has
    /// none) and this module has no platform conditions, so the test target that
    /// has it makes the attachment; each message also says where the file is (a
    /// recording), or how to see the report (`deepcut-replay PATH --html`). The files
    /// come first: with `continueAfterFailure` false, a failure ends the test.
    func fail(attach: (TraceTestAttachment) -> Void, file: StaticString, line: UInt) {
        for attachment in attachments { attach(attachment) }
        for failure in failures { XCTFail(failure, file: file, line: line) }
    }
}

extension TraceService {
    /// Ends the test's use of the service and fails the running XCTest test as
    /// `finish()` says: each call the trace does not hold, each recorded call
    /// never asked for unless allowed, or that the test recorded and where the trace is.
    ///
    /// ```swift
    /// override func setUp() async throws {
    ///     traced = try await TraceService("Traces/banner.json", live: LiveService { AppleMusicService() })
    /// }
    /// override func tearDown() async throws {
    ///     await traced.assertFinished()
    /// }
    /// ```
    /// - Parameters:
    ///   - attach: receives the recorded trace when the test recorded, before the test fails.
    ///   - file: where the failures are reported; leave the default.
    ///   - line: where the failures are reported; leave the default.
    public func assertFinished(
        attach: (TraceTestAttachment) -> Void = { _ in }, file: StaticString = #filePath, line: UInt = #line
    ) {
        finish().fail(attach: attach, file: file, line: line)
    }
}

/// A trace's replaying service for an XCTest test case, what `.replaying` is for Swift
/// Testing: made in `setUp`, handed to the code under test, checked in `tearDown`, where
/// each call the trace does not hold, and each recorded call never asked for unless
/// allowed, fails the test at the line that made it (at most 20 of each kind).
///
/// ```swift
/// final class DiscoverTabXCTests: XCTestCase {
///     private var replay: TraceReplay!
///
///     override func setUp() async throws {
///         replay = try await TraceReplay("Traces/01-empty-discover-tab.json", allowingUnusedCalls: true)
///     }
///
///     override func tearDown() async throws {
///         await replay.assertEveryCallMatched()
///     }
///
///     @MainActor func testLibraryIsRead() async throws {
///         XCTAssertEqual(try await replay.service.fetchLibraryArtists().count, 1_610)
///     }
/// }
/// ```
@MainActor
public struct TraceReplay {
    /// The trace as the test named it.
    public let path: String
    /// The service to hand to the code under test in place of the app's MusicKit service.
    public let service: ReplayMusicLibraryService
    /// Whether recorded calls the test never asked for are allowed.
    public let allowsUnusedCalls: Bool
    /// Where the replay was made, where its failures are reported.
    private let file: StaticString
    private let line: UInt

    /// Reads the trace at `path` and makes its replaying service.
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or a folder above it.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: the test file, where the trace is found from; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
    public init(
        _ path: String, allowingUnusedCalls: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(TraceFile(path, filePath: "\(file)"), allowingUnusedCalls: allowingUnusedCalls, file: file, line: line)
    }

    /// Reads the trace at `path` among `bundle`'s resources and makes its replaying service:
    /// for a test that runs where the package's folders cannot be read (on a phone).
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: where failures are reported; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
    public init(
        resource path: String, bundle: Bundle, allowingUnusedCalls: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(TraceFile(resource: path, bundle: bundle), allowingUnusedCalls: allowingUnusedCalls,
                      file: file, line: line)
    }

    /// Reads a trace of a corpus (`TraceCorpus.files(in:)`) and makes its replaying service.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: where failures are reported; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
    public init(
        _ trace: TraceFile, allowingUnusedCalls: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        path = trace.path
        service = ReplayMusicLibraryService(trace: try trace.read())
        allowsUnusedCalls = allowingUnusedCalls
        self.file = file
        self.line = line
    }

    /// Fails the running test once for each call the trace does not hold and, unless
    /// allowed, each recorded call never asked for, at the line that made the replay.
    public func assertEveryCallMatched() {
        let messages = ReplayAudit.messages(
            service, path: path, allowsUnusedCalls: allowsUnusedCalls,
            allowing: "TraceReplay(\"\(path)\", allowingUnusedCalls: true)")
        for message in messages { XCTFail(message, file: file, line: line) }
    }
}
#endif
