#if canImport(XCTest)
import DeepCutFixtures
import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DeepCutVerify
import XCTest

/// The XCTest spellings DeepCutTesting had before `TraceSource` still compile for one
/// minor version and do what their replacements do (CHANGELOG.md "How to move").
final class DeprecatedXCTestSpellingTests: XCTestCase {
    /// The package's folder as a bundle, as BundledTraceTests uses it.
    static let package = BundledTraceTests.package
    static let trace = "Traces/04-tracklist-sheet.json"

    /// The checks, through a protocol whose witnesses are deprecated: the deprecated spellings warn nowhere.
    let old: any OldXCTestSpellingChecks = OldXCTestSpellings()

    func testTheFourXCTAssertTracePassesFormsVerifyAsTheSourceFormDoes() async throws {
        try await old.assertTracePassesForms()
    }

    @MainActor
    func testTraceReplayServesTheTraceAndAuditsItAsBefore() async throws {
        try old.traceReplay(self)
    }

    /// A failure the test caused, with where XCTest was told it happened.
    var captured: [(message: String, line: Int)]?

    #if os(Linux)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append((description, lineNumber))
    }
    #else
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        captured?.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #endif
}

/// What DeprecatedXCTestSpellingTests checks.
protocol OldXCTestSpellingChecks {
    func assertTracePassesForms() async throws
    @MainActor func traceReplay(_ test: DeprecatedXCTestSpellingTests) throws
}

/// The checks, each a deprecated witness that calls the deprecated spellings.
struct OldXCTestSpellings: OldXCTestSpellingChecks {
    let trace = DeprecatedXCTestSpellingTests.trace

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    func assertTracePassesForms() async throws {
        let expected = try await XCTAssertTracePasses(.file(trace))
        let byPath: VerificationReport = try await XCTAssertTracePasses(trace)
        XCTAssertEqual(byPath, expected)
        let byResource: VerificationReport = try await XCTAssertTracePasses(
            resource: trace, bundle: DeprecatedXCTestSpellingTests.package)
        XCTAssertEqual(byResource, expected)
        let byFile: VerificationReport = try await XCTAssertTracePasses(try TraceFile(trace))
        XCTAssertEqual(byFile, expected)
        let live = LiveService { MockMusicLibraryService() }
        let withLive = try await XCTAssertTracePasses(trace, record: .missing, live: live)
        XCTAssertEqual(withLive, expected)
    }

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    @MainActor
    func traceReplay(_ test: DeprecatedXCTestSpellingTests) throws {
        let line = #line + 1
        let replay = try TraceReplay("Traces/01-empty-discover-tab.json")
        XCTAssertEqual(replay.path, "Traces/01-empty-discover-tab.json")
        XCTAssertFalse(replay.allowsUnusedCalls)
        test.captured = []
        replay.assertEveryCallMatched()
        let recorded = test.captured ?? []
        test.captured = nil
        // 1,613 recorded calls never asked for: 19 named, then one counting the rest, at the line that made the replay.
        XCTAssertEqual(recorded.count, 20)
        XCTAssertTrue(recorded.allSatisfy { $0.line == line })
        XCTAssertTrue(recorded.last?.message.contains(
            "1594 more recorded calls never asked for "
                + #"(TraceReplay("Traces/01-empty-discover-tab.json", allowingUnusedCalls: true) allows them)"#) == true,
            recorded.last?.message ?? "")
        let bundled = try TraceReplay(resource: trace, bundle: DeprecatedXCTestSpellingTests.package, allowingUnusedCalls: true)
        XCTAssertEqual(bundled.service.trace, try TraceSource.file(trace).read())
        let listed = try TraceReplay(try TraceFile(trace), allowingUnusedCalls: true)
        XCTAssertEqual(listed.path, trace)
        test.captured = []
        bundled.assertEveryCallMatched()
        listed.assertEveryCallMatched()
        XCTAssertEqual(test.captured?.count, 0)
        test.captured = nil
    }
}
#endif
