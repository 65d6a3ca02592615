import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("Cut matching counts total, owned and cuts per artist")
@MainActor
struct CutMatchingTests {
    @Test("the standard library gives each artist its expected numbers", arguments: [
        ("r.Bjork01", 10, 3, 7, false),
        ("r.SigurRos", 8, 1, 7, false),
        ("r.Beyonce", 9, 1, 7, false),
        ("r.FleetMac", 7, 4, 3, false),
        ("r.AcidBath", 7, 6, 1, false),
        ("r.AsapRocky", 25, 6, 19, true),
        ("r.Portishd", 3, 3, 0, false),
        ("r.PhoebeB", 6, 2, 4, false),
        ("r.Kendrick", 7, 2, 4, false),
        ("r.Radiohd", 8, 2, 6, false),
        ("r.Caetano", 5, 1, 4, false),
        ("r.DaftPunk", 5, 3, 2, false),
        ("r.Mitski", 6, 1, 5, false),
    ])
    func standardNumbers(artistID: String, total: Int, owned: Int, cuts: Int, hasMore: Bool) async throws {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 100))
        let summary = await harness.refresh()
        let check = try #require(summary.results.first { $0.artist.id == artistID })
        let match = try #require(check.match)
        #expect((match.total, match.owned, match.cuts.count, match.hasMore) == (total, owned, cuts, hasMore))
    }

    @Test("owned by catalogID even when the library titles it differently")
    func ownedByCatalogID() async throws {
        let artist = Library.artist("r.X1", "Band")
        let library = SampleLibrary(
            artists: [artist],
            albums: [Library.album("l.a1", "My Copy", by: "Band", artistID: "r.X1", catalogID: "100")],
            catalog: [artist.id: CatalogReleases(albums: [
                Library.album("100", "The Record", by: "Band"), Library.album("101", "Other", by: "Band"),
            ])])
        let summary = await EngineHarness(library: library).refresh()
        let match = try #require(summary.results.first?.match)
        #expect(match.owned == 1)
        #expect(match.cuts.map(\.id) == ["101"])
    }

    @Test("owned by title across case, diacritics and editions")
    func ownedByTitle() async throws {
        let artist = Library.artist("r.X1", "Sigur Rós")
        let library = SampleLibrary(
            artists: [artist],
            albums: [Library.album("l.a1", "AGÆTIS BYRJUN", by: "Sigur Rós", artistID: "r.X1")],
            catalog: [artist.id: CatalogReleases(albums: [
                Library.album("100", "Ágætis byrjun", by: "Sigur Rós"),
                Library.album("101", "Ágætis byrjun (Deluxe Edition)", by: "Sigur Rós"),
                Library.album("102", "Von", by: "Sigur Rós"),
            ])])
        let match = try #require(await EngineHarness(library: library).refresh().results.first?.match)
        #expect((match.total, match.owned) == (3, 2))
        #expect(match.cuts.map(\.id) == ["102"])
    }

    @Test("albums without artistID are matched by artist name; albums of another artistID are not")
    func ownedByArtistName() async throws {
        let artist = Library.artist("r.X1", "Acid Bath")
        let library = SampleLibrary(
            artists: [artist, Library.artist("r.X2", "Other")],
            albums: [
                Library.album("l.a1", "Paegan Terrorism Tactics", by: "ACID BATH"),
                Library.album("l.a2", "When the Kite String Pops", by: "Acid Bath", artistID: "r.X2"),
            ],
            catalog: [artist.id: CatalogReleases(albums: [
                Library.album("100", "Paegan Terrorism Tactics", by: "Acid Bath"),
                Library.album("101", "When the Kite String Pops", by: "Acid Bath"),
            ])])
        let summary = await EngineHarness(library: library).refresh()
        let match = try #require(summary.results.first { $0.artist.id == "r.X1" }?.match)
        #expect(match.owned == 1)
        #expect(match.cuts.map(\.id) == ["101"])
    }

    @Test("an artist's albums by id and by name are all owned, by catalog id or by title, however many it owns",
          arguments: [(2, 1), (8, 8), (9, 8), (0, 20), (20, 0), (30, 12)])
    func ownedByIDAndName(byID: Int, byName: Int) async throws {
        // In both runs the even albums are matched by catalog id under another
        // title, the odd ones by title (by name, titles that take the general
        // path of normalization); 16 owned albums are scanned, 17 go in sets.
        let artist = Library.artist("r.X1", "Band")
        let idAlbums = (0..<byID).map { index in
            Library.album("l.i\(index)", "Record \(index)", by: "Band", artistID: "r.X1",
                          catalogID: index.isMultiple(of: 2) ? "c\(index)" : nil)
        }
        let nameAlbums = (0..<byName).map { index in
            Library.album("l.n\(index)", "Kør \(index) 東京", by: "BAND",
                          catalogID: index.isMultiple(of: 2) ? "n\(index)" : nil)
        }
        let decoys = [
            Library.album("l.d1", "Decoy", by: "Band", artistID: "r.X2", catalogID: "d1"),
            Library.album("l.d2", "Decoy Two", by: "Other"),
        ]
        let owned = (0..<byID).map { index in
            index.isMultiple(of: 2)
                ? Library.album("c\(index)", "Catalog Title \(index)", by: "Band")
                : Library.album("k\(index)", "RECORD \(index) (Deluxe Edition)", by: "Band")
        } + (0..<byName).map { index in
            index.isMultiple(of: 2)
                ? Library.album("n\(index)", "Another Name \(index)", by: "Band")
                : Library.album("m\(index)", "KØR \(index) 東京 (Remastered)", by: "Band")
        }
        let unowned = (0..<3).map { Library.album("f\($0)", "Fresh \($0)", by: "Band") }
            + [Library.album("d1", "Decoy", by: "Band"), Library.album("d2", "Decoy Two", by: "Band")]
        // The owners' albums interleaved in the library, the decoys among them.
        var albums = decoys
        for index in 0..<max(byID, byName) {
            if index < byName { albums.insert(nameAlbums[index], at: albums.count - 1) }
            if index < byID { albums.append(idAlbums[index]) }
        }
        let library = SampleLibrary(
            artists: [artist, Library.artist("r.X2", "Other")], albums: albums,
            catalog: [artist.id: CatalogReleases(albums: unowned.prefix(2) + owned + unowned.dropFirst(2))])
        let harness = EngineHarness(library: library, configuration: DiscoverConfiguration(batchSize: 100))
        let summary = await harness.refresh()
        let match = try #require(summary.results.first { $0.artist.id == "r.X1" }?.match)
        #expect((match.total, match.owned) == (byID + byName + 5, byID + byName))
        #expect(match.cuts.map(\.id) == ["f0", "f1", "f2", "d1", "d2"])
    }

    @Test("clean and explicit versions are one cut, and the explicit one is kept", arguments: [
        [("100", ContentRating.clean), ("101", .explicit)],
        [("101", .explicit), ("100", .clean)],
    ])
    func cleanAndExplicit(versions: [(String, ContentRating)]) async throws {
        let artist = Library.artist("r.X1", "Beyoncé")
        let library = SampleLibrary(artists: [artist], catalog: [artist.id: CatalogReleases(albums:
            versions.map { Library.album($0.0, "Renaissance", by: "Beyoncé", rating: $0.1) })])
        let match = try #require(await EngineHarness(library: library).refresh().results.first?.match)
        #expect((match.total, match.owned, match.cuts.count) == (2, 0, 1))
        #expect(match.cuts.first?.id == "101")
    }

    @Test("unowned editions without a rating are one cut, the first one kept")
    func firstKept() async throws {
        let artist = Library.artist("r.X1", "Fleetwood Mac")
        let library = SampleLibrary(artists: [artist], catalog: [artist.id: CatalogReleases(albums: [
            Library.album("200", "Mirage (Remastered)", by: "Fleetwood Mac"),
            Library.album("201", "Mirage", by: "Fleetwood Mac"),
            Library.album("202", "Mirage (Deluxe)", by: "Fleetwood Mac"),
        ])])
        let match = try #require(await EngineHarness(library: library).refresh().results.first?.match)
        #expect(match.cuts.map(\.id) == ["200"])
        #expect((match.total, match.owned) == (3, 0))
    }

    @Test("owning an album makes its single and EP owned; owning the single leaves the album a cut")
    func ownershipIsOneWay() async throws {
        let artist = Library.artist("r.X1", "Beach Bunny")
        let library = SampleLibrary(
            artists: [artist],
            albums: [
                Library.album("l.a1", "Honeymoon", by: "Beach Bunny", artistID: "r.X1"),
                Library.album("l.a2", "Crybaby - Single", by: "Beach Bunny", artistID: "r.X1"),
            ],
            catalog: [artist.id: CatalogReleases(albums: [
                Library.album("100", "Honeymoon - Single", by: "Beach Bunny"),
                Library.album("101", "Honeymoon - EP", by: "Beach Bunny"),
                Library.album("102", "Crybaby", by: "Beach Bunny"),
                Library.album("103", "Crybaby - Single", by: "Beach Bunny"),
            ])])
        let match = try #require(await EngineHarness(library: library).refresh().results.first?.match)
        #expect((match.total, match.owned) == (4, 3))
        #expect(match.cuts.map(\.id) == ["102"])
    }

    @Test("of an unowned album and its single, the album is the cut, where the single stood")
    func albumStandsForItsSingle() async throws {
        let artist = Library.artist("r.X1", "Beach Bunny")
        let library = SampleLibrary(artists: [artist], catalog: [artist.id: CatalogReleases(albums: [
            Library.album("200", "Emotional Creature - Single", by: "Beach Bunny", rating: .explicit),
            Library.album("201", "Other", by: "Beach Bunny"),
            Library.album("202", "Emotional Creature - EP", by: "Beach Bunny"),
            Library.album("203", "Emotional Creature", by: "Beach Bunny"),
            Library.album("204", "Emotional Creature (Deluxe) - Single", by: "Beach Bunny"),
        ])])
        let match = try #require(await EngineHarness(library: library).refresh().results.first?.match)
        #expect(match.cuts.map(\.id) == ["203", "201"])
        #expect((match.total, match.owned) == (5, 0))
    }
}
