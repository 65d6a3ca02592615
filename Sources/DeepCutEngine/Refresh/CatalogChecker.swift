import DeepCutKit

/// Asks the catalog for a batch of artists with bounded concurrency, retrying
/// transient errors (DESIGN.md "Checking an artist").
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
    func check(_ batch: [LibraryArtist]) async -> [Answer] {
        var answers = [Answer?](repeating: nil, count: batch.count)
        let checker = self
        let limit = min(max(1, maxConcurrent), batch.count)
        await withTaskGroup(of: (Int, Answer).self) { group in
            var next = 0
            while next < limit {
                let (index, artist) = (next, batch[next])
                group.addTask { (index, await checker.checkOne(artist)) }
                next += 1
            }
            while let (index, answer) = await group.next() {
                answers[index] = answer
                if next < batch.count {
                    let (index, artist) = (next, batch[next])
                    group.addTask { (index, await checker.checkOne(artist)) }
                    next += 1
                }
            }
        }
        return answers.map { $0! }
    }

    /// Checks one artist, retrying transient errors.
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
