/// SipHash-2-4 (Aumasson and Bernstein): a keyed hash, used as the
/// pseudo-random function behind redaction's pseudonyms. The same key and
/// input give the same 64 bits on every machine.
struct SipHash: Hashable, Sendable {
    private let k0: UInt64
    private let k1: UInt64

    /// A hash keyed by 128 bits.
    init(k0: UInt64, k1: UInt64) {
        self.k0 = k0
        self.k1 = k1
    }

    /// A hash keyed by a passphrase: its bytes hashed under a fixed key, twice.
    init(passphrase: String) {
        let fixed = SipHash(k0: 0x6465_6570_6375_7421, k1: 0x7265_6461_6374_2131)
        let bytes = Array(passphrase.utf8)
        self.init(k0: fixed.hash(bytes + [0]), k1: fixed.hash(bytes + [1]))
    }

    /// The hash of some 64-bit words: the hash of their little-endian bytes.
    /// Each word is one whole message block as it is, so no bytes are made.
    func hash(words: UInt64...) -> UInt64 {
        var state = State(k0: k0, k1: k1)
        for word in words { state.compress(word) }
        return state.finish(last: UInt64(truncatingIfNeeded: words.count * 8) << 56)
    }

    /// The hash of a string's UTF-8 bytes, after a domain tag.
    func hash(tag: UInt64, _ text: String) -> UInt64 {
        var bytes: [UInt8] = []
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: tag >> UInt64(shift))) }
        bytes.append(contentsOf: text.utf8)
        return hash(bytes)
    }

    /// The hash of some bytes.
    func hash(_ bytes: [UInt8]) -> UInt64 {
        var state = State(k0: k0, k1: k1)
        let whole = bytes.count / 8 * 8
        var index = 0
        while index < whole {
            var block: UInt64 = 0
            for offset in 0..<8 { block |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
            state.compress(block)
            index += 8
        }
        var last = UInt64(truncatingIfNeeded: bytes.count) << 56
        for offset in 0..<(bytes.count - whole) { last |= UInt64(bytes[whole + offset]) << UInt64(offset * 8) }
        return state.finish(last: last)
    }

    /// The four words of the hash's state, as plain stored values: a round
    /// is a mutating method on them rather than a closure that captures them,
    /// which a debug build would check for exclusive access at every step.
    private struct State {
        var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64

        init(k0: UInt64, k1: UInt64) {
            v0 = 0x736f_6d65_7073_6575 ^ k0
            v1 = 0x646f_7261_6e64_6f6d ^ k1
            v2 = 0x6c79_6765_6e65_7261 ^ k0
            v3 = 0x7465_6462_7974_6573 ^ k1
        }

        /// One SipRound, its rotations written out (a debug build calls a helper at each).
        mutating func round() {
            v0 &+= v1; v1 = v1 << 13 | v1 >> 51; v1 ^= v0; v0 = v0 << 32 | v0 >> 32
            v2 &+= v3; v3 = v3 << 16 | v3 >> 48; v3 ^= v2
            v0 &+= v3; v3 = v3 << 21 | v3 >> 43; v3 ^= v0
            v2 &+= v1; v1 = v1 << 17 | v1 >> 47; v1 ^= v2; v2 = v2 << 32 | v2 >> 32
        }

        /// Two rounds over one message block.
        mutating func compress(_ block: UInt64) {
            v3 ^= block
            round(); round()
            v0 ^= block
        }

        /// The last block (the length in its top byte), then four rounds.
        mutating func finish(last: UInt64) -> UInt64 {
            compress(last)
            v2 ^= 0xff
            round(); round(); round(); round()
            return v0 ^ v1 ^ v2 ^ v3
        }
    }
}
