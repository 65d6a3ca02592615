/// Holds back the calls of a replay that follows a completion order and lets
/// them finish one at a time, smallest key first (Docs/FaultCampaigns.md
/// "Completion orders").
///
/// The gate counts the main actor's turns, each a job of its own queued
/// behind whatever the main actor already has to run: once no call has
/// arrived for `quietTurns` turns (so that the calls started together are
/// all in flight), it resumes the held call with the smallest key (equal keys
/// by arrival), then the next at its next turn, and so on; a call that
/// arrives starts the count again. A held call waits on a continuation made
/// on the main actor; resumed from a turn, it is queued back on the main
/// actor behind that turn. The count waits while a call let go is on its way,
/// and goes on once it is back and has made its next call, or none: the turns
/// never outrun a call. A call costs a few jobs on the main actor, a
/// continuation and a place in a sorted list, whatever the number of calls in
/// flight with it. No call sleeps on a clock.
///
/// A turn is not `Task.yield()`, which from the main actor goes through the
/// global executor and back, a trip between threads that costs more than the call.
@MainActor
final class CompletionGate {
    /// Turns without a new call before the smallest held call is let go.
    static let quietTurns = 4
    /// Turns after which the smallest held call is let go even though calls
    /// keep arriving, so that a replay always ends.
    static let maximumTurns = 100_000

    private struct Held {
        var key: CompletionKey
        var arrival: Int
        var continuation: CheckedContinuation<Void, Never>

        func precedes(_ other: Held) -> Bool { (key, arrival) < (other.key, other.arrival) }
    }

    /// The held calls, largest first, so that the next to go is the last.
    private var held: [Held] = []
    private var arrivals = 0
    /// Calls let go that have not yet run again on the main actor.
    private var inTransit = 0
    /// Whether a turn is queued.
    private var isCounting = false
    /// The arrivals at the last turn, the turns since the last arrival, and
    /// the turns since the last call was let go.
    private var (seen, quiet, turns) = (0, 0, 0)

    /// Returns once every call in flight with a smaller key has finished.
    func hold(_ key: CompletionKey) async {
        arrivals += 1
        let arrival = arrivals
        await withCheckedContinuation { continuation in
            let entry = Held(key: key, arrival: arrival, continuation: continuation)
            // Binary search for the first held call that goes before this one.
            var (low, high) = (0, held.count)
            while low < high {
                let middle = (low + high) / 2
                if held[middle].precedes(entry) { high = middle } else { low = middle + 1 }
            }
            held.insert(entry, at: low)
            if !isCounting, inTransit == 0, held.count == 1 {
                // The first call of a new round: the count starts afresh.
                (seen, quiet, turns) = (arrivals, 0, 0)
            }
            queueTurn()
        }
        // Back on the main actor: the caller's next call, if any, arrives
        // before the turn queued here runs.
        inTransit -= 1
        queueTurn()
    }

    /// Queues the next turn, unless one is queued, a call let go is still
    /// on its way back, or no call is held.
    private func queueTurn() {
        guard !isCounting, inTransit == 0, !held.isEmpty else { return }
        isCounting = true
        Task { @MainActor in self.turn() }
    }

    /// One turn: counts it, lets the smallest held call go once the calls
    /// have been quiet long enough, and queues the next turn.
    private func turn() {
        isCounting = false
        guard inTransit == 0, !held.isEmpty else { return }
        turns += 1
        if arrivals != seen {
            (seen, quiet) = (arrivals, 0)
        } else {
            quiet += 1
        }
        if quiet >= Self.quietTurns || turns >= Self.maximumTurns {
            turns = 0
            inTransit += 1
            held.removeLast().continuation.resume()
            return
        }
        queueTurn()
    }
}
