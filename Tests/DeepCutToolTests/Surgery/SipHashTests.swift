@testable import DeepCutAnalysis
@testable import DeepCutTool
import Testing

@Suite("SipHash-2-4 gives the reference implementation's values, for bytes and for 64-bit words alike")
struct SipHashTests {
    /// The reference key: bytes 00 to 0f.
    static let reference = SipHash(k0: 0x0706_0504_0302_0100, k1: 0x0f0e_0d0c_0b0a_0908)

    /// The reference vectors of the SipHash paper (message bytes 00, 01, … of the length given).
    @Test("the paper's vectors: messages of 0, 1, 8 and 15 bytes", arguments: [
        (0, 0x726f_db47_dd0e_0e31), (1, 0x74f8_39c5_93dc_67fd), (8, 0x93f5_f579_9a93_2462), (15, 0xa129_ca61_49be_45e5),
    ] as [(Int, UInt64)])
    func referenceVectors(length: Int, expected: UInt64) {
        #expect(Self.reference.hash((0..<length).map { UInt8($0) }) == expected)
    }

    @Test("words hash as their little-endian bytes", arguments: [[], [0], [1, 2], [.max, 0x0123_4567_89ab_cdef, 7]] as [[UInt64]])
    func wordsAreTheirBytes(words: [UInt64]) {
        let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) } }
        let hash = SipHash(passphrase: "a key")
        let byWords: UInt64
        switch words.count {
        case 0: byWords = hash.hash()
        case 1: byWords = hash.hash(words: words[0])
        case 2: byWords = hash.hash(words: words[0], words[1])
        default: byWords = hash.hash(words: words[0], words[1], words[2])
        }
        #expect(byWords == hash.hash(bytes))
    }
}
