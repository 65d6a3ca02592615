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

    /// One artist's answer: the releases or the last error, and the attempts made.
    struct Answer {
        var result: Result<CatalogReleases, MusicServiceError>
        var attempts: Int
    }

    /// Checks every artist of `batch`; the answers are in batch order.
    ///
    /// `maxConcurrent` workers, all on the main actor like the service, take
    /// the next artist in batch order as each finishes its previous one. The
    /// caller is one of them; the others are tasks started beside it, and
    /// the caller waits only while one of them is still checking an artist:
    /// when every call answers at once (a replay), the caller takes every
    /// artist itself and the others find nothing left, and the check never
    /// suspends (waiting for a task's value or a task group would cost hops
    /// between threads on every batch). Cancelling the caller cancels the workers.
    func check(_ batch: [LibraryArtist]) async -> [Answer] {
        let progress = BatchProgress(count: batch.count)
        let checker = self
        let helpers = (1..<max(1, min(maxConcurrent, batch.count))).map { _ in
            Task { @MainActor in await checker.work(batch, progress) }
        }
        await withTaskCancellationHandler {
            await work(batch, progress)
            await progress.allAnswered()
        } onCancel: {
            for helper in helpers { helper.cancel() }
        }
        return progress.answers.map { $0! }
    }

    /// One worker: checks the next artist not yet taken until none is left.
    private func work(_ batch: [LibraryArtist], _ progress: BatchProgress) async {
        while let index = progress.takeNext() {
            progress.record(await checkOne(batch[index]), at: index)
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

/// The shared state of a batch's workers: the next artist to check, the
/// answers so far, and the caller waiting for the last of them.
@MainActor
private final class BatchProgress {
    private var next = 0
    private let count: Int
    private var answered = 0
    private var waiter: CheckedContinuation<Void, Never>?
    private(set) var answers: [CatalogChecker.Answer?]

    init(count: Int) {
        self.count = count
        answers = Array(repeating: nil, count: count)
    }

    /// The index of the next artist to check, nil when every one has been taken.
    func takeNext() -> Int? {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }

    /// Records an artist's answer, and wakes the caller when it is the last.
    func record(_ answer: CatalogChecker.Answer, at index: Int) {
        answers[index] = answer
        answered += 1
        if answered == count, let waiter {
            self.waiter = nil
            waiter.resume()
        }
    }

    /// Returns once every artist has its answer, at once when they all have.
    func allAnswered() async {
        guard answered < count else { return }
        await withCheckedContinuation { waiter = $0 }
    }
}
