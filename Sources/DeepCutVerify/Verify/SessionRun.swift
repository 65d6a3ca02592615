import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// One replay of a trace's session under one failure policy.
public struct SessionRun: Sendable {
    /// Each step's outcome, in session order; steps after a divergence are missing.
    public var outcomes: [StepOutcome]
    /// The divergence that ended the run, if any.
    public var divergence: RunDivergence?
    /// How many library artists the engine read (the last snapshot), nil when it never read them.
    public var libraryArtistCount: Int?
    /// What the replaying service answered, and what it never was asked for.
    public var accounting: CallAccounting
    /// The artists whose catalog call the trace could not answer.
    public var divergedArtistIDs: Set<String>
    /// The engine's cache after the last step run, when the run kept what
    /// each step changed in it (`keepsCacheChanges`, a chaos run's).
    package var finalCache: CutCache? = nil
    /// The step a resumed replay started at, the steps before it given the
    /// answers of the replay it resumed from; nil when it ran from the first
    /// (Docs/FaultCampaigns.md "Resumed replays").
    package var resumedStep: Int?
    /// The step at whose start a resumed replay's state met that of the
    /// replay it resumed from, whose outcomes it took from there; nil when they never met.
    package var convergedStep: Int?

    /// The last successful check in the run of each of `artistIDs`, or,
    /// for an artist whose every check failed, its last check, by library
    /// artist id: what a trace's printed diagnostics are held against (a
    /// diagnostic line is printed only when a check succeeds).
    /// - Complexity: one pass over the run's checks from the last, looking
    ///   each check's artist id up in a small dictionary, ending once every
    ///   artist asked for has a successful check; nothing without artists.
    public func lastChecks(of artistIDs: Set<String>) -> [String: ArtistCheck] {
        guard !artistIDs.isEmpty else { return [:] }
        var places: [String: Int] = [:]
        places.reserveCapacity(artistIDs.count)
        for (place, artistID) in artistIDs.enumerated() { places[artistID] = place }
        var found = [ArtistCheck?](repeating: nil, count: artistIDs.count)
        var missing = artistIDs.count
        for outcome in outcomes.reversed() where missing > 0 {
            guard let checks = outcome.refresh?.results else { continue }
            for check in checks.reversed() where missing > 0 {
                guard let place = places[check.artist.id] else { continue }
                let succeeded = check.match != nil
                if let earlier = found[place], earlier.match != nil || !succeeded { continue }
                found[place] = check
                if succeeded { missing -= 1 }
            }
        }
        var checks: [String: ArtistCheck] = [:]
        for check in found { if let check { checks[check.artist.id] = check } }
        return checks
    }
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
