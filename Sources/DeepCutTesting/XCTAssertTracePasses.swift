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

/// Replays the trace `source` names through the Discover engine and fails the running
/// XCTest test when it does not pass: the failing checks in at most 20 lines, at the
/// caller's line, after handing the text and JSON reports to `attach`. With a live
/// service, a record mode that says so records a refresh of the Discover engine over a
/// recorder around `live`'s service instead; a test that records fails, saying where the
/// trace went (Guides/Testing.md "Recording a trace from a test").
///
/// ```swift
/// func testEmptyDiscoverTab() async throws {
///     try await XCTAssertTracePasses(.file("Traces/01-empty-discover-tab.json"))
/// }
/// ```
/// - Parameters:
///   - source: the trace: `.file(_:)` beside the test, `.resource(_:bundle:)` in the test
///     bundle, `.url(_:named:)`, or one of `TraceSource.folder(_:)`.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - record: the record mode, used only with `live`; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records; without it the trace is only verified.
///   - attach: receives each file the test has to show (a failing trace's text and JSON reports,
///     or the recorded trace), before the test fails; hand it to `XCTAttachment` in an Xcode test
///     target (Guides/Testing.md "Attachments in XCTest"). By default nothing is attached.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: where the failure is reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report, for further checks; nil only when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@discardableResult
public func XCTAssertTracePasses(
    _ source: TraceSource, policy: FailurePolicy? = nil, batchSize: Int? = nil, record: TraceRecordMode? = nil,
    live: LiveService? = nil, attach: (TraceTestAttachment) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport? {
    failed(try await source.checkOrRecord(policy: policy, batchSize: batchSize, record: record, live: live),
           attach: attach, file: file, line: line)
}

/// Reports a check's result to the running XCTest test at `file` and `line` and hands
/// back its report: what `XCTAssertTracePasses` and its deprecated forms end with.
func failed<Report>(
    _ outcome: (Report, TraceTestResult), attach: (TraceTestAttachment) -> Void, file: StaticString, line: UInt
) -> Report {
    outcome.1.fail(attach: attach, file: file, line: line)
    return outcome.0
}

extension TraceTestResult {
    /// Hands each file to `attach`, then fails the running XCTest test once per
    /// failure. `XCTAttachment` is Apple's XCTest only (swift-corelibs-xctest has
    /// none) and this module has no platform conditions, so the test target that
    /// has it makes the attachment; a recording's message also says where the file
    /// is. The files come first: with `continueAfterFailure` false, a failure ends the test.
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
    ///     traced = try await TraceService(.file("Traces/banner.json"), live: LiveService { AppleMusicService() })
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
#endif
