import Foundation
import Testing

/// The fences of a Markdown page, read by CommonMark's rules: a fence is three or more
/// backticks or tildes after at most three spaces, and only a run of the same character,
/// at least as long and with nothing after it, closes it.
struct MarkdownFences {
    /// A place where the page does not render as its author meant.
    struct Problem: Equatable, CustomStringConvertible {
        var line: Int
        var what: String
        var description: String { "line \(line): \(what)" }
    }

    /// Each line of a page and the line of the fence whose code block holds it (the fences'
    /// own lines included), nil for a line outside code; and the line of a fence never closed.
    static func codeBlocks(in text: String) -> (lines: [(line: Substring, fence: Int?)], unclosed: Int?) {
        var lines: [(line: Substring, fence: Int?)] = []
        var open: (character: Character, length: Int, line: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if let fence = open {
                lines.append((line, fence.line))
                let run = body.prefix { $0 == fence.character }.count
                if indent <= 3, run >= fence.length, body.dropFirst(run).allSatisfy({ $0 == " " }) { open = nil }
                continue
            }
            if indent <= 3, let first = body.first, first == "`" || first == "~" {
                let run = body.prefix { $0 == first }.count
                if run >= 3, first == "~" || !body.dropFirst(run).contains("`") { open = (first, run, index + 1) }
            }
            lines.append((line, open?.line))
        }
        return (lines, open?.line)
    }

    /// The problems of `text`: a fence never closed, and a heading inside a code block
    /// (what an unclosed fence above it turns into code).
    static func problems(in text: String) -> [Problem] {
        let blocks = codeBlocks(in: text)
        var problems: [Problem] = []
        for (index, entry) in blocks.lines.enumerated() {
            let body = entry.line.drop { $0 == " " }
            guard let fence = entry.fence, fence != index + 1, entry.line.count - body.count <= 3, isHeading(body)
            else { continue }
            problems.append(Problem(line: index + 1, what: "a heading inside the code block opened on line \(fence)"))
        }
        if let fence = blocks.unclosed { problems.append(Problem(line: fence, what: "a code fence that is never closed")) }
        return problems
    }

    private static func isHeading(_ body: Substring) -> Bool {
        let hashes = body.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && (body.count == hashes || body.dropFirst(hashes).first == " ")
    }
}

extension VerifySuites {
    @Suite("README and Docs render as written: every code fence is closed and no heading falls inside one")
    struct MarkdownRenderingTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// Every Markdown page of the repository a reader opens.
        static func pages() throws -> [String] {
            let manager = FileManager.default
            var pages = ["README.md", "Examples/ConsumerPackage/README.md"]
            for folder in ["Docs", "Guides"] {
                let names = try manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                pages += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
            }
            return pages.filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        }

        @Test("the repository has pages to check")
        func pagesAreFound() throws {
            let pages = try Self.pages()
            #expect(pages.contains("README.md"))
            #expect(pages.contains("Docs/TraceFormat.md"))
        }

        @Test("a page renders with every fence closed and no heading inside a code block", arguments: try pages())
        func pageRenders(_ page: String) throws {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            #expect(MarkdownFences.problems(in: text) == [], "\(page)")
        }

        @Test("the fence rules are CommonMark's", arguments: [
            ("```\ncode\n```\n# Title\n", [MarkdownFences.Problem]()),
            ("```sh\nswift test\n\n## Next\ntext\n", [
                .init(line: 4, what: "a heading inside the code block opened on line 1"),
                .init(line: 1, what: "a code fence that is never closed"),
            ]),
            ("````\n```\ninner\n```\n````\n", []),
            ("~~~\n```\n~~~\n", []),
            ("```\n~~~\n", [.init(line: 1, what: "a code fence that is never closed")]),
            ("    ```\n    ## inside an indented block\n", []),
            ("``` not a fence ` here\n# Title\n", []),
            ("```\n#hashtag is not a heading\n```\n", []),
            ("```\n``` x\n```\n", []),
        ])
        func fenceRules(_ text: String, _ expected: [MarkdownFences.Problem]) {
            #expect(MarkdownFences.problems(in: text) == expected)
        }
    }
}
