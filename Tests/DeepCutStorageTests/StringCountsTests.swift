import DeepCutKit
import DeepCutStorage
import Testing

@Suite("StringCounts holds each string as many times as it was inserted, like a dictionary of counts")
struct StringCountsTests {
    @Test("inserting and removing return the count held before, and removing past zero changes nothing")
    func countsBeforeEachChange() {
        var counts = StringCounts()
        #expect(counts.insert("1500000001") == 0)
        #expect(counts.insert("1500000001") == 1)
        #expect(counts.insert("l.a long library album id") == 0)
        #expect(counts.count(of: "1500000001") == 2 && counts.distinctCount == 2)
        #expect(counts.remove("1500000001") == 2)
        #expect(counts.remove("1500000001") == 1)
        #expect(counts.remove("1500000001") == 0)
        #expect(counts.count(of: "1500000001") == 0 && counts.count(of: "l.a long library album id") == 1)
        #expect(counts.distinctCount == 1)
    }

    /// Keys equal as strings are one key, as in a dictionary: canonically
    /// equivalent spellings, and a non-ASCII spelling of ASCII text.
    @Test("canonically equivalent keys are counted as one, as a dictionary counts them", arguments: [
        ("\u{E9}", "e\u{301}"), ("\u{212A}", "K"), ("r.Beyonc\u{E9}", "r.Beyonce\u{301}"), ("\u{37E}", ";"),
    ])
    func canonicallyEquivalentKeysAreOne(lhs: String, rhs: String) {
        var counts = StringCounts()
        counts.insert(lhs)
        #expect(counts.insert(rhs) == 1)
        #expect(counts.count(of: lhs) == 2 && counts.distinctCount == 1)
        #expect(counts.remove(rhs) == 2)
        #expect([lhs: 1][rhs] == 1)
    }

    /// Random inserts and removals over few keys (many probes cross each
    /// other and deletions move entries back) and over many (the table grows).
    @Test("random inserts and removals agree with a dictionary of counts", arguments: [8, 40, 5_000])
    func agreesWithADictionary(keySpace: Int) {
        var random = SplitMix64(seed: UInt64(keySpace))
        var counts = StringCounts()
        var model: [String: Int] = [:]
        let keys = (0..<keySpace).map { index in
            // Short and long, ASCII and not, and keys that share long prefixes.
            switch index % 4 {
            case 0: String(1_500_000_000 + index)
            case 1: "l.album-\(index)-with-a-title-longer-than-sixteen-bytes"
            case 2: "Ágætis \(index)"
            default: String(repeating: "x", count: index % 23)
            }
        }
        for _ in 0..<(keySpace * 20) {
            let key = keys[Int(random.next() % UInt64(keySpace))]
            if random.next() % 4 == 0 {
                // A batch, which may repeat a key: each key not held before is reported once, in order.
                let batch = (0..<Int(random.next() % 7)).map { _ in keys[Int(random.next() % UInt64(keySpace))] }
                var reported: [String] = []
                counts.insert(count: batch.count, keys: { batch[$0] }) { reported.append($0) }
                var expected: [String] = []
                for key in batch {
                    if model[key, default: 0] == 0 { expected.append(key) }
                    model[key, default: 0] += 1
                }
                #expect(reported == expected)
            } else if random.next() % 3 == 0 {
                #expect(counts.remove(key) == model[key, default: 0])
                if let held = model[key] { model[key] = held > 1 ? held - 1 : nil }
            } else {
                #expect(counts.insert(key) == model[key, default: 0])
                model[key, default: 0] += 1
            }
        }
        for key in keys { #expect(counts.count(of: key) == model[key, default: 0], "\(key)") }
        #expect(counts.distinctCount == model.count)
    }
}

@Suite("UTF8Order orders strings by their UTF-8 bytes")
struct UTF8OrderTests {
    @Test("it agrees with comparing the bytes one by one, and a differing eight-byte prefix decides alike")
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
            if UTF8Order.prefix(lhs) != UTF8Order.prefix(rhs) {
                #expect((UTF8Order.prefix(lhs) < UTF8Order.prefix(rhs)) == expected)
            }
        }
    }
}
