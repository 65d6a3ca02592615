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

    /// The recorded calls of each request (positions in `trace.calls`), by
    /// ascending `seq`: one lookup finds a call's group (`lookupKey`).
    private let queues: KeyedGroups
    /// How many of each queue's calls have answered.
    private var used: [Int32]
    /// How many times each request was asked for beyond what the trace records.
    private var overAsked: [TraceRequest: Int] = [:]
    /// Each method's recorded argument values, sorted at its first divergence.
    private var divergenceCandidates: [MusicLibraryMethod: ReplayDivergence.CandidateIndex] = [:]
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
        queues = KeyedGroups(count: calls.count, key: { Self.lookupKey(calls[$0].request) },
                             precedes: { calls[$0].seq < calls[$1].seq })
        used = Array(repeating: 0, count: queues.groupCount)
        self.trace = trace
    }

    /// The queue of a request's recorded calls, nil when the trace records none.
    private func queueNumber(_ request: TraceRequest) -> Int? {
        queues.group(of: Self.lookupKey(request))
    }

    /// The key `queues` groups a request's calls by: equal (as strings are)
    /// exactly when the requests are. A catalog call's is its artist id, made
    /// for nothing; every other request's starts with U+0000 (as does a
    /// catalog artist id that starts with it), then its method and its
    /// arguments in the schema's order, each string ended by U+0000 U+0000
    /// and any U+0000 within written U+0000 U+0001, each list ended by
    /// U+0000 U+0002. These are left as they are by canonical equivalence, so
    /// the arguments are equal exactly when the keys are.
    private static func lookupKey(_ request: TraceRequest) -> String {
        if case .fetchCatalogReleases(let artistID) = request, artistID.unicodeScalars.first != "\u{0}" {
            return artistID
        }
        var key = "\u{0}" + request.method.rawValue + "\u{0}\u{0}"
        func append(_ argument: String) {
            for scalar in argument.unicodeScalars {
                key.unicodeScalars.append(scalar)
                if scalar == "\u{0}" { key.unicodeScalars.append("\u{1}") }
            }
            key += "\u{0}\u{0}"
        }
        for (_, value) in request.arguments {
            switch value {
            case .string(let text): append(text)
            case .strings(let texts):
                texts.forEach(append)
                key += "\u{0}\u{2}"
            }
        }
        return key
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
    ///   search among the method's recorded requests, sorted once at its first divergence.
    private func answerNow(_ request: TraceRequest) throws -> TraceResult {
        guard let (_, outcome) = takeNext(request) else {
            let askedCount = Int(queueNumber(request).map { used[$0] } ?? 0) + overAsked[request, default: 0] + 1
            overAsked[request, default: 0] += 1
            let divergence = makeDivergence(request, askedCount: askedCount)
            if keepsLog { log.append(ReplayLogEntry(request: request, answer: .diverged(divergence))) }
            divergences.append(divergence)
            throw divergence
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    /// Marks the next recorded call of `request` (in `seq` order) as answered,
    /// logs it, and returns its `seq` and outcome; nil when the trace holds no more.
    private func takeNext(_ request: TraceRequest) -> (seq: Int, outcome: TraceOutcome)? {
        guard let number = queueNumber(request), Int(used[number]) < queues.count(of: number) else { return nil }
        let index = queues.position(Int(used[number]), in: number)
        used[number] += 1
        isUsed[index] = true
        let (seq, outcome) = (trace.calls[index].seq, trace.calls[index].outcome)
        if keepsLog { log.append(ReplayLogEntry(request: request, answer: .recorded(seq: seq, outcome: outcome))) }
        if releasesAnswers { trace.calls[index].releaseResult() }
        return (seq, outcome)
    }

    // MARK: Resuming (Docs/FaultCampaigns.md "Resumed replays")

    /// Answers `request` as if the engine had asked for it: the next recorded
    /// call of that request is marked as answered and logged, exactly as
    /// when asked. A replay resumed from another's state at the start of a
    /// step hands out, this way, the answers its steps before that one took.
    /// - Returns: the log entry, nil when the trace holds no more calls of the request.
    package func handOut(_ request: TraceRequest) -> ReplayLogEntry? {
        guard let (seq, outcome) = takeNext(request) else { return nil }
        return ReplayLogEntry(request: request, answer: .recorded(seq: seq, outcome: outcome))
    }

    /// The `seq` of every recorded call of `request`, ascending.
    package func recordedSeqs(of request: TraceRequest) -> [Int] {
        queueNumber(request).map(seqs) ?? []
    }

    /// The outcomes of the recorded calls of `request`, in `seq` order, and how many of them have answered.
    package func outcomes(of request: TraceRequest) -> (all: [TraceOutcome], answered: Int) {
        guard let number = queueNumber(request) else { return ([], 0) }
        return (queues.positions(in: number).map { trace.calls[$0].outcome }, Int(used[number]))
    }

    /// The `seq` of every recorded call of a queue, ascending.
    private func seqs(_ queue: Int) -> [Int] {
        queues.positions(in: queue).map { trace.calls[$0].seq }
    }

    /// A divergence of `request`. The method's recorded argument values are gathered and
    /// sorted at its first divergence, so that each later one costs a search among them,
    /// not a pass over the trace (`ReplayDivergence.closestCandidates(to:in:limit:)`).
    private func makeDivergence(_ request: TraceRequest, askedCount: Int) -> ReplayDivergence {
        let recordedSeqs = recordedSeqs(of: request)
        let index = divergenceCandidates[request.method] ?? {
            var methodCallCount = 0
            var candidates: [ReplayDivergence.Candidate] = []
            for number in 0..<queues.groupCount {
                let other = trace.calls[queues.firstPosition(of: number)].request
                guard other.method == request.method else { continue }
                methodCallCount += queues.count(of: number)
                candidates.append(.init(request: other, seqs: seqs(number)))
            }
            let made = ReplayDivergence.CandidateIndex(candidates, callCount: methodCallCount)
            divergenceCandidates[request.method] = made
            return made
        }()
        return ReplayDivergence(
            request: request, recordedCount: recordedSeqs.count, askedCount: askedCount, recordedSeqs: recordedSeqs,
            methodCallCount: index.callCount, closest: ReplayDivergence.closestCandidates(to: request, in: index)
        )
    }

    // MARK: Completion order (Docs/FaultCampaigns.md "Completion orders")

    /// Holds a call back as `completionOrder` says: until no call has
    /// arrived for four turns of the scheduler (so that calls started
    /// together are all in flight), then while a call in flight has a smaller
    /// key (equal keys by arrival); `CompletionGate` does the holding. A call
    /// the trace has no answer for answers at once.
    private func holdBack(_ request: TraceRequest) async {
        guard let number = queueNumber(request), Int(used[number]) < queues.count(of: number) else { return }
        let index = queues.position(Int(used[number]), in: number)
        let (seq, at, duration) = (trace.calls[index].seq, trace.calls[index].at, trace.calls[index].durationMs)
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
