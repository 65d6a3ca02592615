/// Title and name normalization for text made only of ASCII, on its bytes.
///
/// Most titles and names in a library are plain ASCII. For them, the four
/// steps of `TitleNormalizer` reduce to byte operations: folding is mapping
/// `A`–`Z` to `a`–`z` (ASCII has no marks and no compatibility forms), and
/// every character is one byte (the one ASCII cluster of two scalars, `\r\n`,
/// is whitespace byte by byte as it is whole). This type runs those steps on
/// the bytes, without building `Character`s or intermediate strings, and gives
/// exactly what the general path gives: `ASCIITitleNormalizerTests` holds the
/// two against each other on every title of the corpus and on random text.
/// Its byte classes are computed once from the same `Character` and
/// `Unicode.Scalar` properties that the general path reads.
enum ASCIITitleNormalizer {
    /// The normalized title, or nil when `title` is not all ASCII.
    /// - Complexity: O(n) in the length of `title`.
    static func title(_ title: String) -> String? {
        var copy = title
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(normalizeTitle) ?? nil
    }

    /// The normalized name, or nil when `name` is not all ASCII.
    /// - Complexity: O(n) in the length of `name`.
    static func name(_ name: String) -> String? {
        var copy = name
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard isASCII(bytes) else { return nil }
            let folded = bytes.map(lowercase)
            return collapseOrTrim(folded[...])
        } ?? nil
    }

    // MARK: Steps

    private static func normalizeTitle(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard isASCII(bytes) else { return nil }
        // Most titles end in a letter or digit other than `e` and `p`: nothing
        // to strip, so they are folded and collapsed in one pass.
        if let last = bytes.last, isLetterOrNumber[Int(last)],
           !(lowercase(last) == UInt8(ascii: "e") || lowercase(last) == UInt8(ascii: "p")) {
            return foldAndCollapse(bytes)
        }
        let folded = bytes.map(lowercase)
        return collapseOrTrim(strip(folded[...]))
    }

    /// Steps 1 and 3 in one pass, for text that ends in a letter or digit (so
    /// it has something other than separators and needs no fallback).
    private static func foldAndCollapse(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if isSeparator[Int(byte)] {
                    pendingSpace = count > 0
                } else {
                    if pendingSpace {
                        output[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    output[count] = lowercase(byte)
                    count += 1
                }
            }
            return count
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// Step 2 (`EditionSuffix.strip`), on folded bytes.
    private static func strip(_ folded: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard mayEndInSuffix(folded) else { return folded }
        var title = folded
        while true {
            title = trimmedTrailingWhitespace(title)
            if let suffix = releaseSuffixes.first(where: { title.count >= $0.count && title.suffix($0.count).elementsEqual($0) }),
               hasContent(title.dropLast(suffix.count)) {
                title = title.dropLast(suffix.count)
                continue
            }
            if let open = trailingGroupStart(title),
               isEditionGroup(title[(open + 1)..<(title.endIndex - 1)]),
               hasContent(title[..<open]) {
                title = title[..<open]
                continue
            }
            return title
        }
    }

    /// `EditionSuffix.mayEndInSuffix`: most titles are settled by their last byte.
    private static func mayEndInSuffix(_ folded: ArraySlice<UInt8>) -> Bool {
        guard let last = folded.last else { return false }
        guard isLetterOrNumber[Int(last)] else { return true }
        switch last {
        case UInt8(ascii: "e"): return folded.reversed().starts(with: "elgnis".utf8)
        case UInt8(ascii: "p"): return folded.reversed().starts(with: "pe".utf8)
        default: return false
        }
    }

    /// The release suffixes of `EditionSuffix` that are ASCII.
    private static let releaseSuffixes: [[UInt8]] = EditionSuffix.releaseSuffixes
        .filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    private static func trailingGroupStart(_ title: ArraySlice<UInt8>) -> Int? {
        guard let last = title.last, last == UInt8(ascii: ")") || last == UInt8(ascii: "]") else { return nil }
        let opener = last == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
        var depth = 0
        var index = title.endIndex
        while index > title.startIndex {
            index -= 1
            if title[index] == last {
                depth += 1
            } else if title[index] == opener {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `EditionSuffix.isEditionGroup`, on the bytes inside the brackets.
    private static func isEditionGroup(_ inside: ArraySlice<UInt8>) -> Bool {
        let words = inside.split { !isLetterOrNumber[Int($0)] }.map { Substring(decoding: $0, as: UTF8.self) }
        guard !words.isEmpty else { return false }
        for word in words
        where !EditionSuffix.vocabulary.contains(word) && !EditionSuffix.isYear(word) && !EditionSuffix.isOrdinal(word) {
            return false
        }
        let set = Set(words)
        if !set.isDisjoint(with: EditionSuffix.editionWords) { return true }
        if set.contains("bonus") && (set.contains("track") || set.contains("tracks")) { return true }
        return set.contains("special") && set.contains("edition")
    }

    private static func hasContent(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { isLetterOrNumber[Int($0)] }
    }

    private static func trimmedTrailingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = bytes.endIndex
        while end > bytes.startIndex, isWhitespace[Int(bytes[end - 1])] { end -= 1 }
        return bytes[..<end]
    }

    /// Steps 3 and 4: runs of separators become one space; text that is only
    /// separators keeps its own form, trimmed of spaces and tabs.
    private static func collapseOrTrim(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if isSeparator[Int(byte)] {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
            }
        }
        if !output.isEmpty { return String(decoding: output, as: UTF8.self) }
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Byte classes, from the properties the general path reads

    private static let isLetterOrNumber: [Bool] = (0..<128).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        return character.isLetter || character.isNumber
    }

    private static let isWhitespace: [Bool] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))).isWhitespace }

    private static let isSeparator: [Bool] = (0..<128).map { TitleNormalizer.isSeparator(Unicode.Scalar(UInt8($0))) }
}
