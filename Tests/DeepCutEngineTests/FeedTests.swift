import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("The feed is ordered, and dismissing or adding an album removes it for good")
@MainActor
struct FeedTests {
    private let forgotten = Library.artist("r.X1", "Forgotten")
    private let played = Library.artist("r.X2", "Played")

    private var library: SampleLibrary {
        SampleLibrary(
            artists: [forgotten, played],
            recentlyPlayed: [LibraryTrack(id: "i.1", title: "Hit", artistName: "PLAYED")],
            playlists: [LibraryPlaylist(id: "p.DeepCuts", name: "Deep Cuts")],
            catalog: [
                forgotten.id: CatalogReleases(albums: [
                    Library.album("10", "Undated", by: "Forgotten"),
                    Library.album("11", "beta", by: "Forgotten", date: "2020-05-01"),
                    Library.album("12", "Alpha", by: "Forgotten", date: "2020-05"),
                    Library.album("13", "Newest", by: "Forgotten", date: "2021"),
                    Library.album("14", "Älphabet", by: "Forgotten", date: "2020-05-01"),
                ]),
                played.id: CatalogReleases(albums: [Library.album("20", "Brand New", by: "Played", date: "2026-01-01")]),
            ],
            tracks: ["11": [
                LibraryTrack(id: "t2", title: "Two", artistName: "Forgotten", trackNumber: 2, discNumber: 1),
                LibraryTrack(id: "t3", title: "Three", artistName: "Forgotten", trackNumber: 1, discNumber: 2),
                LibraryTrack(id: "t1", title: "One", artistName: "Forgotten", trackNumber: 1, discNumber: 1),
            ]])
    }

    @Test("forgotten artists first, then newest first with years and months as their first day, then title, then id")
    func order() async {
        let harness = EngineHarness(library: library)
        let summary = await harness.refresh()
        #expect(harness.engine.feed.map(\.id) == ["13", "12", "14", "11", "10", "20"])
        #expect(summary.feedCount == 6 && harness.engine.feedCount == 6)
        #expect(summary.state == .loaded)
    }

    @Test("dismissing removes an album for good, even when a later check finds it again")
    func dismiss() async {
        let harness = EngineHarness(library: library)
        await harness.refresh(at: 0)
        harness.engine.dismiss(albumID: "12")
        #expect(harness.engine.feed.map(\.id) == ["13", "14", "11", "10", "20"])
        #expect(harness.engine.feedCount == 5)
        await harness.refresh(at: 100)
        #expect(!harness.engine.feed.contains { $0.id == "12" })
        #expect(harness.engine.feedCount == 5)
        #expect(harness.store.cache.dismissedAlbumIDs == ["12"])
    }

    @Test("adding to a playlist writes the tracks in disc and track order and removes the album")
    func addToPlaylist() async throws {
        let harness = EngineHarness(library: library)
        await harness.refresh()
        try await harness.engine.addToPlaylist(albumID: "11", playlistName: "Deep Cuts")
        let written = try #require(harness.mock.writes.first)
        guard case .addedToPlaylist(let tracks, let playlist) = written else {
            Issue.record("expected a playlist write, got \(written)")
            return
        }
        #expect(tracks.map(\.id) == ["t1", "t2", "t3"])
        #expect(playlist.id == "p.DeepCuts")
        #expect(harness.mock.writes.count == 1)
        #expect(!harness.engine.feed.contains { $0.id == "11" })
        #expect(harness.engine.cache.addedAlbumIDs == ["11"])
    }

    @Test("adding reuses the tracks the sheet already loaded")
    func addReusesTracks() async throws {
        let harness = EngineHarness(library: library)
        await harness.refresh()
        await harness.engine.openRelease(albumID: "11")
        try await harness.engine.addToPlaylist(albumID: "11", playlistName: "Deep Cuts")
        #expect(harness.calls(.fetchTracks) == 1)
        #expect(harness.calls(.fetchPlaylist) == 1 && harness.calls(.addTracksToPlaylist) == 1)
    }

    @Test("a missing playlist is a clear error; nothing is written and the album stays")
    func missingPlaylist() async {
        let harness = EngineHarness(library: library)
        await harness.refresh()
        await #expect(throws: DiscoverError.playlistNotFound(name: "Gym")) {
            try await harness.engine.addToPlaylist(albumID: "11", playlistName: "Gym")
        }
        #expect(DiscoverError.playlistNotFound(name: "Gym").description
            == "No playlist named \"Gym\" in the library: nothing was added")
        #expect(harness.mock.writes.isEmpty)
        #expect(harness.engine.feed.contains { $0.id == "11" })
    }

    @Test("a failed write leaves the album in the feed")
    func failedWrite() async {
        let harness = EngineHarness(library: library)
        await harness.refresh()
        harness.mock.failNext(.addTracksToPlaylist, with: .http(status: 500))
        await #expect(throws: DiscoverError.service(.addTracksToPlaylist, .http(status: 500))) {
            try await harness.engine.addToPlaylist(albumID: "11", playlistName: "Deep Cuts")
        }
        #expect(harness.engine.feed.contains { $0.id == "11" })
    }

    @Test("an album with no tracks is not written")
    func noTracks() async {
        let harness = EngineHarness(library: library)
        await harness.refresh()
        await #expect(throws: DiscoverError.noTracks(albumID: "13")) {
            try await harness.engine.addToPlaylist(albumID: "13", playlistName: "Deep Cuts")
        }
        #expect(harness.mock.writes.isEmpty && harness.calls(.fetchPlaylist) == 0)
    }

    @Test("the standard library's feed counts each artist's distinct cuts once")
    func standardFeed() async {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 100))
        let summary = await harness.refresh()
        let cuts = summary.results.compactMap(\.match).reduce(0) { $0 + $1.cuts.count }
        #expect(summary.feedCount == cuts)
        #expect(harness.engine.feed.count == cuts)
        let recent = harness.engine.feed.drop { !$0.artistRecentlyPlayed }
        #expect(Set(recent.map(\.artistName)) == ["Radiohead", "Björk", "Mitski"])
        #expect(recent.allSatisfy { $0.artistRecentlyPlayed })
    }

    @Test("the feed's albums without its order are the feed's ids, after refreshes, a dismissal and an addition")
    func feedAlbumIDs() async throws {
        let harness = EngineHarness(library: library)
        #expect(harness.engine.feedAlbumIDs.isEmpty)
        await harness.refresh(at: 0)
        #expect(harness.engine.feedAlbumIDs == Set(harness.engine.feed.map(\.id)))
        harness.engine.dismiss(albumID: "12")
        try await harness.engine.addToPlaylist(albumID: "11", playlistName: "Deep Cuts")
        #expect(harness.engine.feedAlbumIDs == ["13", "14", "10", "20"])
        await harness.refresh(at: 100)
        #expect(harness.engine.feedAlbumIDs == Set(harness.engine.feed.map(\.id)))
        #expect(harness.engine.feedAlbumIDs.count == harness.engine.feedCount)
    }
}
