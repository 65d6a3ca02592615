import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import DeepCutWorld
import Foundation
import Testing

/// One way a call no recording made can be answered, and what each read gets: a
/// case of the table that covers every `UnrecordedAnswer` and every read method.
struct UnrecordedCase: CustomTestStringConvertible, Sendable {
    var answer: UnrecordedAnswer
    var method: MusicLibraryMethod
    var testDescription: String { "\(answer.rawValue): \(method.rawValue)" }

    static let all: [UnrecordedCase] = UnrecordedAnswer.allCases.flatMap { answer in
        MusicLibraryMethod.allCases.filter { !$0.isWrite }.map { UnrecordedCase(answer: answer, method: $0) }
    }
}

@Suite("The world's service answers any call, any number of times, in any order")
@MainActor
struct WorldMusicServiceTests {
    static let recorded = trace("recorded", [
        (.fetchLibraryArtists, .success(.artists([björk]))),
        (.fetchLibraryAlbums, .success(.albums([]))),
        (.fetchCatalogReleases(artistID: björk.id), .failure(.http(status: 429))),
        (.fetchCatalogReleases(artistID: björk.id), .success(.catalogReleases(CatalogReleases(albums: [homogenic, vespertine])))),
        (.fetchCatalogReleases(artistID: "r.Gone01"), .failure(.notFound)),
        (.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(deepCuts))),
        (.fetchTracks(albumID: homogenic.id), .success(.tracks([hunter]))),
    ], durationMs: 250)

    func service(_ options: WorldServiceOptions = WorldServiceOptions()) -> (WorldMusicService, VirtualClock) {
        let clock = VirtualClock()
        return (WorldMusicService(world: MusicWorld(trace: Self.recorded, name: "recorded"), options: options, clock: clock), clock)
    }

    @Test("a request gets its recorded answers in order, then the last one again and again")
    func recordedAnswersInOrderThenTheLast() async throws {
        let (service, _) = service()
        await #expect(throws: MusicServiceError.http(status: 429)) { try await service.fetchCatalogReleases(for: björk) }
        for _ in 0..<3 { #expect(try await service.fetchCatalogReleases(for: björk).albums == [homogenic, vespertine]) }
        let gone = LibraryArtist(id: "r.Gone01", name: "Gone")
        for _ in 0..<3 { await #expect(throws: MusicServiceError.notFound) { try await service.fetchCatalogReleases(for: gone) } }
        #expect(service.log.map(\.seq) == Array(0..<7))
    }

    @Test("with recorded errors skipped, a request gets its successes; one that only failed is unrecorded")
    func recordedErrorsSkipped() async throws {
        let (service, _) = service(WorldServiceOptions(unrecorded: .empty, recordedErrors: .skipped))
        #expect(try await service.fetchCatalogReleases(for: björk).albums == [homogenic, vespertine])
        #expect(try await service.fetchCatalogReleases(for: LibraryArtist(id: "r.Gone01", name: "Gone")).albums == [])
        #expect(service.unrecordedRequests == [.fetchCatalogReleases(artistID: "r.Gone01")])
    }

    @Test("a call no recording made gets the answer its option says", arguments: UnrecordedCase.all)
    func unrecordedAnswer(_ table: UnrecordedCase) async throws {
        let clock = VirtualClock()
        let service = WorldMusicService(world: MusicWorld(), options: WorldServiceOptions(unrecorded: table.answer), clock: clock)
        let artist = LibraryArtist(id: "r.Never01", name: "Never Checked")
        func call() async throws -> TraceResult {
            switch table.method {
            case .fetchLibraryArtists: .artists(try await service.fetchLibraryArtists())
            case .fetchLibraryAlbums: .albums(try await service.fetchLibraryAlbums())
            case .fetchRecentlyPlayed: .tracks(try await service.fetchRecentlyPlayed())
            case .fetchPlaylist: .playlist(try await service.fetchPlaylist(named: "Never Asked"))
            case .fetchCatalogReleases: .catalogReleases(try await service.fetchCatalogReleases(for: artist))
            case .fetchTracks: .tracks(try await service.fetchTracks(forCatalogAlbum: "1999999999"))
            default: .written
            }
        }
        switch table.answer {
        case .empty:
            #expect(try await call() == .empty(table.method.schema.result))
        case .notFound:
            await #expect(throws: MusicServiceError.notFound) { try await call() }
        case .filler:
            let first = try await call()
            #expect(first != .empty(table.method.schema.result), "the filler holds something")
            #expect(try await call() == first, "the same call gets the same filler")
            if case .catalogReleases(let releases) = first {
                #expect(releases.albums.allSatisfy { $0.artistName == artist.name && MusicIDSpace(classifying: $0.id).isCatalog })
            }
            if case .tracks(let tracks) = first, table.method == .fetchTracks {
                #expect(tracks.allSatisfy { $0.albumID == "1999999999" && MusicIDSpace(classifying: $0.id).isCatalog })
            }
        }
        #expect(service.log.count == (table.answer == .filler ? 2 : 1))
        #expect(service.log.allSatisfy { $0.unknownKeys["world"] == .string("unrecorded") })
        #expect(service.unrecordedRequests.count == service.log.count)
    }

    @Test("failures on demand: the next call, every call, one argument, an HTTP status or a network error")
    func failuresOnDemand() async throws {
        let (service, _) = service()
        service.failNext(.fetchLibraryArtists, with: .network(detail: "offline"))
        await #expect(throws: MusicServiceError.network(detail: "offline")) { try await service.fetchLibraryArtists() }
        #expect(try await service.fetchLibraryArtists() == [björk])
        service.fail(.fetchTracks, argument: homogenic.id, with: .http(status: 503))
        for _ in 0..<2 {
            await #expect(throws: MusicServiceError.http(status: 503)) { try await service.fetchTracks(forCatalogAlbum: homogenic.id) }
        }
        #expect(try await service.fetchTracks(forCatalogAlbum: vespertine.id) == [])
        service.clearFailures()
        #expect(try await service.fetchTracks(forCatalogAlbum: homogenic.id) == [hunter])
        #expect(service.log.filter { $0.unknownKeys["world"] == .string("injected") }.count == 3)
    }

    @Test("latency as recorded, scaled, is waited on the clock; none by default")
    func latencyOnTheClock() async throws {
        let (service, clock) = service(WorldServiceOptions(latency: .recorded(scale: 2)))
        _ = try await service.fetchLibraryArtists()
        _ = try await service.fetchTracks(forCatalogAlbum: "1999999999")
        #expect(clock.waits == [0.5], "250 ms twice over; an unrecorded answer comes at once")
        let (plain, plainClock) = self.service()
        _ = try await plain.fetchLibraryArtists()
        #expect(plainClock.waits.isEmpty)
    }

    @Test("songs added to a playlist are in it, removing takes them out, and the playlist is found as before")
    func playlistWriteThenRead() async throws {
        let (service, _) = service()
        let playlist = try #require(try await service.fetchPlaylist(named: "Deep Cuts"))
        try await service.addTracksToPlaylist([hunter], playlist: playlist)
        #expect(service.world.playlistContents[playlist.id] == [hunter])
        #expect(try await service.fetchPlaylist(named: "Deep Cuts") == playlist)
        try await service.removeTracksFromPlaylist([hunter], playlist: playlist)
        #expect(service.world.playlistContents[playlist.id] == [])
        let unknown = LibraryPlaylist(id: "p.Nowhere1", name: "Nowhere")
        await #expect(throws: MusicServiceError.notFound) { try await service.addTracksToPlaylist([hunter], playlist: unknown) }
    }

    @Test("songs added to the library bring their album and artist into the next library reads")
    func libraryWriteThenRead() async throws {
        let (service, _) = service()
        let other = LibraryTrack(id: "1700000009", title: "Roads", artistName: "Portishead", albumTitle: "Dummy", albumID: "1440000001")
        try await service.addTracksToLibrary([hunter, other])
        let albums = try await service.fetchLibraryAlbums()
        #expect(albums.map(\.catalogID) == [homogenic.id, "1440000001"])
        #expect(albums.first?.artistID == björk.id, "a library artist of that name owns it")
        let artists = try await service.fetchLibraryArtists()
        #expect(artists.map(\.name) == ["Björk", "Portishead"])
        #expect(artists.allSatisfy { MusicIDSpace(classifying: $0.id).isLibrary })
    }

    @Test("a write the recordings saw fail fails the same way, then applies")
    func recordedWriteError() async throws {
        let write = TraceRequest.addTracksToPlaylist(trackIDs: [hunter.id], playlistID: deepCuts.id)
        let world = MusicWorld(trace: trace("w", [
            (.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(deepCuts))),
            (write, .failure(.http(status: 403))),
        ]), name: "w")
        let service = WorldMusicService(world: world, clock: VirtualClock())
        await #expect(throws: MusicServiceError.http(status: 403)) { try await service.addTracksToPlaylist([hunter], playlist: deepCuts) }
        try await service.addTracksToPlaylist([hunter], playlist: deepCuts)
        #expect(service.world.playlistContents[deepCuts.id] == [hunter])
    }

    @Test("clearing the log forgets the calls and steps logged so far, and the world keeps its writes")
    func clearLogKeepsWrites() async throws {
        let (service, _) = service()
        let playlist = try #require(try await service.fetchPlaylist(named: "Deep Cuts"))
        try await service.addTracksToPlaylist([hunter], playlist: playlist)
        #expect(service.loggedTrace().calls.count == 2)
        service.clearLog()
        #expect(service.loggedTrace().calls.isEmpty)
        #expect(service.world.playlistContents[playlist.id] == [hunter])
        _ = try await service.fetchTracks(forCatalogAlbum: homogenic.id)
        #expect(service.loggedTrace().calls.map(\.request) == [.fetchTracks(albumID: homogenic.id)])
    }
}
