import DeepCutVerify
import Testing

extension VerifySuites {
    /// Docs/TraceFormat.md "Printing what a trace says".
    @Suite("A trace's string is printed with its controls escaped and cut at a limit")
    struct PrintedTextTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var text: String
            var printed: String
            var testDescription: String { printed }
        }

        @Test("each control, separator and bidi mark is shown by its number; the rest is kept", arguments: [
            Case(text: "Acid Bath", printed: "Acid Bath"),
            Case(text: "Björk · 東京事変 · Ελληνικά · עברית 🎸", printed: "Björk · 東京事変 · Ελληνικά · עברית 🎸"),
            Case(text: "a\u{1B}[2Jb", printed: #"a\u{1B}[2Jb"#),
            Case(text: "bell\u{07}", printed: #"bell\u{7}"#),
            Case(text: "x\nPASS  forged", printed: #"x\u{A}PASS  forged"#),
            Case(text: "tab\there\r\n", printed: #"tab\u{9}here\u{D}\u{A}"#),
            Case(text: "\u{0}\u{7F}\u{80}\u{9B}\u{9F}\u{A0}", printed: "\\u{0}\\u{7F}\\u{80}\\u{9B}\\u{9F}\u{A0}"),
            Case(text: "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", printed: #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
            Case(text: "\u{2066}\u{2067}\u{2068}\u{2069}", printed: #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
            Case(text: "line\u{2028}para\u{2029}", printed: #"line\u{2028}para\u{2029}"#),
            Case(text: "a\\u{1B}", printed: #"a\u{1B}"#),
        ])
        func escapes(_ example: Case) {
            #expect(PrintedText.escape(example.text) == example.printed)
        }

        @Test("a string longer than the limit is cut at the limit, with a count of what was cut")
        func cut() {
            let long = String(repeating: "é", count: PrintedText.limit + 1_234)
            #expect(PrintedText.escape(long) == String(repeating: "é", count: PrintedText.limit) + "… (1,234 more characters)")
            let exact = String(repeating: "a", count: PrintedText.limit)
            #expect(PrintedText.escape(exact) == exact)
            #expect(PrintedText.escape("abc\u{1B}def", limit: 4) == #"abc\u{1B}… (3 more characters)"#)
            #expect(PrintedText.escape("ab", limit: 1) == "a… (1 more character)")
        }

        @Test("a forty-megabyte name prints in one short line")
        func hugeName() {
            let name = String(repeating: "x", count: 40 << 20)
            let printed = PrintedText.escape(name)
            #expect(printed.count < PrintedText.limit + 40)
            #expect(printed.hasSuffix("… (41,938,944 more characters)"))
        }
    }
}
