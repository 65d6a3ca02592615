import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("MockMusicLibraryService records writes and fails on demand")
@MainActor
struct MockMusicLibraryServiceTests {
    let track1 = LibraryTrack(id: "1700000001", title: "Hunter", artistName: "Björk")
    let track2 = LibraryTrack(id: "1700000002", title: "Jóga", artistName: "Björk")
    let deepCuts = LibraryPlaylist(id: "p.DeepCuts", name: "Deep Cuts", isEditable: true)
    let running = LibraryPlaylist(id: "p.Run2024", name: "Running", isEditable: true)

    @Test("reads answer from the library it was given")
    func reads() async throws {
        let mock = MockMusicLibraryService()
        #expect(try await mock.fetchLibraryArtists() == SampleLibrary.standard.artists)
        #expect(try await mock.fetchLibraryAlbums() == SampleLibrary.standard.albums)
        #expect(try await mock.fetchRecentlyPlayed() == SampleLibrary.standard.recentlyPlayed)
        #expect(try await mock.fetchPlaylist(named: "Deep Cuts") == deepCuts)
        #expect(try await mock.fetchPlaylist(named: "deep cuts") == nil)
        let bjork = LibraryArtist(id: "r.Bjork01", name: "Björk")
        #expect(try await mock.fetchCatalogReleases(for: bjork).albums.count == 10)
        let unknown = LibraryArtist(id: "r.Nobody", name: "Nobody")
        #expect(try await mock.fetchCatalogReleases(for: unknown) == CatalogReleases(albums: []))
        #expect(mock.calls.map(\.method) == [
            .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed, .fetchPlaylist, .fetchPlaylist,
            .fetchCatalogReleases, .fetchCatalogReleases,
        ])
    }

    @Test("every write is recorded with its tracks and playlist, in call order")
    func writesRecorded() async throws {
        let mock = MockMusicLibraryService()
        try await mock.addTracksToPlaylist([track1, track2], playlist: deepCuts)
        try await mock.addTracksToLibrary([track2])
        try await mock.removeTracksFromPlaylist([track1], playlist: running)
        #expect(mock.writes == [
            .addedToPlaylist(tracks: [track1, track2], playlist: deepCuts),
            .addedToLibrary(tracks: [track2]),
            .removedFromPlaylist(tracks: [track1], playlist: running),
        ])
        mock.clearRecords()
        #expect(mock.writes.isEmpty && mock.calls.isEmpty)
    }

    @Test("a failed write throws and is not recorded")
    func failedWrite() async throws {
        let mock = MockMusicLibraryService()
        mock.failNext(.addTracksToPlaylist, with: .http(status: 403, title: "Forbidden"))
        await #expect(throws: MusicServiceError.http(status: 403, title: "Forbidden")) {
            try await mock.addTracksToPlaylist([track1], playlist: deepCuts)
        }
        #expect(mock.writes.isEmpty)
        try await mock.addTracksToPlaylist([track1], playlist: deepCuts)
        #expect(mock.writes == [.addedToPlaylist(tracks: [track1], playlist: deepCuts)])
    }

    @Test("failing the next call fails exactly one call")
    func failNextOnce() async throws {
        let mock = MockMusicLibraryService()
        mock.failNext(.fetchLibraryArtists, with: .network(detail: "offline"))
        await #expect(throws: MusicServiceError.network(detail: "offline")) { try await mock.fetchLibraryArtists() }
        #expect(try await mock.fetchLibraryArtists().count == SampleLibrary.standard.artists.count)
        #expect(mock.failures.isEmpty)
    }

    @Test("failing a number of times fails that many calls, then answers")
    func failTimes() async throws {
        let mock = MockMusicLibraryService()
        mock.fail(.fetchRecentlyPlayed, with: .http(status: 503), times: .times(3))
        for _ in 0..<3 {
            await #expect(throws: MusicServiceError.http(status: 503)) { try await mock.fetchRecentlyPlayed() }
        }
        #expect(try await mock.fetchRecentlyPlayed() == SampleLibrary.standard.recentlyPlayed)
    }

    @Test("failing always fails every call until cleared")
    func failAlways() async throws {
        let mock = MockMusicLibraryService()
        mock.fail(.fetchLibraryAlbums, with: .authorization(.notSubscribed))
        for _ in 0..<5 {
            await #expect(throws: MusicServiceError.authorization(.notSubscribed)) {
                try await mock.fetchLibraryAlbums()
            }
        }
        mock.clearFailures()
        #expect(try await mock.fetchLibraryAlbums() == SampleLibrary.standard.albums)
    }

    @Test("failing one argument fails that artist only")
    func failOneArtist() async throws {
        let mock = MockMusicLibraryService()
        let acidBath = LibraryArtist(id: "r.AcidBath", name: "Acid Bath")
        let bjork = LibraryArtist(id: "r.Bjork01", name: "Björk")
        mock.fail(.fetchCatalogReleases, argument: acidBath.id, with: .http(status: 404, code: "40400"))
        await #expect(throws: MusicServiceError.http(status: 404, code: "40400")) {
            try await mock.fetchCatalogReleases(for: acidBath)
        }
        #expect(try await mock.fetchCatalogReleases(for: bjork).albums.isEmpty == false)
        await #expect(throws: MusicServiceError.self) { try await mock.fetchCatalogReleases(for: acidBath) }
    }

    @Test("each method can be failed", arguments: MusicLibraryMethod.allCases)
    func everyMethodFails(method: MusicLibraryMethod) async {
        let mock = MockMusicLibraryService()
        mock.fail(method, with: .cancelled)
        let artist = LibraryArtist(id: "r.Bjork01", name: "Björk")
        await #expect(throws: MusicServiceError.cancelled) {
            switch method {
            case .fetchLibraryArtists: _ = try await mock.fetchLibraryArtists()
            case .fetchLibraryAlbums: _ = try await mock.fetchLibraryAlbums()
            case .fetchPlaylist: _ = try await mock.fetchPlaylist(named: "Deep Cuts")
            case .fetchRecentlyPlayed: _ = try await mock.fetchRecentlyPlayed()
            case .fetchCatalogReleases: _ = try await mock.fetchCatalogReleases(for: artist)
            case .fetchTracks: _ = try await mock.fetchTracks(forCatalogAlbum: "1440935469")
            case .addTracksToLibrary: try await mock.addTracksToLibrary([track1])
            case .addTracksToPlaylist: try await mock.addTracksToPlaylist([track1], playlist: deepCuts)
            case .removeTracksFromPlaylist: try await mock.removeTracksFromPlaylist([track1], playlist: deepCuts)
            }
        }
        #expect(mock.calls == [MockCall(method: method, argument: expectedArgument(method))])
    }

    private func expectedArgument(_ method: MusicLibraryMethod) -> String? {
        switch method {
        case .fetchPlaylist: "Deep Cuts"
        case .fetchCatalogReleases: "r.Bjork01"
        case .fetchTracks: "1440935469"
        case .addTracksToPlaylist, .removeTracksFromPlaylist: "p.DeepCuts"
        default: nil
        }
    }

    @Test("an answer delay lets a later call finish first")
    func answerDelay() async throws {
        let mock = MockMusicLibraryService()
        mock.answerDelay = { call in call.argument == "r.Bjork01" ? 20 : 0 }
        let finished = FinishLog()
        let tasks = ["r.Bjork01", "r.Radiohd"].map { id in
            Task { @MainActor in
                _ = try? await mock.fetchCatalogReleases(for: LibraryArtist(id: id, name: id))
                finished.ids.append(id)
            }
        }
        for task in tasks { await task.value }
        #expect(finished.ids == ["r.Radiohd", "r.Bjork01"])
    }
}

@MainActor
private final class FinishLog {
    var ids: [String] = []
}
