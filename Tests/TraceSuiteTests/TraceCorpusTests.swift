import DeepCutGenerator
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// The corpus: every trace of Traces/ and Fixtures/, listed by DeepCutTesting's
/// `TraceSource.folder` (sorted; an empty or missing folder fails the listing, so no
/// test can pass by running no case).
enum Corpus {
    static var all: [TraceSource] {
        get throws { try TraceSource.folder("Traces") + TraceSource.folder("Fixtures") }
    }
}

@Suite("Every trace in Traces/ and Fixtures/ passes the verifier")
@MainActor
struct TraceCorpusTests {
    @Test("the trace passes deepcut-replay's verifier", arguments: try Corpus.all)
    func tracePasses(_ corpus: TraceSource) async throws {
        let report = try #require(try await expectTracePasses(corpus))
        #expect(report.truncation == nil, "a committed trace is complete")
    }

    @Test("reading and writing the trace gives it back unchanged", arguments: try Corpus.all)
    func roundTrips(_ corpus: TraceSource) throws {
        let trace = try TraceReader.read(contentsOf: corpus.fileURL())
        let written = TraceWriter.bytes(for: trace)
        #expect(try TraceReader.read(bytes: written) == trace)
        #expect(TraceWriter.bytes(for: try TraceReader.read(bytes: written)) == written)
    }

    @Test("sessions under Traces/ come from a phone or were rebuilt, and say honestly how",
          arguments: try TraceSource.folder("Traces"))
    func tracesSayWhereTheyCameFrom(_ corpus: TraceSource) throws {
        let capture = try TraceReader.read(contentsOf: corpus.fileURL()).capture
        #expect(capture.problems(atPath: corpus.path) == [])
    }

    @Test("a trace recorded on a phone needs nothing but an honest capture to be one more passing case")
    func deviceTraceIsOneMoreCase() async throws {
        var trace = try TraceSource.file("Traces/04-tracklist-sheet.json").read()
        trace.capture.origin = .device
        #expect(trace.capture.provenanceProblems.map { $0.prefix(while: { $0 != ":" }) }
            == ["a device trace names its device in capture.device", "a device trace names its os in capture.os"])
        trace.capture.device = "iPhone 16 Pro"
        trace.capture.os = "iOS 18.5"
        #expect(trace.capture.provenanceProblems == [])
        let copied = try TraceReader.read(bytes: TraceWriter.bytes(for: trace))
        let report = await Verifier.verify(copied, source: "Traces/05-recorded-on-a-phone.json")
        #expect(report.passed, "\(ReportFailures.summary(of: report))")
    }

    @Test("synthetic fixtures say they are synthetic", arguments: try TraceSource.folder("Fixtures"))
    func fixturesAreSynthetic(_ corpus: TraceSource) throws {
        #expect(try TraceReader.read(contentsOf: corpus.fileURL()).capture.problems(atPath: corpus.path) == [])
    }

    @Test("a generated 1,610-artist session passes against its ground truth")
    func generatedLibraryOf1610() async {
        let library = SyntheticLibraryGenerator(artistCount: 1_610, seed: 1_610, failureRate: 0.05).generate()
        let trace = SyntheticSession.trace(for: library, batchSize: 40, title: "Generated 1,610-artist library")
        let report = await Verifier.verify(trace, source: "generated-1610")
        #expect(report.passed, "\(ReportFailures.summary(of: report))")
        let unplayed = library.artists.count { !$0.recentlyPlayed }
        #expect(report.steps.count == (unplayed + 39) / 40)
        #expect(unplayed < 1_610, "some artists are recently played")
        #expect(report.calls.unused.isEmpty && report.calls.unrecorded.isEmpty)
    }
}
