import DeepCutKit
import DeepCutStorage

/// The edition vocabulary of step 2 (Docs/EngineRules.md "Edition words"):
/// what each word of a bracketed group or of a dash suffix says about the
/// release. The words are data, a table per language
/// (`EditionVocabulary+Languages.swift`), folded by step 1 when the
/// vocabulary is built, so they are written as a store writes them.
///
/// Looking a word up is one hash of its bytes and, mostly, one comparison:
/// the words are laid end to end in one array and found through an open
/// addressing table twice their number, so the vocabulary may be of any size.
package struct EditionVocabulary: Sendable {
    /// What a word says.
    package enum Role: UInt8, Sendable {
        /// Names an edition by itself: *deluxe*, *remastered*, *bonus*.
        case names
        /// Names an edition when another word stands with it: *edition* (`Wembley Edition`).
        case head
        /// May stand in a dash suffix without naming an edition: *the*, *version*, *super*.
        case filler
        /// A different recording: the group or suffix is part of the title (*live*, *remix*, *mix*).
        case recording
        /// Opens a featuring credit (*feat.*, *featuring*, *ft.*).
        case featuring
    }

    /// One language's words.
    package struct Language: Sendable {
        /// The language's English name, as Docs/EngineRules.md lists it.
        package let name: String
        /// Each word as written, and its role.
        package let words: [(String, Role)]

        /// A language of this name and these words.
        package init(name: String, words: [(String, Role)]) {
            (self.name, self.words) = (name, words)
        }
    }

    /// The vocabulary of every language in `languages`.
    package static let shared = EditionVocabulary(languages)

    /// Every word's folded bytes, end to end.
    private let bytes: [UInt8]
    /// Where word `i` starts in `bytes`; word `i` ends where word `i + 1` starts.
    private let starts: [Int]
    /// Word `i`'s role.
    private let roles: [Role]
    /// A word's slot holds its index plus one; zero is an empty slot.
    private let slots: [Int32]
    /// A power of two less one.
    private let mask: Int
    /// One bit per (length, last byte) of a word of the vocabulary: a word
    /// whose bit is clear (most words of a title) is not looked up.
    private let shapes: [UInt64]

    /// The words of `languages`, each folded; a word met twice keeps its first role.
    package init(_ languages: [Language]) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        var roles: [Role] = []
        var folded: [[UInt8]: Role] = [:]
        for language in languages {
            for (word, role) in language.words {
                let key = Array(TitleFolding.foldFully(word).utf8)
                guard folded[key] == nil else { continue }
                folded[key] = role
                bytes += key
                starts.append(bytes.count)
                roles.append(role)
            }
        }
        var size = 16
        while size < 2 * roles.count { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for word in roles.indices {
            var slot = Self.hash(bytes[starts[word]..<starts[word + 1]]) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(word + 1)
        }
        var shapes = [UInt64](repeating: 0, count: 64)
        for word in roles.indices {
            let shape = Self.shape(count: starts[word + 1] - starts[word], last: bytes[starts[word + 1] - 1])
            shapes[shape >> 6] |= 1 << UInt64(shape & 63)
        }
        (self.bytes, self.starts, self.roles, self.slots, self.mask) = (bytes, starts, roles, slots, size - 1)
        self.shapes = shapes
    }

    /// How many distinct folded words there are.
    package var count: Int { roles.count }

    /// The role of a folded word, or nil when it is not in the vocabulary.
    @inline(__always)
    package func role(of word: ByteRun) -> Role? {
        guard let last = word.last else { return nil }
        let shape = Self.shape(count: word.count, last: last)
        guard shapes[shape >> 6] >> UInt64(shape & 63) & 1 != 0 else { return nil }
        var slot = Self.hash(word) & mask
        while true {
            let entry = Int(slots[slot])
            guard entry != 0 else { return nil }
            let start = starts[entry - 1], end = starts[entry]
            if end - start == word.count, equal(start, word) { return roles[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func equal(_ start: Int, _ word: ByteRun) -> Bool {
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// A number below 4,096 from a word's length and last byte.
    @inline(__always)
    private static func shape(count: Int, last: UInt8) -> Int { (count & 31) << 7 | Int(last & 0x7F) }

    /// FNV-1a: the same on every machine, unlike `Hasher`.
    @inline(__always)
    private static func hash(_ word: some Collection<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ hash >> 32)
    }
}
