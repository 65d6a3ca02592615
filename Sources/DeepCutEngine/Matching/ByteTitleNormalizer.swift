/// Title and name normalization on UTF-8 bytes, for text that folds to ASCII:
/// ASCII itself, and text whose other characters are Latin letters that fold
/// to ASCII letters (`é` → `e`, `ß` → `ss`, `Ǆ` → `dz`).
///
/// Most titles and names in a library are such text. Once folded, ASCII has
/// no marks and no compatibility forms, and every character is one byte (the
/// one ASCII cluster of two scalars, `\r\n`, is whitespace byte by byte as it
/// is whole), so steps 2 to 4 of `TitleNormalizer` reduce to byte operations.
/// Folding a Latin scalar is a lookup in a table that `TitleNormalizer.foldFully`
/// builds, which is exactly what the general path's Latin table gives; and
/// steps 2 to 4 of the general path on ASCII text are these byte steps. So
/// this type gives exactly what the general path gives, without building
/// `Character`s or intermediate strings: `ByteTitleNormalizerTests` holds the
/// two against each other on every title of the corpus and on random text.
/// Text with any other character (a `ø`, a dash `–`, a kana) returns nil and
/// takes the general path.
///
/// The steps write into a buffer with room for as many bytes as the input:
/// folding never lengthens text that folds to ASCII (a Latin scalar is two
/// bytes and folds to at most two), and each later step only shortens it.
package enum ByteTitleNormalizer {
    /// The normalized title, or nil when `title` does not fold to ASCII.
    /// - Complexity: O(n) in the length of `title`.
    package static func title(_ title: String) -> String? {
        normalized(title, normalizeTitle)
    }

    /// The normalized name, or nil when `name` does not fold to ASCII.
    /// - Complexity: O(n) in the length of `name`.
    package static func name(_ name: String) -> String? {
        normalized(name, normalizeName)
    }

    /// Runs a byte step over the text's UTF-8 and makes a string of exactly its result.
    private static func normalized(
        _ text: String, _ step: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Int?
    ) -> String? {
        text.withUTF8Bytes { bytes -> String? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { output -> String? in
                guard let count = step(bytes, output.baseAddress!) else { return nil }
                return String(decoding: UnsafeBufferPointer(start: output.baseAddress!, count: count), as: UTF8.self)
            }
        }
    }

    /// Steps 1 to 4 for a title: writes the normalized title to `output` (room
    /// for `text.count` bytes) and returns its length, or nil.
    static func normalizeTitle(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let folded = fold(text, into: output) else { return nil }
        return collapseOrTrim(output, strip(output, folded))
    }

    /// Steps 1, 3 and 4 for a name.
    static func normalizeName(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let folded = fold(text, into: output) else { return nil }
        return collapseOrTrim(output, folded)
    }

    // MARK: Step 1

    /// Folds the text into `output`: ASCII lowercased, a Latin scalar from the
    /// table; nil at the first character that does not fold to ASCII.
    private static func fold(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int? {
        var count = 0
        var index = 0
        let end = text.count
        while index < end {
            // Eight ASCII bytes at a time: `A`–`Z` gain 0x20 (each byte is
            // below 0x80, so the sums never carry into the next byte).
            while index + 8 <= end {
                let word = UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                let ones: UInt64 = 0x0101_0101_0101_0101
                let fromA = word &+ ones &* 0x3F
                let pastZ = word &+ ones &* 0x25
                let upper = fromA & ~pastZ & 0x8080_8080_8080_8080
                UnsafeMutableRawPointer(output + count).storeBytes(of: word | upper >> 2, as: UInt64.self)
                index += 8
                count += 8
            }
            guard index < end else { break }
            let byte = text[index]
            if byte < 0x80 {
                output[count] = lowercase(byte)
                count += 1
                index += 1
                continue
            }
            // Scalars U+0080 to U+024F are two bytes, led by 0xC2 to 0xC9.
            guard byte >= 0xC2, byte <= 0xC9, index + 1 < end else { return nil }
            let scalar = Int(byte & 0x1F) << 6 | Int(text[index + 1] & 0x3F)
            let entry = latinFolds[scalar - 0x80]
            guard entry != notASCII else { return nil }
            let length = Int(entry & 0xFF)
            if length > 0 { output[count] = UInt8(truncatingIfNeeded: entry >> 8) }
            if length > 1 { output[count + 1] = UInt8(truncatingIfNeeded: entry >> 16) }
            count += length
            index += 2
        }
        return count
    }

    /// A table entry for a scalar whose fold is not ASCII (or longer than two bytes).
    private static let notASCII: UInt32 = 0xFF

    /// `TitleNormalizer.foldFully` of each scalar from U+0080 to U+024F, when
    /// it is at most two ASCII bytes: the length in the low byte, then the bytes.
    private static let latinFolds: [UInt32] = (0x80...0x24F).map { value in
        let folded = Array(TitleNormalizer.foldFully(String(Unicode.Scalar(UInt32(value))!)).utf8)
        guard folded.count <= 2, folded.allSatisfy({ $0 < 0x80 }) else { return notASCII }
        var entry = UInt32(folded.count)
        for (offset, byte) in folded.enumerated() { entry |= UInt32(byte) << (8 * UInt32(offset + 1)) }
        return entry
    }

    // MARK: Step 2 (`EditionSuffix.strip`), on folded bytes

    /// Removes trailing release suffixes and edition groups; returns the new length.
    private static func strip(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        guard mayEndInSuffix(text, count) else { return count }
        var end = count
        while true {
            end = trimmedTrailingWhitespace(text, end)
            if let suffix = releaseSuffixes.first(where: { endsWith(text, end, $0) }), hasContent(text, end - suffix.count) {
                end -= suffix.count
                continue
            }
            if let open = trailingGroupStart(text, end), isEditionGroup(text, open + 1, end - 1), hasContent(text, open) {
                end = open
                continue
            }
            return end
        }
    }

    /// `EditionSuffix.mayEndInSuffix`: most titles are settled by their last byte.
    private static func mayEndInSuffix(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 0 else { return false }
        let last = text[count - 1]
        guard isLetterOrNumber(last) else { return true }
        switch last {
        case UInt8(ascii: "e"): return endsWith(text, count, single)
        case UInt8(ascii: "p"): return endsWith(text, count, extendedPlay)
        default: return false
        }
    }

    private static let single = Array("single".utf8)
    private static let extendedPlay = Array("ep".utf8)

    private static func endsWith(_ text: UnsafeMutablePointer<UInt8>, _ count: Int, _ suffix: [UInt8]) -> Bool {
        guard count >= suffix.count else { return false }
        let start = count - suffix.count
        for offset in suffix.indices where text[start + offset] != suffix[offset] { return false }
        return true
    }

    /// The release suffixes of `EditionSuffix` that are ASCII.
    private static let releaseSuffixes: [[UInt8]] = EditionSuffix.releaseSuffixes
        .filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    /// Where the bracketed group that ends the text opens, when it ends with `)` or `]`.
    private static func trailingGroupStart(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int? {
        guard count > 0 else { return nil }
        let last = text[count - 1]
        guard last == UInt8(ascii: ")") || last == UInt8(ascii: "]") else { return nil }
        let opener = last == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
        var depth = 0
        var index = count
        while index > 0 {
            index -= 1
            if text[index] == last {
                depth += 1
            } else if text[index] == opener {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `EditionSuffix.isEditionGroup`, on the bytes from `start` to `end`:
    /// every word (run of letters and digits) an edition word, a year or an
    /// ordinal, and the words naming an edition.
    private static func isEditionGroup(_ text: UnsafeMutablePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var named = EditionWords()
        var index = start
        var words = 0
        while index < end {
            guard isLetterOrNumber(text[index]) else {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end, isLetterOrNumber(text[wordEnd]) { wordEnd += 1 }
            let word = UnsafeBufferPointer(start: text + index, count: wordEnd - index)
            if let position = vocabulary.firstIndex(where: { $0.count == word.count && $0.elementsEqual(word) }) {
                named.insert(position)
            } else if !isYear(word), !isOrdinal(word) {
                return false
            }
            words += 1
            index = wordEnd
        }
        return words > 0 && named.namesAnEdition
    }

    /// `EditionSuffix.vocabulary`, as bytes, in a fixed order.
    private static let vocabulary: [[UInt8]] = EditionSuffix.vocabulary.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }

    /// Which words of `vocabulary` a group holds, and whether they name an edition
    /// (`EditionSuffix.isEditionGroup`'s last three rules).
    private struct EditionWords {
        private var positions: UInt32 = 0

        mutating func insert(_ position: Int) { positions |= 1 << UInt32(position) }

        var namesAnEdition: Bool {
            func has(_ word: String) -> Bool {
                positions & (1 << UInt32(vocabulary.firstIndex(of: Array(word.utf8))!)) != 0
            }
            if positions & ByteTitleNormalizer.editionWordMask != 0 { return true }
            if has("bonus") && (has("track") || has("tracks")) { return true }
            return has("special") && has("edition")
        }
    }

    /// The positions in `vocabulary` of `EditionSuffix.editionWords`.
    private static let editionWordMask: UInt32 = vocabulary.enumerated().reduce(0) { mask, entry in
        EditionSuffix.editionWords.contains(Substring(decoding: entry.element, as: UTF8.self))
            ? mask | 1 << UInt32(entry.offset) : mask
    }

    /// `1997`, `2011`: four ASCII digits.
    private static func isYear(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.count == 4 && word.allSatisfy(isDigit)
    }

    /// `10th`, `1st`, `22nd`, `3rd`: one to three digits and an ordinal suffix.
    private static func isOrdinal(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let digits = word.prefix(while: isDigit).count
        guard digits > 0, digits <= 3, word.count - digits == 2 else { return false }
        let suffix = (word[digits], word[digits + 1])
        return ordinalSuffixes.contains { $0 == suffix }
    }

    private static let ordinalSuffixes: [(UInt8, UInt8)] = ["st", "nd", "rd", "th"].map { text in
        let bytes = Array(text.utf8)
        return (bytes[0], bytes[1])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    private static func hasContent(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if isLetterOrNumber(text[index]) { return true }
            index += 1
        }
        return false
    }

    private static func trimmedTrailingWhitespace(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        var end = count
        while end > 0, isWhitespace(text[end - 1]) { end -= 1 }
        return end
    }

    // MARK: Steps 3 and 4

    /// Runs of separators become one space, in place (each byte is written at
    /// or before where it was read); text that is only separators is left as
    /// it was, nothing having been written, and keeps its own form trimmed
    /// of spaces and tabs, moved to the start of `text`. Returns the length.
    private static func collapseOrTrim(_ text: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        var written = 0
        var pendingSpace = false
        var index = 0
        while index < count {
            let byte = text[index]
            if isSeparator(byte) {
                pendingSpace = written > 0
            } else {
                if pendingSpace {
                    text[written] = 0x20
                    written += 1
                }
                pendingSpace = false
                text[written] = byte
                written += 1
            }
            index += 1
        }
        if written > 0 { return written }
        var start = 0, end = count
        while start < end, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
        while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
        // Moving bytes towards the start, a forward copy never reads what it wrote.
        for offset in 0..<(end - start) { text[offset] = text[start + offset] }
        return end - start
    }

    // MARK: Byte classes

    /// ASCII `A`–`Z` to `a`–`z`, as `String.lowercased()` does (ASCII has no other case).
    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Letters and digits: `Character.isLetter || Character.isNumber`.
    @inline(__always)
    private static func isLetterOrNumber(_ byte: UInt8) -> Bool { ASCIIByteClass.letterOrNumber.contains(byte) }

    /// `Character.isWhitespace`.
    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool { ASCIIByteClass.whitespace.contains(byte) }

    /// `TitleNormalizer.isSeparator`: whitespace and punctuation.
    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool { ASCIIByteClass.separator.contains(byte) }
}

/// A set of ASCII bytes as two 64-bit masks: a test is a shift and an and,
/// with no table to load. The three classes the byte path needs are written
/// as constants; `ByteTitleNormalizerTests` holds each against the Unicode
/// properties the general path reads, byte by byte.
package struct ASCIIByteClass: Equatable, Sendable {
    /// Bytes 0 to 63.
    let low: UInt64
    /// Bytes 64 to 127.
    let high: UInt64

    /// Whether `byte` is in the class (never, past 127).
    @inline(__always)
    package func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 != 0 : byte < 128 && high >> UInt64(byte - 64) & 1 != 0
    }

    /// The class of the ASCII bytes for which `member` holds.
    package init(_ member: (UInt8) -> Bool) {
        var low: UInt64 = 0, high: UInt64 = 0
        for byte in UInt8(0)..<128 where member(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.init(low: low, high: high)
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// `0`–`9`, `A`–`Z`, `a`–`z`.
    package static let letterOrNumber = ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    /// Tab, line feed, vertical tab, form feed, carriage return, space.
    package static let whitespace = ASCIIByteClass(low: 0x0000_0001_0000_3E00, high: 0)
    /// Whitespace and `!"#%&'()*,-./:;?@[\]_{}`; not the symbols `$+<=>^`|~`.
    package static let separator = ASCIIByteClass(low: 0x8C00_F7EF_0000_3E00, high: 0x2800_0000_B800_0001)
}
