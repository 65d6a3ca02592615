import DeepCutKit
import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Testing

/// Resumed replays against replays from the first step on every trace of the
/// corpus (Docs/FaultCampaigns.md "Resumed replays"): a sample of each trace's
/// mutations, drawn with a fixed seed so that a debug `swift test` stays short.
@Suite("A mutation's replay resumed at its call's step gives what the replay from the first step gives, on every trace")
@MainActor
struct ResumedReplayCorpusTests {
    /// The sample of a trace: every fault on a few calls, fewer of both on the large traces.
    static func options(for trace: Trace, resumes: Bool, policy: FailurePolicy = .strict) -> FaultCampaign.Options {
        let large = trace.calls.count > 100
        return FaultCampaign.Options(
            kinds: large ? [.http(status: 404), .http(status: 503), .empty] : Fault.campaignDefaults, policy: policy,
            sample: large ? 3 : 4, seed: 30, resumes: resumes)
    }

    /// A step's outcome with its calls in `seq` order: the order in which concurrent calls reached
    /// the replaying service is not part of what a replay gives.
    static func comparable(_ outcome: StepOutcome) -> StepOutcome {
        var outcome = outcome
        outcome.answered = outcome.answered?.sorted { $0.description < $1.description }
        return outcome
    }

    @Test("each sampled mutation breaks the same invariants and every step has the same outcome", arguments: try Corpus.all)
    func sameReplays(file: TraceSource) async throws {
        let trace = try file.read()
        let resumed = await CampaignReplayer(trace, options: Self.options(for: trace, resumes: true))
        let fromStart = await CampaignReplayer(trace, options: Self.options(for: trace, resumes: false))
        #expect(resumed.recordedViolations == fromStart.recordedViolations)
        let options = Self.options(for: trace, resumes: true)
        var compared = 0
        for call in FaultCampaign.candidates(trace, options: options) {
            for fault in options.kinds {
                let left = await resumed.replay(call, fault), right = await fromStart.replay(call, fault)
                #expect((left == nil) == (right == nil), "\(call.seq)=\(fault)")
                guard let left, let right else { continue }
                compared += 1
                #expect(right.run.resumedStep == nil)
                #expect(left.violations == right.violations, "\(left.mutation)")
                #expect(left.run.divergence == right.run.divergence, "\(left.mutation)")
                #expect(left.run.outcomes.map(Self.comparable) == right.run.outcomes.map(Self.comparable), "\(left.mutation)")
                #expect(left.run.accounting == right.run.accounting, "\(left.mutation)")
                #expect(left.run.libraryArtistCount == right.run.libraryArtistCount, "\(left.mutation)")
            }
        }
        #expect(compared > 0 || trace.calls.isEmpty)
    }

    @Test("the campaign's report is the same with and without resuming, under legacy too (where invariants break)",
          arguments: try Corpus.all)
    func sameReport(file: TraceSource) async throws {
        let trace = try file.read()
        let resumed = await FaultCampaign.run(
            trace, source: file.path, options: Self.options(for: trace, resumes: true, policy: .legacy))
        let fromStart = await FaultCampaign.run(
            trace, source: file.path, options: Self.options(for: trace, resumes: false, policy: .legacy))
        #expect(resumed == fromStart)
    }
}
