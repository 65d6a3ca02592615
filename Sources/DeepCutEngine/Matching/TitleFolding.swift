import DeepCutKit
import DeepCutStorage
import Foundation

/// Step 1 of title normalization, the fold (Docs/EngineRules.md "Title
/// normalization"): Unicode compatibility decomposition (NFKD), nonspacing
/// marks dropped, lowercased, decomposed and stripped again, `ß` written `ss`.
///
/// `foldFully` is the rule. Text of ASCII and of the Latin scalars U+0080 to
/// U+024F (most titles and names) is folded a scalar at a time: ASCII is
/// lowercased eight bytes at a time, a Latin scalar is looked up in a table
/// that `foldFully` fills, one scalar at a time. Folding such text whole and
/// a scalar at a time give the same bytes (none of these scalars is a
/// combining mark that decomposition would reorder), which
/// `TitleFoldingTests` holds on random text. Any other text is folded whole.
package enum TitleFolding {
    /// Appends the fold of `text` to `buffer`.
    /// - Complexity: O(n) in the length of `text`.
    static func fold(_ text: ByteRun, into buffer: inout ByteBuffer) {
        let start = buffer.count
        if foldByTable(text, into: &buffer) { return }
        buffer.count = start
        let folded = foldFully(text.string)
        folded.withUTF8Bytes { buffer.append($0) }
    }

    /// The rule, through Foundation's decomposition. Decomposing first lets
    /// styled capitals (`𝐀`, `ℍ`) become letters that lowercase; decomposing
    /// again after lowercasing drops marks that lowercasing adds (`İ`).
    package static func foldFully(_ text: String) -> String {
        let lowered = dropMarks(dropMarks(text).lowercased())
        return lowered.unicodeScalars.contains("ß") ? lowered.replacingOccurrences(of: "ß", with: "ss") : lowered
    }

    private static func dropMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The fast path: false, having written part of the fold, at the first
    /// scalar past U+024F.
    private static func foldByTable(_ text: ByteRun, into buffer: inout ByteBuffer) -> Bool {
        let source = text
        let end = text.count
        buffer.reserve(end)
        // Written through a local cursor: a write through `buffer.cursor`
        // could change `buffer` itself as far as the compiler knows, so it
        // would read the buffer's address again after every byte.
        var output = buffer.cursor + buffer.count
        var index = 0
        while index < end {
            // Eight ASCII bytes at a time: `A`–`Z` gain 0x20 (each byte is
            // below 0x80, so the sums never carry into the next byte).
            while index + 8 <= end {
                let word = source.word(at: index)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                let ones: UInt64 = 0x0101_0101_0101_0101
                let fromA = word &+ ones &* 0x3F
                let pastZ = word &+ ones &* 0x25
                let upper = fromA & ~pastZ & 0x8080_8080_8080_8080
                output.storeWord(word | upper >> 2, at: 0)
                index += 8
                output += 8
            }
            guard index < end else { break }
            let byte = source[index]
            if byte < 0x80 {
                output[0] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                output += 1
                index += 1
                continue
            }
            // Scalars U+0080 to U+024F are two bytes, led by 0xC2 to 0xC9.
            guard byte >= 0xC2, byte <= 0xC9, index + 1 < end else {
                buffer.count = output - buffer.cursor
                return false
            }
            let slot = (Int(byte & 0x1F) << 6 | Int(source[index + 1] & 0x3F)) - 0x80
            let folded = latinStarts[slot]..<latinStarts[slot + 1]
            if folded.count > 2 {
                // The only folds longer than their scalar: room for them and the rest.
                buffer.count = output - buffer.cursor
                buffer.reserve(folded.count + end - index)
                output = buffer.cursor + buffer.count
            }
            for offset in folded {
                output[0] = latinBytes[offset]
                output += 1
            }
            index += 2
        }
        buffer.count = output - buffer.cursor
        return true
    }

    /// `foldFully` of each scalar from U+0080 to U+024F, one after another.
    private static let latinFolds: [[UInt8]] = (0x80...0x24F).map { value in
        Array(foldFully(String(Unicode.Scalar(UInt32(value))!)).utf8)
    }

    /// The bytes of `latinFolds`, end to end.
    private static let latinBytes: [UInt8] = latinFolds.flatMap { $0 }

    /// Where each scalar's fold starts in `latinBytes`, and one past the last.
    private static let latinStarts: [Int] = latinFolds.reduce(into: [0]) { starts, fold in
        starts.append(starts.last! + fold.count)
    }
}
