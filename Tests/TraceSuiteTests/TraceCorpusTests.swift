import DeepCutGenerator
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

@Suite("Every trace in Traces/ and Fixtures/ passes the verifier")
@MainActor
struct TraceCorpusTests {
    @Test("each folder holds traces, so an empty listing cannot pass silently", arguments: TraceCorpus.folders)
    func folderIsNotEmpty(folder: String) {
        #expect(!TraceCorpus.files(in: folder).isEmpty, "no .json trace in \(folder)/")
    }

    @Test("the trace passes deepcut-replay's verifier", arguments: TraceCorpus.all)
    func tracePasses(_ corpus: CorpusTrace) async throws {
        let trace = try TraceReader.read(contentsOf: corpus.url)
        let report = await Verifier.verify(trace, source: corpus.relativePath)
        #expect(report.passed, "\(TextReportRenderer().render(report))")
        #expect(report.truncation == nil, "a committed trace is complete")
    }

    @Test("reading and writing the trace gives it back unchanged", arguments: TraceCorpus.all)
    func roundTrips(_ corpus: CorpusTrace) throws {
        let trace = try TraceReader.read(contentsOf: corpus.url)
        let written = TraceWriter.bytes(for: trace)
        #expect(try TraceReader.read(bytes: written) == trace)
        #expect(TraceWriter.bytes(for: try TraceReader.read(bytes: written)) == written)
    }

    @Test("sessions under Traces/ come from a phone or were rebuilt, and say honestly how",
          arguments: TraceCorpus.files(in: "Traces"))
    func tracesSayWhereTheyCameFrom(_ corpus: CorpusTrace) throws {
        let capture = try TraceReader.read(contentsOf: corpus.url).capture
        #expect(capture.origin != .synthetic, "synthetic traces belong in Fixtures/")
        #expect(capture.provenanceProblems == [])
    }

    @Test("a trace recorded on a phone needs nothing but an honest capture to be one more passing case")
    func deviceTraceIsOneMoreCase() async throws {
        var trace = try TraceReader.read(contentsOf: TraceCorpus.root.appendingPathComponent("Traces/04-tracklist-sheet.json"))
        trace.capture.origin = .device
        #expect(trace.capture.provenanceProblems == ["a device trace names its device in capture.device",
                                                     "a device trace names its os in capture.os"])
        trace.capture.device = "iPhone 16 Pro"
        trace.capture.os = "iOS 18.5"
        #expect(trace.capture.provenanceProblems == [])
        let copied = try TraceReader.read(bytes: TraceWriter.bytes(for: trace))
        let report = await Verifier.verify(copied, source: "Traces/05-recorded-on-a-phone.json")
        #expect(report.passed, "\(VerificationReportSummary(report))")
    }

    @Test("synthetic fixtures say they are synthetic", arguments: TraceCorpus.files(in: "Fixtures"))
    func fixturesAreSynthetic(_ corpus: CorpusTrace) throws {
        #expect(try TraceReader.read(contentsOf: corpus.url).capture.origin == .synthetic)
    }

    @Test("a generated 1,610-artist session passes against its ground truth")
    func generatedLibraryOf1610() async {
        let library = SyntheticLibraryGenerator(artistCount: 1_610, seed: 1_610, failureRate: 0.05).generate()
        let trace = SyntheticSession.trace(for: library, batchSize: 40, title: "Generated 1,610-artist library")
        let report = await Verifier.verify(trace, source: "generated-1610")
        #expect(report.passed, "\(VerificationReportSummary(report))")
        let unplayed = library.artists.count { !$0.recentlyPlayed }
        #expect(report.steps.count == (unplayed + 39) / 40)
        #expect(unplayed < 1_610, "some artists are recently played")
        #expect(report.calls.unused.isEmpty && report.calls.unrecorded.isEmpty)
    }
}

/// The failing lines of a report, short enough for a test failure message.
struct VerificationReportSummary: CustomStringConvertible {
    let report: VerificationReport
    init(_ report: VerificationReport) { self.report = report }
    var description: String {
        TextReportRenderer().render(report).split(separator: "\n").filter { $0.contains("✘") || $0.hasPrefix("FAIL") }
            .prefix(20).joined(separator: "\n")
    }
}
