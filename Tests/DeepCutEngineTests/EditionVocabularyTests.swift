import DeepCutEngine
import Testing

@Suite("The edition vocabulary is one table per language, folded, each word with one role")
struct EditionVocabularyTests {
    @Test("the languages are the eight that Docs/EngineRules.md lists, in that order")
    func languages() {
        #expect(EditionVocabulary.languages.map(\.name)
            == ["English", "Spanish", "Portuguese", "French", "German", "Italian", "Russian", "Japanese"])
    }

    @Test("no folded word is listed with two roles")
    func oneRolePerWord() {
        var roles: [String: EditionVocabulary.Role] = [:]
        for language in EditionVocabulary.languages {
            for (word, role) in language.words {
                let folded = TitleFolding.fold(word)
                #expect(roles[folded] == nil || roles[folded] == role, "\(language.name) \(word)")
                roles[folded] = role
            }
        }
        #expect(EditionVocabulary.shared.count == roles.count)
    }

    @Test("a vocabulary of any size finds every one of its words and no other")
    func anySize() {
        let words = (0..<500).map { ("word\($0)", EditionVocabulary.Role.names) }
        let vocabulary = EditionVocabulary([EditionVocabulary.Language(name: "Test", words: words)])
        #expect(vocabulary.count == 500)
        for (word, _) in words {
            #expect(vocabulary.role(of: word) == .names)
        }
        #expect(vocabulary.role(of: "word500") == nil)
    }

    @Test("words in another language's table make a group an edition group", arguments: [
        ("Tusk (Edición Especial)", "tusk"), ("Tusk (Edição Especial)", "tusk"), ("Tusk (Édition Deluxe)", "tusk"),
        ("Tusk (Jubiläumsausgabe)", "tusk"), ("Tusk (Edizione Speciale)", "tusk"), ("Tusk (Переиздание)", "tusk"),
        ("Tusk (デラックス・エディション)", "tusk"), ("Tusk (En Vivo)", "tusk live"), ("Tusk (Ao Vivo)", "tusk live"), ("Tusk (En Directo)", "tusk live"), ("Tusk (Dal Vivo)", "tusk live"), ("Tusk (Edición de Lujo)", "tusk"),
        ("Tusk (初回限定盤)", "tusk"), ("Tusk (通常盤)", "tusk"),
    ])
    func otherLanguages(_ title: String, _ expected: String) {
        #expect(TitleNormalizer.title(title) == expected)
    }
}
