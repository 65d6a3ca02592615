import DeepCutStorage

/// Where a call held back by `CompletionGate` waits: its task hops to an
/// actor whose executor keeps the task's job instead of running it, and
/// `resume()` runs that job on the calling thread.
///
/// A continuation would do the same work with a cost the replay feels: a
/// continuation resumed from the main actor goes to the global executor and
/// comes back, two wake-ups of another thread for every call let go, and the
/// gate lets its calls go one at a time (Guides/Performance.md "Replay").
/// Run from a main-actor turn, the parked job ends at once by queueing the
/// task back on the main actor, behind the turn that let it go, on the same
/// thread.
final class ParkedCall: SerialExecutor {
    private enum State: Sendable {
        case waiting
        case parked(UnownedJob)
        case resumed
    }

    /// The parked job, or whether `resume()` came first.
    private let state = Lock(State.waiting)

    /// Suspends the calling task until `resume()`, then goes back to the
    /// caller's actor directly, not by way of the global executor.
    func park(isolation: isolated (any Actor)? = #isolation) async {
        await Parking(self).enter()
    }

    /// Lets the parked task go on: at once when it is parked, when it parks otherwise.
    func resume() {
        let job: UnownedJob? = state.withLock { state in
            defer { state = .resumed }
            if case .parked(let job) = state { return job }
            return nil
        }
        job?.runSynchronously(on: asUnownedSerialExecutor())
    }

    /// Keeps the job of the task that enters `Parking` until `resume()`.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let resumed = state.withLock { state in
            if case .resumed = state { return true }
            state = .parked(job)
            return false
        }
        if resumed { job.runSynchronously(on: asUnownedSerialExecutor()) }
    }

    /// The actor a parked task enters, isolated to its `ParkedCall`.
    private actor Parking {
        let call: ParkedCall
        init(_ call: ParkedCall) { self.call = call }
        nonisolated var unownedExecutor: UnownedSerialExecutor { call.asUnownedSerialExecutor() }
        func enter() {}
    }
}
