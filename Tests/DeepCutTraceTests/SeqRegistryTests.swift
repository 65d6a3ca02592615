@testable import DeepCutTraceReading
import Testing

@Suite("SeqRegistry finds a seq met twice, in order or not, with where it was met first")
struct SeqRegistryTests {
    /// Each row: the seqs in document order, and the first repeated one's
    /// index with the index of its first use (nil: none repeated).
    @Test("the first repeated seq is found with its first place", arguments: [
        ([0, 1, 2, 3], nil),
        ([0, 1, 2, 1], (3, 1)),
        ([5, 6, 7, 5], (3, 0)),
        ([3, 1, 2, 0, 2], (4, 2)),
        ([0, 0], (1, 0)),
        ([10, 2, 30, 4, 30], (4, 2)),
    ] as [([Int], (Int, Int)?)])
    func findsTheFirstRepeat(seqs: [Int], repeated: (Int, Int)?) {
        var registry = SeqRegistry()
        var found: (Int, Int)?
        for (index, seq) in seqs.enumerated() {
            if let first = registry.record(seq, at: (index, index * 100)) {
                found = (index, first.index)
                #expect(first.offset == first.index * 100)
                break
            }
        }
        #expect(found?.0 == repeated?.0 && found?.1 == repeated?.1)
    }

    @Test("a seq met a third time still names where it was met first", arguments: [[4, 1, 4, 4], [1, 2, 2, 2]])
    func keepsTheFirstPlace(seqs: [Int]) {
        var registry = SeqRegistry()
        let firstIndex = seqs.firstIndex(of: seqs[3])!
        var places: [Int] = []
        for (index, seq) in seqs.enumerated() {
            if let first = registry.record(seq, at: (index, index * 100)) { places.append(first.index) }
        }
        #expect(places == [firstIndex, firstIndex])
    }
}
