import DeepCutKit
import DeepCutStorage
import Testing

/// The packed form of a read trace's albums must give back exactly the
/// albums the format describes, field by field and byte by byte.
@Suite("Packed albums give back exactly the albums that were packed")
struct PackedAlbumsTests {
    /// Albums with every optional field given and left out, long and short
    /// strings, names equal by bytes and equal only canonically, far numbers.
    static func albums(_ random: inout SplitMix64, count: Int) -> [LibraryAlbum] {
        let names = ["BA", "Ba Bragambrus Stolshos Kixzur", "Beyonc\u{E9}", "Beyonce\u{301}", "", String(repeating: "é", count: 200)]
        let titles = ["Tusk", "Kíl Ba Visdekem (2013 Remaster)", "", String(repeating: "x", count: 254),
                      String(repeating: "y", count: 255), String(repeating: "z", count: 70_000), "\u{0}\n\"\\"]
        func pick<Value>(_ values: [Value]) -> Value { values[Int(random.next() % UInt64(values.count))] }
        func maybe<Value>(_ value: @autoclosure () -> Value) -> Value? { random.next() % 2 == 0 ? value() : nil }
        return (0..<count).map { index in
            LibraryAlbum(
                id: String(1_500_000_000 + index), title: pick(titles), artistName: pick(names),
                artistID: maybe("r.G\(index)"), releaseDate: maybe(pick([ReleaseDate(year: 0)!, ReleaseDate("2019-06")!, ReleaseDate("2023-02-28")!])),
                trackCount: maybe(pick([0, 1, -1, 12, Int.max, Int.min, 300])), isSingle: maybe(random.next() % 2 == 0),
                contentRating: maybe(pick([ContentRating.explicit, .clean])), catalogID: maybe(String(index)),
                artworkURL: maybe("https://is1.mzstatic.com/image/{w}x{h}bb.jpg"))
        }
    }

    @Test("random albums, in lists of 0 to 60, come back equal and with the same bytes in every string", arguments: 0..<40)
    func roundTrip(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let albums = Self.albums(&random, count: seed * 3 / 2)
        let unpacked = PackedAlbums(albums).albums()
        #expect(unpacked == albums)
        for (read, written) in zip(unpacked, albums) {
            #expect(Array(read.artistName.utf8) == Array(written.artistName.utf8))
            #expect(Array(read.title.utf8) == Array(written.title.utf8))
        }
    }

    @Test("a name canonically equal to the previous one, but written otherwise, is kept as written")
    func canonicallyEqualNamesStayApart() {
        let albums = [
            LibraryAlbum(id: "1", title: "A", artistName: "Beyonc\u{E9}"),
            LibraryAlbum(id: "2", title: "B", artistName: "Beyonce\u{301}"),
            LibraryAlbum(id: "3", title: "C", artistName: "Beyonce\u{301}"),
        ]
        let names = PackedAlbums(albums).albums().map { Array($0.artistName.unicodeScalars) }
        #expect(names == albums.map { Array($0.artistName.unicodeScalars) })
    }

    @Test("a repeated artist name costs no bytes of its own")
    func repeatedNamesAreWrittenOnce() {
        let name = String(repeating: "Stolshos ", count: 10)
        let one = PackedAlbums([LibraryAlbum(id: "1", title: "A", artistName: name)])
        let two = PackedAlbums((1...2).map { LibraryAlbum(id: String($0), title: "A", artistName: name) })
        #expect(two.byteCount - one.byteCount < 10)
    }
}
