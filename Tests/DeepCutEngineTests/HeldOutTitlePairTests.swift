import DeepCutEngine
import Testing

@Suite("Titles held out from the rules are owned as a listener owns them")
struct HeldOutTitlePairTests {
    @Test("the table holds at least 150 pairs, none twice, every class both ways")
    func tableShape() {
        #expect(HeldOutTitlePair.all.count >= 150)
        let keys = HeldOutTitlePair.all.map { HeldOutTitlePair.Album.pairKey($0.owned, $0.catalog) }
        #expect(Set(keys).count == keys.count)
        for rule in HeldOutTitlePair.Rule.allCases {
            let verdicts = Set(HeldOutTitlePair.all.filter { $0.rule == rule }.map(\.same))
            #expect(verdicts == [true, false], "\(rule) holds pairs of both verdicts")
        }
    }

    @Test("owning the first album covers the second exactly when a listener says so", arguments: HeldOutTitlePair.all)
    func pair(_ pair: HeldOutTitlePair) {
        let owned = pair.owned.album(id: "l.1"), catalog = pair.catalog.album(id: "1")
        #expect(LibraryOwnership.owning(owned, covers: catalog) == pair.same,
                "\(TitleNormalizer.title(pair.owned.title)) / \(TitleNormalizer.title(pair.catalog.title))")
    }
}
