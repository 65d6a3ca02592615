/// Words for generated names and titles, spelled so that their normalized
/// form is known by construction: plain lowercase ASCII syllables, which the
/// generator then decorates only in ways the normalization of Docs/EngineRules.md undoes
/// (capital letters, accents on vowels, doubled spaces).
struct SyntheticWords {
    private static let onsets = ["b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "dr",
                                 "kr", "st", "tr", "sh", "ch", "th"]
    private static let vowels = ["a", "e", "i", "o", "u"]
    private static let codas = ["", "", "", "n", "r", "l", "s", "m", "x"]
    /// The accented forms of each vowel, by its lowercase ASCII byte.
    private static let accented: [UInt8: [Character]] = [
        UInt8(ascii: "a"): ["á", "à", "ä", "â"], UInt8(ascii: "e"): ["é", "è", "ë"], UInt8(ascii: "i"): ["í", "ï"],
        UInt8(ascii: "o"): ["ó", "ö", "ô"], UInt8(ascii: "u"): ["ú", "ü"],
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
    ///
    /// The words are lowercase ASCII (`word`), so capitals and the vowel an
    /// accent goes on are found byte by byte.
    static func decorate(_ words: [String], _ random: inout SplitMix64, accents: Double, shout: Double) -> String {
        let shouting = random.chance(shout)
        var text = ""
        for (position, word) in words.enumerated() {
            if position > 0 { text += " " }
            var bytes = Array(word.utf8)
            for index in bytes.indices where shouting || index == 0 {
                if (0x61...0x7A).contains(bytes[index]) { bytes[index] -= 0x20 }
            }
            guard random.chance(accents),
                  let index = bytes.firstIndex(where: { accented[$0 | 0x20] != nil })
            else {
                text += String(decoding: bytes, as: UTF8.self)
                continue
            }
            let choices = accented[bytes[index] | 0x20]!
            let mark = choices[random.below(choices.count)]
            text += String(decoding: bytes[..<index], as: UTF8.self)
            text += bytes[index] < 0x61 ? mark.uppercased() : String(mark)
            text += String(decoding: bytes[(index + 1)...], as: UTF8.self)
        }
        return text
    }
}
