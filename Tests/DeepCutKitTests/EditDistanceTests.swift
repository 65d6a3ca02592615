import DeepCutKit
import Testing

@Suite("Edit distance counts insertions, deletions, substitutions and swaps of neighbours")
struct EditDistanceTests {
    @Test("each kind of edit costs one, and a swap of two neighbours is one edit, not two",
          arguments: [
              ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("feedCount", "feedCount", 0),
              ("feedCont", "feedCount", 1), ("feedCountt", "feedCount", 1), ("feedCuont", "feedCount", 1),
              ("verfiy", "verify", 1), ("kitten", "sitting", 3), ("ab", "ba", 1), ("abc", "ca", 3),
          ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(Array(a), Array(b)) == expected)
        #expect(EditDistance.between(Array(b), Array(a)) == expected)
    }
}
