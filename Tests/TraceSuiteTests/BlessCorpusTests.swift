import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("Every trace of the corpus, its expect removed and blessed, carries the expectations it had and passes")
@MainActor
struct BlessCorpusTests {
    @Test("blessed with the keys it used, the trace gets back every expectation it had, keeps the rest, and passes",
          arguments: try Corpus.all)
    func blessedCopyCarriesTheSameExpectations(_ corpus: TraceSource) async throws {
        let original = try TraceReader.read(contentsOf: corpus.fileURL())
        let used = original.effectiveSession.flatMap { $0.expect?.givenKeys ?? [] }
        let keys = Blesser.writableKeys.filter { used.contains($0) || Blesser.defaultKeys.contains($0) }
        var stripped = original
        stripped.session = original.session?.map { step in
            var step = step
            step.expect = nil
            return step
        }
        let blessed = try await Blesser.bless(stripped, keys: keys).get().trace
        let blessedSession = blessed.session ?? []
        #expect(blessedSession.count == original.effectiveSession.count)
        for (index, (before, after)) in zip(original.effectiveSession, blessedSession).enumerated() {
            #expect(after.observed == before.observed && after.action == before.action && after.at == before.at)
            guard let expect = before.expect else { continue }
            let kept = after.expect ?? SessionExpectation()
            for key in expect.givenKeys {
                #expect(Self.value(key, kept) == Self.value(key, expect), "step \(index + 1) \(key.rawValue)")
            }
        }
        var unblessed = blessed
        unblessed.session = stripped.session
        #expect(unblessed == stripped, "nothing but expect changed")
        let bytes = TraceWriter.bytes(for: blessed)
        let report = await Verifier.verify(try TraceReader.read(bytes: bytes), source: corpus.path)
        #expect(report.passed, "\(ReportFailures.summary(of: report, limit: 20))")
    }

    /// A key's value, comparable.
    static func value(_ key: SessionExpectation.Key, _ expect: SessionExpectation) -> String? {
        var only = SessionExpectation()
        switch key {
        case .state: only.state = expect.state
        case .checked: only.checked = expect.checked
        case .failed: only.failed = expect.failed
        case .feedCount: only.feedCount = expect.feedCount
        case .feed: only.feed = expect.feed
        case .checkedArtistIDs: only.checkedArtistIDs = expect.checkedArtistIDs
        case .policy: only.policy = expect.policy
        case .tracks: only.tracks = expect.tracks
        case .trackIDs: only.trackIDs = expect.trackIDs
        }
        return only == SessionExpectation() ? nil : "\(only)"
    }

    @Test("a trace with nothing to check fails until blessed")
    func nothingToCheckFailsUntilBlessed() async throws {
        let url = try TraceSource.file("Fixtures/recorded-session-with-the-calls.json").fileURL()
        var trace = try TraceReader.read(contentsOf: url)
        trace.session = trace.session?.map { step in
            var step = step
            step.observed = nil
            return step
        }
        let report = await Verifier.verify(trace, source: "bare.json")
        #expect(!report.passed && report.hasNothingToCheck)
        let blessed = try await Blesser.bless(trace).get().trace
        #expect(blessed.sessionPlacement == trace.sessionPlacement, "steps recorded among the calls stay in place")
        #expect(await Verifier.verify(blessed, source: "bare.json").passed)
    }
}
