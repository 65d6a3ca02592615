/// The order in which a `ReplayMusicLibraryService` lets concurrent calls
/// finish (Docs/FaultCampaigns.md "Completion orders").
///
/// A call is always answered from the trace by its method and arguments
/// (Docs/TraceFormat.md "Replay rules"); the order only decides which of the
/// calls in flight at once gets its answer first, by holding an answer back
/// for some turns of the scheduler. No order sleeps.
public enum ReplayCompletionOrder: Hashable, Sendable, CustomStringConvertible {
    /// Every call is answered as soon as it is asked (the default).
    case immediate
    /// Each answer is held back by a number of scheduler turns drawn from a
    /// generator seeded with `seed`: the same seed gives the same order.
    case shuffled(seed: UInt64)
    /// The device's order: of the calls in flight at once, the one whose
    /// recorded `at` + `durationMs` is earliest answers first (ties by `seq`);
    /// a call without `at` answers at once.
    case recorded

    /// `immediate`, `shuffled (seed 7)`, `recorded`.
    public var description: String {
        switch self {
        case .immediate: "immediate"
        case .shuffled(let seed): "shuffled (seed \(seed))"
        case .recorded: "recorded"
        }
    }
}

/// SplitMix64, for the shuffled order's scheduler turns.
struct CompletionTurns: Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number of turns from 0 to 15.
    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % 16)
    }
}
