import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// Finds a much smaller trace that fails the same way as a failing one:
/// `deepcut-replay shrink` (Docs/TraceSurgery.md "shrink").
///
/// Delta debugging (Zeller's ddmin) over, in turn: expectation keys and
/// diagnostics lines, session steps, library artists (with their catalog
/// calls, albums and diagnostics), calls, and the albums and tracks inside
/// answers; repeated until a whole round removes nothing. Every candidate is
/// replayed in process with `Verifier.verify`. By default a candidate is kept
/// when, under each failure policy, exactly the same checks fail as in the
/// original (steps numbered as in the original) and the same divergence
/// happens: judging under both policies keeps the small trace a test of the
/// same bug. With `until`, it is kept when that check fails under the chosen
/// policy and the replay diverges only if the original did.
@MainActor
package struct TraceShrinker {
    /// What to preserve and how long to try.
    package struct Options: Hashable, Sendable {
        /// The policy the trace is judged under (`--policy`), for `until` and the starting check.
        package var policy: FailurePolicy
        /// The one check that must keep failing, when given (`--until`).
        package var until: CheckSelector?
        /// The most replays of smaller traces to run (TRACE's own, one per policy, come first and
        /// are not counted); the smallest trace found so far is kept when they run out.
        package var maxReplays: Int

        /// Creates options.
        package init(policy: FailurePolicy = .strict, until: CheckSelector? = nil, maxReplays: Int = 20_000) {
            self.policy = policy
            self.until = until
            self.maxReplays = maxReplays
        }
    }

    /// The shrunk trace and the figures of the search.
    package struct Result: Sendable {
        /// The smallest failing trace found.
        package var trace: Trace
        /// The failures it preserves, one a line (`legacy: step 1 expect.state`).
        package var preserved: [String]
        /// Calls kept and in the original.
        package var calls: (kept: Int, original: Int)
        /// Library artists kept and in the original.
        package var artists: (kept: Int, original: Int)
        /// Session steps kept and in the original.
        package var steps: (kept: Int, original: Int)
        /// The number in the original session of each step kept (`[3, 5]`: the
        /// small trace's steps 1 and 2 were steps 3 and 5); `preserved` numbers steps so.
        package var stepNumbers: [Int]
        /// Expectation keys kept and in the original.
        package var checks: (kept: Int, original: Int)
        /// Replays of smaller traces run (`Verifier.verify` calls), besides TRACE's own under each policy.
        package var replays: Int
        /// Whether `maxReplays` ran out before the search ended.
        package var exhausted: Bool
        /// Whether `shouldStop` ended the search (an interruption): `trace` is the smallest found so far.
        package var stopped = false
    }

    /// How far a shrink is, after each replay: for a person watching a long one.
    package struct Progress: Sendable {
        /// Replays of smaller traces run so far.
        package var replays: Int
        /// Calls of the smallest failing trace found so far.
        package var calls: Int
    }

    /// Why a trace cannot be shrunk.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The trace passes under the policy: there is no failure to keep. `failsUnder`
        /// is the other policy when the trace fails under it, so that the message
        /// suggests it only then.
        case passes(FailurePolicy, failsUnder: FailurePolicy?)
        /// The `--until` check does not fail in the original.
        case checkDoesNotFail(CheckSelector, FailurePolicy)

        package var description: String {
            switch self {
            case .passes(let policy, let other?):
                "the trace passes under \(policy.rawValue): there is no failure to shrink to "
                    + "(it fails under \(other.rawValue): try --policy \(other.rawValue))"
            case .passes(let policy, nil):
                "the trace passes under every policy (\(policy.rawValue) asked for): there is no failure to shrink to"
            case .checkDoesNotFail(let check, let policy):
                "the check \(check) does not fail under \(policy.rawValue) in this trace"
            }
        }
    }

    /// A trace being shrunk, with each step's index in the original session.
    struct Candidate {
        var trace: Trace
        var origins: [Int]
    }

    let options: Options
    /// The failures to preserve, by policy (default mode).
    private var targets: [FailurePolicy: FailureSignature] = [:]
    private var originalDiverged = false
    private(set) var replays = 0
    /// Asked before each replay: true ends the search with what was found.
    private let shouldStop: () -> Bool
    private let progress: (Progress) -> Void
    private var stopped = false
    private var smallestCalls = 0

    private init(options: Options, shouldStop: @escaping () -> Bool, progress: @escaping (Progress) -> Void) {
        self.options = options
        self.shouldStop = shouldStop
        self.progress = progress
    }

    /// Shrinks a failing trace.
    /// - Throws: `Failure` when the trace does not fail as asked.
    /// - Complexity: O(r · n): r replays (at most `maxReplays`, typically O(k log n) for
    ///   k units that matter) of traces of at most n calls.
    /// - Parameters:
    ///   - shouldStop: asked before each replay; true ends the search with the smallest trace found so far.
    ///   - progress: told after each replay how far the search is.
    package static func shrink(
        _ trace: Trace, options: Options = Options(), shouldStop: @escaping () -> Bool = { false },
        progress: @escaping (Progress) -> Void = { _ in }
    ) async throws(Failure) -> Result {
        var shrinker = TraceShrinker(options: options, shouldStop: shouldStop, progress: progress)
        shrinker.smallestCalls = trace.calls.count
        var current = Candidate(trace: trace, origins: Array(trace.effectiveSession.indices))
        for policy in FailurePolicy.allCases {
            shrinker.targets[policy] = await shrinker.signature(current, policy)
        }
        // What TRACE does is learnt before the search: `maxReplays` counts the smaller traces tried.
        shrinker.replays = 0
        let primary = shrinker.targets[options.policy]!
        shrinker.originalDiverged = primary.failures.contains { $0.contains(" divergence ") }
        if let until = options.until {
            guard until.matches(primary) else { throw .checkDoesNotFail(until, options.policy) }
        } else if primary.isEmpty {
            let other = FailurePolicy.allCases.first { $0 != options.policy && !shrinker.targets[$0]!.isEmpty }
            throw .passes(options.policy, failsUnder: other)
        }
        var before = Int.max
        while current.size < before, !shrinker.exhausted {
            before = current.size
            current = await shrinker.minimize(current, units: current.expectationUnits) { $0.removingExpectations($1) }
            current = await shrinker.minimize(current, units: current.stepUnits) { $0.removingSteps($1) }
            current = await shrinker.minimize(current, units: current.artistUnits) { $0.removingArtists($1) }
            current = await shrinker.minimize(current, units: Array(current.trace.calls.indices)) { $0.removingCalls($1) }
            current = await shrinker.minimize(current, units: current.itemUnits) { $0.removingItems($1) }
        }
        let preserved = options.until.map { ["\(options.policy.rawValue): \($0)"] }
            ?? FailurePolicy.allCases.flatMap { policy in
                shrinker.targets[policy]!.failures.sorted().map { "\(policy.rawValue): \($0)" }
            }
        // Positions among the calls name calls that may be gone: a recorder's steps and
        // diagnostics are written as the top-level session and diagnostics of the smaller
        // trace, which replays the same.
        if current.trace != trace {
            current.trace.sessionPlacement = .topLevel
            current.trace.diagnosticsPlacement = .topLevel
        }
        let original = Candidate(trace: trace, origins: [])
        return Result(
            trace: current.trace, preserved: preserved,
            calls: (current.trace.calls.count, trace.calls.count),
            artists: (current.artistUnits.count, original.artistUnits.count),
            steps: (current.trace.effectiveSession.count, trace.effectiveSession.count),
            stepNumbers: current.origins.map { $0 + 1 },
            checks: (current.checkCount, original.checkCount),
            replays: shrinker.replays, exhausted: shrinker.replays >= options.maxReplays, stopped: shrinker.stopped)
    }

    /// Whether the search must end: the replays ran out, or `shouldStop` said so.
    var exhausted: Bool { stopped || replays >= options.maxReplays }

    // MARK: Judging

    private mutating func signature(_ candidate: Candidate, _ policy: FailurePolicy) async -> FailureSignature {
        let report = await Verifier.verify(candidate.trace, source: "shrink", options: Verifier.Options(policy: policy))
        replays += 1
        progress(Progress(replays: replays, calls: smallestCalls))
        if shouldStop() { stopped = true }
        return FailureSignature(report, origins: candidate.origins)
    }

    /// Whether a candidate fails the way the original does.
    private mutating func fails(_ candidate: Candidate) async -> Bool {
        if let until = options.until {
            guard !exhausted else { return false }
            let signature = await signature(candidate, options.policy)
            let diverged = signature.failures.contains { $0.contains(" divergence ") }
            return until.matches(signature) && (diverged == originalDiverged || until.side == "divergence")
        }
        // The chosen policy first: most candidates that fail differently differ there.
        for policy in [options.policy] + FailurePolicy.allCases.filter({ $0 != options.policy }) {
            guard !exhausted else { return false }
            guard await signature(candidate, policy) == targets[policy] else { return false }
        }
        return true
    }

    // MARK: Delta debugging

    /// ddmin over `units`: removes as many as it can while the candidate still fails.
    private mutating func minimize<Unit>(
        _ candidate: Candidate, units: [Unit], removing: (Candidate, [Unit]) -> Candidate
    ) async -> Candidate {
        guard !units.isEmpty else { return candidate }
        let all = removing(candidate, units)
        if await fails(all) {
            smallestCalls = min(smallestCalls, all.trace.calls.count)
            return all
        }
        var kept = Array(units.indices)
        var best = candidate
        var parts = 2
        while kept.count >= 2, !exhausted {
            let size = (kept.count + parts - 1) / parts
            let keptSet = Set(kept)
            var reduced = false
            for start in stride(from: 0, to: kept.count, by: size) {
                let chunk = Set(kept[start..<min(start + size, kept.count)])
                let trial = removing(candidate, units.indices.filter { !keptSet.contains($0) || chunk.contains($0) }
                    .map { units[$0] })
                if await fails(trial) {
                    kept.removeAll { chunk.contains($0) }
                    best = trial
                    smallestCalls = min(smallestCalls, trial.trace.calls.count)
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                guard parts < kept.count else { break }
                parts = min(kept.count, parts * 2)
            }
        }
        return best
    }
}
