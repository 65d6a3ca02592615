import DeepCutKit
import Observation

/// A `MusicLibraryService` that answers from a `SampleLibrary`, records every
/// write, and fails any method on demand.
///
/// Reads answer from `library`; writes change nothing and are appended to
/// `writes` in call order, so that a test (or a screen in the simulator) can
/// check exactly what the app asked for. `fail(_:argument:with:times:)` makes
/// a method throw: for every call or a number of calls, for every argument or
/// one only (one artist's catalog releases, one album's tracks).
///
/// `answerDelay` holds back an answer by a number of scheduler turns
/// (`Task.yield()`), so that tests can make concurrent calls finish in any
/// order without sleeping.
@MainActor
@Observable
public final class MockMusicLibraryService: MusicLibraryService {
    /// What the reads answer.
    public var library: SampleLibrary
    /// Every write, in call order.
    public private(set) var writes: [MockWrite] = []
    /// Every call, in the order the calls started, failed ones included.
    public private(set) var calls: [MockCall] = []
    /// Failures waiting to be thrown, checked in the order they were added.
    public private(set) var failures: [MockFailure] = []
    /// How many scheduler turns a call waits before answering (0 by default).
    @ObservationIgnored
    public var answerDelay: @MainActor (MockCall) -> Int = { _ in 0 }

    /// Creates a mock over a library; the standard sample data by default.
    public init(library: SampleLibrary = .standard) {
        self.library = library
    }

    /// Makes calls of `method` throw `error`.
    /// - Parameters:
    ///   - method: the method to fail.
    ///   - argument: only calls with this argument fail (an artist id for
    ///     `fetchCatalogReleases`, an album id for `fetchTracks`, a name for
    ///     `fetchPlaylist`, a playlist id for playlist writes); nil for every call.
    ///   - error: what to throw.
    ///   - times: how many calls fail; `.always` for every call from now on.
    public func fail(
        _ method: MusicLibraryMethod, argument: String? = nil,
        with error: MusicServiceError, times: MockFailure.Count = .always
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

    /// Forgets the recorded calls and writes.
    public func clearRecords() {
        calls.removeAll()
        writes.removeAll()
    }

    // MARK: MusicLibraryService

    /// The library's artists, or the failure waiting for this method.
    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        try await answer(.fetchLibraryArtists, argument: nil) { $0.artists }
    }

    /// The library's albums, or the failure waiting for this method.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        try await answer(.fetchLibraryAlbums, argument: nil) { $0.albums }
    }

    /// The playlist with exactly this name, nil when there is none.
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        try await answer(.fetchPlaylist, argument: name) { library in
            library.playlists.first { $0.name == name }
        }
    }

    /// The recently played songs.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        try await answer(.fetchRecentlyPlayed, argument: nil) { $0.recentlyPlayed }
    }

    /// The catalog's answer for the artist; an empty one for an artist the library does not list.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        try await answer(.fetchCatalogReleases, argument: artist.id) { library in
            library.catalog[artist.id] ?? CatalogReleases(albums: [])
        }
    }

    /// The album's tracklist, in the order the sample gives it; empty when it has none.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        try await answer(.fetchTracks, argument: albumID) { $0.tracks[albumID] ?? [] }
    }

    /// Records the write (nothing changes in `library`).
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        try await answer(.addTracksToLibrary, argument: nil) { _ in () }
        writes.append(.addedToLibrary(tracks: tracks))
    }

    /// Records the write with its playlist (nothing changes in `library`).
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await answer(.addTracksToPlaylist, argument: playlist.id) { _ in () }
        writes.append(.addedToPlaylist(tracks: tracks, playlist: playlist))
    }

    /// Records the removal with its playlist (nothing changes in `library`).
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await answer(.removeTracksFromPlaylist, argument: playlist.id) { _ in () }
        writes.append(.removedFromPlaylist(tracks: tracks, playlist: playlist))
    }

    // MARK: Answering

    /// Records the call, waits its delay, then throws the first waiting
    /// failure that matches or answers from the library as it is then.
    private func answer<Value>(
        _ method: MusicLibraryMethod, argument: String?, _ read: (SampleLibrary) -> Value
    ) async throws -> Value {
        let call = MockCall(method: method, argument: argument)
        calls.append(call)
        if let error = failures.take(for: call) {
            await wait(for: call)
            throw error
        }
        await wait(for: call)
        return read(library)
    }

    private func wait(for call: MockCall) async {
        for _ in 0..<max(0, answerDelay(call)) { await Task.yield() }
    }
}
