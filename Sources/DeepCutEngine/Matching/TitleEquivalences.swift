/// Spellings a listener reads alike, in one place (Docs/EngineRules.md
/// "Equivalent spellings"): applied to a title's words once step 3 has
/// collapsed them, so that every rule after it sees one spelling.
enum TitleEquivalences {
    /// The conjunction of every language of the edition vocabulary, and `+`
    /// standing alone between words: all are the word `and` (`&` is already,
    /// by step 3).
    static let conjunctions = ["and", "+", "y", "e", "et", "und", "и"]

    /// Words after which a number counts volumes, parts or chapters, in the
    /// vocabulary's languages: a Roman numeral after one is that number.
    static let countingWords = [
        "vol", "volume", "volumes", "volumen", "pt", "part", "parte", "partie", "teil", "chapter", "chapitre",
        "capitulo", "capitolo", "kapitel", "book", "act", "episode", "episodio", "phase", "tome", "tomo",
        "том", "часть", "глава",
    ]

    /// The largest Roman numeral read as a count (C): above it, a word of
    /// those letters (`mix`) is a word.
    static let largestCount = 100

    /// The word a listener reads in place of the word `text[word]`, which
    /// follows `text[previous]`, or nil when it reads as written: `and` for a
    /// conjunction (a one-letter one only between two longer words: `Simon y
    /// Garfunkel`, not `X Y`), digits for a Roman numeral or a zero-padded
    /// number after a counting word (`vol iv`, `vol 04` → `vol 4`). `text` is
    /// collapsed: its words are parted by one space.
    /// - Complexity: O(1) for most words, which make no string.
    static func reading(in text: [Unicode.Scalar], word: Range<Int>, after previous: Range<Int>?) -> String? {
        guard let first = word.first.map({ text[$0] }) else { return nil }
        switch first {
        // `and` itself reads as written; every other conjunction begins so.
        case "+", "y", "e", "u", "и":
            guard word.count <= 3, isListed(text, word, in: conjunctionForms) else { return nil }
            guard word.count == 1, first != "+" else { return "and" }
            let nextLength = text[word.upperBound...].dropFirst().prefix { $0 != " " }.count
            return (previous?.count ?? 0) > 1 && nextLength > 1 ? "and" : nil
        // A number after a counting word is a Roman numeral or a zero-padded number.
        case "i", "v", "x", "l", "c", "d", "m", "0":
            guard let previous, word.count <= 15, isListed(text, previous, in: countingForms) else { return nil }
            var numeral = ""
            numeral.unicodeScalars.append(contentsOf: text[word])
            if let value = RomanNumeral.value(of: numeral), value <= largestCount { return String(value) }
            if word.count > 1, text[word].allSatisfy(TitleCharacters.isDigit), let value = Int(numeral) {
                return String(value)
            }
            return nil
        default:
            return nil
        }
    }

    /// A listed word's first scalar, length and scalars: a word is compared with those that begin
    /// as it does and are as long, and no string is made of a word that is not listed.
    private typealias Form = (first: Unicode.Scalar, count: Int, word: String)

    private static let conjunctionForms = conjunctions.map(form)
    private static let countingForms = countingWords.map(form)

    private static func form(_ word: String) -> Form {
        (word.unicodeScalars.first!, word.unicodeScalars.count, word)
    }

    private static func isListed(_ text: [Unicode.Scalar], _ word: Range<Int>, in forms: [Form]) -> Bool {
        let first = text[word.lowerBound]
        return forms.contains { form in
            form.first == first && form.count == word.count
                && zip(text[word], form.word.unicodeScalars).allSatisfy { $0 == $1 }
        }
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
