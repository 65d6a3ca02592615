import DeepCutTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

extension ReplayCommandSuites {
    /// Characters a format cannot carry: bytes that are not UTF-8 in an
    /// argument, characters XML 1.0 forbids in a JUnit report.
    @Suite("an argument that is not UTF-8 is refused with the way around it, and JUnit XML stays well-formed whatever a title holds")
    struct ForbiddenCharacterTests {
        /// Runs `deepcut-replay SCRIPT` through the shell, whose `printf` makes the bytes (`\351` is é in Latin-1).
        static func runWithBytes(_ script: String, in folder: URL) async throws -> ProcessOutput {
            let binary = try #require(ReplayExecutable.url)
            return try await ReplayExecutable.run(
                ["-c", #"exec "$DEEPCUT" "# + script], in: folder, environment: ["DEEPCUT": binary.path],
                program: URL(fileURLWithPath: "/bin/sh"))
        }

        /// The first line of standard error.
        static func firstLine(_ output: ProcessOutput) -> String {
            output.standardError.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }

        @Test("a file name that is not UTF-8 is refused (64) naming its bytes, not reported missing", arguments: [
            (#""$(printf 'caf\351.json')""#, "deepcut-replay: argument 1 ('caf\\xE9.json') is not UTF-8"),
            (#"verify "$(printf 'caf\351.json')""#, "deepcut-replay: argument 2 ('caf\\xE9.json') is not UTF-8"),
        ])
        func nonUTF8Name(script: String, prefix: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "a.json")
                let created = try await ReplayExecutable.run(
                    ["-c", #"cp a.json "$(printf 'caf\351.json')""#], in: folder, program: URL(fileURLWithPath: "/bin/sh"))
                #expect(created.status == 0, "\(created.standardError)")
                let refused = try await Self.runWithBytes(script, in: folder)
                #expect(refused.status == 64, "\(refused.standardError)")
                #expect(Self.firstLine(refused).hasPrefix(prefix), "\(refused.standardError)")
                #expect(Self.firstLine(refused).hasSuffix("rename the file (or give it as standard input, `- < FILE`), "
                    + "or give a key in UTF-8"))
            }
        }

        @Test("a --key that is not UTF-8 is refused, so two such keys never give the same pseudonyms")
        func nonUTF8Key() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "a.json")
                for (bytes, shown) in [(#"\377"#, #"\xFF"#), (#"\376"#, #"\xFE"#)] {
                    let result = try await Self.runWithBytes(
                        #"redact a.json -o r.json --key "$(printf '"# + bytes + #"')""#, in: folder)
                    #expect(result.status == 64, "\(result.standardError)")
                    #expect(Self.firstLine(result).hasPrefix("deepcut-replay: argument 6 ('\(shown)') is not UTF-8"))
                    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
                }
            }
        }

        #if canImport(FoundationXML) || canImport(Darwin)
        @Test("a title holding U+FFFE, U+FFFF or a control character gives a well-formed JUnit file", arguments: [
            #"\uFFFE"#, #"\uFFFF"#, #"\u0001"#, #"\u001F"#, #"a\u000Bb"#,
        ])
        func forbiddenXMLCharacters(escaped: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample.replacingOccurrences(
                    of: #""title": "Catalog ids asked for with library ids""#,
                    with: #""title": "odd \#(escaped) title""#), to: "t.json")
                for arguments in [["t.json", "--junit", "r.xml", "-q"], ["verify", "t.json", "--junit", "r.xml", "-q"]] {
                    let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                    #expect(result.status == 0, "\(result)")
                    let data = try Data(contentsOf: folder.appendingPathComponent("r.xml"))
                    let parser = XMLParser(data: data)
                    #expect(parser.parse(), "\(String(describing: parser.parserError))")
                    // U+FFFE and U+FFFF become U+FFFD (XML forbids them); a control is shown by its number
                    // first, as every trace string printed (Docs/TraceFormat.md "Printing what a trace says").
                    let text = String(decoding: data, as: UTF8.self)
                    #expect(text.contains("odd &#xFFFD; title") || text.contains(#"odd \u{1} title"#)
                        || text.contains(#"odd \u{1F} title"#) || text.contains(#"odd a\u{B}b title"#), "\(text)")
                }
            }
        }
        #endif
    }
}
