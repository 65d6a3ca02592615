import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Docs/TraceFormat.md "Printing what a trace says": a trace's strings reach
    /// a terminal, a pipe, a Markdown or JUnit file only through `PrintedText`,
    /// so a shared trace cannot clear the screen, recolour a line or forge a `PASS`.
    @Suite("what a trace says is printed with its control characters escaped")
    struct TerminalEscapeTests {
        /// ESC and BEL sequences (clear the screen, set the window's title, hide
        /// text), a line feed that starts a forged `PASS` line, DEL, a C1 CSI and
        /// a right-to-left override, in the title, the device, the notes, an
        /// artist's name and an error's title; the expectation fails, so that failure lines are printed too.
        static let hostile = Documents.wrongExpectation
            .replacingOccurrences(of: "\"Catalog ids asked for with library ids\"",
                                  with: #""Catalog\u001b[2J\u001b[H\u0007\nPASS  forged.json: 99 checks held\u007f\u009b31m""#)
            .replacingOccurrences(of: "\"iPhone 16 Pro\"", with: #""iPhone\u001b]0;owned\u0007 16\u202e Pro", "notes": "a\u001b[8mhidden\u001b[0m\r\nnote""#)
            .replacingOccurrences(of: "\"iOS 18.5\"", with: #""iOS\u001b[2J 18.5\u0000", "app": "Deep\u001b]2;Cut\u0007 Atlas\r""#)
            .replacingOccurrences(of: "\"Acid Bath\"", with: #""Acid\u001b[31m Bath\u2066""#)
            .replacingOccurrences(of: "\"Resource Not Found\"", with: #""Resource\u001b[1A\u001b[2K Not Found""#)

        static let log = "'Acid\u{1B}[2J Bath' total=1 owned=0 cuts=1\n'Nobody\u{07}\u{1B}[1A' total=2 owned=0 cuts=2\n"

        static let commands: [[String]] = [
            ["t.json"], ["t.json", "--no-color"], ["t.json", "--verbose"], ["t.json", "--junit", "j.xml"],
            ["verify", "t.json"], ["verify", "t.json", "--format", "markdown"], ["verify", "t.json", "--junit", "j.xml"],
            ["inspect", "t.json"], ["inspect", "t.json", "--timeline"], ["lint", "t.json"], ["coverage", "t.json"],
            ["diff", "t.json", "u.json"], ["bless", "t.json"],
            ["import-diagnostics", "t.json", "--log", "console.log", "-o", "d.json"],
            ["faults", "t.json"], ["status", "t.json"], ["status", "t.json", "--tests", "."],
            ["redact", "t.json", "-o", "r.json"], ["shrink", "t.json", "-o", "s.json", "--max-replays", "4"],
        ]

        /// A file name a terminal would obey: it clears the screen, sets the window's title and forges a line.
        static let hostileName = "t\u{1B}[2J\u{1B}]0;owned\u{07}\nPASS  forged\u{202E}.json"

        static let folderCommands: [[String]] = [
            ["verify", "."], ["verify", ".", "--format", "markdown"], ["lint", "."], ["coverage", "."],
            ["status", "."], ["status", ".", "--tests", "."], ["faults", "."], ["inspect", hostileName],
            [hostileName], ["bless", hostileName], ["diff", hostileName, hostileName], ["lint", hostileName],
            ["redact", hostileName, "-o", "r\u{1B}[2J.json"], ["shrink", hostileName, "-o", "s\u{7}.json", "--max-replays", "4"],
            ["generate", "--artists", "2", "-o", "g\u{1B}]0;x\u{7}.json"],
            ["import-diagnostics", hostileName, "--log", "c\u{1B}[2J.log", "-o", "d\u{202E}.json"],
            ["mutate", hostileName, "--call", "1=http:404", "-o", "m\u{1B}[1A.json"],
        ]

        @Test("no command prints a raw control character of a file's name, and no line is forged",
              arguments: folderCommands)
        func noRawControlsInNames(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.hostile, to: Self.hostileName)
                try folder.write("// names \(Self.hostileName)\n", to: "t\u{1B}[1mTests.swift")
                try folder.write(Self.log, to: "c\u{1B}[2J.log")
                let result = try await ReplayExecutable.run(arguments, in: folder)
                #expect([0, 1].contains(result.status), "\(result.status): \(result.standardError)")
                for text in [result.standardOutput, result.standardError] {
                    #expect(Self.controls(in: text).isEmpty, "\(Self.controls(in: text)) in:\n\(text)")
                    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("PASS  forged") }, "\(text)")
                }
            }
        }

        /// The bytes a terminal would obey, other than the line feed: C0, DEL, C1, the bidi overrides and isolates.
        static func controls(in text: String) -> [String] {
            text.unicodeScalars.filter { scalar in
                scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
            }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        }

        @Test("no command prints a raw control character of a trace, in a pipe or a file, and no line is forged",
              arguments: commands)
        func noRawControls(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.hostile, to: "t.json")
                try folder.write(Documents.formatExample, to: "u.json")
                try folder.write(Self.log, to: "console.log")
                let result = try await ReplayExecutable.run(arguments, in: folder)
                #expect([0, 1].contains(result.status), "\(result.status): \(result.standardError)")
                var texts = [result.standardOutput, result.standardError]
                for written in ["j.xml"] where arguments.contains(written) {
                    texts.append(try String(contentsOf: folder.appendingPathComponent(written), encoding: .utf8))
                }
                for text in texts {
                    #expect(Self.controls(in: text).isEmpty, "\(Self.controls(in: text)) in:\n\(text)")
                    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("PASS  forged") }, "\(text)")
                }
            }
        }

        @Test("the escaped title reads as the trace wrote it, each control by its number")
        func escapedTitleReads() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.hostile, to: "t.json")
                let result = try await ReplayExecutable.run(["t.json"], in: folder)
                #expect(result.standardOutput.contains(
                    #"Capture   Catalog\u{1B}[2J\u{1B}[H\u{7}\u{A}PASS  forged.json: 99 checks held\u{7F}\u{9B}31m"#),
                    "\(result.standardOutput)")
                #expect(result.standardOutput.contains(#"iPhone\u{1B}]0;owned\u{7} 16\u{202E} Pro"#))
            }
        }

        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        @Test("on a terminal, in colour, the only escape sequences are the report's own colours")
        func onlyOwnColours() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.hostile, to: "t.json")
                for arguments in [["t.json"], ["verify", "t.json"], ["t.json", "--no-color"]] {
                    let (_, output) = try await ReplayExecutable.runOnTerminal(arguments, in: folder, errorToo: true)
                    // The renderer's colours: bold, green, red and the reset.
                    var rest = output
                    for own in ["\u{1B}[1m", "\u{1B}[32m", "\u{1B}[31m", "\u{1B}[0m", "\r\n"] {
                        rest = rest.replacingOccurrences(of: own, with: "\n")
                    }
                    #expect(Self.controls(in: rest).isEmpty, "\(arguments): \(Self.controls(in: rest)) in:\n\(output)")
                    if arguments.contains("--no-color") { #expect(!output.contains("\u{1B}")) }
                }
            }
        }
        #endif
    }
}
