import DeepCutEngine
import DeepCutGenerator
import DeepCutKit
import DeepCutTrace

/// A fault campaign: every chosen call of a trace, with every chosen fault,
/// replayed in process and held against the invariants
/// (Docs/FaultCampaigns.md "faults").
public enum FaultCampaign {
    /// What a campaign tries.
    public struct Options: Hashable, Sendable {
        /// The faults tried on each call (default `Fault.campaignDefaults`).
        public var kinds: [Fault]
        /// Only calls of these methods; every method when nil.
        public var methods: Set<MusicLibraryMethod>?
        /// The policy refreshes are judged under (default strict).
        public var policy: FailurePolicy
        /// Overrides the trace's `engine.batchSize`.
        public var batchSize: Int?
        /// Only this many calls, drawn with `seed`; every call when nil.
        public var sample: Int?
        /// The seed of `sample`'s draw.
        public var seed: UInt64
        /// How many mutations each kind of violation lists.
        public var examples: Int
        /// How many violating mutations are kept in `FaultCampaignReport.failing`, to be written.
        public var keptFailures: Int

        /// Creates options.
        public init(
            kinds: [Fault] = Fault.campaignDefaults, methods: Set<MusicLibraryMethod>? = nil,
            policy: FailurePolicy = .strict, batchSize: Int? = nil, sample: Int? = nil, seed: UInt64 = 1,
            examples: Int = 3, keptFailures: Int = 50
        ) {
            self.kinds = kinds
            self.methods = methods
            self.policy = policy
            self.batchSize = batchSize
            self.sample = sample
            self.seed = seed
            self.examples = examples
            self.keptFailures = keptFailures
        }
    }

    /// Runs a campaign.
    /// - Parameters:
    ///   - trace: the trace as recorded.
    ///   - options: what to try.
    /// - Returns: the report; `passed` when no invariant broke.
    /// - Complexity: one replay of the trace per mutation tried, plus one of the trace as recorded.
    @MainActor
    public static func run(_ trace: Trace, source: String, options: Options = Options()) async -> FaultCampaignReport {
        await run(trace, source: source, options: options, share: .whole)
    }

    /// Runs the part of a campaign that `share` holds: the pairs of call and
    /// fault whose position (from `firstPosition`, the pairs of the traces
    /// taken before this one) is the share's. The trace as recorded is
    /// replayed and checked by every share.
    /// - Parameter progress: told the pairs of the share done and their number, after each.
    /// - Complexity: one replay of the trace per mutation of the share, plus one of the trace as recorded.
    @MainActor
    package static func run(
        _ trace: Trace, source: String, options: Options, share: MutationShare, firstPosition: Int = 0,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) async -> FaultCampaignReport {
        let settings = Verifier.settings(for: trace, options: Verifier.Options(policy: options.policy, batchSize: options.batchSize))
        let configuration = DiscoverConfiguration(
            batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: options.policy)
        let session = trace.effectiveSession
        func replay(_ trace: Trace, from firstStep: Int = 0) async -> SessionRun {
            // Steps before the mutated call's run as in the baseline, which was checked whole: no feed is
            // looked at there. After it, the invariants need what the feed holds at every step, and its
            // order only at the end (Docs/FaultCampaigns.md "Invariants").
            let needsFeedAlbums = session.indices.map { $0 >= firstStep }
            let needsFeed = session.indices.map { $0 == session.count - 1 && $0 >= firstStep }
            return await SessionRunner.run(
                trace, configuration: configuration, needsFeed: needsFeed, needsFeedAlbums: needsFeedAlbums, keepLog: true,
                describesCalls: false)
        }
        var report = FaultCampaignReport(source: source, policy: options.policy, kinds: options.kinds)
        let baseline = await replay(trace)
        var stepOfCall: [Int: Int] = [:]
        for (index, outcome) in baseline.outcomes.enumerated() {
            for entry in outcome.answered ?? [] { if let seq = entry.seq { stepOfCall[seq] = index } }
        }
        report.replays += 1
        let recorded = InvariantChecker.violations(.init(
            session: session, run: baseline, policy: options.policy, keepsEveryAnswer: true, baseline: nil))
        report.record(recorded, mutation: nil, position: -1, examples: options.examples)
        let calls = candidates(trace, options: options)
        report.pairs = calls.count * options.kinds.count
        let owned = (0..<report.pairs).reduce(0) { $0 + (share.contains(firstPosition + $1) ? 1 : 0) }
        var position = firstPosition - 1, done = 0
        for call in calls {
            for fault in options.kinds {
                position += 1
                guard share.contains(position) else { continue }
                done += 1
                defer { progress?(done, owned) }
                guard fault.applies(to: call) else {
                    report.skipped += 1
                    continue
                }
                let mutation = TraceMutation(seq: call.seq, fault: fault)
                guard let mutated = try? TraceMutator.mutate(trace, [mutation], maxRetries: configuration.maxRetries)
                else {
                    report.skipped += 1
                    continue
                }
                report.mutations += 1
                // A call the baseline never asked for changes nothing before the end.
                let run = await replay(mutated.trace, from: stepOfCall[call.seq] ?? session.count)
                report.replays += 1
                let found = InvariantChecker.violations(.init(
                    session: session, run: run, policy: options.policy, keepsEveryAnswer: mutated.keepsEveryAnswer,
                    baseline: baseline))
                report.record(found, mutation: mutation, position: position, examples: options.examples)
                if !found.isEmpty {
                    report.violatingMutations += 1
                    if report.failing.count < options.keptFailures {
                        report.failing.append(.init(
                            mutation: mutation, invariants: Set(found.map(\.invariant)).sorted(), position: position))
                    }
                }
            }
        }
        return report
    }

