import DeepCutEngine
import DeepCutFixtures
import DeepCutTestSupport
@testable import DeepCutTesting
import Foundation
import Testing

/// Record modes, on Linux, with a live service made from the mock: a test
/// that records writes its trace where it belongs and fails saying so; the
/// next run replays it and passes.
@Suite("A trace test records from the live service when its mode says so, and never passes by recording")
struct RecordModeTests {
    /// The live service: the mock over the standard sample library.
    static let live = LiveService(engine: TraceEngineSettings(batchSize: 8)) { MockMusicLibraryService() }

    /// An environment and the mode it gives, or the variable and value it refuses.
    struct EnvironmentCase: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var mode: TraceRecordMode?
        var refused: String?
        var testDescription: String { environment.isEmpty ? "no variable" : "\(environment.sorted { $0.key < $1.key })" }
    }

    @Test("the mode comes from DEEPCUT_RECORD_MODE, else its TEST_RUNNER_ form; a value that names no mode is refused",
          arguments: [
              EnvironmentCase(environment: [:], mode: nil),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": ""], mode: .never),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": "", "TEST_RUNNER_DEEPCUT_RECORD_MODE": "all"], mode: .never),
              EnvironmentCase(environment: ["TEST_RUNNER_DEEPCUT_RECORD_MODE": ""], mode: .never),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": "missing"], mode: .missing),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": "ALL"], mode: nil,
                              refused: "DEEPCUT_RECORD_MODE=ALL names no record mode; it takes never, missing or all"),
              EnvironmentCase(environment: ["TEST_RUNNER_DEEPCUT_RECORD_MODE": "missing"], mode: .missing),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": "never", "TEST_RUNNER_DEEPCUT_RECORD_MODE": "all"],
                              mode: .never),
              EnvironmentCase(environment: ["DEEPCUT_RECORD_MODE": "once"], mode: nil,
                              refused: "DEEPCUT_RECORD_MODE=once names no record mode; it takes never, missing or all"),
              EnvironmentCase(environment: ["TEST_RUNNER_DEEPCUT_RECORD_MODE": "yes"], mode: nil,
                              refused: "TEST_RUNNER_DEEPCUT_RECORD_MODE=yes names no record mode; it takes never, missing or all"),
          ])
    func environment(_ example: EnvironmentCase) throws {
        if let refused = example.refused {
            let error = thrownError(TraceTestingError.self) { try TraceRecordMode.fromEnvironment(example.environment) }
            #expect(error?.description == refused)
        } else {
            #expect(try TraceRecordMode.fromEnvironment(example.environment) == example.mode)
        }
    }

    @Test("which way a test goes: never replays, missing records only what is missing, all records always",
          arguments: [
              (TraceRecordMode.never, false, false), (.never, true, false), (.missing, false, true), (.missing, true, false),
              (.all, false, true), (.all, true, true),
          ])
    func decision(mode: TraceRecordMode, exists: Bool, records: Bool) {
        #expect(TraceSource.records(in: mode, existing: exists ? URL(fileURLWithPath: "/t.json") : nil) == records)
    }

    /// A test file's path inside `folder`: recordings are written beside it.
    static func testFile(in folder: URL) -> String {
        folder.appendingPathComponent("Tests/AppTests/BannerTests.swift").path
    }

    @Test("missing mode records a missing trace beside the test file, fails saying where, then replays it and passes")
    @MainActor
    func recordThenReplay() async throws {
        try await withTemporaryFolder { folder in
            let filePath = Self.testFile(in: folder)
            let recording = try await TraceService(
                .file("Traces/banner.json", filePath: filePath), record: .missing, live: Self.live)
            #expect(recording.isRecording)
            #expect(recording.replay == nil)
            #expect(recording.configuration.batchSize == 8)
            let feed = recording.makeFeed()
            let summary = await feed.refresh()
            let result = recording.finish()
            let written = folder.appendingPathComponent("Tests/AppTests/Traces/banner.json")
            #expect(result.failures.count == 1)
            let message = try #require(result.failures.first)
            #expect(message.hasPrefix("Traces/banner.json: recorded in mode missing from the live service ("))
            #expect(message.contains("so this run checked nothing: written to \(written.path)"))
            #expect(message.contains("git add \(written.path)"))
            #expect(result.attachments.map(\.name) == ["banner.json"])
            let bytes = try Data(contentsOf: written)
            #expect(result.attachments.first?.bytes == Array(bytes))

            // The recording as the recorder writes it: the engine settings, a step and the diagnostics.
            let trace = try TraceSource.file(written.path).read()
            #expect(trace.engine?.batchSize == 8)
            #expect(trace.capture.origin == .synthetic)
            #expect(trace.capture.title == "Recorded by a test: Traces/banner.json")
            #expect(trace.effectiveSession.count == 1)
            #expect(trace.effectiveSession.first?.observed?.checked == summary.checked)
            #expect(trace.diagnostics?.libraryArtistCount == MockMusicLibraryService().library.artists.count)
            #expect(!trace.calls.isEmpty)

            // The next run replays it with the recorded settings: no issue, and the engine's verifier passes it.
            let replaying = try await TraceService(
                .file("Traces/banner.json", filePath: filePath), record: .missing, live: Self.live)
            #expect(!replaying.isRecording)
            #expect(replaying.configuration.batchSize == 8)
            let again = await replaying.makeFeed().refresh()
            #expect(again.state == summary.state)
            #expect(replaying.finish().failures == [])
            let report = try await expectTracePasses(.file(written.path))
            #expect(report?.passed == true)
        }
    }

    @Test("never mode replays only: a missing trace is an error and the live service is never made")
    func neverRecords() async throws {
        try await withTemporaryFolder { folder in
            let made = Counter()
            let live = LiveService { made.count += 1; return MockMusicLibraryService() }
            let error = await thrownError(TraceTestingError.self) {
                try await TraceService(
                    .file("Traces/banner.json", filePath: Self.testFile(in: folder)), record: .never, live: live)
            }
            guard case .notFound(let path, _) = error else { Issue.record("\(String(describing: error))"); return }
            #expect(path == "Traces/banner.json")
            #expect(await made.count == 0)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests/AppTests/Traces").path))
        }
    }

    @Test("a test that must record but gives no live service says so")
    func noLiveService() async throws {
        try await withTemporaryFolder { folder in
            let error = await thrownError(TraceTestingError.self) {
                try await TraceService(
                    .file("Traces/banner.json", filePath: Self.testFile(in: folder)), record: .missing)
            }
            #expect(error == .noLiveService(path: "Traces/banner.json", mode: .missing))
            #expect(error?.description.hasPrefix("record mode missing must record Traces/banner.json, but the test gives no live service") == true)
        }
    }

    @Test("all mode records again over the trace the test found, and missing mode leaves an existing one alone")
    @MainActor
    func allReplaces() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "Traces/t.json")
            let filePath = Self.testFile(in: folder)
            let kept = try await TraceService(.file("Traces/t.json", filePath: filePath), record: .missing, live: Self.live)
            #expect(!kept.isRecording)
            let rerecorded = try await TraceService(
                .file("Traces/t.json", filePath: filePath), record: .all, live: Self.live)
            #expect(rerecorded.isRecording)
            _ = await rerecorded.makeFeed().refresh()
            let message = try #require(rerecorded.finish().failures.first)
            let found = folder.appendingPathComponent("Traces/t.json").standardizedFileURL
            #expect(message.contains("written to \(found.path)"), "\(message)")
            #expect(try String(contentsOf: found, encoding: .utf8) != FormatExample.document)
            #expect(try TraceSource.file(found.path).read().engine?.batchSize == 8)
        }
    }

    @Test("where the test file's folder cannot be written, the recording stays in the temporary folder and the message says how to bring it in")
    @MainActor
    func unwritableFolder() async throws {
        try await withTemporaryFolder { folder in
            // A file where the folder would be: nothing can be written under it, whoever runs the test.
            try folder.write("not a folder", to: "Tests/AppTests/Traces")
            let recording = try await TraceService(
                .file("Traces/banner.json", filePath: Self.testFile(in: folder)), record: .missing, live: Self.live)
            _ = await recording.makeFeed().refresh()
            let result = recording.finish()
            let message = try #require(result.failures.first)
            let beside = folder.appendingPathComponent("Tests/AppTests/Traces/banner.json").standardizedFileURL.path
            #expect(message.contains("Copy it into the repository as \(beside)"), "\(message)")
            let scratch = try #require(message.components(separatedBy: ": written to ").last?.components(separatedBy: ", because").first)
            #expect(scratch.hasPrefix(FileManager.default.temporaryDirectory.path))
            #expect(try TraceSource.file(scratch).read().calls.count > 0)
            #expect(result.attachments.first?.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: scratch))))
            let mode = try FileManager.default.attributesOfItem(atPath: scratch)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600, "the recording holds the library: it is private")
            // The test leaves nothing behind in the temporary folder.
            RecordingDestination(path: "Traces/banner.json", beside: URL(fileURLWithPath: beside))
                .removeScratch(at: URL(fileURLWithPath: scratch))
        }
    }

    @Test("all mode over a linked trace of mode 0600 writes what the link names, keeps the link and the mode, and leaves no copy behind")
    @MainActor
    func allKeepsLinksAndModes() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "Shared/t.json")
            let shared = folder.appendingPathComponent("Shared/t.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: shared.path)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Tests/AppTests/Traces"), withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("Tests/AppTests/Traces/t.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
            let scratchBefore = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix("DeepCutRecording-") }
            let rerecorded = try await TraceService(
                .file("Traces/t.json", filePath: Self.testFile(in: folder)), record: .all, live: Self.live)
            _ = await rerecorded.makeFeed().refresh()
            let message = try #require(rerecorded.finish().failures.first)
            #expect(message.contains("written to"), "\(message)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == shared.path)
            #expect(try TraceSource.file(shared.path).read().engine?.batchSize == 8)
            let mode = try FileManager.default.attributesOfItem(atPath: shared.path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            let scratchAfter = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix("DeepCutRecording-") }
            #expect(Set(scratchAfter).isSubset(of: Set(scratchBefore)), "a placed recording leaves no copy")

            // A second recording of the same trace in this run is kept aside, never written over the first.
            let written = try Data(contentsOf: shared)
            let again = try await TraceService(
                .file("Traces/t.json", filePath: Self.testFile(in: folder)), record: .all, live: Self.live)
            _ = await again.makeFeed().refresh()
            let second = try #require(again.finish().failures.first)
            #expect(second.contains("another test of this run recorded"), "\(second)")
            #expect(try Data(contentsOf: shared) == written)
            if let kept = second.components(separatedBy: "stays at ").last?.components(separatedBy: ". Give").first {
                RecordingDestination(path: "Traces/t.json", beside: link).removeScratch(at: URL(fileURLWithPath: kept))
            }
        }
    }

    @Test("a recording test that asks the live service nothing says so")
    @MainActor
    func askedNothing() async throws {
        try await withTemporaryFolder { folder in
            let recording = try await TraceService(
                .file("Traces/banner.json", filePath: Self.testFile(in: folder)), record: .all, live: Self.live)
            let message = try #require(recording.finish().failures.first)
            #expect(message.contains("(0 calls, 0 steps and 0 diagnostics)"))
            #expect(message.hasSuffix("is the service handed to the code under test?"))
        }
    }

    @Test("expectTracePasses with a live service records a refresh when the trace is missing (caught as a known issue), then verifies it")
    func expectRecordsThenVerifies() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("Traces/refresh.json").path
            try await withKnownIssue {
                let report = try await expectTracePasses(.file(path), record: .missing, live: Self.live)
                #expect(report == nil)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("\(path): recorded in mode missing from the live service")
            }
            let report = try await expectTracePasses(.file(path), record: .missing, live: Self.live)
            #expect(report?.passed == true)
            #expect(report?.steps.count == 1)
            #expect(report?.diagnostics != nil)
        }
    }

    @Test("a failing trace carries its text and JSON reports; a divergence names the trace's closest recorded calls")
    func evidence() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("recorded.json").path
            await withKnownIssue {
                try await expectTracePasses(.file(path), record: .all, live: Self.live)
            }
            // One artist's catalog call cut from the recording: the replay asks for it and diverges.
            var trace = try TraceSource.file(path).read()
            let cut = try #require(trace.calls.last { $0.request.method == .fetchCatalogReleases })
            trace.calls.removeAll { $0.seq == cut.seq }
            try TraceWriter.write(trace, to: URL(fileURLWithPath: path))
            let (report, result) = try await TraceSource.file(path).check(policy: nil, batchSize: nil)
            #expect(!report.passed)
            let failure = try #require(result.failures.first)
            #expect(failure.contains("diverged at step 1 (strict): replay diverged: \(cut.request)"), "\(failure)")
            #expect(failure.contains("closest: "), "\(failure)")
            #expect(result.attachments.map(\.name) == ["recorded-report.txt", "recorded-report.json"])
            let text = String(decoding: try #require(result.attachments.first).bytes, as: UTF8.self)
            #expect(text.contains("FAIL  \(path): the replay diverged at step 1 (strict)"))
            let json = try #require(result.attachments.last).bytes
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
            #expect(object["result"] as? String == "fail")
            #expect(object["trace"] as? String == path)
        }
    }

    #if compiler(>=6.1)
    @Test("the trait records in missing mode (the recording caught as a known issue), then replays with both services set")
    func traitRecordsThenReplays() async throws {
        try await withTemporaryFolder { folder in
            let trait: ReplayingTrait = .replaying(
                .file("Traces/t.json", filePath: Self.testFile(in: folder)), record: .missing, live: Self.live)
            let test = try #require(Test.current)
            try await withKnownIssue {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { @MainActor in
                    let traced = try #require(TraceService.current)
                    #expect(traced.isRecording)
                    #expect(traced.replay == nil)
                    _ = await traced.makeFeed().refresh()
                }
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("Traces/t.json: recorded in mode missing")
            }
            try await trait.provideScope(for: test, testCase: Test.Case.current) { @MainActor in
                let traced = try #require(TraceService.current)
                #expect(!traced.isRecording)
                #expect(traced.service === traced.replay)
                _ = await traced.makeFeed().refresh()
            }
            #expect(TraceService.current == nil)
        }
    }
    #endif

    /// How many times the live service was made.
    @MainActor
    final class Counter {
        var count = 0
    }
}
