/// Holds back the calls of a replay that follows a completion order and lets
/// them finish one at a time, smallest key first (Docs/FaultCampaigns.md
/// "Completion orders").
///
/// One waiting task per replay counts the scheduler's turns: once no call
/// has arrived for `quietTurns` turns (so that the calls started together are
/// all in flight), it resumes the held call with the smallest key (equal keys
/// by arrival), then the next at its next turn, and so on; a call that arrives
/// starts the count again. A held call sleeps on its continuation until then,
/// so a call costs one turn of the scheduler and a place in a sorted list,
/// whatever the number of calls in flight with it. No call sleeps on a clock.
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
    private var isCounting = false

    /// Returns once every call in flight with a smaller key has finished.
    func hold(_ key: CompletionKey) async {
        arrivals += 1
        let arrival = arrivals
        await withCheckedContinuation { continuation in
            let call = Held(key: key, arrival: arrival, continuation: continuation)
            // Binary search for the first held call that goes before this one.
            var (low, high) = (0, held.count)
            while low < high {
                let middle = (low + high) / 2
                if held[middle].precedes(call) { high = middle } else { low = middle + 1 }
            }
            held.insert(call, at: low)
            if !isCounting {
                isCounting = true
                Task { await self.count() }
            }
        }
    }

    /// Counts turns and lets the held calls go, until none is held.
    private func count() async {
        var seen = arrivals
        var (quiet, turns) = (0, 0)
        while !held.isEmpty {
            await Task.yield()
            turns += 1
            if arrivals != seen {
                (seen, quiet) = (arrivals, 0)
            } else {
                quiet += 1
            }
            if quiet >= Self.quietTurns || turns >= Self.maximumTurns {
                turns = 0
                held.removeLast().continuation.resume()
            }
        }
        isCounting = false
    }
}
