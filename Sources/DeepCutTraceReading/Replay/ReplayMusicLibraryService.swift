import DeepCutKit
import DeepCutTrace

/// A `MusicLibraryService` that answers from a trace, following
/// Docs/TraceFormat.md "Replay rules":
/// - a call is matched by its method and arguments (`TraceRequest`
///   equality: the same ids, `trackIDs` in the same order), never by its
///   position, so concurrent calls in any order get the same answers;
/// - repeated calls with the same method and arguments are answered in `seq`
///   order (a 429 first, then the success the retry got);
/// - a recorded error is thrown as the same `MusicServiceError`;
/// - a write is answered when the trace holds the same write;
/// - every other call throws a `ReplayDivergence`: no answer is ever invented.
///
/// Afterwards, `usedCalls`, `unusedCalls`, `log` and `divergences` say what happened.
///
/// A replay of a large trace need not hold every answer to the end: a service
/// made with `releasesAnswers` lets go of each recorded result once it has
/// handed it out, and one made without `keepsLog` keeps no log, so that the
/// answers live only as long as their caller keeps them.
@MainActor
public final class ReplayMusicLibraryService: MusicLibraryService {
    /// The trace answered from. With `releasesAnswers`, the calls that have
    /// answered hold empty results of their kind.
    public private(set) var trace: Trace
    /// Every call asked, in order, with its answer; empty when the service keeps no log.
    public private(set) var log: [ReplayLogEntry] = []
    /// Whether `log` is kept.
    public let keepsLog: Bool
    /// Whether each recorded result is let go of once handed out.
    public let releasesAnswers: Bool
    /// The order in which concurrent calls finish (`.immediate` unless set).
    public var completionOrder: ReplayCompletionOrder = .immediate
    /// Holds the calls back in that order.
    private let gate = CompletionGate()

    /// The recorded calls of one request: `callOrder[start ..< start + count]`,
    /// by ascending `seq`, of which the first `used` have answered.
    private struct Queue {
        var start: Int32
        var count: Int32
        var used: Int32 = 0
    }

    /// Every call's index in `trace.calls`, grouped by request, each group by `seq`.
    private var callOrder: [Int32]
    /// Each recorded request's queue in `queues`: one lookup answers a call.
    /// Catalog calls, nearly all of a long session's, are found by artist id
    /// in a `StringTable`, every other request in a dictionary.
    private var queueIndex: [TraceRequest: Int32]
    private var catalogQueueIndex: StringTable
    private var queues: [Queue]
    /// The first call of each queue (its index in `trace.calls`), whose
    /// request is the queue's: queues in the order requests first appear.
    private var queueFirstCalls: [Int32]
    /// How many times each request was asked for beyond what the trace records.
    private var overAsked: [TraceRequest: Int] = [:]
    private var isUsed: [Bool]

    /// Indexes the trace's calls by request; keeps every answer and the log.
    /// - Complexity: O(n log n) in the number of calls (the sort of each request's repeats by `seq`).
    public convenience init(trace: Trace) {
        self.init(trace: trace, keepsLog: true, releasesAnswers: false)
    }

