import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@MainActor
@Suite("The recorder writes the session's steps among the calls as they finish, and the reader keeps them")
struct RecordedSessionTests {
    static let start = TraceSamples.startedAt.date

    /// A recorder over the standard mock; `record` runs calls and reports actions on it.
    static func recording(
        _ record: (RecordingMusicLibraryService, VirtualClock) async throws -> Void
    ) async throws -> (recorder: RecordingMusicLibraryService, sink: InMemoryTraceSink) {
        let sink = InMemoryTraceSink()
        let clock = VirtualClock(start: start)
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture,
            engine: TraceEngineSettings(batchSize: 2), sink: sink, clock: clock)
        try await record(recorder, clock)
        return (recorder, sink)
    }

    /// Two calls, a refresh, a call, an open release, and a dismiss without a call.
    static func session(_ recorder: RecordingMusicLibraryService, _ clock: VirtualClock) async throws {
        _ = try await recorder.fetchLibraryArtists()
        _ = try await recorder.fetchLibraryAlbums()
        recorder.discoverActionDidFinish(DiscoverActionReport(
            action: .refresh, startedAt: start, policy: .legacy, state: .caughtUp, checked: 2, failed: 1, feedCount: 0))
        clock.advance(by: 12.3456789)
        _ = try await recorder.fetchTracks(forCatalogAlbum: "1")
        recorder.discoverActionDidFinish(DiscoverActionReport(
            action: .openRelease(albumID: "1"), startedAt: clock.now, policy: .legacy, tracks: .empty, feedCount: 0))
        recorder.discoverActionDidFinish(DiscoverActionReport(
            action: .dismiss(albumID: "2"), startedAt: start.addingTimeInterval(-5), policy: .legacy, feedCount: 3))
    }

    static let expectedSteps = [
        SessionStep(action: .refresh, at: 0, observed: SessionExpectation(
            state: .caughtUp, checked: 2, failed: 1, feedCount: 0, policy: .legacy)),
        SessionStep(action: .openRelease(albumID: "1"), at: 12.345679, observed: SessionExpectation(
            policy: .legacy, tracks: .empty)),
        SessionStep(action: .dismiss(albumID: "2"), at: 0, observed: SessionExpectation(feedCount: 3, policy: .legacy)),
    ]

    @Test("each finished action is a step among the calls, with its at (never below 0) and what it showed as observed")
    func recordsStepsAmongCalls() async throws {
        let (recorder, sink) = try await Self.recording(Self.session)
        try recorder.finish(diagnostics: TraceDiagnostics(libraryArtistCount: 13))
        #expect(recorder.recordedCallCount == 3 && recorder.recordedStepCount == 3)
        let trace = try TraceReader.read(bytes: sink.bytes)
        #expect(trace.truncation == nil)
        #expect(trace.calls.map(\.seq) == [0, 1, 2])
        #expect(trace.session == Self.expectedSteps)
        #expect(trace.sessionPlacement == .amongCalls(callsBefore: [2, 3, 3]))
        #expect(sink.string.contains(#"""
                {"step": {"action": "refresh", "at": 0, "observed": {"state": "caughtUp", "checked": 2, "failed": 1, "feedCount": 0, "policy": "legacy"}}},
            """#))
        #expect(!sink.string.contains(#""session""#))
        #expect(TraceWriter.bytes(for: trace) == sink.bytes, "written back byte for byte, steps in place")
    }

    @Test("a recording cut off at any byte after its header keeps every finished call and every finished step")
    func cutOffKeepsFinishedSteps() async throws {
        let (_, sink) = try await Self.recording(Self.session)
        let bytes = sink.bytes
        // Each append after the header is one call's or one step's entry, in the order written.
        let entryEnds = sink.appendSizes.dropFirst().reduce(into: [sink.appendSizes[0]]) { $0.append($0.last! + $1) }
        let isStep = try (1..<sink.appendSizes.count).map { index -> Bool in
            let start = entryEnds[index - 1]
            return try #require(String(bytes: bytes[start..<entryEnds[index]], encoding: .utf8)).contains(#"{"step""#)
        }
        for cut in sink.appendSizes[0]...bytes.count {
            let trace = try TraceReader.read(bytes: Array(bytes[..<cut]))
            let complete = entryEnds.dropFirst().count { $0 <= cut }
            let steps = isStep.prefix(complete).count { $0 }
            #expect(trace.truncation?.keptCalls == complete - steps, "cut at \(cut)")
            #expect(trace.truncation?.keptSteps == steps, "cut at \(cut)")
            #expect(trace.session.map { Array($0) } == (steps == 0 ? nil : Array(Self.expectedSteps.prefix(steps))))
        }
    }

    @Test("finish given a session after steps were recorded keeps the recorded steps and says so")
    func finishWithSessionAfterRecordedSteps() async throws {
        let (recorder, sink) = try await Self.recording(Self.session)
        #expect(throws: TraceWriteError.sessionAlreadyRecorded(steps: 3)) {
            try recorder.finish(session: [SessionStep(action: .refresh)])
        }
        let trace = try TraceReader.read(bytes: sink.bytes)
        #expect(trace.truncation == nil && trace.session == Self.expectedSteps)
    }

    @Test("actions reported after finish are not recorded")
    func nothingAfterFinish() async throws {
        let (recorder, sink) = try await Self.recording { recorder, _ in
            _ = try await recorder.fetchLibraryArtists()
        }
        try recorder.finish()
        let size = sink.bytes.count
        recorder.discoverActionDidFinish(DiscoverActionReport(
            action: .refresh, startedAt: Self.start, policy: .strict, state: .loaded, checked: 1, failed: 0, feedCount: 1))
        #expect(sink.bytes.count == size && recorder.recordedStepCount == 0)
        #expect(try TraceReader.read(bytes: sink.bytes).session == nil)
    }

    nonisolated static let call = #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#

    nonisolated static let refusals: [Refusal] = [
        Refusal("a session both recorded among the calls and given as session",
                TraceSamples.document(calls: #"\#(call), {"step": {"action": "refresh"}}"#, extra: #", "session": []"#),
                #"session: the session is recorded among the calls ({"step": ...} entries) and given as "session" too: "#
                    + "a trace has one session, so keep one of them"),
        Refusal("a session given before steps recorded among the calls",
                #"{"format": "deepcut-trace", "version": 1, "session": [], "#
                    + #""capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}, "#
                    + #""calls": [{"step": {"action": "refresh"}}]}"#,
                #"calls[0]: the session is recorded among the calls ({"step": ...} entries) and given as "session" too: "#
                    + "a trace has one session, so keep one of them"),
        Refusal.call("a step entry with a key beside step",
                     #"{"step": {"action": "refresh"}, "seq": 1}"#,
                     #"calls[0].seq: a step entry among the calls holds "step" and nothing else"#),
        Refusal.call("step inside a call",
                     #"{"seq": 0, "step": {"action": "refresh"}, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#,
                     #"calls[0].step: "step" starts a step entry among the calls, {"step": {...}}, and is its only key"#),
        Refusal.call("a recorded step without an action, after a call",
                     #"\#(call), {"step": {"at": 1}}"#,
                     #"calls[1].step: missing required key "action" (refresh, openRelease, retryTracks, addToPlaylist, dismiss)"#),
        Refusal.call("a recorded step whose observed holds a key nobody checks",
                     #"{"step": {"action": "dismiss", "albumID": "1", "observed": {"feedCoutn": 1}}}"#,
                     #"calls[0].step.observed.feedCoutn: "feedCoutn" is not a key this tool checks: did you mean feedCount? "#
                        + "(observed here takes feedCount, feed, policy; an unchecked expectation would pass silently)"),
        Refusal.call("a seq used twice is named by the element's index, step entries counted",
                     #"\#(call), {"step": {"action": "refresh"}}, \#(call)"#,
                     "calls[2].seq: seq 0 is used twice: by calls[0] (line 3, column 20) and here"),
    ]

    @Test("refuses a session given twice and malformed step entries, naming the element", arguments: refusals)
    func refusals(_ refusal: Refusal) {
        #expect(TraceSamples.readError(refusal.document)?.pathAndMessage == refusal.expected)
    }

    @Test("a trace built in code with steps among its calls is written with them in place, and reads back equal")
    func writerPlacesSteps() throws {
        let calls = (0..<3).map { TraceCall(seq: $0, request: .fetchTracks(albumID: "\($0)"), outcome: .success(.tracks([]))) }
        let steps = [SessionStep(action: .refresh, expect: SessionExpectation(feedCount: 0)),
                     SessionStep(action: .dismiss(albumID: "9"))]
        for placement in [[0, 0], [0, 3], [2, 3], [3, 3]] {
            let trace = Trace(capture: TraceSamples.capture, calls: calls, session: steps,
                              sessionPlacement: .amongCalls(callsBefore: placement))
            let read = try TraceReader.read(bytes: TraceWriter.bytes(for: trace))
            #expect(read == trace, "placement \(placement)")
        }
        // Positions that do not fit the session are written as a top-level session.
        for placement in [[0], [2, 1], [0, 4]] {
            let trace = Trace(capture: TraceSamples.capture, calls: calls, session: steps,
                              sessionPlacement: .amongCalls(callsBefore: placement))
            let read = try TraceReader.read(bytes: TraceWriter.bytes(for: trace))
            #expect(read.session == steps && read.sessionPlacement == .topLevel, "placement \(placement)")
        }
    }
}
