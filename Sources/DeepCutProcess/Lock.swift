#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A value behind a lock, shared between threads: a `Mutex` where the
/// Synchronization module serves every supported system, an
/// `OSAllocatedUnfairLock` on Darwin (whose `Mutex` needs iOS 18).
package final class Lock<State: Sendable>: Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<State>
    #else
    private let lock: Mutex<State>
    #endif

    /// A lock around `state`.
    package init(_ state: State) {
        #if canImport(Darwin)
        lock = OSAllocatedUnfairLock(initialState: state)
        #else
        lock = Mutex(state)
        #endif
    }

    /// Runs `body` on the state, holding the lock.
    package func withLock<T: Sendable>(_ body: @Sendable (inout State) -> T) -> T {
        lock.withLock { body(&$0) }
    }
}
