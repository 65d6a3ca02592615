/// Words for generated names and titles, spelled so that their normalized
/// form is known by construction: plain lowercase ASCII syllables, which the
/// generator then decorates only in ways the normalization of Docs/EngineRules.md undoes
/// (capital letters, accents on vowels, doubled spaces).
struct SyntheticWords {
    private static let onsets = ["b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "dr",
                                 "kr", "st", "tr", "sh", "ch", "th"]
    private static let vowels = ["a", "e", "i", "o", "u"]
    private static let codas = ["", "", "", "n", "r", "l", "s", "m", "x"]
    private static let accented: [Character: [Character]] = [
        "a": ["á", "à", "ä", "â"], "e": ["é", "è", "ë"], "i": ["í", "ï"], "o": ["ó", "ö", "ô"], "u": ["ú", "ü"],
    ]

    /// A lowercase word of one to three syllables.
    static func word(_ random: inout SplitMix64) -> String {
        var word = ""
        for _ in 0...random.below(3) {
            word += onsets[random.below(onsets.count)] + vowels[random.below(vowels.count)]
                + codas[random.below(codas.count)]
        }
        return word
    }

    /// One to `maxWords` lowercase words.
    static func words(_ random: inout SplitMix64, max maxWords: Int) -> [String] {
        (0...random.below(maxWords)).map { _ in word(&random) }
    }

    /// The words as a person would write them: capitalized, sometimes with
    /// an accent on a vowel, sometimes all capitals.
    static func decorate(_ words: [String], _ random: inout SplitMix64, accents: Double, shout: Double) -> String {
        let shouting = random.chance(shout)
        return words.map { word in
            var characters = Array(shouting ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst())
            if random.chance(accents), let index = characters.indices.first(where: { accented[Character(characters[$0].lowercased())] != nil }) {
                let choices = accented[Character(characters[index].lowercased())]!
                let mark = choices[random.below(choices.count)]
                characters[index] = characters[index].isUppercase ? Character(mark.uppercased()) : mark
            }
            return String(characters)
        }.joined(separator: " ")
    }
}
