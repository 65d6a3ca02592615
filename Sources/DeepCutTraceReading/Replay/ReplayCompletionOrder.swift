import DeepCutKit

/// The order in which a `ReplayMusicLibraryService` lets concurrent calls
/// finish (Docs/FaultCampaigns.md "Completion orders").
///
/// A call is always answered from the trace by its method and arguments
/// (Docs/TraceFormat.md "Replay rules"); the order only decides which of the
/// calls in flight at once gets its answer first. Each call has a key, taken
/// from the recorded call that will answer it; of the calls in flight at once,
/// the one with the smallest key answers first. The keys depend on the calls
/// alone, never on the order in which the scheduler ran them, so one order
/// gives the same interleaving on every run. No order sleeps.
public enum ReplayCompletionOrder: Hashable, Sendable, CustomStringConvertible {
    /// Every call is answered as soon as it is asked (the default).
    case immediate
    /// A call's key is drawn from SplitMix64 seeded with `seed` and the
    /// answering call's `seq` (ties by `seq`): the same seed gives the same
    /// order, and different seeds different ones.
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

/// The key that orders a call among the calls in flight at once: the
/// smaller answers first.
struct CompletionKey: Comparable, Sendable {
    /// The recorded finish, or the shuffled order's draw.
    var rank: Double
    /// The answering call's `seq`, for ties.
    var seq: Int

    /// The shuffled order's key of the recorded call `seq`: the first number
    /// of SplitMix64 seeded with `seed` + `seq` × its increment.
    static func shuffled(seed: UInt64, seq: Int) -> CompletionKey {
        var generator = SplitMix64(seed: seed &+ UInt64(bitPattern: Int64(seq)) &* 0x9E37_79B9_7F4A_7C15)
        // 53 bits, so that the draw is exact as a `Double`.
        return CompletionKey(rank: Double(generator.next() >> 11), seq: seq)
    }

    static func < (lhs: CompletionKey, rhs: CompletionKey) -> Bool {
        (lhs.rank, lhs.seq) < (rhs.rank, rhs.seq)
    }
}
