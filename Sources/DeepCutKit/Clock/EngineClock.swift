import Foundation

/// The time source of the engine and the recorder: the current time, and a
/// way to wait (the backoff between retries).
///
/// The app uses `SystemClock`; tests and the replay use `VirtualClock`, whose
/// waits return at once without sleeping and without moving its time, so
/// that a replay is deterministic and fast.
@MainActor
public protocol EngineClock: AnyObject, Sendable {
    /// The current time.
    var now: Date { get }
    /// Waits `seconds` of this clock's time.
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    func sleep(seconds: Double) async throws
}
