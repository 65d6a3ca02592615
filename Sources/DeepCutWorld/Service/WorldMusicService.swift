import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import Foundation

/// A `MusicLibraryService` that answers from a `MusicWorld`: any call, any
/// number of times, in any order, for the simulator, SwiftUI previews and UI
/// tests (Guides/Simulator.md).
///
/// - **Reads** get the request's recorded answers in order (a 429 then the
///   retry's success), then the last one again and again (an artist's 404 on
///   every refresh). A call no recording made gets what `options.unrecorded`
///   says (Docs/WorldFormat.md "Unrecorded calls").
/// - **Writes** change the world as MusicKit would: songs added to a playlist
///   are in its `playlistContents`, songs added to the library bring their
///   album and artist into the next library read, removing takes them out. A
///   write the recordings saw fail fails the same way; a write to a playlist
///   id the world does not know is HTTP 404.
/// - **Failures on demand**, as the mock's: `fail(_:argument:with:times:)`
///   and `failNext`, checked before the recorded answer.
/// - **Latency**: none, or the recorded `durationMs` scaled, waited on `clock`.
/// - **A log**: every call answered, in the order it finished, with the session's
///   steps when the service is the engine's `actionObserver`; `loggedTrace` is a
///   trace that replays strictly (Docs/WorldFormat.md "The log").
///
/// Main-actor isolated, as the protocol is, so it is `Sendable` with no lock.
@MainActor
public final class WorldMusicService: MusicLibraryService {
    /// The world as the writes so far have left it.
    public private(set) var world: MusicWorld
    /// How calls the recordings did not make, recorded errors and latency are answered.
    public var options: WorldServiceOptions
    /// Every call answered, in the order it finished (`seq` in the order it started).
    public internal(set) var log: [TraceCall] = []
    /// The session's steps, each with how many calls of `log` had finished before it.
    public internal(set) var steps: [(step: SessionStep, callsBefore: Int)] = []
    /// The requests answered as unrecorded, in the order asked.
    public internal(set) var unrecordedRequests: [TraceRequest] = []
    /// Failures waiting to be thrown, checked in the order they were added.
    public private(set) var failures: [MockFailure] = []
    /// When the session began: the zero of the log's `at`.
    public let startedAt: TraceTimestamp

    let clock: any EngineClock
    /// How many of each request's recorded answers have been given.
    private var given: [TraceRequest: Int] = [:]
    private var nextSeq = 0
    /// Playlists made up for unrecorded names (`UnrecordedAnswer.filler`), by name.
    var madePlaylists: [String: LibraryPlaylist] = [:]
    /// The catalog albums' titles the world has told of, by id, made when a filler tracklist first needs them.
    var albumTitles: [String: String]?

    /// Creates a service over a world.
    /// - Parameters:
    ///   - world: what to answer from.
    ///   - options: how to answer what the recordings did not say.
    ///   - clock: the time source of the latency's waits and the log's times:
    ///     `SystemClock()` in the app, a `VirtualClock` in tests.
    public init(world: MusicWorld, options: WorldServiceOptions = WorldServiceOptions(), clock: any EngineClock) {
        self.world = world
        self.options = options
        self.clock = clock
        startedAt = TraceTimestamp(date: clock.now)
    }

    // MARK: Failures on demand

    /// Makes calls of `method` throw `error`.
    /// - Parameters:
    ///   - method: the method to fail.
    ///   - argument: only calls with this argument fail (an artist id for
    ///     `fetchCatalogReleases`, an album id for `fetchTracks`, a name for
    ///     `fetchPlaylist`, a playlist id for playlist writes); nil for every call.
    ///   - error: what to throw: `.http(status: 429)`, `.notFound`, `.network()`.
    ///   - times: how many calls fail; `.always` for every call from now on.
    public func fail(
        _ method: MusicLibraryMethod, argument: String? = nil, with error: MusicServiceError,
        times: MockFailure.Count = .always
    ) {
        failures.append(MockFailure(method: method, argument: argument, error: error, remaining: times))
    }

    /// Makes the next call of `method` (with `argument`, when given) throw `error`.
    public func failNext(_ method: MusicLibraryMethod, argument: String? = nil, with error: MusicServiceError) {
        fail(method, argument: argument, with: error, times: .times(1))
    }

    /// Removes every failure still waiting.
    public func clearFailures() {
        failures.removeAll()
    }

    // MARK: MusicLibraryService

