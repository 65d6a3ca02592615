
/// The order of strings by their UTF-8 bytes: the same on every machine and
/// in every locale (Docs/EngineRules.md orders names and titles so), and
/// cheap: bytes are compared a machine word at a time, never through
/// `Character`s or the generic `Sequence` walk.
package enum UTF8Order {
    /// Whether `lhs`'s bytes come before `rhs`'s (a proper prefix comes first).
    /// - Complexity: O(n) in the length of the common prefix.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.withUTF8Bytes { left in rhs.withUTF8Bytes { right in precedes(left, right) } }
    }

    /// Whether the bytes of `lhs` come before those of `rhs`.
    static func precedes(_ lhs: ByteRun, _ rhs: ByteRun) -> Bool {
        let common = min(lhs.count, rhs.count)
        var offset = 0
        while offset + 8 <= common {
            let left = UInt64(bigEndian: lhs.word(at: offset))
            let right = UInt64(bigEndian: rhs.word(at: offset))
            if left != right { return left < right }
            offset += 8
        }
        while offset < common {
            if lhs[offset] != rhs[offset] { return lhs[offset] < rhs[offset] }
            offset += 1
        }
        return lhs.count < rhs.count
    }
}
