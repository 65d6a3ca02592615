/// Spellings a listener reads alike, in one place (Docs/EngineRules.md
/// "Equivalent spellings"): applied to a title's words once step 3 has
/// collapsed them, so that every rule after it sees one spelling.
enum TitleEquivalences {
    /// The conjunction of every language of the edition vocabulary, and `+`
    /// standing alone between words: all are the word `and` (`&` is already,
    /// by step 3).
    static let conjunctions: Set<String> = ["and", "+", "y", "e", "et", "und", "и"]

    /// Words after which a number counts volumes, parts or chapters, in the
    /// vocabulary's languages: a Roman numeral after one is that number.
    static let countingWords: Set<String> = [
        "vol", "volume", "volumes", "volumen", "pt", "part", "parte", "partie", "teil", "chapter", "chapitre",
        "capitulo", "capitolo", "kapitel", "book", "act", "episode", "episodio", "phase", "tome", "tomo",
        "том", "часть", "глава",
    ]

    /// The largest Roman numeral read as a count (C): above it, a word of
    /// those letters (`mix`) is a word.
    static let largestCount = 100

    /// The word a listener reads in place of `word`, which stands between
    /// `previous` and the word `next` gives, or nil when it reads as written:
    /// `and` for a conjunction (a one-letter one only between two longer
    /// words: `Simon y Garfunkel`, not `X Y`), digits for a Roman numeral or
    /// a zero-padded number after a counting word (`vol iv`, `vol 04` → `vol 4`).
    static func reading(of word: String, after previous: String?, before next: () -> String?) -> String? {
        if conjunctions.contains(word), word != "and" {
            guard word.unicodeScalars.count == 1, word != "+" else { return "and" }
            guard let previous, previous.unicodeScalars.count > 1, let next = next(), next.unicodeScalars.count > 1
            else { return nil }
            return "and"
        }
        guard let previous, countingWords.contains(previous) else { return nil }
        if let value = RomanNumeral.value(of: word), value <= largestCount { return String(value) }
        if word.count > 1, word.first == "0", word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word) {
            return String(value)
        }
        return nil
    }
}

/// Roman numerals, folded to lowercase (`xx`, `iv`).
enum RomanNumeral {
    private static let numerals: [(Int, String)] = [
        (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
        (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
    ]

    /// `number` in lowercase Roman numerals (1 to 3,999).
    static func text(_ number: Int) -> String {
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

    /// The value of `text` when it is a Roman numeral written the usual way
    /// (the way `text(_:)` writes it), or nil: `iiii` and `vv` are words.
    static func value(of text: String) -> Int? {
        guard (1...15).contains(text.utf8.count), text.utf8.allSatisfy({ "ivxlcdm".utf8.contains($0) }) else { return nil }
        var total = 0, previous = 0
        for scalar in text.unicodeScalars.reversed() {
            let value = numerals.first { $0.1 == String(scalar) }!.0
            total += value < previous ? -value : value
            previous = max(previous, value)
        }
        return total > 0 && self.text(total) == text ? total : nil
    }
}
