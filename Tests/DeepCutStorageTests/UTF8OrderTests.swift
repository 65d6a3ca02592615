import DeepCutKit
import DeepCutStorage
import Testing

@Suite("UTF8Order orders strings by their UTF-8 bytes")
struct UTF8OrderTests {
    @Test("it agrees with comparing the bytes one by one")
    func agreesWithBytes() {
        var random = SplitMix64(seed: 8)
        let pieces = ["a", "b", "A", "é", "e", "\u{0}", "abcdefgh", "abcdefg", "ø", "z", " ", "𝐓"]
        func text() -> String {
            (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<5_000 {
            let (lhs, rhs) = (text(), text())
            let expected = lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
            #expect(UTF8Order.precedes(lhs, rhs) == expected, "\(lhs.debugDescription) \(rhs.debugDescription)")
        }
    }
}
