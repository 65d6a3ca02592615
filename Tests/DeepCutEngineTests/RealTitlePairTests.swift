import DeepCutEngine
import Testing

@Suite("Real Apple Music titles pair as a listener pairs them")
struct RealTitlePairTests {
    @Test("the table holds at least 150 real pairs, none twice")
    func tableSize() {
        #expect(RealTitlePair.all.count >= 150)
        let keys = RealTitlePair.all.map { "\($0.owned)\u{0}\($0.catalog)" }
        #expect(Set(keys).count == keys.count)
    }

    @Test("an owned title and a catalog title are one release exactly when a listener says so",
          arguments: RealTitlePair.all)
    func pair(_ pair: RealTitlePair) {
        let same = TitleNormalizer.title(pair.owned) == TitleNormalizer.title(pair.catalog)
        #expect(same == pair.same, "\(TitleNormalizer.title(pair.owned)) / \(TitleNormalizer.title(pair.catalog))")
    }
}
