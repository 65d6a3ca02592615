import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// One replay of a trace's session under one failure policy.
public struct SessionRun: Sendable {
    /// Each step's outcome, in session order; steps after a divergence are missing.
    public var outcomes: [StepOutcome]
    /// The divergence that ended the run, if any.
    public var divergence: RunDivergence?
    /// Each artist's last check in the run, by library artist id.
    public var lastChecks: [String: ArtistCheck]
    /// How many library artists the engine read (the last snapshot), nil when it never read them.
    public var libraryArtistCount: Int?
    /// What the replaying service answered, and what it never was asked for.
    public var accounting: CallAccounting
    /// The artists whose catalog call the trace could not answer.
    public var divergedArtistIDs: Set<String>
}

/// A call the trace does not hold, and the step that asked for it.
public struct RunDivergence: Hashable, Sendable {
    /// The 0-based index of the step.
    public var stepIndex: Int
    /// The replaying service's message: method, arguments, and what the trace holds.
    public var message: String
}

/// The calls of a trace against what a replay asked for.
public struct CallAccounting: Hashable, Sendable {
    /// Calls in the trace.
    public var recorded: Int
    /// Recorded calls the replay used.
    public var used: Int
    /// Recorded calls the replay never asked for, in `seq` order.
    public var unused: [TraceCall]
    /// Calls the replay asked for that the trace does not hold, step by step, by call.
    public var unrecorded: [String]
}
