@testable import DeepCutEngine
import DeepCutKit
import Testing

/// The batch queue sorts names by their first eight bytes as a number before
/// it compares whole names: that number must order as the bytes do.
@Suite("The batch queue's eight-byte name prefix orders names as their UTF-8 bytes do")
struct BatchQueueOrderTests {
    @Test("a differing prefix decides as comparing the bytes one by one does")
    func prefixAgreesWithBytes() {
        var random = SplitMix64(seed: 8)
        let pieces = ["a", "b", "A", "é", "e", "\u{0}", "abcdefgh", "abcdefg", "ø", "z", " ", "𝐓"]
        func text() -> String {
            (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        var decided = 0
        for _ in 0..<5_000 {
            let (lhs, rhs) = (text(), text())
            let (left, right) = (BatchQueue.prefix(lhs), BatchQueue.prefix(rhs))
            guard left != right else { continue }
            decided += 1
            #expect((left < right) == lhs.utf8.lexicographicallyPrecedes(rhs.utf8), "\(lhs.debugDescription) \(rhs.debugDescription)")
        }
        #expect(decided > 1_000)
    }
}
