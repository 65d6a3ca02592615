#if canImport(XCTest)
import DeepCutFixtures
import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import XCTest

/// DeepCutTesting's XCTest forms, run by XCTest: what they fail, and where.
///
/// The failures a test means to cause are captured instead of failing it: XCTest on
/// Linux reports every failure through `recordFailure`, on Apple's systems through
/// `record(_:)`, so the capture overrides the one the platform calls.
final class XCTAssertTracePassesTests: XCTestCase {
    /// A failure the test caused, with where XCTest was told it happened.
    struct Failure {
        var message: String
        var file: String
        var line: Int
    }

    private var captured: [Failure]?

    /// Runs `body`, returning the failures it recorded instead of failing the test.
    private func failures(of body: () async throws -> Void) async rethrows -> [Failure] {
        captured = []
        defer { captured = nil }
        try await body()
        return captured ?? []
    }

    /// The failures `traced.assertFinished()` records at the caller's line, instead of failing the test.
    @MainActor
    private func failures(finishing traced: TraceService, file: StaticString = #filePath, line: UInt = #line) -> [Failure] {
        captured = []
        defer { captured = nil }
        traced.assertFinished(file: file, line: line)
        return captured ?? []
    }

    #if os(Linux)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    }
    #else
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured?.append(Failure(message: issue.compactDescription, file: location?.fileURL.path ?? "",
                                 line: location?.lineNumber ?? 0))
    }
    #endif

    func testAPassingTraceFailsNothingAndReturnsItsReport() async throws {
        let recorded = try await failures {
            let report = try await XCTAssertTracePasses(.file("Traces/01-empty-discover-tab.json"))
            XCTAssertEqual(report?.passed, true)
        }
        XCTAssertEqual(recorded.count, 0)
    }

    func testAFailingTraceFailsOnceAtTheCallersFileAndLineWithItsFailingChecks() async throws {
        let line = #line + 2
        let recorded = try await failures {
            try await XCTAssertTracePasses(.file("Traces/01-empty-discover-tab.json"), policy: .legacy)
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "XCTAssertTracePassesTests.swift")
        let message = recorded.first?.message ?? ""
        XCTAssertTrue(message.contains("""
            FAIL Traces/01-empty-discover-tab.json: 1 of 6 checks failed
            step 1 (refresh): state: expected degraded, got caughtUp
            """), message)
    }

    func testAFailingTraceHandsItsTextAndJSONReportsToAttachBeforeItFails() async throws {
        var order: [String] = []
        var files: [TraceTestAttachment] = []
        captured = []
        defer { captured = nil }
        try await XCTAssertTracePasses(.file("Traces/01-empty-discover-tab.json"), policy: .legacy, attach: { file in
            files.append(file)
            order.append("attach \(file.name) after \(self.captured?.count ?? -1) failures")
        })
        XCTAssertEqual(captured?.count, 1)
        XCTAssertEqual(order, [
            "attach 01-empty-discover-tab-report.txt after 0 failures",
            "attach 01-empty-discover-tab-report.json after 0 failures",
        ])
        let text = String(decoding: files.first?.bytes ?? [], as: UTF8.self)
        XCTAssertTrue(text.contains("step 1 (refresh)") && text.contains("FAIL"), text)
        let json = try JSONSerialization.jsonObject(with: Data(files.last?.bytes ?? [])) as? [String: Any]
        XCTAssertEqual(json?["format"] as? String, "deepcut-replay-report")
        XCTAssertEqual(json?["result"] as? String, "fail")
    }

    /// Xcode's test cases are often main-actor isolated, and their closure captures the test's state.
    @MainActor
    func testAMainActorTestHandsAttachAClosureOverItsOwnState() async throws {
        var names: [String] = []
        captured = []
        defer { captured = nil }
        try await XCTAssertTracePasses(
            .file("Traces/01-empty-discover-tab.json"), policy: .legacy, attach: { names.append($0.name) })
        XCTAssertEqual(names, ["01-empty-discover-tab-report.txt", "01-empty-discover-tab-report.json"])
    }

    func testAPassingTraceAttachesNothing() async throws {
        var files: [TraceTestAttachment] = []
        try await XCTAssertTracePasses(.file("Traces/01-empty-discover-tab.json"), attach: { files.append($0) })
        XCTAssertEqual(files.count, 0)
    }

    func testATraceThatIsNowhereThrowsWhereItWasLookedFor() async {
        do {
            try await XCTAssertTracePasses(.file("Traces/no-such-trace.json"))
            XCTFail("a missing trace must throw")
        } catch let error as TraceTestingError {
            XCTAssertTrue(error.description.hasPrefix("no file or folder Traces/no-such-trace.json in /"), error.description)
        } catch {
            XCTFail("threw \(error)")
        }
    }

    @MainActor
    func testTheServiceServesTheTraceAndFailsEachCallNeverAskedForAtTheLineThatChecksIt() async throws {
        let traced = try await TraceService(.file("Traces/01-empty-discover-tab.json"))
        XCTAssertFalse(traced.isRecording)
        XCTAssertEqual(traced.configuration.batchSize, 1_610, "the trace's engine settings")
        let artists = try await traced.service.fetchLibraryArtists()
        XCTAssertEqual(artists.count, 1_610)
        let line = #line + 1
        let recorded = failures(finishing: traced)
        // 1,612 calls never asked for: 19 named, then one counting the rest.
        XCTAssertEqual(recorded.count, 20)
        XCTAssertTrue(recorded.allSatisfy { $0.line == line })
        XCTAssertTrue(recorded.first?.message.contains(
            "Traces/01-empty-discover-tab.json: recorded call never asked for: seq 1 fetchLibraryAlbums()") == true,
            recorded.first?.message ?? "")
        XCTAssertTrue(recorded.last?.message.contains(
            "1593 more recorded calls never asked for (allowingUnusedCalls: true allows them)") == true,
            recorded.last?.message ?? "")
    }

    @MainActor
    func testAServiceThatAllowsUnusedCallsFailsOnlyForCallsTheTraceDoesNotHold() async throws {
        let traced = try await TraceService(.file("Traces/01-empty-discover-tab.json"), allowingUnusedCalls: true)
        _ = try await traced.service.fetchLibraryArtists()
        let none = failures(finishing: traced)
        XCTAssertEqual(none.count, 0)
        _ = try? await traced.service.fetchPlaylist(named: "Not in the trace")
        let recorded = failures(finishing: traced)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.message.contains("a call the trace does not hold") == true, recorded.first?.message ?? "")
    }

    /// What a test's code does with the service: a refresh of the engine over it.
    @MainActor
    private static func refresh(_ traced: TraceService) async {
        _ = await traced.makeFeed().refresh()
    }

    func testATraceServiceMadeInSetUpRecordsAMissingTraceAndFailsOnceSayingWhereThenReplays() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Traces/live.json").path
        let live = LiveService(engine: TraceEngineSettings(batchSize: 8)) { MockMusicLibraryService() }
        let traced = try await TraceService(.file(path), record: .missing, live: live)
        let isRecording = await traced.isRecording
        XCTAssertTrue(isRecording)
        await Self.refresh(traced)
        var files: [TraceTestAttachment] = []
        let line = #line + 1
        let recorded = await failures { await traced.assertFinished(attach: { files.append($0) }) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(files.map(\.name), ["live.json"])
        XCTAssertEqual(files.first.map { Data($0.bytes) }, FileManager.default.contents(atPath: path))
        XCTAssertTrue(recorded.first?.message.contains("\(path): recorded in mode missing from the live service") == true,
                      recorded.first?.message ?? "")
        XCTAssertTrue(recorded.first?.message.contains("written to \(path)") == true, recorded.first?.message ?? "")
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        // The next run replays the recording, and the engine's verifier passes it.
        let replayed = try await failures {
            let report = try await XCTAssertTracePasses(.file(path), record: .missing, live: live)
            XCTAssertEqual(report?.passed, true)
        }
        XCTAssertEqual(replayed.count, 0)
    }
}
#endif
