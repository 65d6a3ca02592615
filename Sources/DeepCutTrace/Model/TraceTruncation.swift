/// How a trace was cut off: a recorder appends each call as it finishes, so a
/// session killed mid-way leaves a document that ends inside `calls`. The
/// reader keeps the calls that were complete and says so here.
public struct TraceTruncation: Hashable, Sendable, CustomStringConvertible {
    /// How many complete calls were kept.
    public var keptCalls: Int
    /// How many complete session steps recorded among the calls were kept
    /// (a recorder that records the session writes each step as it finishes).
    public var keptSteps: Int
    /// The byte offset where the kept part ends: just after the last complete
    /// call's `}`, or after the `[` when no call was complete.
    public var keptByteCount: Int
    /// The length of the document that was read.
    public var totalByteCount: Int

    /// Creates a truncation note.
    public init(keptCalls: Int, keptSteps: Int = 0, keptByteCount: Int, totalByteCount: Int) {
        self.keptCalls = keptCalls
        self.keptSteps = keptSteps
        self.keptByteCount = keptByteCount
        self.totalByteCount = totalByteCount
    }

    /// `cut off inside "calls" after 12 complete calls (57 bytes after them dropped)`;
    /// with recorded steps, `after 12 complete calls and 2 complete steps (…)`.
    public var description: String {
        var calls = keptCalls == 1 ? "1 complete call" : "\(keptCalls) complete calls"
        if keptSteps > 0 { calls += keptSteps == 1 ? " and 1 complete step" : " and \(keptSteps) complete steps" }
        let dropped = totalByteCount - keptByteCount
        return "cut off inside \"calls\" after \(calls) (\(dropped) byte\(dropped == 1 ? "" : "s") after them dropped)"
    }
}
