import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// An app whose service protocol, values and errors are its own, as the app author's
/// first post writes them: it records through its own service and replays into its
/// own code (Guides/Adopting.md "An app with its own types").
@MainActor
@Suite("An app with its own protocol and values records through its service and replays into its own types")
struct AdoptionBridgeTests {
    // The app's own values and errors, shaped otherwise than the package's.
    struct AppArtist: Hashable, Sendable { var id: String; var name: String }
    struct AppAlbum: Hashable, Sendable { var id: String; var title: String; var artist: String; var year: Int? }
    struct AppTrack: Hashable, Sendable { var id: String; var title: String; var artist: String }
    struct AppPlaylist: Hashable, Sendable { var id: String; var name: String }
    enum AppError: Error, Hashable { case notFound, offline, unknown(String) }

    /// The app's own protocol.
    @MainActor
    protocol AppMusicService: AnyObject {
        func fetchLibraryArtists() async throws -> [AppArtist]
        func fetchLibraryAlbums() async throws -> [AppAlbum]
        func fetchPlaylist(named name: String) async throws -> AppPlaylist?
        func fetchRecentlyPlayed() async throws -> [AppTrack]
        func fetchCatalogReleases(for artist: AppArtist) async throws -> [AppAlbum]
        func fetchTracks(forCatalogAlbum album: AppAlbum) async throws -> [AppTrack]
        func addTracksToLibrary(_ tracks: [AppTrack]) async throws
        func addTracksToPlaylist(_ tracks: [AppTrack], playlist: AppPlaylist) async throws
        func removeTracksFromPlaylist(_ tracks: [AppTrack], playlist: AppPlaylist) async throws
    }

    /// The app's live service: a small library, one artist the catalog does not know.
    final class AppSampleService: AppMusicService {
        var playlistTracks: [AppTrack] = []
        func fetchLibraryArtists() async throws -> [AppArtist] {
            [AppArtist(id: "r.1", name: "Acid Bath"), AppArtist(id: "r.2", name: "Nobody Knows")]
        }
        func fetchLibraryAlbums() async throws -> [AppAlbum] {
            [AppAlbum(id: "l.1", title: "When the Kite String Pops", artist: "Acid Bath", year: 1994)]
        }
        func fetchPlaylist(named name: String) async throws -> AppPlaylist? {
            name == "Deep Cuts" ? AppPlaylist(id: "p.1", name: name) : nil
        }
        func fetchRecentlyPlayed() async throws -> [AppTrack] { [] }
        func fetchCatalogReleases(for artist: AppArtist) async throws -> [AppAlbum] {
            guard artist.id == "r.1" else { throw AppError.notFound }
            return [AppAlbum(id: "1001", title: "When the Kite String Pops", artist: "Acid Bath", year: 1994),
                    AppAlbum(id: "1002", title: "Paegan Terrorism Tactics", artist: "Acid Bath", year: 1996)]
        }
        func fetchTracks(forCatalogAlbum album: AppAlbum) async throws -> [AppTrack] {
            guard album.id == "1002" else { throw AppError.offline }
            return [AppTrack(id: "t.1", title: "Paegan Love Song", artist: "Acid Bath")]
        }
        func addTracksToLibrary(_ tracks: [AppTrack]) async throws {}
        func addTracksToPlaylist(_ tracks: [AppTrack], playlist: AppPlaylist) async throws { playlistTracks += tracks }
        func removeTracksFromPlaylist(_ tracks: [AppTrack], playlist: AppPlaylist) async throws {}
    }

    typealias Mapping = MusicValueMapping<AppArtist, AppAlbum, AppTrack, AppPlaylist>

    /// The app's mapping: a line each way per type, and its errors.
    static let mapping = Mapping(
        artist: ValueMapping(toPackage: { LibraryArtist(id: $0.id, name: $0.name) },
                             toApp: { AppArtist(id: $0.id, name: $0.name) }),
        album: ValueMapping(
            toPackage: { LibraryAlbum(id: $0.id, title: $0.title, artistName: $0.artist,
                                      releaseDate: $0.year.flatMap { ReleaseDate(year: $0) }) },
            toApp: { AppAlbum(id: $0.id, title: $0.title, artist: $0.artistName, year: $0.releaseDate?.year) }),
        track: ValueMapping(toPackage: { LibraryTrack(id: $0.id, title: $0.title, artistName: $0.artist) },
                            toApp: { AppTrack(id: $0.id, title: $0.title, artist: $0.artistName) }),
        playlist: ValueMapping(toPackage: { LibraryPlaylist(id: $0.id, name: $0.name) },
                               toApp: { AppPlaylist(id: $0.id, name: $0.name) }),
        errorToPackage: { error in
            switch error as? AppError {
            case .notFound: .http(status: 404, code: "40400", title: "Resource Not Found")
            case .offline: .network(detail: "offline")
            case .unknown(let text): .other(detail: text)
            case nil: MusicServiceError(converting: error)
            }
        },
        errorToApp: { error in
            switch error {
            case .http(status: 404, _, _, _): AppError.notFound
            case .network: AppError.offline
            default: AppError.unknown(error.description)
            }
        })

