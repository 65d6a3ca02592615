import DeepCutKit
@testable import DeepCutStorage
import Testing

@Suite("StringTable maps strings to numbers as a dictionary does")
struct StringTableTests {
    @Test("a key set, read, changed and removed reads back what a dictionary would")
    func setReadChangeRemove() {
        var table = StringTable()
        #expect(table["r.1"] == nil && table.count == 0)
        table.withValue(forKey: "r.1", default: { 7 }) { _ in }
        #expect(table["r.1"] == 7 && table.count == 1)
        let before = table.withValue(forKey: "r.1", default: { 0 }) { value -> StringTable.Value in
            defer { value += 1 }
            return value
        }
        #expect(before == 7 && table["r.1"] == 8 && table.count == 1)
        #expect(table.removeValue(forKey: "r.1") == 8)
        #expect(table.removeValue(forKey: "r.1") == nil)
        #expect(table["r.1"] == nil && table.count == 0)
    }

    /// Keys equal as strings are one key: canonically equivalent spellings,
    /// and a non-ASCII spelling of ASCII text.
    @Test("canonically equivalent keys are one key, with one hash", arguments: [
        ("\u{E9}", "e\u{301}"), ("\u{212A}", "K"), ("Beyonc\u{E9} \u{C5}", "Beyonce\u{301} A\u{30A}"), ("\u{37E}", ";"),
    ])
    func canonicallyEquivalentKeysAreOne(lhs: String, rhs: String) {
        var table = StringTable()
        #expect(table.hash(lhs) == table.hash(rhs))
        table.withValue(forKey: lhs, default: { 3 }) { _ in }
        #expect(table[rhs] == 3)
        #expect(table.removeValue(forKey: rhs) == 3 && table.count == 0)
    }

    @Test("the hashes `prepare` writes are the keys' own hashes, and it makes room without changing what is held")
    func prepareWritesEachKeysHash() {
        var table = StringTable()
        for index in 0..<10 { table.withValue(forKey: "held \(index)", default: { StringTable.Value(index) }) { _ in } }
        let keys = (0..<300).map { "album \($0) " + String(repeating: "é", count: $0 % 20) }
        let hashes = [UInt32](unsafeUninitializedCapacity: keys.count) { buffer, initialized in
            table.prepare(buffer, keys: { keys[$0] })
            initialized = keys.count
        }
        #expect(hashes == keys.map(table.hash))
        #expect(hashes.allSatisfy { $0 != 0 })
        for index in 0..<10 { #expect(table["held \(index)"] == StringTable.Value(index)) }
        #expect(table.count == 10)
    }

    /// Few keys make long probe runs that removals shift back; many make the table grow.
    @Test("random sets and removals agree with a dictionary", arguments: [6, 50, 4_000])
    func agreesWithADictionary(keySpace: Int) {
        var random = SplitMix64(seed: UInt64(keySpace))
        var table = StringTable(capacity: keySpace / 8)
        var model: [String: StringTable.Value] = [:]
        let keys = (0..<keySpace).map { index in
            index % 3 == 0 ? String(1_500_000_000 + index) : "l.\(index)-Ágætis byrjun-\(index % 7)"
        }
        for step in 0..<(keySpace * 12) {
            let key = keys[Int(random.next() % UInt64(keySpace))]
            if random.next() % 3 == 0 {
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            } else {
                let value = StringTable.Value(step)
                table.withValue(forKey: key, default: { value }) { $0 = value }
                model[key] = value
            }
        }
        for key in keys { #expect(table[key] == model[key], "\(key)") }
        #expect(table.count == model.count)
    }
}

@Suite("ByteBuffer keeps what was written as it grows, and lends it out")
struct ByteBufferTests {
    @Test("appends past the first capacity keep every byte, in order")
    func growingKeepsTheBytes() {
        var buffer = ByteBuffer(capacity: 3)
        var expected: [UInt8] = []
        for length in 0..<200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            bytes.withUnsafeBufferPointer { buffer.append(ByteRun($0)) }
            expected += bytes
        }
        let written = Array(buffer.bytes(0..<buffer.count))
        #expect(written == expected)
    }

    @Test("ranges compare by their bytes, within one buffer and across two, and read back as strings")
    func rangesCompareAndReadBack() {
        var one = ByteBuffer(capacity: 1)
        var two = ByteBuffer(capacity: 64)
        for text in ["tusk", "tusk", "tusks", "t\u{FC}sk"] { text.withUTF8Bytes { one.append($0) } }
        "xxtusk".withUTF8Bytes { two.append($0) }
        let comparisons = [
            one.bytesEqual(0..<4, one, 4..<8), one.bytesEqual(0..<4, one, 8..<13),
            one.bytesEqual(0..<4, two, 2..<6), one.bytesEqual(13..<18, two, 1..<6),
        ]
        #expect(comparisons == [true, false, true, false])
        let strings = [one.string(13..<18), two.string(0..<6)]
        #expect(strings == ["t\u{FC}sk", "xxtusk"])
    }
}
