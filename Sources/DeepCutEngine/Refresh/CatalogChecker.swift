import DeepCutKit

/// Asks the catalog for a batch of artists with bounded concurrency, retrying
/// transient errors (Docs/EngineRules.md "Checking an artist").
///
/// At most `maxConcurrent` calls are in flight. A transient error (HTTP 429,
/// 500, 502, 503, 504, network) is retried at most `maxRetries` times, after
/// waiting `retryDelay`, then twice that, on the injected clock; a permanent
/// error ends the check at once. Answers are returned in batch order, whatever
/// order the calls finished in.
@MainActor
struct CatalogChecker {
    let service: any MusicLibraryService
    let clock: any EngineClock
    let maxConcurrent: Int
    let maxRetries: Int
    let retryDelay: Double
    let taskStart: TaskStart

    /// One artist's answer: the releases or the last error, and the attempts made.
    struct Answer {
        var result: Result<CatalogReleases, MusicServiceError>
        var attempts: Int
    }

    /// Checks every artist of `batch`; the answers are in batch order.
    ///
    /// `maxConcurrent` workers, all on the main actor like the service, take
    /// the next artist in batch order as each finishes its previous one. The
    /// caller is one of them; the others are tasks that start at once
    /// (`Task.immediate`, where the runtime has it), each running in the
    /// caller's turn until its first call suspends, and the caller waits only
    /// while one of them is still checking an artist. When every call answers
    /// at once (a replay), the first helper checks every artist before the
    /// caller goes on, the other workers find nothing left, and every task has
    /// ended when the check returns: none waits on the main actor for a turn
    /// it will not get before the replay ends. Where helpers cannot start at
    /// once, the caller checks every artist and they end at a later turn.
    /// (Waiting for a task's value or a task group resumes the caller on the
    /// global executor, two hops between threads per batch.) Cancelling the
    /// caller cancels the workers.
    func check(_ batch: [LibraryArtist]) async -> [Answer] {
        let progress = BatchProgress(batch)
        let checker = self
        let helpers = (1..<max(1, min(maxConcurrent, batch.count))).map { _ in
            Self.startHelper(taskStart) { await checker.work(progress) }
        }
        await withTaskCancellationHandler {
            await work(progress)
            await progress.allAnswered()
        } onCancel: {
            for helper in helpers { helper.cancel() }
        }
        return progress.takeAnswers()
    }

    /// Starts a helper worker: with `automatic`, at once where the runtime
    /// can (`Task.immediate`, Swift 6.2's runtime: Linux, and iOS and macOS
    /// 26); else, and always with `deferred`, as a task that runs at the main
    /// actor's next turn, as before iOS and macOS 26.
    private static func startHelper(
        _ start: TaskStart, _ work: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        #if compiler(>=6.2)
        // `Task.immediate` is SE-0472, implemented in Swift 6.2 and declared
        // `@available(SwiftStdlib 6.2, *)`: the iOS/macOS 26 runtime on Apple platforms.
        if start == .automatic, #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Task.immediate { @MainActor in await work() }
        }
        #endif
        return Task { @MainActor in await work() }
    }

    /// One worker: checks the next artist not yet taken until none is left.
    private func work(_ progress: BatchProgress) async {
        while let (index, artist) = progress.takeNext() {
            progress.record(await checkOne(artist), at: index)
        }
    }

    /// Checks one artist, retrying transient errors.
    @inline(__always)
    func checkOne(_ artist: LibraryArtist) async -> Answer {
        var attempts = 0
        while true {
            attempts += 1
            do {
                return Answer(result: .success(try await service.fetchCatalogReleases(for: artist)), attempts: attempts)
            } catch {
                let failure = MusicServiceError(converting: error)
                guard failure.isTransient, attempts <= maxRetries else {
                    return Answer(result: .failure(failure), attempts: attempts)
                }
                do {
                    try await clock.sleep(seconds: retryDelay * Double(1 << (attempts - 1)))
                } catch {
                    return Answer(result: .failure(.cancelled), attempts: attempts)
                }
            }
        }
    }
}

/// The shared state of a batch's workers: the artists not yet taken, the
/// answers so far, and the caller waiting for the last of them.
@MainActor
private final class BatchProgress {
    private var batch: [LibraryArtist]
    private var next = 0
    private var answered = 0
    private var waiter: CheckedContinuation<Void, Never>?
    private var answers: [CatalogChecker.Answer?]

    init(_ batch: [LibraryArtist]) {
        self.batch = batch
        answers = Array(repeating: nil, count: batch.count)
    }

    /// The next artist to check and its index, nil when every one has been taken.
    func takeNext() -> (Int, LibraryArtist)? {
        guard next < batch.count else { return nil }
        defer { next += 1 }
        return (next, batch[next])
    }

    /// Records an artist's answer, and wakes the caller when it is the last.
    func record(_ answer: CatalogChecker.Answer, at index: Int) {
        answers[index] = answer
        answered += 1
        if answered == answers.count, let waiter {
            self.waiter = nil
            waiter.resume()
        }
    }

    /// Returns once every artist has its answer, at once when they all have.
    func allAnswered() async {
        guard answered < answers.count else { return }
        await withCheckedContinuation { waiter = $0 }
    }

    /// The answers, in batch order, leaving nothing behind for the workers
    /// that have not run yet (they find no artist left).
    func takeAnswers() -> [CatalogChecker.Answer] {
        defer {
            batch = []
            answers = []
        }
        return answers.map { $0! }
    }
}
