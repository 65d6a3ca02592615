import DeepCutKit
import DeepCutTrace

/// A `MusicLibraryService` whose answers come from a closure, keyed by the
/// request as a trace records it; it notes when each call enters and leaves,
/// and can give up the main actor a number of times before answering so that
/// concurrent calls finish in another order than they started.
@MainActor
final class StubService: MusicLibraryService {
    /// Answers a request (or throws).
    var handler: @MainActor (TraceRequest) async throws -> TraceResult
    /// How many scheduler turns a request waits before it is answered.
    var turns: @MainActor (TraceRequest) -> Int = { _ in 0 }
    /// Called when a call enters, before anything else.
    var onCall: @MainActor (TraceRequest) -> Void = { _ in }
    /// The requests in the order they entered.
    private(set) var entered: [TraceRequest] = []
    /// The requests in the order they left (answered or thrown).
    private(set) var left: [TraceRequest] = []

    init(handler: @escaping @MainActor (TraceRequest) async throws -> TraceResult) {
        self.handler = handler
    }

    private func answer(_ request: TraceRequest) async throws -> TraceResult {
        onCall(request)
        entered.append(request)
        defer { left.append(request) }
        for _ in 0..<turns(request) { await Task.yield() }
        return try await handler(request)
    }

    func fetchLibraryArtists() async throws -> [LibraryArtist] {
        guard case .artists(let value) = try await answer(.fetchLibraryArtists) else { fatalError("stub answered the wrong kind") }
        return value
    }

    func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        guard case .albums(let value) = try await answer(.fetchLibraryAlbums) else { fatalError("stub answered the wrong kind") }
        return value
    }

    func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        guard case .playlist(let value) = try await answer(.fetchPlaylist(name: name)) else { fatalError("stub answered the wrong kind") }
        return value
    }

    func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        guard case .tracks(let value) = try await answer(.fetchRecentlyPlayed) else { fatalError("stub answered the wrong kind") }
        return value
    }

    func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        guard case .catalogReleases(let value) = try await answer(.fetchCatalogReleases(artistID: artist.id)) else {
            fatalError("stub answered the wrong kind")
        }
        return value
    }

    func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        guard case .tracks(let value) = try await answer(.fetchTracks(albumID: albumID)) else { fatalError("stub answered the wrong kind") }
        return value
    }

    func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        _ = try await answer(.addTracksToLibrary(trackIDs: tracks.map(\.id)))
    }

    func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try await answer(.addTracksToPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }

    func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        _ = try await answer(.removeTracksFromPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id))
    }
}

/// Calls every method of a service once, in the protocol's order, with
/// arguments from the standard sample library; returns what each answered,
/// or the error it threw, as the trace records them.
@MainActor
func callEveryMethod(_ service: any MusicLibraryService) async -> [TraceOutcome] {
    let artist = LibraryArtist(id: "r.Bjork01", name: "Björk")
    let tracks = [LibraryTrack(id: "i.A", title: "Jóga", artistName: "Björk"), LibraryTrack(id: "i.B", title: "Hunter", artistName: "Björk")]
    let playlist = LibraryPlaylist(id: "p.DeepCuts", name: "Deep Cuts", isEditable: true)
    var outcomes: [TraceOutcome] = []
    func note(_ body: () async throws -> TraceResult) async {
        do {
            outcomes.append(.success(try await body()))
        } catch let error as MusicServiceError {
            outcomes.append(.failure(error))
        } catch {
            outcomes.append(.failure(.other(detail: "unexpected \(error)")))
        }
    }
    await note { .artists(try await service.fetchLibraryArtists()) }
    await note { .albums(try await service.fetchLibraryAlbums()) }
    await note { .playlist(try await service.fetchPlaylist(named: "Deep Cuts")) }
    await note { .tracks(try await service.fetchRecentlyPlayed()) }
    await note { .catalogReleases(try await service.fetchCatalogReleases(for: artist)) }
    await note { .tracks(try await service.fetchTracks(forCatalogAlbum: "1440935469")) }
    await note { try await service.addTracksToLibrary(tracks); return .written }
    await note { try await service.addTracksToPlaylist(tracks, playlist: playlist); return .written }
    await note { try await service.removeTracksFromPlaylist(tracks, playlist: playlist); return .written }
    return outcomes
}
