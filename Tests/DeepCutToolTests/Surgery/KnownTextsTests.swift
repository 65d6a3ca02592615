@testable import DeepCutAnalysis
@testable import DeepCutTool
import Testing

@Suite("Known originals inside error texts: leftmost and longest first, the last table's pseudonym, only what can occur")
struct KnownTextsTests {
    /// The originals of the table rows: a name, a longer name sharing its start, a title, a short name and an id.
    static let tables: [[String: String]] = [
        ["r.AbC123": "r.Id0001", "Björk": "Idbjork"],
        ["Sigur Rós": "Xsigur", "Sigur Rós Live": "Xsigurlive", "Ágætis byrjun": "Xagaetis", "Mø": "Xmo", "Björk": "Xbjork"],
    ]

    @Test("each rule of the search, on one text", arguments: [
        ("no such album: Ágætis byrjun", "no such album: Xagaetis"),
        ("Sigur Rós Live at Sigur Rós", "Xsigurlive at Xsigur"),
        ("artist r.AbC123 not found", "artist r.Id0001 not found"),
        ("a later table wins: Björk", "a later table wins: Xbjork"),
        ("too short to look for: Mø", "too short to look for: Mø"),
        ("a known original inside a longer word is still replaced: Sigur Rósa", "a known original inside a longer word is still replaced: Xsigura"),
        ("", ""),
        ("nothing known here", "nothing known here"),
    ])
    func scrubs(text: String, expected: String) {
        let known = KnownTexts(Self.tables, findingIn: [text, "Sigur Rós Live at Sigur Rós Björk r.AbC123 Ágætis byrjun"])
        #expect(known.scrub(text) == expected)
    }

    @Test("an original whose start occurs in no text given is not looked for, and with no texts nothing is")
    func onlyWhatTheTextsHold() {
        let text = "Sigur Rós and Björk"
        #expect(KnownTexts(Self.tables, findingIn: ["Björk"]).scrub(text) == "Sigur Rós and Xbjork")
        #expect(KnownTexts(Self.tables, findingIn: []).scrub(text) == text)
        #expect(KnownTexts(Self.tables, findingIn: [text]).scrub(text) == "Xsigur and Xbjork")
    }
}
