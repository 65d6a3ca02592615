import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Every output README and Docs/ show is the tool's: each code block that starts with
    /// `$ swift run deepcut-replay ARGUMENTS` is followed by what that command prints on
    /// standard output, byte for byte but for times (`0.35 s`), which vary from run to run,
    /// and where a line `…` alone leaves out lines of a long output. A page names traces by
    /// file, never a whole folder, so that a trace added to the corpus changes no page.
    /// A path under `/tmp/` in the command is a private folder of the test's, removed after.
    @Suite("every command output README and Docs show is what the tool prints")
    struct DocumentedOutputTests {
        static let root = ConsumerPackageTests.root

        /// One documented run: the page, the command's arguments and the output shown.
        struct Excerpt: CustomTestStringConvertible, Sendable {
            var page: String
            var line: Int
            var arguments: [String]
            var output: String
            var testDescription: String { "\(page):\(line) deepcut-replay \(arguments.joined(separator: " "))" }
        }

        static let prompt = "$ swift run deepcut-replay "

        /// The excerpts of README and every page of Docs/ and Guides/.
        static func excerpts() throws -> [Excerpt] {
            var pages = ["README.md"]
            for folder in ["Docs", "Guides"] {
                pages += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                    .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
            }
            var excerpts: [Excerpt] = []
            for page in pages {
                let lines = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (index, line) in lines.enumerated() {
                    // A block may be indented, inside a list item: its lines lose the same indent.
                    let indent = line.prefix { $0 == " " }.count
                    guard line.dropFirst(indent).hasPrefix("```"), index + 1 < lines.count,
                          lines[index + 1].dropFirst(indent).hasPrefix(prompt) else { continue }
                    guard let end = lines[(index + 2)...].firstIndex(where: { $0.dropFirst(indent).hasPrefix("```") })
                    else { continue }
                    excerpts.append(Excerpt(
                        page: page, line: index + 2,
                        arguments: lines[index + 1].dropFirst(indent + prompt.count).split(separator: " ").map(String.init),
                        output: lines[(index + 2)..<end].map { $0.dropFirst(indent) + "\n" }.joined()))
                }
            }
            return excerpts
        }

        /// Times blanked (`0.35 s`, `12 ms`, `1.2ms`): they measure the run, not the tool.
        static func withoutTimes(_ text: String) -> String {
            text.replacingOccurrences(of: #"\b\d+(\.\d+)? m?s\b|\b\d+\.\d+m?s\b"#, with: "<time>", options: .regularExpression)
        }

        /// Whether `output` is what `shown` shows: line for line, where a line `…` alone
        /// stands for any lines (an excerpt of a long output), in order.
        static func shows(_ shown: String, _ output: String) -> Bool {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            // The parts between `…` lines, each a run of lines.
            let parts = shown.split(separator: "\n", omittingEmptySubsequences: false)
                .split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
            guard parts.count > 1 else { return shown == output }
            guard lines.starts(with: parts[0]), lines.reversed().starts(with: parts[parts.count - 1].reversed()) else { return false }
            var next = parts[0].count
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let found = (next...max(next, lines.count - part.count)).first(where: { start in
                    start + part.count <= lines.count && Array(lines[start..<(start + part.count)]) == part
                }) else { return false }
                next = found + part.count
            }
            return next + parts[parts.count - 1].count <= lines.count
        }

        @Test("an excerpt with … lines matches the lines it keeps, in order", arguments: [
            ("a\nb\n", "a\nb\n", true), ("a\nb\n", "a\nc\n", false),
            ("a\n…\nd\n", "a\nb\nc\nd\n", true), ("a\n…\nd\n", "a\nb\nc\n", false),
            ("a\n…\nc\n…\n", "a\nb\nc\nd\n", true), ("a\n…\nx\n…\n", "a\nb\nc\nd\n", false),
            ("a\n…\nb\n…\n", "a\nxb\n", false),
        ])
        func excerptMatching(_ shown: String, _ output: String, _ matches: Bool) {
            #expect(Self.shows(shown, output) == matches)
        }

        @Test("times are blanked, other numbers are not", arguments: [
            ("73 replays in 0.35 s", "73 replays in <time>"), ("took 12 ms", "took <time>"), ("404s and 3600 s", "404s and <time>"),
        ])
        func timesBlanked(_ text: String, _ blanked: String) {
            #expect(Self.withoutTimes(text) == blanked)
        }

        @Test("README and Docs show command outputs to check")
        func excerptsFound() throws {
            let pages = Set(try Self.excerpts().map(\.page))
            #expect(pages.isSuperset(of: ["README.md", "Docs/TraceSurgery.md", "Docs/AroundATrace.md"]))
        }

        @Test("a documented command prints what its page shows", arguments: try excerpts())
        func outputMatches(_ excerpt: Excerpt) async throws {
            try await withTemporaryFolder { folder in
                // The repository's folders, for the relative paths the pages use.
                for name in ["Traces", "Fixtures"] {
                    try FileManager.default.createSymbolicLink(
                        at: folder.appendingPathComponent(name), withDestinationURL: Self.root.appendingPathComponent(name))
                }
                let scratch = folder.appendingPathComponent("tmp").path
                try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
                let arguments = excerpt.arguments.map { $0.replacingOccurrences(of: "/tmp/", with: scratch + "/") }
                let result = try await ReplayExecutable.run(arguments, in: folder)
                let printed = result.standardOutput.replacingOccurrences(of: scratch + "/", with: "/tmp/")
                #expect(Self.shows(Self.withoutTimes(excerpt.output), Self.withoutTimes(printed)),
                        "\(excerpt.page) line \(excerpt.line): the tool prints\n\(printed)")
            }
        }
    }
}
