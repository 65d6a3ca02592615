import DeepCutStorage

/// Step 2 of title normalization (Docs/EngineRules.md "Title
/// normalization"), on folded UTF-8 bytes, in place: featuring credits
/// removed wherever they stand, then release kinds, edition groups and
/// edition dash suffixes removed from the end, again and again. No removal
/// is made that would leave nothing with a letter or a digit.
enum TitleStripping {
    /// Step 2 on `text[0..<count]`; returns the new length.
    /// - Complexity: O(n) in `count` for most titles; O(n × k) for a title
    ///   ending in k editions.
    static func strip(_ text: ByteCursor, _ count: Int) -> Int {
        removeTrailingEditions(text, removeFeaturingGroups(text, count))
    }

    // MARK: Featuring credits

    /// Removes every bracketed group whose first word opens a featuring credit.
    static func removeFeaturingGroups(_ text: ByteCursor, _ count: Int) -> Int {
        var count = count
        var index = firstBracketWord(text, count)
        while index < count {
            let byte = text[index]
            guard byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            // The first test, up to the end of the text, is cheap and settles most groups.
            guard opensFeaturingCredit(text, index + 1, count), let close = groupEnd(text, index, count),
                  opensFeaturingCredit(text, index + 1, close),
                  hasContent(text, index) || hasContent(text + close + 1, count - close - 1) else {
                index += 1
                continue
            }
            let removed = close + 1 - index
            // Moving bytes towards the start, a forward copy never reads what it wrote.
            for offset in index..<(count - removed) { text[offset] = text[offset + removed] }
            count -= removed
        }
        return count
    }

    /// The start of the first eight bytes that may hold `(` or `[` (most
    /// titles have none): eight bytes at a time, a byte equal to one of them
    /// being a zero byte of the word xor'ed with it.
    @inline(__always)
    private static func firstBracketWord(_ text: ByteCursor, _ count: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= count {
            let word = text.word(at: index)
            let round = word ^ (ones &* 0x28), square = word ^ (ones &* 0x5B)
            if (round &- ones) & ~round & highs != 0 || (square &- ones) & ~square & highs != 0 { return index }
            index += 8
        }
        return index
    }

