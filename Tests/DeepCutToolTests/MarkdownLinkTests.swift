import Foundation
import Testing

/// The links of a Markdown page, outside code: `[text](target)`, each with its line.
enum MarkdownLinks {
    struct Link: Hashable, CustomStringConvertible {
        var line: Int
        var target: String
        var description: String { "line \(line): \(target)" }
    }

    /// The links of `text`, leaving out fenced code blocks (read as `MarkdownFences` reads
    /// them), indented code and inline code.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, entry) in MarkdownFences.codeBlocks(in: text).lines.enumerated() {
            let line = entry.line
            guard entry.fence == nil, !line.hasPrefix("    ") else { continue }
            // Inline code spans hold no links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                links.append(Link(line: number + 1, target: String(after[..<end])))
                rest = after[end...]
            }
        }
        return links
    }

    /// GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchor(of heading: String) -> String {
        String(heading.lowercased().replacingOccurrences(of: "`", with: "").unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    /// The anchors of a page's headings, outside code blocks.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        for entry in MarkdownFences.codeBlocks(in: text).lines where entry.fence == nil && entry.line.hasPrefix("#") {
            let heading = entry.line.drop { $0 == "#" }
            guard heading.first == " " else { continue }
            anchors.insert(anchor(of: String(heading.dropFirst()).trimmingCharacters(in: .whitespaces)))
        }
        return anchors
    }
}

extension VerifySuites {
    @Suite("README, Docs and Guides link only to files and headings that are there")
    struct MarkdownLinkTests {
        @Test("every relative link of a page names a file or folder that exists, and a heading it has",
              arguments: try MarkdownRenderingTests.pages())
        func linksResolve(_ page: String) throws {
            let root = MarkdownRenderingTests.root
            let pageURL = root.appendingPathComponent(page)
            let text = try String(contentsOf: pageURL, encoding: .utf8)
            for link in MarkdownLinks.links(in: text) {
                let target = link.target.split(separator: " ").first.map(String.init) ?? ""
                guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file = path.isEmpty ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(path)
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page) \(link): no such file")
                guard parts.count == 2, file.pathExtension == "md",
                      let linked = try? String(contentsOf: file, encoding: .utf8) else { continue }
                #expect(MarkdownLinks.anchors(in: linked).contains(String(parts[1])),
                        "\(page) \(link): \(file.lastPathComponent) has no heading with that anchor")
            }
        }

        @Test("links and anchors are read as GitHub reads them", arguments: [
            ("See [a](b.md) and `[c](d.md)` and [e](f.md#g).", ["b.md", "f.md#g"]),
            ("```\n[x](y.md)\n```\n[z](w.md)", ["w.md"]),
            ("    [indented](code.md)\n[real](one.md)", ["one.md"]),
        ])
        func linkReading(_ text: String, _ targets: [String]) {
            #expect(MarkdownLinks.links(in: text).map(\.target) == targets)
        }

        @Test("a heading's anchor is GitHub's", arguments: [
            ("Testing an app against traces", "testing-an-app-against-traces"),
            ("`expectTracePasses`", "expecttracepasses"),
            ("XCTest: `XCTAssertTracePasses` and `TraceReplay`", "xctest-xctasserttracepasses-and-tracereplay"),
            ("The app's code", "the-apps-code"),
            ("`.replaying(_:allowingUnusedCalls:)`", "replaying_allowingunusedcalls"),
        ])
        func anchors(_ heading: String, _ anchor: String) {
            #expect(MarkdownLinks.anchor(of: heading) == anchor)
        }
    }
}
