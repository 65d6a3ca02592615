import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Testing

/// Every trace of the corpus under fault campaigns and completion-order chaos
/// (Docs/FaultCampaigns.md). The large traces (over 100 calls) are sampled so
/// that a debug `swift test` stays short; `deepcut-replay faults Traces Fixtures`
/// runs every call of every trace (README "Fault campaigns").
@Suite("Every trace holds every invariant under strict, whatever one call answers, in any completion order")
@MainActor
struct FaultCampaignCorpusTests {
    private func read(_ file: CorpusTrace) throws -> Trace {
        try TraceReader.read(contentsOf: file.url)
    }

    @Test("the corpus is not empty")
    func corpusIsListed() {
        #expect(TraceCorpus.all.count >= 20)
    }

    @Test("a campaign under strict finds no violation", arguments: TraceCorpus.all)
    func strictCampaign(file: CorpusTrace) async throws {
        let trace = try read(file)
        let large = trace.calls.count > 100
        let options = large
            ? FaultCampaign.Options(kinds: [.http(status: 404), .http(status: 503), .empty, .short(keep: nil)], sample: 3, seed: 14)
            : FaultCampaign.Options()
        let report = await FaultCampaign.run(trace, source: file.relativePath, options: options)
        #expect(report.passed, "\(report.findings.map { "\($0.invariant): \($0.examples.map(\.violation.detail))" })")
        #expect(report.replays == report.mutations + 1)
        #expect(report.mutations > 0 || trace.calls.isEmpty)
    }

    @Test("shuffled completion orders change no step's outcome", arguments: TraceCorpus.all)
    func chaos(file: CorpusTrace) async throws {
        let trace = try read(file)
        let runs = trace.calls.count > 300 ? 2 : 20
        let report = await CompletionChaos.run(trace, runs: runs, seed: 1)
        #expect(report.passed, "\(report.text)")
    }

    @Test("the device's completion order replays every trace as the immediate order does", arguments: TraceCorpus.all)
    func recordedOrder(file: CorpusTrace) async throws {
        let trace = try read(file)
        var options = Verifier.Options()
        options.order = .recorded
        let recorded = await Verifier.verify(trace, source: file.relativePath, options: options)
        let immediate = await Verifier.verify(trace, source: file.relativePath)
        #expect(recorded == immediate)
        #expect(recorded.passed)
    }
}

@Suite("README shows the corpus's own coverage table, as the command prints it")
@MainActor
struct ReadmeCoverageTests {
    @Test("the table in README is the output of coverage Traces Fixtures")
    func readmeTable() async throws {
        let readme = try String(contentsOf: TraceCorpus.root.appendingPathComponent("README.md"), encoding: .utf8)
        let paths = TraceCorpus.folders.map { TraceCorpus.root.appendingPathComponent($0).path }
        let result = await DeepCutReplayTool.run(["coverage"] + paths)
        #expect(result.status == .success)
        #expect(readme.contains("```\n" + result.standardOutput + "```"), "update README: deepcut-replay coverage Traces Fixtures")
    }
}
