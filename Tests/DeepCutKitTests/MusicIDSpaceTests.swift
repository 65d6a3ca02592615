import DeepCutKit
import Testing

@Suite("MusicIDSpace tells library ids from catalog ids")
struct MusicIDSpaceTests {
    @Test("library ids are a prefix letter, a dot and letters or digits", arguments: [
        ("r.y8mMT7t", MusicIDSpace.LibraryKind.artist), ("r.Ab12Cd", .artist), ("r.1", .artist),
        ("r.ABCDEFGHIJKLMNOP", .artist), ("l.424stuk", .album), ("l.A", .album), ("l.0000", .album),
        ("l.zZ9", .album), ("i.abc123", .song), ("i.RadWeird", .song), ("i.9", .song),
        ("p.DeepCuts", .playlist), ("p.Run2024", .playlist), ("p.x", .playlist), ("r.Zz9Yy8", .artist),
        ("l.2kLib", .album),
    ])
    func library(id: String, kind: MusicIDSpace.LibraryKind) {
        #expect(MusicIDSpace(classifying: id) == .library(kind))
        #expect(MusicIDSpace(classifying: id).isLibrary)
        #expect(!MusicIDSpace(classifying: id).isCatalog)
    }

    @Test("catalog ids are digits, or pl. and a playlist id", arguments: [
        ("1440935467", MusicIDSpace.CatalogKind.item), ("0", .item), ("1", .item), ("42", .item),
        ("159293848", .item), ("1700000000", .item), ("00012", .item), ("99999999999999999999", .item),
        ("pl.u-abc", .playlist), ("pl.f4d106fed2bd41149aaacabb233eb5eb", .playlist), ("pl.u-8aAVZAgtkN", .playlist),
        ("pl.1", .playlist), ("pl.abc-def-1", .playlist), ("pl.ABC", .playlist), ("pl.-", .playlist),
    ])
    func catalog(id: String, kind: MusicIDSpace.CatalogKind) {
        #expect(MusicIDSpace(classifying: id) == .catalog(kind))
        #expect(MusicIDSpace(classifying: id).isCatalog)
    }

    @Test("anything else is unrecognized", arguments: [
        "", "r.", "l.", "pl.", "l.abc def", "r.abc-def", "x.abc", "R.abc", "r..a", "r.é", "art.1",
        "1440935467 ", " 1440935467", "١٢٣", "r-abc", "pl.u abc", "p.", "ll.abc", "pl", "r.a.b", "-1", "1e5",
    ])
    func unrecognized(id: String) {
        #expect(MusicIDSpace(classifying: id) == .unrecognized)
    }

    @Test("descriptions name the space and kind")
    func descriptions() {
        #expect(MusicIDSpace(classifying: "r.x").description == "library artist")
        #expect(MusicIDSpace(classifying: "123").description == "catalog item")
        #expect(MusicIDSpace(classifying: "pl.u-1").description == "catalog playlist")
        #expect(MusicIDSpace(classifying: "").description == "unrecognized")
    }
}
