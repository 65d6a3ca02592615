import DeepCutTrace

/// Where the replay clock stands at each session step, and so which step a
/// recorded call belongs to by its `at`: the clock follows each step's `at`
/// and never moves backwards; a call belongs to the last step whose clock is
/// at or before its `at` (the first step for earlier calls). The one rule for
/// a step's recorded time (`StepReport.duration`) and its HTML time line.
package struct StepClocks: Hashable, Sendable {
    /// Each step's clock, in seconds from `capture.startedAt`.
    package var clocks: [Double]

    /// The clocks of a session.
    package init(_ session: [SessionStep]) {
        var clock = 0.0
        clocks = session.map { step in
            if let at = step.at, at > clock { clock = at }
            return clock
        }
    }

    /// The index of the step a call made at `at` belongs to; nil for an empty session.
    /// - Complexity: O(log s) in the steps.
    package func step(at: Double) -> Int? {
        guard !clocks.isEmpty else { return nil }
        var low = 0, high = clocks.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if clocks[middle] <= at { low = middle } else { high = middle }
        }
        return low
    }
}
