import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// The replays of one trace's fault campaign: the trace as recorded once,
/// then any mutation of one call, each held against the invariants
/// (Docs/FaultCampaigns.md "faults"). With `FaultCampaign.Options.resumes`,
/// a mutation's replay resumes from the trace as recorded's state at the
/// step of its call and ends where its state meets it again
/// (Docs/FaultCampaigns.md "Resumed replays"); the violations are the same
/// as from the first step.
@MainActor
package struct CampaignReplayer {
    /// One mutation's replay.
    package struct Replay {
        /// The mutation.
        package var mutation: TraceMutation
        /// What the replay gave.
        package var run: SessionRun
        /// The invariants it broke, in step order.
        package var violations: [InvariantViolation]
    }

    /// The trace as recorded.
    package let trace: Trace
    private let options: FaultCampaign.Options
    private let configuration: DiscoverConfiguration
    private let session: [SessionStep]
    private let recordedReplay: SessionReplay
    /// The step at which the trace as recorded asked each call, by `seq`.
    private let stepOfCall: [Int: Int]
    /// The violations of the trace as recorded.
    package let recordedViolations: [InvariantViolation]
    /// The checker's state at each step a mutated replay may resume at, for its steps before it.
    private let passes: [Int: InvariantChecker.Pass]
    /// The checker's state at each step where a mutated replay may meet the trace as recorded, the feed checked.
    private let meetings: [Int: InvariantChecker.Pass]

    /// Replays the trace as recorded, under `options`' policy and batch size.
    package init(_ trace: Trace, options: FaultCampaign.Options) async {
        self.trace = trace
        self.options = options
        let settings = Verifier.settings(
            for: trace, options: Verifier.Options(policy: options.policy, batchSize: options.batchSize))
        configuration = DiscoverConfiguration(
            batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: options.policy)
        session = trace.effectiveSession
        recordedReplay = await Self.replay(
            trace, session: session, configuration: configuration, from: 0, keepsStates: options.resumes, resume: nil)
        var steps: [Int: Int] = [:]
        for (index, outcome) in recordedReplay.run.outcomes.enumerated() {
            for entry in outcome.answered ?? [] { if let seq = entry.seq { steps[seq] = index } }
        }
        stepOfCall = steps
        recordedViolations = InvariantChecker.violations(.init(
            session: session, run: recordedReplay.run, policy: options.policy, keepsEveryAnswer: true, baseline: nil))
        passes = options.resumes ? InvariantChecker.passes(
            session: session, outcomes: recordedReplay.run.outcomes, policy: options.policy,
            at: Set(recordedReplay.checkpoints.keys)) : [:]
        meetings = options.resumes ? InvariantChecker.passes(
            session: session, outcomes: recordedReplay.run.outcomes, policy: options.policy,
            at: Set(recordedReplay.checkpoints.keys), withFeed: true) : [:]
    }

    /// The replay of `trace` with `call` answering `fault`; nil when the fault cannot stand in for the call.
    package func replay(_ call: TraceCall, _ fault: Fault) async -> Replay? {
        guard fault.applies(to: call) else { return nil }
        let mutation = TraceMutation(seq: call.seq, fault: fault)
        guard let mutated = try? TraceMutator.mutate(trace, [mutation], maxRetries: configuration.maxRetries) else {
            return nil
        }
        // A call the trace as recorded never asked for changes nothing before the end.
        let step = stepOfCall[call.seq]
        let resume = options.resumes ? SessionResumption(
            baseline: recordedReplay, step: step ?? recordedReplay.run.outcomes.count, request: call.request,
            seq: call.seq, endsWhereConverged: true) : nil
        let run = await Self.replay(
            mutated.trace, session: session, configuration: configuration, from: step ?? session.count,
            keepsStates: false, resume: resume).run
        // A resumed replay's steps before the one it resumed at are the trace as recorded's, without
        // their feed: the checker goes on from its state there. From the step where the replay met the
        // trace as recorded, its outcomes are that run's: when the checker's state there is too, so are
        // the violations of the steps left.
        let meeting = run.convergedStep.flatMap { step in
            meetings[step].map { (step: step, pass: $0, violations: recordedViolations) }
        }
        let found = InvariantChecker.violations(
            .init(session: session, run: run, policy: options.policy, keepsEveryAnswer: mutated.keepsEveryAnswer,
                  baseline: recordedReplay.run),
            from: run.resumedStep.flatMap { passes[$0] } ?? InvariantChecker.Pass(), meeting: meeting)
        return Replay(mutation: mutation, run: run, violations: found)
    }

    /// Steps before the mutated call's run as in the trace as recorded, which was checked whole: no feed
    /// is looked at there. After it, the invariants need what the feed holds at every step, and its
    /// order only at the end (Docs/FaultCampaigns.md "Invariants").
    private static func replay(
        _ trace: Trace, session: [SessionStep], configuration: DiscoverConfiguration, from firstStep: Int,
        keepsStates: Bool, resume: SessionResumption?
    ) async -> SessionReplay {
        let needs = OutcomeNeeds(
            feed: session.indices.map { $0 == session.count - 1 && $0 >= firstStep },
            feedAlbums: session.indices.map { $0 >= firstStep }, log: true, describesCalls: false)
        return await SessionRunner.replay(
            trace, configuration: configuration, needs: needs, keepsStates: keepsStates, resume: resume)
    }
}
