import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// The changes a witness search tries, most decisive first (`TraceExplainer.candidates`).
struct WitnessPlan {
    /// Sets of changes, each tried whole, in order.
    var groups: [[AnswerChange]] = []
    /// For a value some answer part still decides after a change (an album another library
    /// album owns too): the changes that replay's reasons name next.
    var chase: ((SessionRun) -> [AnswerChange])?
}

/// Replays a trace with answers changed to find the smallest set of them that changes a value
/// (Docs/ExplainJSON.md "Witness"), at most `budget` replays.
@MainActor
struct WitnessSearch {
    let trace: Trace
    let configuration: DiscoverConfiguration
    let needsFeed: [Bool]
    let budget: Int
    let value: (SessionRun) -> String?
    /// Each call's index by `seq`.
    private let places: [Int: Int]
    private(set) var replays = 0
    /// Pools up to this size are searched subset by subset, smallest first, when the budget allows.
    static let exhaustiveLimit = 6

    init(trace: Trace, configuration: DiscoverConfiguration, needsFeed: [Bool], budget: Int, value: @escaping (SessionRun) -> String?) {
        self.trace = trace
        self.configuration = configuration
        self.needsFeed = needsFeed
        self.budget = budget
        self.value = value
        var places: [Int: Int] = [:]
        for (index, call) in trace.calls.enumerated() { places[call.seq] = index }
        self.places = places
    }

    /// The value with `changes` made, nil when that replay did not reach it (it diverged).
    private mutating func replay(_ changes: [AnswerChange]) async -> (run: SessionRun, value: String?) {
        replays += 1
        var changed = trace
        AnswerChange.apply(changes, to: &changed.calls, places: places)
        let run = await SessionRunner.run(changed, configuration: configuration, needsFeed: needsFeed)
        return (run, value(run))
    }

    /// Searches, then proves what it found minimal as far as the budget allows.
    mutating func run(original: String, plan: WitnessPlan) async -> Witness {
        var pool: [AnswerChange] = []
        for change in plan.groups.joined() where !pool.contains(change) { pool.append(change) }
        var witness = Witness(
            members: [], changedValue: nil, replays: 0, budget: budget, stoppedByBudget: false, exhaustive: false, minimal: false)
        defer { witness.replays = replays }
        if plan.chase == nil, !pool.isEmpty, pool.count <= Self.exhaustiveLimit, (1 << pool.count) - 1 <= budget {
            for size in 1...pool.count {
                for subset in Self.subsets(of: pool, size: size) {
                    let (_, changed) = await replay(subset)
                    if let changed, changed != original {
                        witness.members = members(subset)
                        (witness.changedValue, witness.exhaustive, witness.minimal) = (changed, true, true)
                        witness.replays = replays
                        return witness
                    }
                }
            }
            witness.exhaustive = true
            witness.replays = replays
            return witness
        }
        var found: [AnswerChange]?
        var changedValue: String?
        search: for group in plan.groups {
            guard replays < budget else {
                witness.stoppedByBudget = true
                break
            }
            var set = group
            var (run, changed) = await replay(set)
            while changed == nil || changed == original {
                guard let chase = plan.chase, replays < budget else { continue search }
                let next = chase(run).filter { !set.contains($0) }
                if next.isEmpty { continue search }
                set += next
                (run, changed) = await replay(set)
            }
            (found, changedValue) = (set, changed)
            break
        }
        guard var set = found else {
            if replays >= budget { witness.stoppedByBudget = true }
            witness.replays = replays
            return witness
        }
        // Drop runs of members while the value still changes without them, halves first, then
        // smaller runs, down to single members, pass after pass until none can go: then
        // removing any one leaves the value as it was.
        var minimal = set.count == 1
        var chunk = max(1, set.count / 2)
        passes: while set.count > 1 {
            var removed = false
            var start = 0
            while start < set.count, set.count > 1 {
                guard replays < budget else {
                    witness.stoppedByBudget = true
                    break passes
                }
                var without = set
                without.removeSubrange(start..<min(set.count, start + chunk))
                let (_, changed) = without.isEmpty ? (nil, nil) : await replay(without)
                if let changed, changed != original {
                    (set, changedValue, removed) = (without, changed, true)
                } else {
                    start += chunk
                }
            }
            if chunk > 1 {
                chunk = max(1, chunk / 2)
            } else if !removed {
                minimal = true
                break
            }
        }
        witness.members = members(set)
        (witness.changedValue, witness.minimal) = (changedValue, minimal || set.count == 1)
        witness.replays = replays
        return witness
    }

    /// The changes as a witness lists them.
    private func members(_ changes: [AnswerChange]) -> [Witness.Member] {
        changes.compactMap { change in
            guard let place = places[change.seq] else { return nil }
            let call = trace.calls[place]
            return Witness.Member(
                call: ExplainedCall(
                    seq: call.seq, method: call.method.rawValue, arguments: call.request.argumentsDescription,
                    answer: call.outcome.summary),
                change: change.describe(call))
        }
    }

    /// The subsets of `pool` of `size` members, in order.
    static func subsets(of pool: [AnswerChange], size: Int) -> [[AnswerChange]] {
        guard size > 0 else { return [[]] }
        guard pool.count >= size else { return [] }
        var result: [[AnswerChange]] = []
        for (index, first) in pool.enumerated() {
            for rest in subsets(of: Array(pool[(index + 1)...]), size: size - 1) { result.append([first] + rest) }
        }
        return result
    }
}
