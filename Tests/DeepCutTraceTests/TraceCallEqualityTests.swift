import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Testing

/// A call read from a document and the same call made in code are one value:
/// synthesized equality and hashing compare every field, albums included.
@Suite("A call read from a document equals, and hashes as, the same call made from values")
struct TraceCallEqualityTests {
    static let albums = [
        LibraryAlbum(id: "1440857781", title: "Kíl Ba Visdekem (2013 Remaster)", artistName: "Beyonc\u{E9}",
                     releaseDate: ReleaseDate("2013-12-13"), trackCount: 14, contentRating: .explicit),
        LibraryAlbum(id: "1440857782", title: "Tusk", artistName: "Beyonc\u{E9}", isSingle: true),
    ]

    static func calls() -> [TraceCall] {
        [
            TraceCall(seq: 0, request: .fetchLibraryAlbums, outcome: .success(.albums(albums))),
            TraceCall(seq: 1, request: .fetchCatalogReleases(artistID: "r.1"),
                      outcome: .success(.catalogReleases(CatalogReleases(albums: albums, hasMore: true)))),
            TraceCall(seq: 2, request: .fetchCatalogReleases(artistID: "r.2"),
                      outcome: .success(.catalogReleases(CatalogReleases(albums: [], hasMore: false)))),
        ]
    }

    static func read(_ calls: [TraceCall]) throws -> [TraceCall] {
        let trace = Trace(capture: TraceSamples.capture, calls: calls)
        return try TraceReader.read(bytes: TraceWriter.bytes(for: trace)).calls
    }

    @Test("each read call equals its value form, both ways, and hashes alike")
    func readEqualsValues() throws {
        let made = Self.calls()
        let read = try Self.read(made)
        #expect(read == made && made == read)
        #expect(read.map(\.hashValue) == made.map(\.hashValue))
        #expect(Set(read + made).count == made.count)
    }

    @Test("a call differing in one album, in `hasMore` or in its kind is not equal", arguments: [0, 1, 2])
    func differencesAreSeen(index: Int) throws {
        let read = try Self.read(Self.calls())
        var changed = Self.calls()
        var albums = Self.albums
        albums[1].title = "Tusk (Deluxe)"
        changed[0] = TraceCall(seq: 0, request: .fetchLibraryAlbums, outcome: .success(.albums(albums)))
        changed[1] = TraceCall(seq: 1, request: .fetchCatalogReleases(artistID: "r.1"),
                               outcome: .success(.catalogReleases(CatalogReleases(albums: Self.albums, hasMore: false))))
        changed[2] = TraceCall(seq: 2, request: .fetchCatalogReleases(artistID: "r.2"),
                               outcome: .failure(.http(status: 404)))
        let readChanged = try Self.read(changed)
        #expect(read[index] != changed[index] && changed[index] != read[index])
        #expect(read[index] != readChanged[index])
        #expect(readChanged[index] == changed[index])
    }

    @Test("two read album lists with canonically equivalent titles but other bytes are equal")
    func canonicallyEquivalentPackedListsAreEqual() throws {
        var decomposed = Self.albums
        decomposed[0].title = "Ki\u{301}l Ba Visdekem (2013 Remaster)"
        let one = try Self.read([TraceCall(seq: 0, request: .fetchLibraryAlbums, outcome: .success(.albums(Self.albums)))])
        let two = try Self.read([TraceCall(seq: 0, request: .fetchLibraryAlbums, outcome: .success(.albums(decomposed)))])
        #expect(one == two && one.map(\.hashValue) == two.map(\.hashValue))
    }

    @Test("albums read from a document are the document's values")
    func readAlbumsAreValues() throws {
        let document = #"""
        {"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-01-05T08:00:00Z"},
         "calls": [{"seq": 0, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"hasMore": true, "albums": [
           {"title": "K\u00edl \"Ba\"", "id": "1", "artistName": "S\u00f4x Tin", "trackCount": -3, "isSingle": false, "contentRating": "clean"},
           {"id": "2", "title": "Tusk", "artistName": "S\u00f4x Tin", "releaseDate": "1979-10", "catalogID": "9", "artworkURL": "u"}]}}]}
        """#
        let trace = try TraceReader.read(string: document)
        #expect(trace.calls[0].outcome == .success(.catalogReleases(CatalogReleases(albums: [
            LibraryAlbum(id: "1", title: "Kíl \"Ba\"", artistName: "Sôx Tin", trackCount: -3, isSingle: false, contentRating: .clean),
            LibraryAlbum(id: "2", title: "Tusk", artistName: "Sôx Tin", releaseDate: ReleaseDate("1979-10"), catalogID: "9", artworkURL: "u"),
        ], hasMore: true))))
    }
}
