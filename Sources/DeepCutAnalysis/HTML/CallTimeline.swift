import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// The recorded calls of each session step on the device's clock, for the HTML
/// time line (Docs/HTMLReport.md "Time line"): each call with a start (`at`)
/// and a duration (`durationMs`) in the step `StepClocks` gives it, on the
/// first lane free at its start, so that the lanes are the calls in flight at once.
///
/// Taken from the trace alone before it is replayed, so that a page costs no
/// replay of its own and holds only these few numbers per call, not the answers.
package struct CallTimeline: Hashable, Sendable {
    /// One drawn call.
    package struct Call: Hashable, Sendable {
        /// Its `seq`.
        package var seq: Int
        /// `fetchCatalogReleases(artistID: "r.X")`.
        package var request: String
        /// Seconds from `capture.startedAt`.
        package var start: Double
        /// How long the device waited, in milliseconds.
        package var durationMs: Double
        /// How the trace answered it.
        package var outcome: CallOutcomeClass
        /// The lane it is drawn on, from 0.
        package var lane: Int
        /// A retry of a request made earlier in the step.
        package var retried: Bool
    }

    /// One step's calls.
    package struct Step: Hashable, Sendable {
        /// The timed calls, by start then `seq`.
        package var calls: [Call]
        /// The lanes drawn: the most calls in flight at once.
        package var lanes: Int
        /// The slowest calls, the retries and the time in flight (`TraceTimeline`'s rules).
        package var summary: TraceTimeline.Step
    }

    /// The steps, in session order.
    package var steps: [Step]
    /// Calls without `at` or `durationMs`: on no time line.
    package var untimed: Int

    /// The time line of a trace.
    /// - Complexity: O(n log n) in the calls.
    package static func of(_ trace: Trace) -> CallTimeline {
        let session = trace.effectiveSession
        let clocks = StepClocks(session)
        var byStep = Array(repeating: [TraceCall](), count: session.count)
        var untimed = 0
        for call in trace.calls {
            guard let at = call.at, call.durationMs != nil, let step = clocks.step(at: at) else {
                untimed += 1
                continue
            }
            byStep[step].append(call)
        }
        let steps = byStep.enumerated().map { index, calls in
            step(calls, summary: TraceTimeline.step(
                number: index + 1, action: session[index].action.description, calls: calls, asked: calls.count))
        }
        return CallTimeline(steps: steps, untimed: untimed)
    }

    private static func step(_ recorded: [TraceCall], summary: TraceTimeline.Step) -> Step {
        let retried = Set(summary.retried)
        let sorted = recorded.sorted { ($0.at!, $0.seq) < ($1.at!, $1.seq) }
        // A call goes on the lowest lane free at its start. A lane is free once its last call
        // ended before the start, or ended at it having taken time; one that took no time holds
        // its lane at its instant (TraceTimeline). Starts only grow, so a lane free at one start
        // is free at every later one: the lanes in use wait in a heap by end, the free ones in a
        // heap by number, and a step of 20,000 calls all in flight costs O(n log n), not n × lanes.
        var busy = MinHeap<BusyLane>(), free = MinHeap<Int>()
        var laneCount = 0
        var calls: [Call] = []
        calls.reserveCapacity(sorted.count)
        for call in sorted {
            let start = call.at!, duration = call.durationMs!
            while let next = busy.minimum, next.end < start || (next.end == start && next.tookTime) {
                free.insert(busy.removeMinimum().lane)
            }
            let lane: Int
            if free.isEmpty {
                lane = laneCount
                laneCount += 1
            } else {
                lane = free.removeMinimum()
            }
            busy.insert(BusyLane(end: start + duration / 1000, tookTime: duration > 0, lane: lane))
            calls.append(Call(
                seq: call.seq, request: call.request.description, start: start, durationMs: duration,
                outcome: CallOutcomeClass(call.outcome), lane: lane, retried: retried.contains(call.seq)))
        }
        return Step(calls: calls, lanes: laneCount, summary: summary)
    }
}

/// A lane in use on a time line: when its last call ends, and whether that call took time.
private struct BusyLane: Comparable {
    var end: Double
    var tookTime: Bool
    var lane: Int

    /// By end; at one end, the lanes whose call took time first (those free at that instant), then by lane.
    static func < (a: BusyLane, b: BusyLane) -> Bool {
        if a.end != b.end { return a.end < b.end }
        if a.tookTime != b.tookTime { return a.tookTime }
        return a.lane < b.lane
    }
}
