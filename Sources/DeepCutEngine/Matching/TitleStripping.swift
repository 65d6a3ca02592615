/// Step 2 of title normalization (Docs/EngineRules.md "Title
/// normalization"), on folded scalars: credits removed wherever they stand,
/// then the title read as a base and the trailing qualifiers after it, in
/// whatever order they come, each classified (`TitleQualifier`). No
/// qualifier is read that would leave nothing step 3 keeps.
enum TitleStripping {
    /// What step 2 left of a title: its base and what its trailing qualifiers said.
    struct Stripped {
        /// The base is `text[..<end]`.
        var end: Int
        /// The release kind nearest the end, or `.album`.
        var kind = ReleaseKind.album
        /// Whether a live marker was read (any number of them are one).
        var live = false
        /// The words of the qualifiers that name another recording, as written.
        var recordings: [Range<Int>] = []
        /// The words of the qualifiers the vocabulary does not place, in the order written.
        var unknown: [Range<Int>] = []
    }

    /// Step 2 on `text`, whose credits are removed in place.
    /// - Complexity: O(n log n) in the length of `text`, whatever its groups,
    ///   credits and editions.
    static func strip(_ text: inout [Unicode.Scalar]) -> Stripped {
        removeCredits(&text)
        return readQualifiers(text, keepingAllButEditions: false)
    }

    /// The end of `text` once its release kinds, edition groups and edition
    /// phrases are removed (no credit, no live marker, nothing after a
    /// qualifier that is not an edition): what a redaction keeps as written.
    static func withoutTrailingEditions(_ text: [Unicode.Scalar]) -> Int {
        readQualifiers(text, keepingAllButEditions: true).end
    }

    // MARK: Credits

    /// Removes every bracketed group that is a featuring or collaborator
    /// credit, leaving a space where it stood (a credit parts what is on its
    /// two sides, as its brackets did). Kept when nothing else has content.
    /// - Complexity: O(n log n) in the length of `text`, whatever its groups
    ///   and credits: the groups are paired and the words read once, and the
    ///   title is written anew once instead of shifted at each removal.
    private static func removeCredits(_ text: inout [Unicode.Scalar]) {
        guard text.contains(where: { scalar in brackets.contains { $0.open == scalar } }) else { return }
        let ends = groupEnds(text)
        var words = TitleWords(text)
        // The last word character: a group that ends before it has content after it.
        let lastContent = (words.ends.last ?? 0) - 1
        var kept: [Unicode.Scalar] = []
        kept.reserveCapacity(text.count)
        var contentBefore = false
        var index = 0
        while index < text.count {
            if let close = ends[index], contentBefore || lastContent > close, words.isCredit(open: index, close: close) {
                kept.append(" ")
                index = close + 1
                continue
            }
            contentBefore = contentBefore || TitleCharacters.isWord(text[index])
            kept.append(text[index])
            index += 1
        }
        text = kept
    }

    /// For each `(` or `[`, where its group closes, in one pass: the first closing
    /// bracket of its own kind at the same depth of its own kind (round and square
    /// brackets pair apart, so crossing groups are read each on its own); nil
    /// when it never closes.
    private static func groupEnds(_ text: [Unicode.Scalar]) -> [Int?] {
        var ends = [Int?](repeating: nil, count: text.count)
        var open = [[Int]](repeating: [], count: brackets.count)
        for (index, scalar) in text.enumerated() {
            if let kind = brackets.firstIndex(where: { $0.open == scalar }) {
                open[kind].append(index)
            } else if let kind = brackets.firstIndex(where: { $0.close == scalar }), let start = open[kind].popLast() {
                ends[start] = index
            }
        }
        return ends
    }

