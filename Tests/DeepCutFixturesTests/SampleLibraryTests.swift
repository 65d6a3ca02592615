import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("The standard sample library has every shape the engine must handle")
struct SampleLibraryTests {
    let library = SampleLibrary.standard

    private func releases(_ artistID: String) -> [LibraryAlbum] { library.catalog[artistID]?.albums ?? [] }

    @Test("it has at least 12 artists, each with catalog releases")
    func enoughArtists() {
        #expect(library.artists.count >= 12)
        for artist in library.artists { #expect(!releases(artist.id).isEmpty, "\(artist.name)") }
    }

    @Test("ids are in the right spaces and unique")
    func idSpaces() {
        #expect(library.artists.allSatisfy { MusicIDSpace(classifying: $0.id) == .library(.artist) })
        #expect(library.albums.allSatisfy { MusicIDSpace(classifying: $0.id) == .library(.album) })
        let catalogIDs = library.catalog.values.flatMap(\.albums).map(\.id)
        #expect(catalogIDs.allSatisfy { MusicIDSpace(classifying: $0) == .catalog(.item) })
        #expect(Set(catalogIDs).count == catalogIDs.count)
        #expect(Set(library.albums.map(\.id)).count == library.albums.count)
    }

    @Test("names with diacritics are there")
    func diacritics() {
        let names = Set(library.artists.map(\.name))
        #expect(names.isSuperset(of: ["Björk", "Sigur Rós", "Beyoncé"]))
    }

    @Test("singles and EPs carry their suffixes")
    func singlesAndEPs() {
        let titles = library.catalog.values.flatMap(\.albums).map(\.title)
        #expect(titles.contains { $0.hasSuffix(" - Single") })
        #expect(titles.contains { $0.hasSuffix(" - EP") })
    }

    @Test("an owned album has a deluxe and a remastered edition in the catalog")
    func editions() {
        let tusk = releases("r.FleetMac").map(\.title)
        #expect(tusk.contains("Tusk (Deluxe Edition)") && tusk.contains("Tusk (2015 Remaster)"))
        #expect(library.albums.contains { $0.title == "Tusk" && $0.artistID == "r.FleetMac" })
    }

    @Test("one album comes in clean and explicit versions")
    func cleanAndExplicit() {
        let renaissance = releases("r.Beyonce").filter { $0.title == "Renaissance" }
        #expect(Set(renaissance.compactMap(\.contentRating)) == [.clean, .explicit])
    }

    @Test("one artist's library albums have no artistID")
    func noArtistID() {
        let acidBath = library.albums.filter { $0.artistName == "Acid Bath" }
        #expect(!acidBath.isEmpty && acidBath.allSatisfy { $0.artistID == nil })
    }

    @Test("one artist has 25 releases and more in the catalog")
    func hasMore() {
        let asap = library.catalog["r.AsapRocky"]
        #expect(asap?.hasMore == true && asap?.albums.count == 25)
    }

    @Test("one artist has nothing new: every release is owned by catalog id")
    func nothingNew() {
        let owned = Set(library.albums.compactMap(\.catalogID))
        #expect(releases("r.Portishd").allSatisfy { owned.contains($0.id) })
    }

    @Test("one tracklist comes back out of order and one album has none")
    func tracklists() throws {
        let vespertine = try #require(releases("r.Bjork01").first { $0.title == "Vespertine" })
        let numbers = try #require(library.tracks[vespertine.id]).compactMap(\.trackNumber)
        #expect(numbers != numbers.sorted())
        let fossora = try #require(releases("r.Bjork01").first { $0.title == "Fossora" })
        #expect(library.tracks[fossora.id] == nil)
    }
}
