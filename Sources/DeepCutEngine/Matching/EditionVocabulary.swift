/// The edition vocabulary of step 2 (Docs/EngineRules.md "Edition words"):
/// what each word of a bracketed group or of a dash or colon phrase says
/// about the release. The words are data, a table per language
/// (`EditionVocabulary+Languages.swift`), folded by step 1 when the
/// vocabulary is built, so they are written as a store writes them.
package struct EditionVocabulary: Sendable {
    /// What a word says.
    package enum Role: UInt8, Sendable {
        /// Names an edition by itself: *deluxe*, *remastered*, *bonus*.
        case names
        /// Names an edition when another word stands with it: *edition* (`Wembley Edition`).
        case head
        /// May stand in a dash or colon phrase without naming an edition: *the*, *version*, *super*.
        case filler
        /// A different recording: the group or phrase is part of the title (*remix*, *mix*, *acoustic*).
        case recording
        /// A live recording: a group of it alone marks a live album (`[Live]`), which the album's
        /// facts may match to its namesake without the marker; anywhere else it is a different recording.
        case live
        /// Names an expanded edition of an album (*extended*), and a longer recording of a single or EP.
        case extended
        /// Opens a featuring credit (*feat.*, *featuring*, *ft.*).
        case featuring
        /// Opens a collaborator credit (*with*), unless the group names a different recording (`with Strings`).
        case collaboration
        /// Says where a recording comes from or what it is for (*from*, *film*, *soundtrack*): a source note.
        case source
    }

    /// One language's words.
    package struct Language: Sendable {
        /// The language's English name, as Docs/EngineRules.md lists it.
        package let name: String
        /// Each word as written, and its role.
        package let words: [(String, Role)]
        /// Beginnings of words, and the role of any word that begins so and
        /// is not listed whole (`remaster` for *remastered*, *remasterizado*,
        /// *remasterisé*): a language writes one edition word in many endings.
        package let stems: [(String, Role)]

        /// A language of this name, these words and these stems.
        package init(name: String, words: [(String, Role)], stems: [(String, Role)] = []) {
            (self.name, self.words, self.stems) = (name, words, stems)
        }
    }

    /// The vocabulary of every language in `languages`.
    package static let shared = EditionVocabulary(languages)

    /// Each folded word's role.
    private let roles: [String: Role]
    /// The head words' UTF-8, by their last byte.
    private let headsByLastByte: [[[UInt8]]]
    /// The folded stems and their roles by first scalar, longest first, so
    /// that a word is held against the few stems that begin as it does: an
    /// ASCII first scalar indexes `asciiStems`, any other `otherStems`.
    private let asciiStems: [[(stem: [Unicode.Scalar], role: Role)]]
    private let otherStems: [Unicode.Scalar: [(stem: [Unicode.Scalar], role: Role)]]

    /// The words and stems of `languages`, each folded; a word or stem met twice keeps its first role.
    package init(_ languages: [Language]) {
        var roles: [String: Role] = [:], stemRoles: [String: Role] = [:]
        for language in languages {
            for (word, role) in language.words where roles[TitleFolding.fold(word)] == nil {
                roles[TitleFolding.fold(word)] = role
            }
            for (stem, role) in language.stems where stemRoles[TitleFolding.fold(stem)] == nil {
                stemRoles[TitleFolding.fold(stem)] = role
            }
        }
        self.roles = roles
        var headsByLastByte = [[[UInt8]]](repeating: [], count: 256)
        for head in roles.filter({ $0.value == .head }).keys.sorted() {
            if let last = head.utf8.last { headsByLastByte[Int(last)].append(Array(head.utf8)) }
        }
        self.headsByLastByte = headsByLastByte
        var stems: [Unicode.Scalar: [(stem: [Unicode.Scalar], role: Role)]] = [:]
        for (stem, role) in stemRoles {
            let scalars = Array(stem.unicodeScalars)
            if let first = scalars.first { stems[first, default: []].append((scalars, role)) }
        }
        // Longest first: of two stems a word begins with, the longer says more.
        let sorted = stems.mapValues { $0.sorted { $0.stem.count > $1.stem.count } }
        asciiStems = (0..<128).map { sorted[Unicode.Scalar(UInt8($0))] ?? [] }
        otherStems = sorted.filter { !$0.key.isASCII }
    }

    /// How many distinct folded words there are.
    package var count: Int { roles.count }

    /// The role of a folded word, or nil when it is not in the vocabulary.
    ///
    /// A word ending in 盤 (*pressing*) names an edition however it begins:
    /// Japanese names an edition by the pressing (通常盤 regular, 初回限定盤
    /// first-press limited, デラックス盤 deluxe), one word without spaces, and
    /// may letter or number it (初回限定盤A); Chinese writes 盘.
    package func role(of word: String) -> Role? {
        roles[word] ?? roleByForm(Array(word.unicodeScalars)[...])
    }

    /// The role of a word not listed whole: a pressing, or the longest stem it begins with.
    private func roleByForm(_ word: ArraySlice<Unicode.Scalar>) -> Role? {
        if isPressing(word) { return .names }
        guard let first = word.first else { return nil }
        let candidates = first.isASCII ? asciiStems[Int(first.value)] : otherStems[first] ?? []
        return candidates.first { word.count >= $0.stem.count && word.prefix($0.stem.count).elementsEqual($0.stem) }?.role
    }

    /// Whether the text ends in a head word (*edition*) after a space: asked
    /// of every title, so it compares the text's last bytes with each head
    /// word's, making no string.
    func endsInHead(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let last = utf8.last else { return false }
        return headsByLastByte[Int(last)].contains { head in
            utf8.count > head.count && utf8.suffix(head.count).elementsEqual(head)
                && utf8[utf8.index(utf8.endIndex, offsetBy: -head.count - 1)] == UInt8(ascii: " ")
        }
    }

    /// The role of the folded word `scalars`, or nil.
    func role(of scalars: ArraySlice<Unicode.Scalar>) -> Role? {
        // Appended a scalar at a time: a word is short, and a short string needs no allocation.
        var word = ""
        for scalar in scalars { word.unicodeScalars.append(scalar) }
        return roles[word] ?? roleByForm(scalars)
    }

    /// Whether `word` names a pressing: letters before 盤 (or its simplified
    /// form 盘), and after it nothing or the pressing's ASCII letter or number
    /// (`初回限定盤A`, `初回限定盘1`).
    func isPressing<Word: BidirectionalCollection<Unicode.Scalar>>(_ word: Word) -> Bool {
        // Most words are ASCII to the end: they are told from their last scalar.
        guard let last = word.last, !last.isASCII || TitleCharacters.isWord(last),
              let mark = word.lastIndex(where: { $0 == "\u{76E4}" || $0 == "\u{76D8}" }), mark != word.startIndex
        else { return false }
        return word[word.index(after: mark)...].allSatisfy { $0.isASCII && TitleCharacters.isWord($0) }
    }


}
