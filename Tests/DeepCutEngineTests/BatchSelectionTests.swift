import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("Batch selection rotates through the library, forgotten artists first")
@MainActor
struct BatchSelectionTests {
    private func ids(_ range: ClosedRange<Int>) -> [String] { range.map { "r.A" + String(format: "%03d", $0) } }

    @Test("100 artists rotate 40 at a time: never checked first, then oldest check, recently played last")
    func rotation() async {
        var library = Library.numbered(100)
        library.recentlyPlayed = [
            LibraryTrack(id: "i.1", title: "Song", artistName: "ARTIST 001"),
            LibraryTrack(id: "i.2", title: "Song", artistName: "Ártist 002"),
        ]
        let harness = EngineHarness(library: library)
        let first = await harness.refresh(at: 0)
        #expect(first.checkedArtistIDs == ids(0...0) + ids(3...41))
        let second = await harness.refresh(at: 600)
        #expect(second.checkedArtistIDs == ids(42...81))
        let third = await harness.refresh(at: 1200)
        #expect(third.checkedArtistIDs == ids(82...99) + ids(0...0) + ids(3...23))
        let fourth = await harness.refresh(at: 1800)
        #expect(fourth.checkedArtistIDs == ids(24...41) + ids(42...63))
        #expect(!(first.checkedArtistIDs + second.checkedArtistIDs + third.checkedArtistIDs)
            .contains { $0 == "r.A001" || $0 == "r.A002" })
    }

    @Test("recently played artists come last, even behind artists checked more recently")
    func recentlyPlayedLast() async {
        var library = Library.numbered(3)
        library.recentlyPlayed = [LibraryTrack(id: "i.1", title: "Song", artistName: "Artist 000")]
        let roomy = EngineHarness(library: library, configuration: DiscoverConfiguration(batchSize: 3))
        #expect(await roomy.refresh(at: 0).checkedArtistIDs == ["r.A001", "r.A002", "r.A000"])
        let tight = EngineHarness(library: library, configuration: DiscoverConfiguration(batchSize: 2))
        #expect(await tight.refresh(at: 0).checkedArtistIDs == ["r.A001", "r.A002"])
        #expect(await tight.refresh(at: 60).checkedArtistIDs == ["r.A001", "r.A002"])
    }

    @Test("ties are broken by name without case or diacritics, then by id")
    func ties() async {
        let library = SampleLibrary(artists: [
            Library.artist("r.B2", "Björk"), Library.artist("r.Z9", "abba"), Library.artist("r.B1", "BJORK"),
            Library.artist("r.C1", "Ácid Bath"), Library.artist("r.A1", "A$AP Rocky"),
            Library.artist("r.N1", "A.N.I.M.A.L."),
        ])
        let summary = await EngineHarness(library: library).refresh()
        #expect(summary.checkedArtistIDs == ["r.N1", "r.A1", "r.Z9", "r.C1", "r.B1", "r.B2"])
    }

    @Test("a failed check sends the artist to the back of the line too")
    func failedGoesBack() async {
        let library = Library.numbered(4)
        let harness = EngineHarness(library: library, configuration: DiscoverConfiguration(batchSize: 2))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.A000", with: .http(status: 404))
        #expect(await harness.refresh(at: 0).checkedArtistIDs == ["r.A000", "r.A001"])
        #expect(await harness.refresh(at: 10).checkedArtistIDs == ["r.A002", "r.A003"])
        #expect(await harness.refresh(at: 20).checkedArtistIDs == ["r.A000", "r.A001"])
    }

    @Test("artists checked at the same time are ordered by name again")
    func sameTime() async {
        let harness = EngineHarness(library: Library.numbered(4), configuration: DiscoverConfiguration(batchSize: 2))
        #expect(await harness.refresh().checkedArtistIDs == ["r.A000", "r.A001"])
        #expect(await harness.refresh().checkedArtistIDs == ["r.A002", "r.A003"])
        #expect(await harness.refresh().checkedArtistIDs == ["r.A000", "r.A001"])
    }

    @Test("the snapshot is reused within its TTL and fetched again once older", arguments: [
        (3600.0, 1), (3601.0, 2),
    ])
    func snapshotTTL(secondRefreshAt: Double, expectedFetches: Int) async {
        let harness = EngineHarness(library: Library.numbered(10), configuration: DiscoverConfiguration(batchSize: 2))
        let first = await harness.refresh(at: 0)
        await harness.refresh(at: 1800)
        let last = await harness.refresh(at: secondRefreshAt)
        #expect(first.fetchedSnapshot)
        #expect(last.fetchedSnapshot == (expectedFetches == 2))
        for method in [MusicLibraryMethod.fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed] {
            #expect(harness.calls(method) == expectedFetches)
        }
    }

    @Test("a refetched snapshot sees new artists and keeps the checks it had")
    func refetchKeepsChecks() async {
        let harness = EngineHarness(library: Library.numbered(3), configuration: DiscoverConfiguration(batchSize: 2))
        #expect(await harness.refresh(at: 0).checkedArtistIDs == ["r.A000", "r.A001"])
        harness.mock.library.artists.append(Library.artist("r.A100", "Aardvark"))
        #expect(await harness.refresh(at: 7200).checkedArtistIDs == ["r.A100", "r.A002"])
        #expect(await harness.refresh(at: 7300).checkedArtistIDs == ["r.A000", "r.A001"])
    }
}

@Suite("A refetched snapshot of an unchanged library reads what can change anew")
@MainActor
struct UnchangedLibrarySnapshotTests {
    @Test("the same artists, now recently played, go to the back of the line")
    func recentlyPlayedReadAnew() async {
        let harness = EngineHarness(library: Library.numbered(3), configuration: DiscoverConfiguration(batchSize: 3))
        #expect(await harness.refresh(at: 0).checkedArtistIDs == ["r.A000", "r.A001", "r.A002"])
        harness.mock.library.recentlyPlayed = [LibraryTrack(id: "i.1", title: "Song", artistName: "Artist 000")]
        let second = await harness.refresh(at: 7200)
        #expect(second.fetchedSnapshot)
        #expect(second.checkedArtistIDs == ["r.A001", "r.A002", "r.A000"])
        harness.mock.library.recentlyPlayed = []
        #expect(await harness.refresh(at: 14400).checkedArtistIDs == ["r.A000", "r.A001", "r.A002"])
    }

    @Test("the same artists keep their turns across snapshots: the line goes on where it was")
    func turnsKept() async {
        let harness = EngineHarness(library: Library.numbered(4), configuration: DiscoverConfiguration(batchSize: 2))
        #expect(await harness.refresh(at: 0).checkedArtistIDs == ["r.A000", "r.A001"])
        #expect(await harness.refresh(at: 7200).checkedArtistIDs == ["r.A002", "r.A003"])
        #expect(await harness.refresh(at: 14400).checkedArtistIDs == ["r.A000", "r.A001"])
    }

    @Test("an album added to the library between snapshots is owned from the next snapshot on")
    func ownedReadAnew() async {
        let harness = EngineHarness(library: Library.numbered(1), configuration: DiscoverConfiguration(batchSize: 1))
        #expect(await harness.refresh(at: 0).feedCount == 1)
        #expect(await harness.refresh(at: 600).feedCount == 1)
        harness.mock.library.albums.append(Library.album("l.1", "Record 000", by: "Artist 000", artistID: "r.A000"))
        let refetched = await harness.refresh(at: 7200)
        #expect(refetched.fetchedSnapshot)
        #expect(refetched.feedCount == 0)
    }
}