    /// The app's service, as the package's protocol: what the recorder wraps.
    static func adapted(_ live: AppSampleService) -> AdaptedMusicLibraryService<AppArtist, AppAlbum, AppTrack, AppPlaylist> {
        AdaptedMusicLibraryService(mapping: mapping, operations: .init(
            fetchLibraryArtists: { try await live.fetchLibraryArtists() },
            fetchLibraryAlbums: { try await live.fetchLibraryAlbums() },
            fetchPlaylist: { try await live.fetchPlaylist(named: $0) },
            fetchRecentlyPlayed: { try await live.fetchRecentlyPlayed() },
            fetchCatalogReleases: { try await live.fetchCatalogReleases(for: $0) },
            fetchTracks: { id in try await live.fetchTracks(forCatalogAlbum: AppAlbum(id: id, title: "", artist: "")) },
            addTracksToLibrary: { try await live.addTracksToLibrary($0) },
            addTracksToPlaylist: { try await live.addTracksToPlaylist($0, playlist: $1) },
            removeTracksFromPlaylist: { try await live.removeTracksFromPlaylist($0, playlist: $1) }))
    }

    /// What the app's own code does with its own protocol, written down as it goes.
    static func session(_ service: any AppMusicService) async -> [String] {
        var log: [String] = []
        func note<T>(_ name: String, _ body: () async throws -> T) async -> T? {
            do {
                let value = try await body()
                log.append("\(name): \(value)")
                return value
            } catch {
                log.append("\(name) threw \(error)")
                return nil
            }
        }
        let artists = await note("artists") { try await service.fetchLibraryArtists() } ?? []
        _ = await note("albums") { try await service.fetchLibraryAlbums() }
        _ = await note("recent") { try await service.fetchRecentlyPlayed() }
        var releases: [AppAlbum] = []
        for artist in artists {
            releases += await note("releases of \(artist.name)") { try await service.fetchCatalogReleases(for: artist) } ?? []
        }
        var tracks: [AppTrack] = []
        for album in releases {
            tracks += await note("tracks of \(album.title)") { try await service.fetchTracks(forCatalogAlbum: album) } ?? []
        }
        if let playlist = await note("playlist", { try await service.fetchPlaylist(named: "Deep Cuts") }) ?? nil {
            _ = await note("add") { try await service.addTracksToPlaylist(tracks, playlist: playlist) }
        }
        return log
    }

    @Test("the app's code sees the same values and errors recording through its service and replaying the recording")
    func recordsAndReplaysInTheAppsTypes() async throws {
        let live = AppSampleService()
        let recorder = RecordingMusicLibraryService(
            wrapping: Self.adapted(live), capture: TraceCapture(origin: .synthetic, title: "an app of its own types",
                                                                startedAt: TraceTimestamp(date: Date(timeIntervalSince1970: 0))),
            sink: InMemoryTraceSink(), clock: VirtualClock())
        let recorded = await Self.session(MusicServiceBridge(recorder, mapping: Self.mapping))
        #expect(live.playlistTracks.map(\.id) == ["t.1"], "the write reached the app's own service")
        #expect(recorded.contains("releases of Nobody Knows threw notFound"))
        #expect(recorded.contains("tracks of When the Kite String Pops threw offline"))
        let trace = try recorder.recordedTrace
        // The trace holds the package's values and errors, as the format writes them.
        #expect(trace.calls.contains { $0.outcome == .failure(.http(status: 404, code: "40400", title: "Resource Not Found")) })
        #expect(trace.calls.contains { $0.outcome == .failure(.network(detail: "offline")) })
        // Through the file format and back, as a trace on disk is read.
        let replay = ReplayMusicLibraryService(trace: try TraceReader.read(string: TraceWriter.string(for: trace)))
        let replayed = await Self.session(MusicServiceBridge(replay, mapping: Self.mapping))
        #expect(replayed == recorded)
        #expect(replay.divergences.isEmpty)
        #expect(replay.unusedCalls.isEmpty)
    }

    @Test("a replay the app's code asks something else of throws the app's own error")
    func divergenceIsTheAppsError() async throws {
        let recorder = RecordingMusicLibraryService(
            wrapping: Self.adapted(AppSampleService()),
            capture: TraceCapture(origin: .synthetic, title: "t", startedAt: TraceTimestamp(date: Date(timeIntervalSince1970: 0))),
            sink: InMemoryTraceSink(), clock: VirtualClock())
        _ = try await recorder.fetchLibraryArtists()
        let bridge = MusicServiceBridge(ReplayMusicLibraryService(trace: try recorder.recordedTrace), mapping: Self.mapping)
        await #expect(throws: AppError.self) { try await bridge.fetchLibraryAlbums() }
    }
}

/// The app's protocol is met by the bridge with an empty extension.
extension MusicServiceBridge: AdoptionBridgeTests.AppMusicService
    where Artist == AdoptionBridgeTests.AppArtist, Album == AdoptionBridgeTests.AppAlbum,
          Track == AdoptionBridgeTests.AppTrack, Playlist == AdoptionBridgeTests.AppPlaylist {}
