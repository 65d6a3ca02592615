@testable import DeepCutAnalysis
@testable import DeepCutProcess
@testable import DeepCutTool
import Testing

@Suite("A pseudonym table makes every pseudonym at once, on every core the same as one after another")
struct PseudonymTableTests {
    @Test("the parallel map is the map, in order, at every part boundary", arguments: [
        0, 1, EveryCore.partSize - 1, EveryCore.partSize, EveryCore.partSize + 1, 3 * EveryCore.partSize + 17,
    ])
    func concurrentMapIsTheMap(count: Int) {
        let pseudonyms = Pseudonyms(key: "table")
        let originals = (0..<count).map { "Artist \($0)" }
        let transform: @Sendable (String) -> String = { pseudonyms.capitalized($0, tag: RedactionLedger.nameTag) }
        #expect(EveryCore.map(originals, transform) == originals.map(transform))
    }

    @Test("the first walk hands originals back and the second their pseudonyms, one made for each original met")
    func walks() {
        var table = PseudonymTable({ "p-" + $0 }, map: EveryCore.map)
        #expect(table.pass("a", meeting: true) == "a")
        #expect(table.pass("b", meeting: true) == "b")
        #expect(table.made.isEmpty)
        table.makePseudonyms()
        #expect(table.made == ["a": "p-a", "b": "p-b"])
        #expect(table.pass("a", meeting: false) == "p-a")
        #expect(table.pass("c", meeting: false) == "p-c")
        #expect(table.made["c"] == "p-c")
    }
}
