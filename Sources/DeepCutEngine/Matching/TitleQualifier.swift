/// What a trailing qualifier of a title says about the recording
/// (Docs/EngineRules.md "Qualifiers"): a bracketed group, a dash, colon or
/// period phrase, a release kind or a pressing, classified by its words,
/// whatever their order and whatever the qualifiers around it.
enum TitleQualifier: Equatable {
    /// The same recordings packaged again: an edition, a remaster, a format;
    /// with the anniversary it names (`20th`), if any.
    case sameRecording(anniversary: Int?)
    /// What the release is: a single or an EP.
    case kind(ReleaseKind)
    /// Another recording: a remix, an acoustic or instrumental take, a
    /// re-recording (`(Taylor's Version)`), a live performance at a place.
    case differentRecording
    /// A live marker: live words and fillers only (`[Live]`, `(En Vivo)`).
    case live
    /// *Extended*: an album's expanded edition, a single's or EP's longer recording.
    case extended
    /// A source note (`(From the Film X)`): the same recording on a single or
    /// EP; on an album, whose note may name a soundtrack, an unknown qualifier.
    case source
    /// A featuring or collaborator credit: who sings, not which release.
    case credit
    /// Words the vocabulary does not place: the album's facts decide.
    case unknown
}

/// The facts about a run of words that classify it as a qualifier, gathered
/// one word at a time, so that a phrase grown by the words before it is not
/// read again.
struct QualifierWords {
    private(set) var count = 0
    private var names = false, head = false, live = false, recording = false
    private var extended = false, source = false, others = false, reRecording = false
    /// Whether a word outside the vocabulary (not a year, an ordinal, a kind or a restated anniversary) stands here.
    private(set) var hasStranger = false
    private var anniversary: Int?
    /// The role of the first word.
    private var first: EditionVocabulary.Role?
    /// The release kind of the last word, when it is `single` or `ep`.
    private var lastKind: ReleaseKind?
    /// Whether the last word is a head word (`The Gold Edition`): a named edition.
    private var lastIsHead = false

    /// Adds the words of `text`, which come before every word added so far.
    mutating func prepend(_ text: ArraySlice<Unicode.Scalar>, restating: Int?) {
        var words = TitleWordRuns(text)
        let isLastRun = count == 0
        var isFirstWord = true, previousIsS = false
        var kind: ReleaseKind?
        var role: EditionVocabulary.Role?
        while let word = words.next() {
            let scalars = text[word]
            role = EditionVocabulary.shared.role(of: scalars)
            kind = TitleWordRuns.releaseKind(scalars)
            if isFirstWord { first = role }
            isFirstWord = false
            switch role {
            case .names: names = true
            case .head: head = true
            case .live: live = true
            case .recording: recording = true
            case .extended: extended = true
            case .source: source = true
            case .filler: break
            case .featuring, .collaboration: others = true
            case nil:
                if let ordinal = TitleWordRuns.ordinal(scalars) {
                    anniversary = anniversary ?? ordinal
                } else if let restating, TitleWordRuns.restates(scalars, restating) {
                    // `Title - XX (20th Anniversary Edition)`: the number says what the group after it says.
                    names = true
                } else if kind == nil, !TitleWordRuns.isYear(scalars) {
                    hasStranger = true
                }
                if kind == nil { others = true }
            }
            // `(Taylor's Version)`: a possessive before *version* names a re-recording.
            if previousIsS, scalars.elementsEqual("version".unicodeScalars) { reRecording = true }
            previousIsS = scalars.elementsEqual("s".unicodeScalars)
            count += 1
        }
        if isLastRun {
            lastKind = kind
            lastIsHead = role == .head
        }
    }

    /// What the words say, as a bracketed group (any word may stand in a group).
    var asGroup: (TitleQualifier, ReleaseKind?)? {
        guard count > 0 else { return nil }
        if first == .featuring { return (.credit, nil) }
        if first == .collaboration { return (recording || live ? .differentRecording : .credit, nil) }
        if count == 1, let lastKind { return (.kind(lastKind), nil) }
        if recording || reRecording { return (.differentRecording, lastKind) }
        if live { return (names || head || extended || others ? .differentRecording : .live, lastKind) }
        if extended { return (.extended, lastKind) }
        if source { return (.source, lastKind) }
        if names || (head && count > (lastKind == nil ? 1 : 2)) { return (.sameRecording(anniversary: anniversary), lastKind) }
        if let lastKind, !hasStranger { return (.kind(lastKind), nil) }
        return (.unknown, nil)
    }

    /// What the words say as a dash, colon or period phrase, or nil when the
    /// phrase is part of the title: every word must be the vocabulary's, a
    /// year, an ordinal, a kind or a restated anniversary, unless the phrase
    /// opens a source note (` - From the Film X`) or ends in a head word, a
    /// named edition (`: The Gold Edition`).
    var asPhrase: (TitleQualifier, ReleaseKind?)? {
        if first == .source { return (.source, lastKind) }
        guard !hasStranger || lastIsHead, first != .featuring, first != .collaboration, let group = asGroup else {
            return nil
        }
        switch group.0 {
        case .unknown, .source: return nil
        default: return group
        }
    }
}

/// The runs of word characters of a text, as ranges of it, and what single words say.
struct TitleWordRuns {
    let text: ArraySlice<Unicode.Scalar>
    var index: Int

    init(_ text: ArraySlice<Unicode.Scalar>) {
        (self.text, index) = (text, text.startIndex)
    }

    /// The next word, as a range of the text; nil after the last.
    mutating func next() -> Range<Int>? {
        while index < text.endIndex, !TitleCharacters.isWord(text[index]) { index += 1 }
        guard index < text.endIndex else { return nil }
        let start = index
        while index < text.endIndex, TitleCharacters.isWord(text[index]) { index += 1 }
        return start..<index
    }

    /// `single` or `ep`, folded.
    static func releaseKind(_ word: ArraySlice<Unicode.Scalar>) -> ReleaseKind? {
        if word.elementsEqual("ep".unicodeScalars) { return .extendedPlay }
        if word.elementsEqual("single".unicodeScalars) { return .single }
        return nil
    }

    /// `1997`, `2011`: four ASCII digits.
    static func isYear(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        word.count == 4 && word.allSatisfy(TitleCharacters.isDigit)
    }

    /// The number of an ordinal (`10th`, `1st`, `22nd`, `3rd`: one to three
    /// digits and an ordinal suffix), or nil. `2020th` is not one: no
    /// anniversary runs to four digits, and a year with a suffix names none.
    static func ordinal(_ word: ArraySlice<Unicode.Scalar>) -> Int? {
        let digits = word.prefix(while: TitleCharacters.isDigit)
        guard (1...3).contains(digits.count), word.count == digits.count + 2,
              ["st", "nd", "rd", "th"].contains(String(String.UnicodeScalarView(word.suffix(2)))) else { return nil }
        return Int(String(String.UnicodeScalarView(digits)))
    }

    /// Whether `word` writes `number` again, in digits (`20`) or in Roman numerals (`xx`, folded).
    static func restates(_ word: ArraySlice<Unicode.Scalar>, _ number: Int) -> Bool {
        let text = String(String.UnicodeScalarView(word))
        return text == String(number) || RomanNumeral.value(of: text) == number
    }
}