    /// The brackets a group is written in: round, square, curly, and the
    /// lenticular brackets of Japanese titles (full-width forms fold to the first three).
    static let brackets: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
        ("(", ")"), ("[", "]"), ("{", "}"), ("\u{3010}", "\u{3011}"),
    ]

    /// The words of a whole title, found once, so that whether a group is a
    /// credit is known from the role of its first word, and, for a
    /// collaborator group, from a count of the recording and live words
    /// before each word (taken once, the first time such a group is met).
    private struct TitleWords {
        let text: [Unicode.Scalar]
        private(set) var starts: [Int] = []
        private(set) var ends: [Int] = []
        /// `keepers[k]`: how many of the first `k` words are recording or live
        /// words, which make a collaborator group part of the title.
        private var keepers: [Int]?

        init(_ text: [Unicode.Scalar]) {
            self.text = text
            var words = TitleWordRuns(text[...])
            while let word = words.next() {
                starts.append(word.lowerBound)
                ends.append(word.upperBound)
            }
        }

        /// The index of the first word that starts at or after `position`.
        func first(atOrAfter position: Int) -> Int {
            var (low, high) = (0, starts.count)
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Whether the group `open...close` is a credit: its first word a featuring
        /// word, or a collaboration word with no recording or live word after it in the group.
        mutating func isCredit(open: Int, close: Int) -> Bool {
            let head = first(atOrAfter: open + 1)
            guard head < starts.count, starts[head] < close else { return false }
            switch EditionVocabulary.shared.role(of: text[starts[head]..<ends[head]]) {
            case .featuring: return true
            case .collaboration:
                let keepers = self.keepers ?? countKeepers()
                self.keepers = keepers
                return keepers[first(atOrAfter: close)] == keepers[head]
            default: return false
            }
        }

        private func countKeepers() -> [Int] {
            var keepers = [0]
            keepers.reserveCapacity(starts.count + 1)
            for (start, end) in zip(starts, ends) {
                let role = EditionVocabulary.shared.role(of: text[start..<end])
                keepers.append(keepers[keepers.count - 1] + (role == .recording || role == .live ? 1 : 0))
            }
            return keepers
        }
    }

    /// Where the group that ends `text[..<end]` with `)` or `]` opens, by the same pairing.
    private static func groupStart(_ text: [Unicode.Scalar], end: Int) -> Int? {
        guard end > 0, let (opener, closer) = brackets.first(where: { $0.close == text[end - 1] }) else { return nil }
        var depth = 0
        var index = end
        while index > 0 {
            index -= 1
            if text[index] == closer {
                depth += 1
            } else if text[index] == opener {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    // MARK: The end of the title

    /// Reads the trailing qualifiers of `text` (release kinds, pressings,
    /// groups in any bracket, dash, colon and period phrases), in whatever
    /// order they end it, until the title ends in none; a qualifier is read
    /// only when a character step 3 keeps stands before it. With `keepingAllButEditions`, the reading
    /// stops at the first qualifier that is not an edition or a kind.
    private static func readQualifiers(_ text: [Unicode.Scalar], keepingAllButEditions: Bool) -> Stripped {
        var stripped = Stripped(end: text.count)
        var foundKind: ReleaseKind?
        var anniversary: Int?
        var extended: [Range<Int>] = [], sources: [Range<Int>] = []
        var end = text.count
        // Text before a position has content when its first character that step 3 keeps stands
        // before it: found once, so that many trailing groups after a long run of symbols are read once.
        let firstContent = text.firstIndex { !TitleCharacters.isSeparator($0) } ?? text.count
        reading: while true {
            while end > 0, TitleCharacters.isWhitespace(text[end - 1]) { end -= 1 }
            if let (start, kind) = trailingKind(text, end: end), firstContent < start {
                foundKind = foundKind ?? kind
                end = start
                continue
            }
            var qualifier: (TitleQualifier, ReleaseKind?, inside: Range<Int>, start: Int)?
            if let start = trailingPressing(text, end: end), firstContent < start {
                qualifier = (.sameRecording(anniversary: nil), nil, start..<end, start)
            } else if let open = groupStart(text, end: end), firstContent < open {
                var words = QualifierWords()
                words.prepend(text[(open + 1)..<(end - 1)], restating: nil)
                if let (said, kind) = words.asGroup { qualifier = (said, kind, (open + 1)..<(end - 1), open) }
            } else if let phrase = trailingPhrase(text, end: end, anniversary: anniversary), firstContent < phrase.start {
                qualifier = (phrase.said, phrase.kind, phrase.words..<end, phrase.start)
            }
            guard let (said, kind, written, start) = qualifier else { break }
            // A kind written as the last word of a qualifier (`Extended Single`) is read as the kind.
            let inside = kind == nil ? written : withoutLastWord(text, written)
            if keepingAllButEditions {
                switch said {
                case .sameRecording, .kind, .extended: break
                default: break reading
                }
            }
            if let kind { foundKind = foundKind ?? kind }
            switch said {
            case .sameRecording(let named): anniversary = named ?? anniversary
            case .kind(let kind): foundKind = foundKind ?? kind
            case .differentRecording: stripped.recordings.append(inside)
            case .live: stripped.live = true
            case .extended: extended.append(inside)
            case .source: sources.append(inside)
            case .unknown: stripped.unknown.append(inside)
            case .credit: break
            }
            end = start
        }
        stripped.end = end
        stripped.kind = foundKind ?? .album
        // *Extended* is an album's edition and a single's longer recording; a source note is a
        // single's same recording and, on an album, words the album's facts decide.
        if stripped.kind == .album {
            stripped.unknown += sources
        } else if !keepingAllButEditions {
            stripped.recordings += extended
        }
        stripped.unknown.sort { $0.lowerBound < $1.lowerBound }
        return stripped
    }

    /// `range` of `text` without its last word.
    private static func withoutLastWord(_ text: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, !TitleCharacters.isWord(text[end - 1]) { end -= 1 }
        while end > range.lowerBound, TitleCharacters.isWord(text[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// The release kind that ends `text[..<end]`, and where it starts: ` - Single`
    /// or ` - EP` (a hyphen-minus, en dash or em dash with whitespace, of any
    /// length, on each side), or a last word `EP` after whitespace.
    private static func trailingKind(_ text: [Unicode.Scalar], end: Int) -> (Int, ReleaseKind)? {
        var start = end
        while start > 0, TitleCharacters.isWord(text[start - 1]) { start -= 1 }
        guard start < end, let kind = TitleWordRuns.releaseKind(text[start..<end]) else { return nil }
        let afterDash = whitespaceStart(text, before: start)
        guard afterDash < start else { return nil }
        if afterDash > 0, TitleCharacters.isDash(text[afterDash - 1]) {
            let beforeDash = whitespaceStart(text, before: afterDash - 1)
            if beforeDash < afterDash - 1 { return (beforeDash, kind) }
        }
        return kind == .extendedPlay ? (afterDash, kind) : nil
    }

    /// Where a last word that names a pressing (`初回限定盤`) starts, with the
    /// whitespace before it: a pressing is an edition, bracketed or not.
    private static func trailingPressing(_ text: [Unicode.Scalar], end: Int) -> Int? {
        var start = end
        while start > 0, TitleCharacters.isWord(text[start - 1]) { start -= 1 }
        let before = whitespaceStart(text, before: start)
        guard start < end, before < start, EditionVocabulary.shared.isPressing(text[start..<end]) else { return nil }
        return before
    }

    /// Where the run of whitespace that ends at `end` starts (`end` when there is none).
    private static func whitespaceStart(_ text: [Unicode.Scalar], before end: Int) -> Int {
        var start = end
        while start > 0, TitleCharacters.isWhitespace(text[start - 1]) { start -= 1 }
        return start
    }

    /// The dash, colon or period phrase that ends `text[..<end]` as a
    /// qualifier, if one does: its words run from the last separator (` - `,
    /// a dash with whitespace on each side, or `: ` or `. `, a colon or a
    /// period with whitespace after it);
    /// when those words name nothing but are all the vocabulary's (` - 2011`
    /// of `Tusk: Remaster - 2011`), the phrase runs back to the separator
    /// before, and so on.
    private static func trailingPhrase(
        _ text: [Unicode.Scalar], end: Int, anniversary: Int?
    ) -> (start: Int, words: Int, said: TitleQualifier, kind: ReleaseKind?)? {
        var words = QualifierWords()
        var wordsEnd = end
        var index = end - 1
        while index > 0 {
            guard TitleCharacters.isWhitespace(text[index]) else {
                index -= 1
                continue
            }
            let separator = whitespaceStart(text, before: index + 1) - 1
            var start: Int?
            if separator >= 0, TitleCharacters.isDash(text[separator]) {
                let before = whitespaceStart(text, before: separator)
                if before < separator { start = before }
            } else if separator >= 0, text[separator] == ":" || text[separator] == "." {
                start = whitespaceStart(text, before: separator)
            }
            if let start {
                words.prepend(text[(index + 1)..<wordsEnd], restating: anniversary)
                wordsEnd = separator
                if let (said, kind) = words.asPhrase { return (start, index + 1, said, kind) }
                if words.hasStranger { return nil }
            }
            index = separator
        }
        return nil
    }

    /// Whether every word of `text` is an edition word, a year, an ordinal,
    /// `single` or `ep`: text that names nothing but an edition.
    static func holdsOnlyEditionWords(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var words = TitleWordRuns(text)
        while let word = words.next() {
            guard EditionVocabulary.shared.role(of: text[word]) != nil || TitleWordRuns.isYear(text[word])
                || TitleWordRuns.ordinal(text[word]) != nil || TitleWordRuns.releaseKind(text[word]) != nil
            else { return false }
        }
        return true
    }
}
