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
    /// Each folded stem's role, and the stems' lengths in scalars, longest first.
    private let stemRoles: [String: Role]
    private let stemLengths: [Int]

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
        self.stemRoles = stemRoles
        stemLengths = Set(stemRoles.keys.map(\.unicodeScalars.count)).sorted(by: >)
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
        if let role = roles[word] { return role }
        let scalars = word.unicodeScalars
        if isPressing(scalars[...]) { return .names }
        // The longest stem the word begins with.
        for length in stemLengths where scalars.count >= length {
            var stem = ""
            stem.unicodeScalars.append(contentsOf: scalars.prefix(length))
            if let role = stemRoles[stem] { return role }
        }
        return nil
    }

    /// The role of the folded word `scalars`, or nil.
    func role(of scalars: ArraySlice<Unicode.Scalar>) -> Role? {
        // Appended a scalar at a time: a word is short, and a short string needs no allocation.
        var word = ""
        for scalar in scalars { word.unicodeScalars.append(scalar) }
        return role(of: word)
    }

    /// Whether `word` names a pressing: letters before 盤 (or its simplified
    /// form 盘), and after it nothing or the pressing's ASCII letter or number
    /// (`初回限定盤A`, `初回限定盘1`).
    func isPressing<Word: BidirectionalCollection<Unicode.Scalar>>(_ word: Word) -> Bool {
        guard let mark = word.lastIndex(where: { Self.pressings.contains($0) }), mark != word.startIndex else { return false }
        return word[word.index(after: mark)...].allSatisfy { $0.isASCII && TitleCharacters.isWord($0) }
    }

    /// 盤 (U+76E4) and 盘 (U+76D8), *pressing*.
    private static let pressings: [Unicode.Scalar] = ["\u{76E4}", "\u{76D8}"]
}
