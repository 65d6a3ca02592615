import Foundation

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
