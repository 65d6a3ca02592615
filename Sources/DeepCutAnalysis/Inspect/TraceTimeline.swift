import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation

/// What each session step cost on the device, from the calls' `at` and
/// `durationMs` (Docs/FaultCampaigns.md "inspect --timeline").
///
/// The calls of a step are those the replay asked for while running it (an
/// in-process replay under strict, answering every call at once), so a call
/// belongs to the step that made it whatever order the recorder wrote it in.
package struct TraceTimeline: Hashable, Sendable {
    /// One call, for the list of the slowest.
    package struct Call: Hashable, Sendable {
        /// Its `seq`.
        package var seq: Int
        /// `fetchCatalogReleases(artistID: "r.X")`.
        package var request: String
        /// How long the device waited, in milliseconds.
        package var durationMs: Double
    }

    /// One step.
    package struct Step: Hashable, Sendable {
        /// 1-based.
        package var number: Int
        /// The action, as `refresh` or `openRelease(albumID: "1")`.
        package var action: String
        /// Calls the step made.
        package var calls: Int
        /// Of those, calls without `at` or `durationMs`, left out of the times.
        package var untimedCalls: Int
        /// From the first call's start to the last call's end, in seconds; nil without a timed call.
        package var wallSeconds: Double?
        /// The most calls in flight at once.
        package var mostInFlight: Int
        /// The slowest calls, slowest first (at most three; ties by `seq`).
        package var slowest: [Call]
        /// Calls that were a retry of the same request in the step.
        package var retries: Int { retried.count }
        /// The `seq` of each such retry, ascending.
        package var retried: [Int]
        /// Seconds between a failed attempt's end and its retry's start, summed.
        package var retryWaitSeconds: Double
    }

    /// The steps, in session order; those after a divergence are missing.
    package var steps: [Step]
    /// Whether the replay diverged (later steps are left out).
    package var diverged: Bool

    /// The timeline of a trace.
    /// - Complexity: one replay of the trace, and O(n log n) in its calls.
    @MainActor
    package static func of(_ trace: Trace) async -> TraceTimeline {
        let settings = Verifier.settings(for: trace, options: Verifier.Options())
        let configuration = DiscoverConfiguration(batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL)
        let session = trace.effectiveSession
        let run = await SessionRunner.run(
            trace, configuration: configuration, needsFeed: Array(repeating: false, count: session.count), keepLog: true,
            describesCalls: false)
        var bySeq: [Int: TraceCall] = [:]
        for call in trace.calls { bySeq[call.seq] = call }
        var steps: [Step] = []
        for (index, outcome) in run.outcomes.enumerated() {
            var calls: [TraceCall] = []
            let answered = outcome.answered ?? []
            for entry in answered {
                if case .recorded(let seq, _) = entry.answer, let call = bySeq[seq] { calls.append(call) }
            }
            steps.append(step(
                number: index + 1, action: session[index].action.description, calls: calls, asked: answered.count))
        }
        return TraceTimeline(steps: steps, diverged: run.divergence != nil)
    }

    static func step(number: Int, action: String, calls: [TraceCall], asked: Int) -> Step {
        let timed = calls.compactMap { call in
            call.at.flatMap { at in call.durationMs.map { (call: call, start: at, end: at + $0 / 1000) } }
        }
        // At one instant: the ends of calls that took time, then the starts, then the ends of
        // calls that took none. A call that ends as another starts is not in flight with it,
        // and a call that took no time was still in flight at its instant.
        var edges: [(time: Double, rank: Int, change: Int)] = []
        for interval in timed {
            edges.append((interval.start, 1, 1))
            edges.append((interval.end, interval.end > interval.start ? 0 : 2, -1))
        }
        edges.sort { $0.time != $1.time ? $0.time < $1.time : $0.rank < $1.rank }
        var (inFlight, most) = (0, 0)
        for edge in edges {
            inFlight += edge.change
            most = max(most, inFlight)
        }
        let slowest = timed.sorted { lhs, rhs in
            lhs.call.durationMs! != rhs.call.durationMs! ? lhs.call.durationMs! > rhs.call.durationMs! : lhs.call.seq < rhs.call.seq
        }.prefix(3).map { Call(seq: $0.call.seq, request: $0.call.request.description, durationMs: $0.call.durationMs!) }
        var retried: [Int] = []
        var wait = 0.0
        var previous: [TraceRequest: (start: Double, end: Double)] = [:]
        var seen = Set<TraceRequest>()
        for call in calls.sorted(by: { $0.seq < $1.seq }) {
            if !seen.insert(call.request).inserted { retried.append(call.seq) }
            guard let at = call.at, let duration = call.durationMs else { continue }
            if let earlier = previous[call.request] { wait += max(0, at - earlier.end) }
            previous[call.request] = (at, at + duration / 1000)
        }
        let wall = timed.isEmpty ? nil : timed.map(\.end).max()! - timed.map(\.start).min()!
        return Step(
            number: number, action: action, calls: asked, untimedCalls: asked - timed.count, wallSeconds: wall,
            mostInFlight: most, slowest: Array(slowest), retried: retried, retryWaitSeconds: wait)
    }
}
