import DeepCutKit
import Foundation
import Testing

@Suite("Value types round-trip through Codable")
struct ModelCodableTests {
    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test("an album with every field survives encoding and decoding")
    func fullAlbum() throws {
        let album = LibraryAlbum(
            id: "l.424stuk", title: "Homogenic", artistName: "Björk", artistID: "r.Bjork01",
            releaseDate: ReleaseDate("1997-09-22"), trackCount: 10, isSingle: false,
            contentRating: .explicit, catalogID: "1440935467", artworkURL: "https://example.com/{w}x{h}bb.jpg"
        )
        #expect(try roundTrip(album) == album)
    }

    @Test("an album with only its required fields survives, optionals staying nil")
    func minimalAlbum() throws {
        let decoded = try JSONDecoder().decode(
            LibraryAlbum.self, from: Data(#"{"id":"1440935467","title":"Post","artistName":"Björk"}"#.utf8))
        #expect(decoded == LibraryAlbum(id: "1440935467", title: "Post", artistName: "Björk"))
        #expect(decoded.releaseDate == nil && decoded.catalogID == nil && decoded.contentRating == nil)
    }

    @Test("artists, tracks and playlists survive encoding and decoding")
    func otherTypes() throws {
        let artist = LibraryArtist(id: "r.y8mMT7t", name: "Sigur Rós", artworkURL: "https://a/{w}x{h}.jpg")
        let track = LibraryTrack(
            id: "i.abc123", title: "Jóga", artistName: "Björk", albumTitle: "Homogenic",
            albumID: "1440935467", trackNumber: 2, discNumber: 1, durationMs: 305_000.5, isrc: "GBAAN9700012")
        let playlist = LibraryPlaylist(id: "p.DeepCuts", name: "Deep Cuts", isEditable: true)
        #expect(try roundTrip(artist) == artist)
        #expect(try roundTrip(track) == track)
        #expect(try roundTrip(playlist) == playlist)
        #expect(try roundTrip(LibraryArtist(id: "r.x1", name: "X")) == LibraryArtist(id: "r.x1", name: "X"))
    }

    @Test("unknown keys are ignored by the value types, not refused")
    func unknownKeysIgnored() throws {
        let json = #"{"id":"r.x1","name":"Acid Bath","genre":"sludge","extra":{"a":[1,2]}}"#
        let artist = try JSONDecoder().decode(LibraryArtist.self, from: Data(json.utf8))
        #expect(artist == LibraryArtist(id: "r.x1", name: "Acid Bath"))
        let encoded = String(decoding: try JSONEncoder().encode(artist), as: UTF8.self)
        #expect(!encoded.contains("genre"))
    }

    @Test("a missing required field is refused", arguments: [
        #"{"title":"Post","artistName":"Björk"}"#,
        #"{"id":"1","artistName":"Björk"}"#,
        #"{"id":"1","title":"Post"}"#,
    ])
    func missingRequired(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LibraryAlbum.self, from: Data(json.utf8))
        }
    }

    @Test("release dates keep the precision they were given", arguments: ["1997", "1997-09", "1997-09-22"])
    func releaseDatePrecision(text: String) throws {
        let json = #"{"id":"1","title":"T","artistName":"A","releaseDate":"\#(text)"}"#
        let album = try JSONDecoder().decode(LibraryAlbum.self, from: Data(json.utf8))
        #expect(album.releaseDate?.description == text)
        let encoded = String(decoding: try JSONEncoder().encode(album), as: UTF8.self)
        #expect(encoded.contains(#""releaseDate":"\#(text)""#))
    }

    @Test("an invalid release date or content rating is refused", arguments: [
        #""releaseDate":"1997-13""#, #""releaseDate":"97""#, #""releaseDate":"1997-09-22T00:00:00Z""#,
        #""releaseDate":1997"#, #""contentRating":"mature""#,
    ])
    func invalidFields(field: String) {
        let json = #"{"id":"1","title":"T","artistName":"A",\#(field)}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LibraryAlbum.self, from: Data(json.utf8))
        }
    }

    @Test("catalog releases read hasMore as false when absent")
    func hasMoreDefault() throws {
        let decoded = try JSONDecoder().decode(CatalogReleases.self, from: Data(#"{"albums":[]}"#.utf8))
        #expect(decoded == CatalogReleases(albums: [], hasMore: false))
        let more = CatalogReleases(albums: [LibraryAlbum(id: "1", title: "T", artistName: "A")], hasMore: true)
        #expect(try roundTrip(more) == more)
    }
}
