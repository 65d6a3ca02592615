import DeepCutEngine
import DeepCutGenerator
import DeepCutKit
import DeepCutTrace

/// A fault campaign: every chosen call of a trace, with every chosen fault,
/// replayed in process and held against the invariants
/// (Docs/FaultCampaigns.md "faults").
package enum FaultCampaign {
    /// What a campaign tries.
    package struct Options: Hashable, Sendable {
        /// The faults tried on each call (default `Fault.campaignDefaults`).
        package var kinds: [Fault]
        /// Only calls of these methods; every method when nil.
        package var methods: Set<MusicLibraryMethod>?
        /// The policy refreshes are judged under (default strict).
        package var policy: FailurePolicy
        /// Overrides the trace's `engine.batchSize`.
        package var batchSize: Int?
        /// Only this many calls, drawn with `seed`; every call when nil.
        package var sample: Int?
        /// The seed of `sample`'s draw.
        package var seed: UInt64
        /// How many mutations each kind of violation lists.
        package var examples: Int
        /// How many violating mutations are kept in `FaultCampaignReport.failing`, to be written.
        package var keptFailures: Int
        /// Whether each mutation's replay resumes from the trace as recorded's state at the
        /// step of its call (`--no-resume`: false); the report is the same either way
        /// (Docs/FaultCampaigns.md "Resumed replays").
        package var resumes: Bool

        /// Creates options.
        package init(
            kinds: [Fault] = Fault.campaignDefaults, methods: Set<MusicLibraryMethod>? = nil,
            policy: FailurePolicy = .strict, batchSize: Int? = nil, sample: Int? = nil, seed: UInt64 = 1,
            examples: Int = 3, keptFailures: Int = 50, resumes: Bool = true
        ) {
            self.kinds = kinds
            self.methods = methods
            self.policy = policy
            self.batchSize = batchSize
            self.sample = sample
            self.seed = seed
            self.examples = examples
            self.keptFailures = keptFailures
            self.resumes = resumes
        }
    }

    /// How far a campaign on one trace is, told after each pair of call and fault of its share.
    package struct Progress: Sendable {
        /// The share's pairs done.
        package var done = 0
        /// The share's pairs.
        package var total = 0
        /// Replays made, the trace as recorded included.
        package var replays = 0
        /// Replays of mutations resumed from the trace as recorded's state at their call's step.
        package var resumed = 0
        /// Resumed replays whose state met the trace as recorded's at a later step, which ended there.
        package var converged = 0

        /// Counts, none by default.
        package init(done: Int = 0, total: Int = 0, replays: Int = 0, resumed: Int = 0, converged: Int = 0) {
            (self.done, self.total, self.replays, self.resumed, self.converged) = (done, total, replays, resumed, converged)
        }

        /// These counts and `other`'s added up, as of two traces or of two processes.
        package func adding(_ other: Progress) -> Progress {
            Progress(done: done + other.done, total: total + other.total, replays: replays + other.replays,
                     resumed: resumed + other.resumed, converged: converged + other.converged)
        }
    }

    /// Runs a campaign.
    /// - Parameters:
    ///   - trace: the trace as recorded.
    ///   - options: what to try.
    /// - Returns: the report; `passed` when no invariant broke.
    /// - Complexity: one replay of the trace per mutation tried, plus one of the trace as recorded.
    @MainActor
    package static func run(_ trace: Trace, source: String, options: Options = Options()) async -> FaultCampaignReport {
        await run(trace, source: source, options: options, share: .whole)
    }

    /// Runs the part of a campaign that `share` holds: the pairs of call and
    /// fault whose position (from `firstPosition`, the pairs of the traces
    /// taken before this one) is the share's. The trace as recorded is
    /// replayed and checked by every share.
    /// - Parameter progress: told how far the share is, after each pair.
    /// - Complexity: one replay of the trace per mutation of the share, plus one of the trace as recorded;
    ///   a resumed replay costs the steps from its call's (Docs/FaultCampaigns.md "Resumed replays").
    @MainActor
    package static func run(
        _ trace: Trace, source: String, options: Options, share: MutationShare, firstPosition: Int = 0,
        progress: ((Progress) -> Void)? = nil
    ) async -> FaultCampaignReport {
        var report = FaultCampaignReport(source: source, policy: options.policy, kinds: options.kinds)
        let replayer = await CampaignReplayer(trace, options: options)
        report.replays += 1
        report.record(replayer.recordedViolations, mutation: nil, position: -1, examples: options.examples)
        let calls = candidates(trace, options: options)
        report.pairs = calls.count * options.kinds.count
        let owned = (0..<report.pairs).reduce(0) { $0 + (share.contains(firstPosition + $1) ? 1 : 0) }
        var position = firstPosition - 1
        var told = Progress(total: owned, replays: 1)
        for call in calls {
            for fault in options.kinds {
                position += 1
                guard share.contains(position) else { continue }
                told.done += 1
                defer { progress?(told) }
                guard let replay = await replayer.replay(call, fault) else {
                    report.skipped += 1
                    report.count(call.method, fault, .skipped)
                    continue
                }
                report.mutations += 1
                report.replays += 1
                told.replays += 1
                if replay.run.resumedStep != nil { told.resumed += 1 }
                if replay.run.convergedStep != nil { told.converged += 1 }
                let found = replay.violations
                report.record(found, mutation: replay.mutation, position: position, examples: options.examples)
                report.count(call.method, fault, found.isEmpty ? .held : .broken)
                if !found.isEmpty {
                    report.violatingMutations += 1
                    if report.failing.count < options.keptFailures {
                        report.failing.append(.init(
                            mutation: replay.mutation, invariants: Set(found.map(\.invariant)).sorted(), position: position))
                    }
                }
            }
        }
        report.sortCells()
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
package struct FaultCampaignReport: Hashable, Sendable {
    /// One kind of violation: the invariant, how many replays broke it, and the first ones.
    package struct Finding: Hashable, Sendable {
        /// The invariant broken.
        package var invariant: FaultInvariant
        /// How many replays broke it (the trace as recorded counts as one).
        package var count: Int
        /// The first replays that broke it: the mutation (nil for the trace as recorded) and what was seen.
        package var examples: [Example]
        /// Whether the trace as recorded broke it (and is counted in `count`).
        package var recorded = false
    }

    /// One replay that broke an invariant.
    package struct Example: Hashable, Sendable {
        /// The mutation; nil for the trace as recorded.
        package var mutation: TraceMutation?
        /// The violation.
        package var violation: InvariantViolation
        /// The pair's position in the campaign (`MutationShare`); -1 for the trace as recorded.
        package var position = -1
    }

    /// The trace's path as given.
    package var source: String
    /// The policy refreshes were judged under.
    package var policy: FailurePolicy
    /// The faults tried.
    package var kinds: [Fault]
    /// Mutations replayed.
    package var mutations = 0
    /// Call and fault pairs skipped because the fault cannot stand in for the call.
    package var skipped = 0
    /// Replays made (the mutations and the trace as recorded).
    package var replays = 0
    /// The pairs of call and fault of the whole campaign on this trace, in every share.
    package var pairs = 0
    /// The findings, by invariant.
    package var findings: [Finding] = []
    /// Mutations that broke an invariant.
    package var violatingMutations = 0
    /// The first of them (at most `Options.keptFailures`), in the order tried.
    package var failing: [FailingMutation] = []

    /// A mutation that broke invariants.
    package struct FailingMutation: Hashable, Sendable {
        /// The mutation.
        package var mutation: TraceMutation
        /// The invariants it broke.
        package var invariants: [FaultInvariant]
        /// The pair's position in the campaign (`MutationShare`).
        package var position = 0
    }

    /// How the calls of one method fared under one fault: one cell of the
    /// faults page's matrix (Docs/HTMLReport.md "faults").
    package struct Cell: Hashable, Sendable {
        /// The calls' method.
        package var method: MusicLibraryMethod
        /// The fault.
        package var fault: Fault
        /// Mutations replayed in which every invariant held.
        package var held = 0
        /// Mutations replayed that broke an invariant.
        package var broken = 0
        /// Calls the fault cannot stand in for.
        package var skipped = 0
    }

    /// What became of one call and fault pair.
    enum PairResult { case held, broken, skipped }

    /// The matrix of methods × faults, each cell in the order first met.
    package var cells: [Cell] = []

    /// Whether no invariant broke.
    package var passed: Bool { findings.isEmpty }

    /// The cells in one order whatever the shares they were counted in: by
    /// method (`MusicLibraryMethod.allCases`), then fault (`kinds`).
    mutating func sortCells() {
        let methods = MusicLibraryMethod.allCases
        cells.sort { lhs, rhs in
            let left = (methods.firstIndex(of: lhs.method) ?? 0, kinds.firstIndex(of: lhs.fault) ?? 0)
            let right = (methods.firstIndex(of: rhs.method) ?? 0, kinds.firstIndex(of: rhs.fault) ?? 0)
            return left < right
        }
    }

    /// Adds `other`'s cells to these, as shares of one campaign are merged.
    mutating func addCells(of other: FaultCampaignReport) {
        for cell in other.cells {
            if let index = cells.firstIndex(where: { $0.method == cell.method && $0.fault == cell.fault }) {
                cells[index].held += cell.held
                cells[index].broken += cell.broken
                cells[index].skipped += cell.skipped
            } else {
                cells.append(cell)
            }
        }
        sortCells()
    }

    /// Counts one call and fault pair in its cell.
    mutating func count(_ method: MusicLibraryMethod, _ fault: Fault, _ result: PairResult) {
        let index = cells.firstIndex { $0.method == method && $0.fault == fault } ?? {
            cells.append(Cell(method: method, fault: fault))
            return cells.count - 1
        }()
        switch result {
        case .held: cells[index].held += 1
        case .broken: cells[index].broken += 1
        case .skipped: cells[index].skipped += 1
        }
    }

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
