/// Step 2 of title normalization (Docs/EngineRules.md "Title
/// normalization"), on folded scalars: credits removed wherever they stand,
/// then release kinds, edition groups, a live marker and edition phrases
/// removed from the end, again and again. No removal is made that would
/// leave nothing with a letter or a digit.
enum TitleStripping {
    /// What step 2 left of a title.
    struct Stripped {
        /// The title is `text[..<end]`.
        var end: Int
        /// The release kind nearest the end, or `.album`.
        var kind = ReleaseKind.album
        /// The inside of the live marker removed (`Live` of `[Live]`), if one was.
        var liveMarker: Range<Int>?
        /// The inside of the group that names a single's or EP's longer recording
        /// (`Extended` of `Song - Single (Extended)`), taken off so that the kind before it is read.
        var longerRecording: Range<Int>?
    }

    /// Step 2 on `text`, whose credits are removed in place.
    /// - Complexity: O(n log n) in the length of `text`, whatever its groups,
    ///   credits and editions.
    static func strip(_ text: inout [Unicode.Scalar]) -> Stripped {
        removeCredits(&text)
        let album = removeTrailing(text, end: text.count, extendedNamesEdition: true, marksLive: true)
        guard album.stripped.kind != .album, album.readExtended else { return album.stripped }
        // A single or EP whose group holds *extended* is a longer recording of the song.
        return removeTrailing(text, end: text.count, extendedNamesEdition: false, marksLive: true).stripped
    }

    /// The end of `text` once its release kinds, edition groups and edition
    /// phrases are removed (no credit, no live marker): what a redaction keeps as written.
    static func withoutTrailingEditions(_ text: [Unicode.Scalar]) -> Int {
        removeTrailing(text, end: text.count, extendedNamesEdition: true, marksLive: false).stripped.end
    }

    // MARK: Credits

    /// Removes every bracketed group that is a featuring or collaborator
    /// credit, leaving a space where it stood (a credit parts what is on its
    /// two sides, as its brackets did). Kept when nothing else has content.
    /// - Complexity: O(n log n) in the length of `text`, whatever its groups
    ///   and credits: the groups are paired and the words read once, and the
    ///   title is written anew once instead of shifted at each removal.
    private static func removeCredits(_ text: inout [Unicode.Scalar]) {
        guard text.contains(where: { $0 == "(" || $0 == "[" }) else { return }
        let ends = groupEnds(text)
        let words = TitleWords(text)
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
        var round: [Int] = [], square: [Int] = []
        for (index, scalar) in text.enumerated() {
            switch scalar {
            case "(": round.append(index)
            case "[": square.append(index)
            case ")": if let open = round.popLast() { ends[open] = index }
            case "]": if let open = square.popLast() { ends[open] = index }
            default: break
            }
        }
        return ends
    }

    /// The words of a whole title and their roles, read once, so that whether a
    /// group is a credit (`classify` would say `.credit`) is known from its first
    /// word and a count, without reading the group again.
    private struct TitleWords {
        var starts: [Int] = []
        var ends: [Int] = []
        var roles: [EditionVocabulary.Role?] = []
        /// `keepers[k]`: how many of the first `k` words are recording or live
        /// words, which make a collaborator group part of the title.
        var keepers: [Int] = [0]

