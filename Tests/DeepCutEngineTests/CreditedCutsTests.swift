import DeepCutEngine
import DeepCutKit
import Testing

@Suite("Cuts credited to another artist are told from the artist's own")
struct CreditedCutsTests {
    /// Three of Beach Bunny's albums as Apple's Apple Music API documentation lists them.
    static let match = CutMatch(total: 3, owned: 0, cuts: [
        LibraryAlbum(id: "1562419539", title: "Cloud 9 (feat. Tegan and Sara) - Single", artistName: "Beach Bunny"),
        LibraryAlbum(
            id: "1590556925", title: "I Love You But I Love Me More (feat. Beach Bunny) - Single",
            artistName: "MARINA"),
        LibraryAlbum(id: "1243697430", title: "Crybaby - Single", artistName: "BEACH BUNNY", isSingle: false),
    ], hasMore: false)

    @Test("a cut by another artist is credited elsewhere; the artist's own, however its name is cased, is not")
    func creditedElsewhere() {
        #expect(Self.match.cutsCredited(toOtherThan: "Beach Bunny").map(\.id) == ["1590556925"])
    }

    @Test("seen from the other artist, the artist's own cuts are the ones credited elsewhere")
    func seenFromTheOtherArtist() {
        #expect(Self.match.cutsCredited(toOtherThan: "Marina").map(\.id) == ["1562419539", "1243697430"])
    }
}