    /// The library's artists: the recorded read, with the artists of songs added since.
    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        guard case .artists(let artists) = try await read(.fetchLibraryArtists) else { return [] }
        return artists
    }

    /// The library's albums: the recorded read, with the albums of songs added since.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        guard case .albums(let albums) = try await read(.fetchLibraryAlbums) else { return [] }
        return albums
    }

    /// The playlist recorded under this name (nil when the recording found none).
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        guard case .playlist(let playlist) = try await read(.fetchPlaylist(name: name)) else { return nil }
        return playlist
    }

    /// The recently played songs as recorded.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try await read(.fetchRecentlyPlayed) else { return [] }
        return tracks
    }

    /// The artist's catalog releases as recorded for its library id.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        guard case .catalogReleases(let releases) = try await read(
            .fetchCatalogReleases(artistID: artist.id), artistName: artist.name)
        else { return CatalogReleases(albums: []) }
        return releases
    }

    /// The album's tracks as recorded.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        guard case .tracks(let tracks) = try await read(.fetchTracks(albumID: albumID)) else { return [] }
        return tracks
    }

    /// Adds songs to the library: their albums and artists are in the next library reads.
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        try await write(.addTracksToLibrary(trackIDs: tracks.map(\.id)), argument: nil) {
            let known = Set($0.addedToLibrary.map(\.id))
            $0.addedToLibrary += tracks.filter { !known.contains($0.id) }
            return true
        }
    }

    /// Appends songs to a playlist the world knows; HTTP 404 for an id it does not.
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        // Asked before the write holds the world, which the closure changes in place.
        let known = knowsPlaylist(playlist.id)
        try await write(.addTracksToPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id), argument: playlist.id) {
            guard known else { return false }
            $0.playlistContents[playlist.id, default: []] += tracks
            return true
        }
    }

    /// Removes songs (every entry of each) from a playlist the world knows; HTTP 404 for an id it does not.
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        let known = knowsPlaylist(playlist.id)
        try await write(.removeTracksFromPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id), argument: playlist.id) {
            guard known else { return false }
            let removed = Set(tracks.map(\.id))
            $0.playlistContents[playlist.id, default: []].removeAll { removed.contains($0.id) }
            return true
        }
    }

    // MARK: Answering

    /// How an answer came about, written in the log's call as `"world"`.
    enum Provenance: String {
        case recorded, unrecorded, injected, written
    }

    /// Answers a read: an injected failure, else the next recorded answer, else the unrecorded answer.
    private func read(_ request: TraceRequest, artistName: String? = nil) async throws -> TraceResult {
        let seq = nextSeq
        nextSeq += 1
        let start = clock.now
        let outcome: TraceOutcome
        let provenance: Provenance
        var wait = 0.0
        if let error = takeFailure(request.method, argument: request.primaryArgument) {
            (outcome, provenance) = (.failure(error), .injected)
        } else if let answer = nextRecorded(request) {
            outcome = withWrites(answer.outcome, request)
            provenance = .recorded
            wait = options.latency.seconds(forRecorded: answer.durationMs)
        } else {
            outcome = withWrites(unrecorded(request, artistName: artistName), request)
            provenance = .unrecorded
            unrecordedRequests.append(request)
        }
        if wait > 0 {
            do {
                try await clock.sleep(seconds: wait)
            } catch {
                finish(seq: seq, request: request, outcome: .failure(.cancelled), start: start, provenance: provenance)
                throw MusicServiceError.cancelled
            }
        }
        finish(seq: seq, request: request, outcome: outcome, start: start, provenance: provenance)
        switch outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    /// Answers a write: an injected failure, else the next recorded error, else `apply` changes the world
    /// (returning false for a playlist it does not know: HTTP 404).
    private func write(
        _ request: TraceRequest, argument: String?, _ apply: (inout MusicWorld) -> Bool
    ) async throws {
        let seq = nextSeq
        nextSeq += 1
        let start = clock.now
        var outcome = TraceOutcome.success(.written)
        var provenance = Provenance.written
        if let error = takeFailure(request.method, argument: argument) {
            (outcome, provenance) = (.failure(error), .injected)
        } else if let answers = world.writeErrors[request], !answers.isEmpty, options.recordedErrors == .asRecorded,
                  given[request, default: 0] < answers.count {
            outcome = answers[given[request, default: 0]].outcome
            given[request, default: 0] += 1
            provenance = .recorded
        } else if !apply(&world) {
            outcome = .failure(.notFound)
        }
        finish(seq: seq, request: request, outcome: outcome, start: start, provenance: provenance)
        if case .failure(let error) = outcome { throw error }
    }

    /// The first waiting failure for the call, used once.
    private func takeFailure(_ method: MusicLibraryMethod, argument: String?) -> MusicServiceError? {
        failures.take(for: MockCall(method: method, argument: argument))
    }

    /// The request's next recorded answer, then its last one again; nil when none is recorded
    /// (or, with recorded errors skipped, no success is).
    private func nextRecorded(_ request: TraceRequest) -> WorldAnswer? {
        guard var answers = world.answers[request], !answers.isEmpty else { return nil }
        if options.recordedErrors == .skipped {
            answers = answers.filter { !$0.isError }
            guard !answers.isEmpty else { return nil }
        }
        let index = given[request, default: 0]
        given[request] = index + 1
        return answers[min(index, answers.count - 1)]
    }

    /// Whether a playlist id is one the world knows: recorded, written to, or made up for a name.
    private func knowsPlaylist(_ id: String) -> Bool {
        world.playlistContents[id] != nil || madePlaylists.values.contains { $0.id == id }
            || world.answers.contains { request, answers in
                guard case .fetchPlaylist = request else { return false }
                return answers.contains { answer in
                    if case .success(.playlist(let playlist?)) = answer.outcome { playlist.id == id } else { false }
                }
            }
    }

    /// Appends the call to the log.
    private func finish(seq: Int, request: TraceRequest, outcome: TraceOutcome, start: Date, provenance: Provenance) {
        let at = RecordingMusicLibraryService.microseconds(max(0, start.timeIntervalSince(startedAt.date)))
        let durationMs = (max(0, clock.now.timeIntervalSince(start)) * 1_000_000).rounded() / 1000
        log.append(TraceCall(
            seq: seq, request: request, outcome: outcome, at: at, durationMs: durationMs,
            unknownKeys: ["world": .string(provenance.rawValue)]))
    }
}

extension TraceRequest {
    /// The argument failure injection matches on: the artist id, album id or playlist name; nil for the others.
    var primaryArgument: String? {
        switch self {
        case .fetchPlaylist(let name): name
        case .fetchCatalogReleases(let artistID): artistID
        case .fetchTracks(let albumID): albumID
        case .addTracksToPlaylist(_, let playlistID), .removeTracksFromPlaylist(_, let playlistID): playlistID
        case .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed, .addTracksToLibrary: nil
        }
    }
}