    /// Indexes the trace's calls by request.
    /// - Parameters:
    ///   - trace: the trace. For `releasesAnswers` to free anything, the
    ///     service must be the only owner of its calls: pass it with `consume`.
    ///   - keepsLog: whether to keep `log`, which holds every answer's
    ///     outcome; without it, `divergences` still lists what could not be answered.
    ///   - releasesAnswers: whether to let go of each recorded result once it
    ///     has been handed out; `trace` and `usedCalls` then give the calls
    ///     that answered with empty results of their kind (errors are kept).
    ///     `unusedCalls` is unchanged.
    /// - Complexity: O(n log n) in the number of calls (the sort of each
    ///   request's repeats by `seq`); one hash of each call's request.
    public init(trace: consuming Trace, keepsLog: Bool, releasesAnswers: Bool) {
        self.keepsLog = keepsLog
        self.releasesAnswers = releasesAnswers
        let calls = trace.calls
        isUsed = Array(repeating: false, count: calls.count)
        // Each call's queue, numbered in the order requests first appear.
        var queueIndex: [TraceRequest: Int32] = [:]
        var catalogQueueIndex = StringTable(capacity: calls.count)
        var queues: [Queue] = []
        var queueFirstCalls: [Int32] = []
        var queueOfCall = [Int32](repeating: 0, count: calls.count)
        calls.withUnsafeBufferPointer { calls in
            for index in calls.indices {
                // The request is read in place: copying the call would retain all it holds.
                let request = calls[index].request
                let next = Int32(queues.count)
                let queue = if case .fetchCatalogReleases(let artistID) = request {
                    catalogQueueIndex.withValue(forKey: artistID, default: { next }) { $0 }
                } else {
                    Self.value(&queueIndex[request, default: next])
                }
                if queue == next {
                    queues.append(Queue(start: 0, count: 0))
                    queueFirstCalls.append(Int32(index))
                }
                queues[Int(queue)].count += 1
                queueOfCall[index] = queue
            }
        }
        var start: Int32 = 0
        for queue in queues.indices {
            queues[queue].start = start
            start += queues[queue].count
        }
        var order = [Int32](repeating: 0, count: calls.count)
        for index in calls.indices {
            let queue = Int(queueOfCall[index])
            order[Int(queues[queue].start + queues[queue].used)] = Int32(index)
            queues[queue].used += 1
        }
        for queue in queues.indices {
            let range = Int(queues[queue].start) ..< Int(queues[queue].start + queues[queue].count)
            if range.count > 1 { order[range].sort { calls[Int($0)].seq < calls[Int($1)].seq } }
            queues[queue].used = 0
        }
        callOrder = order
        self.queueIndex = queueIndex
        self.catalogQueueIndex = catalogQueueIndex
        self.queues = queues
        self.queueFirstCalls = queueFirstCalls
        self.trace = trace
    }

    /// The queue of a request's recorded calls, nil when the trace records none.
    private func queueNumber(_ request: TraceRequest) -> Int? {
        if case .fetchCatalogReleases(let artistID) = request { return catalogQueueIndex[artistID].map(Int.init) }
        return queueIndex[request].map(Int.init)
    }

    /// The value an `inout` access found or inserted: one hash for a lookup that may insert.
    private static func value(_ slot: inout Int32) -> Int32 { slot }

    /// The recorded calls that answered a call, by `seq`.
    public var usedCalls: [TraceCall] { calls(used: true) }

    /// The recorded calls no call asked for, by `seq`.
    public var unusedCalls: [TraceCall] { calls(used: false) }

    /// The divergences, in the order they happened.
    public private(set) var divergences: [ReplayDivergence] = []

    private func calls(used: Bool) -> [TraceCall] {
        trace.calls.indices.filter { isUsed[$0] == used }.map { trace.calls[$0] }.sorted { $0.seq < $1.seq }
    }

    // MARK: MusicLibraryService