    /// The calls to mutate, by ascending `seq`.
    package static func candidates(_ trace: Trace, options: Options) -> [TraceCall] {
        var calls = trace.calls.filter { call in options.methods.map { $0.contains(call.method) } ?? true }
        calls.sort { $0.seq < $1.seq }
        if let sample = options.sample, sample < calls.count {
            var random = SplitMix64(seed: options.seed)
            random.shuffle(&calls)
            calls = Array(calls.prefix(sample)).sorted { $0.seq < $1.seq }
        }
        return calls
    }
}

/// What a fault campaign found.
public struct FaultCampaignReport: Hashable, Sendable {
    /// One kind of violation: the invariant, how many replays broke it, and the first ones.
    public struct Finding: Hashable, Sendable {
        /// The invariant broken.
        public var invariant: FaultInvariant
        /// How many replays broke it (the trace as recorded counts as one).
        public var count: Int
        /// The first replays that broke it: the mutation (nil for the trace as recorded) and what was seen.
        public var examples: [Example]
        /// Whether the trace as recorded broke it (and is counted in `count`).
        package var recorded = false
    }

    /// One replay that broke an invariant.
    public struct Example: Hashable, Sendable {
        /// The mutation; nil for the trace as recorded.
        public var mutation: TraceMutation?
        /// The violation.
        public var violation: InvariantViolation
        /// The pair's position in the campaign (`MutationShare`); -1 for the trace as recorded.
        package var position = -1
    }

    /// The trace's path as given.
    public var source: String
    /// The policy refreshes were judged under.
    public var policy: FailurePolicy
    /// The faults tried.
    public var kinds: [Fault]
    /// Mutations replayed.
    public var mutations = 0
    /// Call and fault pairs skipped because the fault cannot stand in for the call.
    public var skipped = 0
    /// Replays made (the mutations and the trace as recorded).
    public var replays = 0
    /// The pairs of call and fault of the whole campaign on this trace, in every share.
    package var pairs = 0
    /// The findings, by invariant.
    public var findings: [Finding] = []
    /// Mutations that broke an invariant.
    public var violatingMutations = 0
    /// The first of them (at most `Options.keptFailures`), in the order tried.
    public var failing: [FailingMutation] = []

    /// A mutation that broke invariants.
    public struct FailingMutation: Hashable, Sendable {
        /// The mutation.
        public var mutation: TraceMutation
        /// The invariants it broke.
        public var invariants: [FaultInvariant]
        /// The pair's position in the campaign (`MutationShare`).
        package var position = 0
    }

    /// Whether no invariant broke.
    public var passed: Bool { findings.isEmpty }

    /// Adds a replay's violations: one count per invariant broken, and the first examples of each.
    mutating func record(_ violations: [InvariantViolation], mutation: TraceMutation?, position: Int, examples: Int) {
        var seen = Set<FaultInvariant>()
        for violation in violations where seen.insert(violation.invariant).inserted {
            let example = Example(mutation: mutation, violation: violation, position: position)
            if let index = findings.firstIndex(where: { $0.invariant == violation.invariant }) {
                findings[index].count += 1
                if findings[index].examples.count < examples { findings[index].examples.append(example) }
            } else {
                findings.append(Finding(
                    invariant: violation.invariant, count: 1, examples: Array([example].prefix(examples)),
                    recorded: mutation == nil))
            }
        }
        findings.sort { $0.invariant < $1.invariant }
    }

}
