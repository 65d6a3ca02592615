import DeepCutEngine
import DeepCutGenerator
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

/// Replays a session in seeded random completion orders of its concurrent
/// calls and reports every step whose outcome depends on the order
/// (Docs/FaultCampaigns.md "Completion orders"; Docs/EngineRules.md "Determinism").
package enum CompletionChaos {
    /// Replays `trace` once answering every call at once, then `runs` times in
    /// shuffled orders, and compares each step's outcome with the first replay's.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - options: policy and batch size, as for `Verifier.verify`.
    ///   - runs: how many shuffled orders (≥ 1).
    ///   - seed: the seed the orders' seeds are drawn from; the same seed gives the same orders.
    ///   - progress: told after each shuffled order how many have been replayed.
    /// - Returns: the report; `passed` when no step's outcome depended on the order.
    /// - Complexity: `runs + 1` replays of the trace, each comparing what every
    ///   step changed in the engine's cache (the step's own artists) and the
    ///   feed after the last step. Only the first replay orders its feed: the
    ///   feed is made from the cache alone (Docs/EngineRules.md "Feed"), so a
    ///   shuffled order whose cache after the last step is the first replay's
    ///   holds the same feed; one whose cache differs is replayed again,
    ///   ordering its feed, which is what it would have shown.
    @MainActor
    package static func run(
        _ trace: Trace, options: Verifier.Options = Verifier.Options(), runs: Int, seed: UInt64,
        progress: (Int) -> Void = { _ in }
    ) async -> ChaosReport {
        let settings = Verifier.settings(for: trace, options: options)
        let configuration = DiscoverConfiguration(
            batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: settings.policy)
        let session = trace.effectiveSession
        let lastFeed = session.indices.map { $0 == session.count - 1 }
        func replay(_ order: ReplayCompletionOrder, needsFeed: [Bool] = lastFeed) async -> SessionRun {
            await SessionRunner.run(
                trace, configuration: configuration, needsFeed: needsFeed, keepLog: true, order: order,
                describesCalls: false, keepsCacheChanges: true)
        }
        let reference = await replay(.immediate)
        var report = ChaosReport(runs: runs, seed: seed)
        var seeds = SplitMix64(seed: seed)
        for done in 0..<max(1, runs) {
            defer { progress(done + 1) }
            let orderSeed = seeds.next()
            var run = await replay(.shuffled(seed: orderSeed), needsFeed: [])
            if run.outcomes.count == session.count, reference.outcomes.count == session.count,
               run.finalCache == reference.finalCache {
                run.outcomes[session.count - 1].feed = reference.outcomes[session.count - 1].feed
            } else {
                run = await replay(.shuffled(seed: orderSeed))
            }
            if let difference = firstDifference(
                (reference.outcomes, reference.divergence), (run.outcomes, run.divergence), session: session,
                policy: settings.policy, seed: orderSeed) {
                report.differences.append(difference)
            }
        }
        return report
    }

    /// One run's outcomes and divergence.
    package typealias Run = (outcomes: [StepOutcome], divergence: RunDivergence?)

    /// The first step whose outcome differs between two runs, nil when none does.
    package static func firstDifference(
        _ reference: Run, _ run: Run, session: [SessionStep], policy: FailurePolicy, seed: UInt64
    ) -> ChaosReport.Difference? {
        let steps = max(reference.outcomes.count, run.outcomes.count)
        for index in 0..<steps {
            let left = reference.outcomes.indices.contains(index) ? reference.outcomes[index] : nil
            let right = run.outcomes.indices.contains(index) ? run.outcomes[index] : nil
            guard comparable(left) != comparable(right) else { continue }
            // The cache is described only when it is what differs.
            let cache = left?.cacheChange != right?.cacheChange
            return ChaosReport.Difference(
                seed: seed, stepNumber: index + 1, action: session[index].action.description,
                referenceOrder: order(left), referenceOutcome: describe(left, reference, index, policy, cache: cache),
                otherOrder: order(right), otherOutcome: describe(right, run, index, policy, cache: cache))
        }
        if reference.divergence != run.divergence {
            let index = (reference.divergence ?? run.divergence)!.stepIndex
            return ChaosReport.Difference(
                seed: seed, stepNumber: index + 1, action: session[index].action.description,
                referenceOrder: [], referenceOutcome: reference.divergence?.message ?? "no divergence",
                otherOrder: [], otherOutcome: run.divergence?.message ?? "no divergence")
        }
        return nil
    }

    /// The outcome without the log, which records the order itself.
    private static func comparable(_ outcome: StepOutcome?) -> StepOutcome? {
        guard var outcome else { return nil }
        outcome.calls = nil
        outcome.answered = nil
        return outcome
    }

    /// The `seq` of each call in the order it was answered (-1 for a call the trace does not hold).
    private static func order(_ outcome: StepOutcome?) -> [Int] {
        (outcome?.answered ?? []).map { $0.seq ?? -1 }
    }

    private static func describe(
        _ outcome: StepOutcome?, _ run: Run, _ index: Int, _ policy: FailurePolicy, cache: Bool
    ) -> String {
        guard let outcome else {
            return run.divergence.map { "diverged: \($0.message)" } ?? "not reached"
        }
        var text = InvariantChecker.Signature(outcome, policy: policy).description
        if let error = outcome.error { text += ", error \(error)" }
        if cache, let change = outcome.cacheChange { text += ", \(change.description)" }
        if let summary = outcome.refresh {
            text += ", attempts " + summary.results.map { String($0.attempts) }.joined(separator: " ")
        }
        return text
    }
}

/// What a chaos run found.
package struct ChaosReport: Hashable, Sendable {
    /// A step whose outcome depended on the completion order.
    package struct Difference: Hashable, Sendable {
        /// The seed of the order that gave a different outcome.
        package var seed: UInt64
        /// The 1-based step.
        package var stepNumber: Int
        /// The step's action.
        package var action: String
        /// The `seq` of each call of the step in the order it was answered, in the reference replay.
        package var referenceOrder: [Int]
        /// The step's outcome in the reference replay.
        package var referenceOutcome: String
        /// The same, in the shuffled order.
        package var otherOrder: [Int]
        /// The step's outcome in the shuffled order.
        package var otherOutcome: String
    }

    /// How many shuffled orders were replayed.
    package var runs: Int
    /// The seed given.
    package var seed: UInt64
    /// The first differing step of each order that differed, in the order the orders were replayed.
    package var differences: [Difference] = []

    /// Whether every order gave every step the same outcome.
    package var passed: Bool { differences.isEmpty }

    /// The report for a person.
    package var text: String {
        var lines = ["Completion orders: \(plural(runs, "shuffled order")) (seed \(seed)) against calls answered as asked"]
        if differences.isEmpty {
            lines.append("  ✔ every step had the same outcome in every order")
        }
        for difference in differences {
            lines.append("  ✘ step \(difference.stepNumber) \(difference.action) differs in the order of seed \(difference.seed)")
            lines.append("      as asked:  \(difference.referenceOutcome)")
            lines.append("                 calls answered in order \(Self.seqs(difference.referenceOrder))")
            lines.append("      shuffled:  \(difference.otherOutcome)")
            lines.append("                 calls answered in order \(Self.seqs(difference.otherOrder))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `seq 3, 5, 4, 6` with at most 20 shown.
    static func seqs(_ order: [Int]) -> String {
        guard !order.isEmpty else { return "(none)" }
        let shown = order.prefix(20).map { $0 < 0 ? "diverged" : String($0) }.joined(separator: ", ")
        return "seq " + shown + (order.count > 20 ? ", … (\(order.count) calls)" : "")
    }
}
