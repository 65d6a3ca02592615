import DeepCutEngine
import DeepCutKit

/// Keyed pseudonyms that keep what the engine compares: equal inputs give
/// equal pseudonyms, different inputs different ones, and the order of the
/// inputs' UTF-8 bytes is the order of the pseudonyms' (Docs/TraceSurgery.md
/// "Pseudonyms").
///
/// Each character is replaced by a code drawn from a random strictly increasing
/// map that depends on the key and on every character before it, so that the
/// same letter reads differently in every position and every word, codes are
/// fixed-width within their tier, and comparing two pseudonyms compares the
/// originals. The same key gives the same pseudonyms in every trace.
struct Pseudonyms: Sendable {
    private let hash: SipHash

    /// Pseudonyms under a key (any text).
    init(key: String) {
        hash = SipHash(passphrase: key)
    }

    // MARK: Text

    /// Lowercase ASCII letters: two per ASCII character (first letter `a`…`t`),
    /// five per other character (first letter `u`…`z`); order-preserving and injective.
    func letters(_ text: String, tag: UInt64) -> String {
        var seed = hash.hash(words: tag, 0x6c65_7474_6572_73)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 2)
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value < 0x80 {
                let code = monotone(value, domain: 0x80, range: 20 * 26, seed: seed)
                output.append(0x61 + UInt8(code / 26))
                output.append(0x61 + UInt8(code % 26))
            } else {
                var code = monotone(value - 0x80, domain: 0x11_0000 - 0x80, range: 6 * 26 * 26 * 26 * 26, seed: seed)
                var tail: [UInt8] = []
                for _ in 0..<4 {
                    tail.append(0x61 + UInt8(code % 26))
                    code /= 26
                }
                output.append(0x75 + UInt8(code))
                output.append(contentsOf: tail.reversed())
            }
            seed = hash.hash(words: seed, UInt64(value))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `letters` with the first letter capitalized, for names and titles.
    func capitalized(_ text: String, tag: UInt64) -> String {
        var bytes = Array(letters(text, tag: tag).utf8)
        if !bytes.isEmpty { bytes[0] -= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Ids

    private static let alphanumerics = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    private static let playlistSymbols = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    private static let digits = Array("0123456789".utf8)

    /// An id of the same id space (`MusicIDSpace`): the characters after a
    /// library id's `r.`/`l.`/`i.`/`p.` or a catalog playlist's `pl.` become two
    /// characters of the same alphabet each; a catalog id's digits two digits
    /// each; an unrecognized id lowercase letters. Order-preserving within a space.
    func id(_ id: String) -> String {
        let space = MusicIDSpace(classifying: id)
        let bytes = Array(id.utf8)
        switch space {
        case .library:
            return String(decoding: bytes[..<2] + code(bytes[2...], alphabet: Self.alphanumerics, tag: UInt64(bytes[0])),
                          as: UTF8.self)
        case .catalog(.playlist):
            return String(decoding: bytes[..<3] + code(bytes[3...], alphabet: Self.playlistSymbols, tag: 0x706C),
                          as: UTF8.self)
        case .catalog(.item):
            return String(decoding: code(bytes[...], alphabet: Self.digits, tag: 0x30), as: UTF8.self)
        case .unrecognized:
            return letters(id, tag: 0x6964)
        }
    }

    /// Each symbol of `alphabet` (given in byte order) as two symbols of it.
    private func code(_ symbols: ArraySlice<UInt8>, alphabet: [UInt8], tag: UInt64) -> [UInt8] {
        var seed = hash.hash(words: tag, 0x6964_73)
        var output: [UInt8] = []
        output.reserveCapacity(symbols.count * 2)
        for symbol in symbols {
            let index = alphabet.firstIndex(of: symbol) ?? 0
            let code = monotone(index, domain: alphabet.count, range: alphabet.count * alphabet.count, seed: seed)
            output.append(alphabet[code / alphabet.count])
            output.append(alphabet[code % alphabet.count])
            seed = hash.hash(words: seed, UInt64(symbol))
        }
        return output
    }

    // MARK: Free text

    /// `prefix` and twelve hexadecimal digits of the text's keyed hash: no order, no equality beyond the text's own.
    func opaque(_ text: String, prefix: String) -> String {
        let value = hash.hash(tag: 0x6672_6565, text) >> 16
        let digits = String(value, radix: 16)
        return prefix + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    // MARK: The monotone map

    /// A strictly increasing map from `0..<domain` into `0..<range` (range ≥
    /// domain) chosen by `seed`: each halving of the domain picks, from the
    /// seed and the interval, where the range splits.
    private func monotone(_ value: Int, domain: Int, range: Int, seed: UInt64) -> Int {
        var (low, high, rangeLow, rangeHigh) = (0, domain, 0, range)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let least = rangeLow + (middle - low)
            let most = rangeHigh - (high - middle)
            let split = least + Int(hash.hash(words: seed, UInt64(low), UInt64(high)) % UInt64(most - least + 1))
            if value < middle {
                (high, rangeHigh) = (middle, split)
            } else {
                (low, rangeLow) = (middle, split)
            }
        }
        return rangeLow + Int(hash.hash(words: seed, UInt64(low), UInt64(high)) % UInt64(rangeHigh - rangeLow))
    }
}