        init(_ text: [Unicode.Scalar]) {
            var words = Words(text[...])
            while let word = words.next() {
                let role = EditionVocabulary.shared.role(of: text[word])
                starts.append(word.lowerBound)
                ends.append(word.upperBound)
                roles.append(role)
                keepers.append(keepers[keepers.count - 1] + (role == .recording || role == .live ? 1 : 0))
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
        func isCredit(open: Int, close: Int) -> Bool {
            let head = first(atOrAfter: open + 1)
            guard head < starts.count, starts[head] < close else { return false }
            switch roles[head] {
            case .featuring: return true
            case .collaboration: return keepers[first(atOrAfter: close)] == keepers[head]
            default: return false
            }
        }
    }

    /// Where the group that ends `text[..<end]` with `)` or `]` opens, by the same pairing.
    private static func groupStart(_ text: [Unicode.Scalar], end: Int) -> Int? {
        guard end > 0, text[end - 1] == ")" || text[end - 1] == "]" else { return nil }
        let closer = text[end - 1]
        let opener: Unicode.Scalar = closer == ")" ? "(" : "["
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

    /// The result of one reading of the end, and whether *extended* named an edition in it.
    private struct Reading {
        var stripped: Stripped
        var readExtended = false
    }

    /// Removes release kinds, edition groups, one live marker and edition
    /// phrases from the end, in whatever order they come, until the title ends in none.
    private static func removeTrailing(
        _ text: [Unicode.Scalar], end: Int, extendedNamesEdition: Bool, marksLive: Bool
    ) -> Reading {
        var reading = Reading(stripped: Stripped(end: end))
        var foundKind: ReleaseKind?
        var anniversary: Int?
        var end = end
        // Text before a position has content when the first word starts before it: found once,
        // so that a title of many trailing groups after a long run of symbols is read once.
        let firstWord = text.firstIndex(where: TitleCharacters.isWord) ?? text.count
        while true {
            while end > 0, TitleCharacters.isWhitespace(text[end - 1]) { end -= 1 }
            if let (start, kind) = trailingKind(text, end: end), firstWord < start {
                foundKind = foundKind ?? kind
                end = start
                continue
            }
            if let open = groupStart(text, end: end), firstWord < open {
                let inside = (open + 1)..<(end - 1)
                switch classify(text[inside], extendedNamesEdition: extendedNamesEdition) {
                case .edition(let ordinal, let readExtended):
                    reading.readExtended = reading.readExtended || readExtended
                    anniversary = ordinal ?? anniversary
                    end = open
                    continue
                case .kind(let kind):
                    foundKind = foundKind ?? kind
                    end = open
                    continue
                case .live where marksLive && reading.stripped.liveMarker == nil:
                    reading.stripped.liveMarker = inside
                    end = open
                    continue
                case .longerRecording where marksLive && reading.stripped.longerRecording == nil:
                    reading.stripped.longerRecording = inside
                    end = open
                    continue
                default:
                    break
                }
            }
            if let phrase = trailingPhrase(text, end: end), firstWord < phrase.start {
                let edition = editionPhrase(
                    text[phrase.words..<end], anniversary: anniversary, extendedNamesEdition: extendedNamesEdition)
                if edition.isEdition {
                    reading.readExtended = reading.readExtended || edition.readExtended
                    end = phrase.start
                    continue
                }
            }
            reading.stripped.end = end
            reading.stripped.kind = foundKind ?? .album
            return reading
        }
    }

    /// The release kind that ends `text[..<end]`, and where it starts: ` - Single`
    /// or ` - EP` (a hyphen-minus, en dash or em dash with whitespace, of any
    /// length, on each side), or a last word `EP` after whitespace.
    private static func trailingKind(_ text: [Unicode.Scalar], end: Int) -> (Int, ReleaseKind)? {
        var start = end
        while start > 0, TitleCharacters.isWord(text[start - 1]) { start -= 1 }
        guard start < end, let kind = releaseKind(text[start..<end]) else { return nil }
        let afterDash = whitespaceStart(text, before: start)
        guard afterDash < start else { return nil }
        if afterDash > 0, TitleCharacters.isDash(text[afterDash - 1]) {
            let beforeDash = whitespaceStart(text, before: afterDash - 1)
            if beforeDash < afterDash - 1 { return (beforeDash, kind) }
        }
        return kind == .extendedPlay ? (afterDash, kind) : nil
    }

    /// Where the run of whitespace that ends at `end` starts (`end` when there is none).
    private static func whitespaceStart(_ text: [Unicode.Scalar], before end: Int) -> Int {
        var start = end
        while start > 0, TitleCharacters.isWhitespace(text[start - 1]) { start -= 1 }
        return start
    }

    /// The last dash phrase (` - `, a dash with whitespace on each side) or
    /// colon phrase (`: `, a colon with whitespace after it) of `text[..<end]`:
    /// where its separator starts and where its words start.
    private static func trailingPhrase(_ text: [Unicode.Scalar], end: Int) -> (start: Int, words: Int)? {
        var index = end - 1
        while index > 0 {
            if TitleCharacters.isWhitespace(text[index]) {
                let separator = whitespaceStart(text, before: index + 1) - 1
                if separator >= 0, TitleCharacters.isDash(text[separator]) {
                    let start = whitespaceStart(text, before: separator)
                    if start < separator { return (start, index + 1) }
                } else if separator >= 0, text[separator] == ":" {
                    return (whitespaceStart(text, before: separator), index + 1)
                }
                index = separator
            } else {
                index -= 1
            }
        }
        return nil
    }

    // MARK: Words

    /// What a bracketed group is.
    enum Group: Equatable {
        /// An edition of the release, with the anniversary it names (`20th`), if any.
        case edition(ordinal: Int?, readExtended: Bool)
        /// The release kind written as a group: `(Single)`, `[EP]`.
        case kind(ReleaseKind)
        /// A live marker: a live word and fillers only (`[Live]`, `(En Vivo)`).
        case live
        /// On a single or EP, a group naming a longer recording (`(Extended)`, `(Extended Version)`).
        case longerRecording
        /// A featuring or collaborator credit: removed wherever it stands.
        case credit
        /// Part of the title: kept.
        case title
    }

    /// What the group whose inside is `inside` is (Docs/EngineRules.md "Edition groups").
    static func classify(_ inside: ArraySlice<Unicode.Scalar>, extendedNamesEdition: Bool) -> Group {
        var words = Words(inside)
        var count = 0
        var names = false, head = false, live = false, others = false, readExtended = false, longer = false
        var ordinal: Int?
        var first: EditionVocabulary.Role?
        var kind: ReleaseKind?
        while let word = words.next() {
            let role = EditionVocabulary.shared.role(of: inside[word])
            if count == 0 {
                if role == .featuring { return .credit }
                first = role
                kind = releaseKind(inside[word])
            }
            switch role {
            case .recording: return .title
            case .live: live = true
            case .names: names = true
            case .head: head = true
            case .extended:
                if extendedNamesEdition {
                    names = true
                    readExtended = true
                } else {
                    longer = true
                }
            case .filler: break
            case .featuring, .collaboration: others = true
            case nil:
                others = true
                ordinal = ordinal ?? self.ordinal(inside[word])
            }
            count += 1
        }
        if first == .collaboration { return live ? .title : .credit }
        if count == 1, let kind { return .kind(kind) }
        if longer { return live ? .title : .longerRecording }
        if live { return names || head || others ? .title : .live }
        return names || (head && count > 1) ? .edition(ordinal: ordinal, readExtended: readExtended) : .title
    }

    /// Whether `phrase` is an edition phrase: every word an edition word, a
    /// year, an ordinal, or the anniversary of the edition group that stood
    /// after it written again (`XX`, `20`), naming an edition or restating it;
    /// and whether *extended* named it.
    private static func editionPhrase(
        _ phrase: ArraySlice<Unicode.Scalar>, anniversary: Int?, extendedNamesEdition: Bool
    ) -> (isEdition: Bool, readExtended: Bool) {
        var words = Words(phrase)
        var count = 0
        var names = false, head = false, restated = false, readExtended = false
        while let word = words.next() {
            switch EditionVocabulary.shared.role(of: phrase[word]) {
            case .names: names = true
            case .extended:
                guard extendedNamesEdition else { return (false, false) }
                names = true
                readExtended = true
            case .head: head = true
            case .filler: break
            case .recording, .live, .featuring, .collaboration: return (false, false)
            case nil:
                if let anniversary, restates(phrase[word], anniversary) {
                    restated = true
                } else if !isYear(phrase[word]), ordinal(phrase[word]) == nil {
                    return (false, false)
                }
            }
            count += 1
        }
        return (names || (head && count > 1) || restated, readExtended)
    }

    /// Whether every word of `text` is an edition word, a year, an ordinal,
    /// `single` or `ep`: text that names nothing but an edition.
    static func holdsOnlyEditionWords(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var words = Words(text)
        while let word = words.next() {
            guard EditionVocabulary.shared.role(of: text[word]) != nil || isYear(text[word])
                || ordinal(text[word]) != nil || releaseKind(text[word]) != nil else { return false }
        }
        return true
    }

    /// The runs of word characters of a text, as ranges of it.
    private struct Words {
        let text: ArraySlice<Unicode.Scalar>
        var index: Int

        init(_ text: ArraySlice<Unicode.Scalar>) {
            (self.text, index) = (text, text.startIndex)
        }

        mutating func next() -> Range<Int>? {
            while index < text.endIndex, !TitleCharacters.isWord(text[index]) { index += 1 }
            guard index < text.endIndex else { return nil }
            let start = index
            while index < text.endIndex, TitleCharacters.isWord(text[index]) { index += 1 }
            return start..<index
        }
    }

    /// `single` or `ep`, folded.
    private static func releaseKind(_ word: ArraySlice<Unicode.Scalar>) -> ReleaseKind? {
        if word.elementsEqual("ep".unicodeScalars) { return .extendedPlay }
        if word.elementsEqual("single".unicodeScalars) { return .single }
        return nil
    }

    /// `1997`, `2011`: four ASCII digits.
    private static func isYear(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        word.count == 4 && word.allSatisfy(TitleCharacters.isDigit)
    }

    /// The number of an ordinal (`10th`, `1st`, `22nd`, `3rd`: one to three
    /// digits and an ordinal suffix), or nil.
    private static func ordinal(_ word: ArraySlice<Unicode.Scalar>) -> Int? {
        let digits = word.prefix(while: TitleCharacters.isDigit)
        guard (1...3).contains(digits.count), word.count == digits.count + 2,
              ["st", "nd", "rd", "th"].contains(String(String.UnicodeScalarView(word.suffix(2)))) else { return nil }
        return Int(String(String.UnicodeScalarView(digits)))
    }

    /// Whether `word` writes `number` again, in digits (`20`) or in Roman numerals (`xx`, folded).
    private static func restates(_ word: ArraySlice<Unicode.Scalar>, _ number: Int) -> Bool {
        let text = String(String.UnicodeScalarView(word))
        return text == String(number) || text == roman(number)
    }

    /// `number` in lowercase Roman numerals (1 to 3,999).
    private static func roman(_ number: Int) -> String {
        let numerals: [(Int, String)] = [
            (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
            (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
        ]
        var rest = min(max(number, 0), 3_999)
        var text = ""
        for (value, numeral) in numerals {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }

    /// Whether `text` holds a word character.
    static func hasContent(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        text.contains(where: TitleCharacters.isWord)
    }
}
