import DeepCutKit
import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

/// Every trace of the corpus under fault campaigns and completion-order chaos
/// (Docs/FaultCampaigns.md). The large traces (over 100 calls) are sampled so
/// that a debug `swift test` stays short; `deepcut-replay faults Traces Fixtures`
/// runs every call of every trace (Docs/FaultCampaigns.md "`faults`").
@Suite("Every trace holds every invariant under strict, whatever one call answers, in any completion order")
@MainActor
struct FaultCampaignCorpusTests {
    @Test("a campaign under strict finds no violation", arguments: try Corpus.all)
    func strictCampaign(file: TraceSource) async throws {
        let trace = try file.read()
        let large = trace.calls.count > 100
        let options = large
            ? FaultCampaign.Options(kinds: [.http(status: 404), .http(status: 503), .empty, .short(keep: nil)], sample: 3, seed: 14)
            : FaultCampaign.Options()
        let report = await FaultCampaign.run(trace, source: file.path, options: options)
        #expect(report.passed, "\(report.findings.map { "\($0.invariant): \($0.examples.map(\.violation.detail))" })")
        #expect(report.replays == report.mutations + 1)
        #expect(report.mutations > 0 || trace.calls.isEmpty)
    }

    @Test("three shards of a campaign, merged, are the campaign run whole", arguments: try Corpus.all)
    func shardsMergeToTheWhole(file: TraceSource) async throws {
        let trace = try file.read()
        let options = FaultCampaign.Options(
            kinds: [.http(status: 503), .empty, .short(keep: nil)], policy: .legacy,
            sample: trace.calls.count > 100 ? 2 : nil, seed: 30)
        let whole = await FaultCampaign.run(trace, source: file.path, options: options, share: .whole)
        var parts: [FaultsResult] = []
        for index in 1...3 {
            let share = MutationShare(shard: TraceShard(index: index, count: 3), worker: TraceShard(index: 1, count: 1))
            let report = await FaultCampaign.run(trace, source: file.path, options: options, share: share)
            parts.append(FaultsResult(options: options, share: share, missing: [], entries: [.campaign(report)]))
        }
        let merged = try FaultsResult.merge(parts)
        #expect(merged.campaigns == [whole])
        #expect(merged.share == .whole)
    }

    @Test("shuffled completion orders change no step's outcome", arguments: try Corpus.all)
    func chaos(file: TraceSource) async throws {
        let trace = try file.read()
        let runs = trace.calls.count > 300 ? 2 : 20
        let report = await CompletionChaos.run(trace, runs: runs, seed: 1)
        #expect(report.passed, "\(report.text)")
    }

    @Test("the device's completion order replays every trace as the immediate order does", arguments: try Corpus.all)
    func recordedOrder(file: TraceSource) async throws {
        let trace = try file.read()
        var options = Verifier.Options()
        options.order = .recorded
        let recorded = await Verifier.verify(trace, source: file.path, options: options)
        let immediate = await Verifier.verify(trace, source: file.path)
        #expect(recorded == immediate)
        #expect(recorded.passed)
    }
}

@Suite("Docs/AroundATrace.md shows the coverage of the traces rebuilt from the posts, as the command prints it")
@MainActor
struct ReadmeCoverageTests {
    /// The traces README's table is made from: named, so that a trace a team adds under
    /// Traces/ or Fixtures/ is one more test case and never a stale README.
    static let traces = [
        "Traces/01-empty-discover-tab.json", "Traces/02-diagnostic-run-after-the-fix.json",
        "Traces/03-incremental-feed.json", "Traces/04-tracklist-sheet.json",
    ]

    @Test("the table in Docs/AroundATrace.md is the output of coverage over the four rebuilt traces")
    func readmeTable() async throws {
        let readme = try String(contentsOf: TraceSource.file("Docs/AroundATrace.md").fileURL(), encoding: .utf8)
        #expect(readme.contains("`deepcut-replay coverage \(Self.traces.joined(separator: " "))`"))
        let paths = try Self.traces.map { try TraceSource.file($0).fileURL().path }
        let result = await DeepCutReplayTool.run(["coverage"] + paths)
        #expect(result.status == .success)
        #expect(readme.contains("```\n" + result.standardOutput + "```"),
                "update Docs/AroundATrace.md: deepcut-replay coverage \(Self.traces.joined(separator: " "))")
    }
}