    /// Where the group that opens at `open` closes, at the same depth; nil when it never does.
    private static func groupEnd(_ text: ByteCursor, _ open: Int, _ count: Int) -> Int? {
        let opener = text[open]
        let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        var depth = 0
        for index in open..<count {
            if text[index] == opener {
                depth += 1
            } else if text[index] == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    // MARK: The end of the title

    /// Removes release kinds, edition groups and edition dash suffixes from
    /// the end, in whatever order they come, until the title ends in none.
    static func removeTrailingEditions(_ text: ByteCursor, _ count: Int) -> Int {
        guard mayEndInEdition(text, count) else { return count }
        var end = count
        while true {
            end = trimmedTrailingWhitespace(text, end)
            if let kind = releaseKindLength(text, end), hasContent(text, end - kind) {
                end -= kind
                continue
            }
            if let open = trailingGroupStart(text, end), classify(text, open + 1, end - 1) == .edition,
               hasContent(text, open) {
                end = open
                continue
            }
            if mayEndInEdition(text, end), let dash = trailingDash(text, end), isEditionPhrase(text, dash.phrase, end),
               hasContent(text, dash.start) {
                end = dash.start
                continue
            }
            return end
        }
    }

    /// False when the text plainly ends in nothing step 2 removes: in an
    /// ASCII word that is neither `single`, `ep`, a year, an ordinal nor an
    /// edition word. Most titles are settled here, by their last word, and
    /// most texts before a dash suffix is looked for.
    @inline(__always)
    private static func mayEndInEdition(_ text: ByteCursor, _ count: Int) -> Bool {
        guard count > 0 else { return false }
        guard ASCIIByteClass.letterOrNumber.contains(text[count - 1]) else { return true }
        var start = count - 1
        while start > 0, ASCIIByteClass.letterOrNumber.contains(text[start - 1]) { start -= 1 }
        if start > 0, text[start - 1] >= 0x80 { return true }
        let word = (text + start).run(count: count - start)
        if TitleCharacters.isDigit(word[0]) { return isYear(word) || isOrdinal(word) }
        return isReleaseKindWord(word) || EditionVocabulary.shared.role(of: word) != nil
    }

    /// The length of the release kind that ends the text, if one does.
    @inline(__always)
    private static func releaseKindLength(_ text: ByteCursor, _ end: Int) -> Int? {
        guard end > 0, text[end - 1] == UInt8(ascii: "e") || text[end - 1] == UInt8(ascii: "p") else { return nil }
        return releaseKinds.first { endsWith(text, end, $0) }?.count
    }

    /// ` - Single` and ` - EP`, with a hyphen-minus, an en dash or an em dash, folded.
    private static let releaseKinds: [[UInt8]] = dashes.flatMap { dash in
        ["single", "ep"].map { Array(" \(dash) \($0)".utf8) }
    }

    /// The dashes of release kinds and edition dash suffixes.
    private static let dashes = ["-", "–", "—"]

    private static func endsWith(_ text: ByteCursor, _ count: Int, _ suffix: [UInt8]) -> Bool {
        guard count >= suffix.count else { return false }
        let start = count - suffix.count
        for offset in suffix.indices where text[start + offset] != suffix[offset] { return false }
        return true
    }

    /// Where the bracketed group that ends the text opens, when it ends with `)` or `]`.
    private static func trailingGroupStart(_ text: ByteCursor, _ count: Int) -> Int? {
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

    /// The last ` - ` (or ` – `, ` — `) before `end`: where it starts and where the phrase after it starts.
    private static func trailingDash(_ text: ByteCursor, _ end: Int) -> (start: Int, phrase: Int)? {
        var index = end - 1
        while index > 0 {
            if text[index] == 0x20 {
                for dash in dashBytes where index >= dash.count + 1 {
                    let start = index - dash.count - 1
                    guard text[start] == 0x20 else { continue }
                    if (0..<dash.count).allSatisfy({ text[start + 1 + $0] == dash[$0] }) {
                        return (start, index + 1)
                    }
                }
            }
            index -= 1
        }
        return nil
    }

    private static let dashBytes: [[UInt8]] = dashes.map { Array($0.utf8) }

    // MARK: Words

    /// What a bracketed group is.
    enum Group: Equatable {
        /// An edition of the release: removed from the end.
        case edition
        /// A featuring credit: removed wherever it stands.
        case featuring
        /// Part of the title: kept.
        case title
    }

    /// What the group whose inside is `text[start..<end]` is: a featuring
    /// credit when its first word opens one; an edition when it names an
    /// edition (an edition word, or a head word with another word) and holds
    /// no word of a different recording; else part of the title.
    static func classify(_ text: ByteCursor, _ start: Int, _ end: Int) -> Group {
        if opensFeaturingCredit(text, start, end) { return .featuring }
        var words = Words(text, start, end)
        var count = 0
        var names = false, head = false
        while let word = words.next() {
            switch EditionVocabulary.shared.role(of: word) {
            case .recording: return .title
            case .names: names = true
            case .head: head = true
            default: break
            }
            count += 1
        }
        return names || (head && count > 1) ? .edition : .title
    }

    /// Whether the first word from `start` (before `end`) opens a featuring credit.
    @inline(__always)
    private static func opensFeaturingCredit(_ text: ByteCursor, _ start: Int, _ end: Int) -> Bool {
        var words = Words(text, start, end)
        guard let first = words.next() else { return false }
        return EditionVocabulary.shared.role(of: first) == .featuring
    }

    /// Whether `text[start..<end]` is an edition dash suffix: every word an
    /// edition word, a year or an ordinal (no other word), naming an edition.
    private static func isEditionPhrase(_ text: ByteCursor, _ start: Int, _ end: Int) -> Bool {
        var words = Words(text, start, end)
        var count = 0
        var names = false, head = false
        while let word = words.next() {
            switch EditionVocabulary.shared.role(of: word) {
            case .names: names = true
            case .head: head = true
            case .filler: break
            case .recording, .featuring: return false
            case nil: guard isYear(word) || isOrdinal(word) else { return false }
            }
            count += 1
        }
        return names || (head && count > 1)
    }

    /// Whether every word of `text[0..<count]` is an edition word, a year, an
    /// ordinal, `single` or `ep`: text that names nothing but an edition.
    static func holdsOnlyEditionWords(_ text: ByteCursor, _ count: Int) -> Bool {
        var words = Words(text, 0, count)
        while let word = words.next() {
            guard EditionVocabulary.shared.role(of: word) != nil || isYear(word) || isOrdinal(word)
                || isReleaseKindWord(word) else { return false }
        }
        return true
    }

    /// The runs of word characters of `text[start..<end]`.
    private struct Words {
        let text: ByteCursor
        var index: Int
        let end: Int

        init(_ text: ByteCursor, _ start: Int, _ end: Int) {
            (self.text, self.index, self.end) = (text, start, end)
        }

        mutating func next() -> ByteRun? {
            while index < end, !TitleCharacters.isWord(text, index, end) { index += scalarLength(index) }
            guard index < end else { return nil }
            let start = index
            while index < end, TitleCharacters.isWord(text, index, end) { index += scalarLength(index) }
            return (text + start).run(count: index - start)
        }

        @inline(__always)
        private func scalarLength(_ index: Int) -> Int {
            let lead = text[index]
            return lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        }
    }

    /// `single` or `ep`, folded.
    @inline(__always)
    private static func isReleaseKindWord(_ word: ByteRun) -> Bool {
        switch word.count {
        case 2: word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "p")
        case 6: word.word32(at: 0) == singlePrefix
            && word[4] == UInt8(ascii: "l") && word[5] == UInt8(ascii: "e")
        default: false
        }
    }

    /// `sing` as a native-endian word.
    private static let singlePrefix = "sing".withUTF8Bytes { $0.word32(at: 0) }

    /// `1997`, `2011`: four ASCII digits.
    private static func isYear(_ word: ByteRun) -> Bool {
        word.count == 4 && word.allSatisfy(TitleCharacters.isDigit)
    }

    /// `10th`, `1st`, `22nd`, `3rd`: one to three digits and an ordinal suffix.
    private static func isOrdinal(_ word: ByteRun) -> Bool {
        let digits = word.prefix(while: TitleCharacters.isDigit).count
        guard digits > 0, digits <= 3, word.count - digits == 2 else { return false }
        let suffix = (word[digits], word[digits + 1])
        return ordinalSuffixes.contains { $0 == suffix }
    }

    private static let ordinalSuffixes: [(UInt8, UInt8)] = ["st", "nd", "rd", "th"].map { text in
        let bytes = Array(text.utf8)
        return (bytes[0], bytes[1])
    }

    /// Whether `text[0..<count]` holds a word character.
    static func hasContent(_ text: ByteCursor, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if TitleCharacters.isWord(text, index, count) { return true }
            index += 1
            while index < count, text[index] & 0xC0 == 0x80 { index += 1 }
        }
        return false
    }

    private static func trimmedTrailingWhitespace(_ text: ByteCursor, _ count: Int) -> Int {
        var end = count
        while end > 0 {
            if text[end - 1] < 0x80 {
                guard ASCIIByteClass.whitespace.contains(text[end - 1]) else { break }
                end -= 1
                continue
            }
            let start = TitleCharacters.scalarStart(before: end, in: text)
            guard TitleCharacters.isWhitespace(TitleCharacters.scalar(text, start, end).scalar) else { break }
            end = start
        }
        return end
    }
}
