import Foundation

/// A clock that moves only when told to, by `advance(to:)` or `advance(by:)`.
///
/// A wait (the backoff between retries) is recorded in `waits` and returns at
/// once without moving the clock or letting other tasks run: in a replay only the trace moves time
/// (each step's `at`), so a retry never changes when a later step runs,
/// which artists it picks, or whether a snapshot has expired: a trace does not
/// record how long the device backed off, so it could not account for it
/// (Docs/EngineRules.md "Checking an artist"). The clock never moves backwards.
@MainActor
public final class VirtualClock: EngineClock {
    /// The clock's current time.
    public private(set) var now: Date
    /// Every wait asked for, in seconds, in the order the waits began.
    public private(set) var waits: [Double] = []

    /// Creates a clock standing at `start`.
    public init(start: Date = Date(timeIntervalSince1970: 0)) {
        now = start
    }

    /// Moves the clock to `time`, or leaves it where it is when `time` is earlier.
    public func advance(to time: Date) {
        if time > now { now = time }
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: Double) {
        if seconds > 0 { now = now.addingTimeInterval(seconds) }
    }

    /// Records the wait and returns at once; the clock does not move.
    ///
    /// It does not give other tasks a turn: `Task.yield()` would send the
    /// task through the global executor and back to the main actor, two
    /// thread hops for each retry of a replay, and no order of the engine's
    /// concurrent calls depends on a wait (the replaying service and the mock
    /// have their own ways to shuffle the order in which calls finish).
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    public func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        waits.append(seconds)
    }
}
