import DeepCutKit

/// A `MusicLibraryService` that answers from a trace, following
/// TRACE-FORMAT.md "Replay rules":
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
@MainActor
public final class ReplayMusicLibraryService: MusicLibraryService {
    /// The trace answered from.
    public let trace: Trace
    /// Every call asked, in order, with its answer.
    public private(set) var log: [ReplayLogEntry] = []

    /// The recorded calls of one request, by ascending `seq`, and how many were used.
    private struct Queue {
        var callIndices: [Int]
        var used = 0
    }

    private var queues: [TraceRequest: Queue] = [:]
    private var asked: [TraceRequest: Int] = [:]
    private var isUsed: [Bool]

    /// Indexes the trace's calls by request.
    /// - Complexity: O(n log n) in the number of calls (the sort of each request's repeats by `seq`).
    public init(trace: Trace) {
        self.trace = trace
        isUsed = Array(repeating: false, count: trace.calls.count)
        var indices: [TraceRequest: [Int]] = [:]
        for (index, call) in trace.calls.enumerated() {
            indices[call.request, default: []].append(index)
        }
        for (request, callIndices) in indices {
            let sorted = callIndices.count < 2 ? callIndices : callIndices.sorted { trace.calls[$0].seq < trace.calls[$1].seq }
            queues[request] = Queue(callIndices: sorted)
        }
    }

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
        guard case .artists(let artists) = try answer(.fetchLibraryArtists) else { preconditionFailure() }
        return artists
    }

    /// Answers from the next recorded `fetchLibraryAlbums` call.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        guard case .albums(let albums) = try answer(.fetchLibraryAlbums) else { preconditionFailure() }
        return albums
    }

    /// Answers from the next recorded `fetchPlaylist` call with this name.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        guard case .playlist(let playlist) = try answer(.fetchPlaylist(name: name)) else { preconditionFailure() }
        return playlist
    }

    /// Answers from the next recorded `fetchRecentlyPlayed` call.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try answer(.fetchRecentlyPlayed) else { preconditionFailure() }
        return tracks
    }

    /// Answers from the next recorded `fetchCatalogReleases` call for this artist id.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        guard case .catalogReleases(let releases) = try answer(.fetchCatalogReleases(artistID: artist.id)) else {
            preconditionFailure()
        }
        return releases
    }

    /// Answers from the next recorded `fetchTracks` call for this album id.
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try answer(.fetchTracks(albumID: albumID)) else { preconditionFailure() }
        return tracks
    }

    /// Answers when the trace holds the same write (same track ids in the same order).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        _ = try answer(.addTracksToLibrary(trackIDs: tracks.map(\.id)))
    }

    /// Answers when the trace holds the same write (same track ids in the same order, same playlist).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try answer(.addTracksToPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }

    /// Answers when the trace holds the same write (same track ids in the same order, same playlist).
    /// - Throws: the recorded `MusicServiceError`, or a `ReplayDivergence`.
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try answer(.removeTracksFromPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }

    // MARK: Answering

    /// The next recorded answer for `request`, in `seq` order.
    /// - Complexity: O(1) on average; a divergence costs a pass over the
    ///   method's recorded requests to find the closest ones.
    private func answer(_ request: TraceRequest) throws -> TraceResult {
        let askedCount = (asked[request] ?? 0) + 1
        asked[request] = askedCount
        guard let queue = queues[request], queue.used < queue.callIndices.count else {
            let divergence = makeDivergence(request, askedCount: askedCount)
            log.append(ReplayLogEntry(request: request, answer: .diverged(divergence)))
            divergences.append(divergence)
            throw divergence
        }
        let index = queue.callIndices[queue.used]
        queues[request]?.used += 1
        isUsed[index] = true
        let call = trace.calls[index]
        log.append(ReplayLogEntry(request: request, answer: .recorded(seq: call.seq, outcome: call.outcome)))
        switch call.outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    private func makeDivergence(_ request: TraceRequest, askedCount: Int) -> ReplayDivergence {
        let recordedSeqs = queues[request].map { $0.callIndices.map { trace.calls[$0].seq } } ?? []
        var methodCallCount = 0
        var candidates: [ReplayDivergence.Candidate] = []
        for (other, queue) in queues where other.method == request.method {
            methodCallCount += queue.callIndices.count
            if other != request {
                candidates.append(.init(request: other, seqs: queue.callIndices.map { trace.calls[$0].seq }))
            }
        }
        return ReplayDivergence(
            request: request, recordedCount: recordedSeqs.count, askedCount: askedCount, recordedSeqs: recordedSeqs,
            methodCallCount: methodCallCount, closest: ReplayDivergence.closestCandidates(to: request, among: candidates)
        )
    }
}
