import Foundation

/// The time source of the engine and the recorder: the current time, and a
/// way to wait (the backoff between retries).
///
/// The app uses `SystemClock`; tests and the replay use `VirtualClock`, whose
/// waits move its time forward at once instead of sleeping, so that a replay
/// is deterministic and fast.
@MainActor
public protocol EngineClock: AnyObject, Sendable {
    /// The current time.
    var now: Date { get }
    /// Waits `seconds` of this clock's time.
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    func sleep(seconds: Double) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
@MainActor
public final class SystemClock: EngineClock {
    /// Creates the real clock.
    public init() {}

    /// The current wall-clock time.
    public var now: Date { Date() }

    /// Sleeps for real.
    public func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }
}

/// A clock that moves only when told to, by `advance(to:)` or `advance(by:)`.
///
/// A wait (the backoff between retries) is recorded in `waits` and returns at
/// once without moving the clock: in a replay only the trace moves time
/// (each step's `at`), so a retry never changes when a later step runs,
/// which artists it picks, or whether a snapshot has expired. DESIGN.md
/// gives no backoff lengths, so a trace could not account for them. The clock
/// never moves backwards.
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

    /// The seconds waited in all.
    public var totalWaited: Double { waits.reduce(0, +) }

    /// Moves the clock to `time`, or leaves it where it is when `time` is earlier.
    public func advance(to time: Date) {
        if time > now { now = time }
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: Double) {
        if seconds > 0 { now = now.addingTimeInterval(seconds) }
    }

    /// Records the wait and gives other tasks a turn; the clock does not move.
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    public func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        waits.append(seconds)
        await Task.yield()
        try Task.checkCancellation()
    }
}
