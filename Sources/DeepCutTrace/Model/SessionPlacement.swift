/// Where a trace's session steps are written (Docs/TraceFormat.md "Session"
/// and "Recorded steps").
public enum SessionPlacement: Hashable, Sendable {
    /// In the top-level `session` array: a trace written by hand, by
    /// `deepcut-replay generate`, or a recording finished with a session.
    case topLevel
    /// Among the calls, each step as an entry `{"step": {...}}` written when
    /// it finished: a recorder's session. `callsBefore[i]` is how many calls
    /// the document holds before step `i` (never decreasing).
    case amongCalls(callsBefore: [Int])

    /// The positions, when they fit a non-empty session of `stepCount` steps
    /// among `callCount` calls; nil for `topLevel` or positions that do not fit.
    func positions(stepCount: Int, callCount: Int) -> [Int]? {
        guard case .amongCalls(let callsBefore) = self, stepCount > 0, callsBefore.count == stepCount else { return nil }
        var previous = 0
        for position in callsBefore {
            guard position >= previous, position <= callCount else { return nil }
            previous = position
        }
        return callsBefore
    }
}
