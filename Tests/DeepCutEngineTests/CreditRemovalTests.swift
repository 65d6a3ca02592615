import DeepCutEngine
import Testing

/// Docs/EngineRules.md "Credits": a featuring or collaborator group is removed wherever it
/// stands, once, whatever the groups around and inside it; and a title of many groups or
/// credits is read in one pass (the reading is linear; deepcut-bench measures it).
@Suite("Credits are removed wherever they stand, nested, repeated or crossed, and long titles read in one pass")
struct CreditRemovalTests {
    @Test("credits among other groups normalize as the rules say", arguments: [
        // A credit inside a kept group goes; the group stays.
        ("Tusk (Live at Wembley (feat. B))", "tusk live at wembley"),
        // A credit holding other groups goes whole.
        ("Tusk (feat. B (Remix) [Deluxe])", "tusk"),
        // Credits one after another, and a collaborator with a live word kept.
        ("Tusk (feat. A) (with B) [feat. C]", "tusk"), ("Tusk (with A Live)", "tusk with a live"),
        ("Tusk (with A (Live))", "tusk with a live"),
        // A collaborator group with a recording word deeper inside is kept.
        ("Tusk (with A (Acoustic Version))", "tusk with a acoustic version"),
        // Nested credits: the outer one goes with what it holds.
        ("Tusk (feat. A (feat. B (feat. C)))", "tusk"),
        // Only a credit: it is the title.
        ("(with A (with B))", "with a"), ("((feat. A))", "feat a"),
        // Crossing brackets: a credit's closing bracket of its own kind ends it.
        ("Tusk [x (feat. B] y)", "tusk x"), ("Tusk (feat. B [x) y]", "tusk y"),
        // An unclosed group is text.
        ("Tusk (feat. B", "tusk feat b"),
    ])
    func credits(_ title: String, _ normalized: String) {
        #expect(TitleNormalizer.key(title).text == normalized)
    }

    @Test("a title of thousands of nested groups or credits keeps what the rules keep", arguments: [1_000, 5_000])
    func manyGroups(_ count: Int) {
        let nested = "Moura " + String(repeating: "(", count: count) + "x" + String(repeating: ")", count: count)
        #expect(TitleNormalizer.key(nested).text == "moura x")
        let credits = "Moura" + String(repeating: " (feat. A)", count: count) + " Live"
        #expect(TitleNormalizer.key(credits).text == "moura live")
        let nestedCredits = "Moura " + String(repeating: "(with A ", count: count) + "Live" + String(repeating: ")", count: count)
        #expect(TitleNormalizer.key(nestedCredits).text
                == "moura " + Array(repeating: "with a", count: count).joined(separator: " ") + " live")
        // Trailing editions after a long run of symbols: each removal asks whether content stands before it.
        let symbols = String(repeating: "!", count: count) + " Moura"
        #expect(TitleNormalizer.key(symbols + String(repeating: " (Deluxe)", count: count)) == TitleNormalizer.key(symbols))
    }
}