    /// Answers from the next recorded `fetchLibraryArtists` call.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        guard case .artists(let artists) = try await answer(.fetchLibraryArtists) else { preconditionFailure() }
        return artists
    }

    /// Answers from the next recorded `fetchLibraryAlbums` call.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        guard case .albums(let albums) = try await answer(.fetchLibraryAlbums) else { preconditionFailure() }
        return albums
    }

    /// Answers from the next recorded `fetchPlaylist` call with this name.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        guard case .playlist(let playlist) = try await answer(.fetchPlaylist(name: name)) else { preconditionFailure() }
        return playlist
    }

    /// Answers from the next recorded `fetchRecentlyPlayed` call.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try await answer(.fetchRecentlyPlayed) else { preconditionFailure() }
        return tracks
    }

    /// Answers from the next recorded `fetchCatalogReleases` call for this artist id.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        guard case .catalogReleases(let releases) = try await answer(.fetchCatalogReleases(artistID: artist.id)) else {
            preconditionFailure()
        }
        return releases
    }

    /// Answers from the next recorded `fetchTracks` call for this album id.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try await answer(.fetchTracks(albumID: albumID)) else { preconditionFailure() }
        return tracks
    }

    /// Answers when the trace holds the same write (same track ids in the same order).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        _ = try await answer(.addTracksToLibrary(trackIDs: tracks.map(\.id)))
    }

    /// Answers when the trace holds the same write (same track ids in the same order, same playlist).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try await answer(.addTracksToPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }

    /// Answers when the trace holds the same write (same track ids in the same order, same playlist).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try await answer(.removeTracksFromPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }

    // MARK: Answering

    /// The next recorded answer for `request`, once `completionOrder` lets it finish.
    /// Inlined into each method, so that a call answered at once costs no
    /// async function of its own.
    @inline(__always)
    private func answer(_ request: TraceRequest) async throws -> TraceResult {
        if completionOrder != .immediate { await holdBack(request) }
        return try answerNow(request)
    }

    /// The next recorded answer for `request`, in `seq` order.
    /// - Complexity: O(1) on average; a divergence costs a pass over the
    ///   method's recorded requests to find the closest ones.
    private func answerNow(_ request: TraceRequest) throws -> TraceResult {
        let found = queueNumber(request)
        guard let number = found, queues[number].used < queues[number].count else {
            let askedCount = Int(found.map { queues[$0].used } ?? 0) + overAsked[request, default: 0] + 1
            overAsked[request, default: 0] += 1
            let divergence = makeDivergence(request, askedCount: askedCount)
            if keepsLog { log.append(ReplayLogEntry(request: request, answer: .diverged(divergence))) }
            divergences.append(divergence)
            throw divergence
        }
        let index = Int(callOrder[Int(queues[number].start + queues[number].used)])
        queues[number].used += 1
        isUsed[index] = true
        // Read in place: copying the call out of the trace would retain every value it holds.
        let (seq, outcome) = trace.calls.withUnsafeBufferPointer { ($0[index].seq, $0[index].outcome) }
        if keepsLog { log.append(ReplayLogEntry(request: request, answer: .recorded(seq: seq, outcome: outcome))) }
        if releasesAnswers { trace.calls[index].releaseResult() }
        switch outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    /// The `seq` of every recorded call of a queue, ascending.
    private func seqs(_ queue: Queue) -> [Int] {
        callOrder[Int(queue.start) ..< Int(queue.start + queue.count)].map { trace.calls[Int($0)].seq }
    }

    private func makeDivergence(_ request: TraceRequest, askedCount: Int) -> ReplayDivergence {
        let recordedSeqs = queueNumber(request).map { seqs(queues[$0]) } ?? []
        var methodCallCount = 0
        var candidates: [ReplayDivergence.Candidate] = []
        for (number, first) in queueFirstCalls.enumerated() {
            let other = trace.calls[Int(first)].request
            guard other.method == request.method else { continue }
            methodCallCount += Int(queues[number].count)
            if other != request {
                candidates.append(.init(request: other, seqs: seqs(queues[number])))
            }
        }
        return ReplayDivergence(
            request: request, recordedCount: recordedSeqs.count, askedCount: askedCount, recordedSeqs: recordedSeqs,
            methodCallCount: methodCallCount, closest: ReplayDivergence.closestCandidates(to: request, among: candidates)
        )
    }

    // MARK: Completion order (Docs/FaultCampaigns.md "Completion orders")

    /// Holds a call back as `completionOrder` says: until no call has
    /// arrived for four turns of the scheduler (so that calls started
    /// together are all in flight), then while a call in flight has a smaller
    /// key (equal keys by arrival); `CompletionGate` does the holding. A call
    /// the trace has no answer for answers at once.
    private func holdBack(_ request: TraceRequest) async {
        guard let number = queueNumber(request), queues[number].used < queues[number].count else { return }
        let index = Int(callOrder[Int(queues[number].start + queues[number].used)])
        let (seq, at, duration) = trace.calls.withUnsafeBufferPointer { calls in
            (calls[index].seq, calls[index].at, calls[index].durationMs)
        }
        let key: CompletionKey
        switch completionOrder {
        case .immediate:
            return
        case .shuffled(let seed):
            key = .shuffled(seed: seed, seq: seq)
        case .recorded:
            guard let at else { return }
            key = CompletionKey(rank: at + (duration ?? 0) / 1000, seq: seq)
        }
        await gate.hold(key)
    }
}
