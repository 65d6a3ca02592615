/// The originals a redaction has replaced, to find inside free-form error
/// texts: each occurrence of an original, leftmost first and the longest
/// where several start at the same place, becomes its pseudonym; the
/// replaced text is never searched again.
///
/// Originals are found by their first three bytes, which give the lengths of
/// the originals starting with them, each looked up in a table: a text of
/// m bytes costs O(m · l) for the l lengths sharing a start, never the number
/// of originals. The bytes are UTF-8, so a match starts and ends between characters' scalars.
struct KnownTexts {
    private var pseudonyms: [ArraySlice<UInt8>: String] = [:]
    /// Three first bytes, packed, to the lengths of the originals that start with them, longest first.
    private var lengths: [UInt32: [Int]] = [:]

    /// The originals of `tables` that can occur in `texts`, each with the
    /// pseudonym of the last table holding it. An original shorter than three
    /// characters is left out, since it would match inside ordinary words; so
    /// is one whose first three bytes occur nowhere in `texts`, since it cannot
    /// match there, which keeps the cost in what the texts hold rather than in
    /// the number of originals.
    init(_ tables: [[String: String]], findingIn texts: [String]) {
        var starts = Set<UInt32>()
        for text in texts {
            let bytes = ArraySlice(text.utf8)
            for start in bytes.indices.dropLast(2) { starts.insert(Self.key(bytes, at: start)) }
        }
        guard !starts.isEmpty else { return }
        for table in tables {
            for (original, pseudonym) in table {
                let bytes = ArraySlice(original.utf8)
                guard bytes.count >= 3, starts.contains(Self.key(bytes, at: bytes.startIndex)), original.count >= 3 else {
                    continue
                }
                if pseudonyms.updateValue(pseudonym, forKey: bytes) == nil {
                    lengths[Self.key(bytes, at: bytes.startIndex), default: []].append(bytes.count)
                }
            }
        }
        for (key, found) in lengths { lengths[key] = Set(found).sorted(by: >) }
    }

    /// `text` with every known original replaced.
    /// - Complexity: O(m · l) for m bytes and l lengths of originals with the same first bytes.
    func scrub(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        scanning: while position < bytes.count {
            if position + 3 <= bytes.count, let candidates = lengths[Self.key(bytes[...], at: position)] {
                for length in candidates where position + length <= bytes.count {
                    if let pseudonym = pseudonyms[bytes[position..<(position + length)]] {
                        result += pseudonym.utf8
                        position += length
                        continue scanning
                    }
                }
            }
            result.append(bytes[position])
            position += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func key(_ bytes: ArraySlice<UInt8>, at start: Int) -> UInt32 {
        UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
    }
}
