import DeepCutKit
import Foundation
import Testing

/// `MusicLibraryMethod.schema` is the one description of each service method;
/// what no compiler checks (the format's method table, the coverage page's
/// gaps, the fuzzer's dictionary) is held to it here.
@Suite("Docs/TraceFormat.md, Docs/Coverage.md and Fuzz/trace.dict say of each method what its schema says")
struct MethodSchemaDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The rows of the Markdown table whose header row starts with `| first |`:
    /// each row's cells, trimmed.
    static func table(startingWith first: String, in markdown: String) -> [[String]] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| \(first) |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The code spans of a Markdown cell: "`{}` or `{"a": 1}`" gives `{}` and `{"a": 1}`.
    static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The JSON keys named in a shape: `{"albums": [album], "hasMore": bool}` gives albums, hasMore.
    static func keys(_ shape: String) -> [String] {
        codeSpans(shape.replacingOccurrences(of: "\"", with: "`")).filter { !$0.isEmpty && !$0.contains(" ") }
    }

    @Test("the table parser reads cells and code spans, and the key reader names each key once")
    func parsersReadWhatTheyShould() {
        let markdown = "text\n| method | args |\n| --- | --- |\n| `m` | `{\"a\": string}` |\n\nafter\n| x |"
        #expect(Self.table(startingWith: "method", in: markdown) == [["`m`", "`{\"a\": string}`"]])
        #expect(Self.codeSpans("`{}` or `{\"p\": null}`") == ["{}", "{\"p\": null}"])
        #expect(Self.keys("{\"albums\": [album], \"hasMore\": bool}") == ["albums", "hasMore"])
    }

    @Test("TraceFormat.md's method table lists every method once, with the schema's args and result keys")
    func traceFormatTable() throws {
        let rows = Self.table(startingWith: "method", in: try Self.text("Docs/TraceFormat.md"))
        let named = rows.compactMap { Self.codeSpans($0[0]).first }
        #expect(named.sorted() == MusicLibraryMethod.allCases.map(\.rawValue).sorted())
        for row in rows {
            let method = try #require(MusicLibraryMethod(rawValue: Self.codeSpans(row[0]).first ?? ""), "\(row)")
            #expect(Self.codeSpans(row[1]).first == method.schema.argumentsShape, "\(method) args")
            let documented = Set(Self.codeSpans(row[2]).flatMap { Self.keys($0) })
            #expect(documented == Set(method.schema.result.keys.map(\.rawValue)), "\(method) result")
            #expect(row[2].contains("`{}`") == method.isWrite, "\(method): a write answers {}")
        }
    }

    @Test("Coverage.md's gaps name an empty answer for the reads and hasMore for the methods whose result has it")
    func coverageGaps() throws {
        let coverage = try Self.text("Docs/Coverage.md")
        let hasMore = MusicLibraryMethod.allCases.filter { $0.schema.result.keys.contains(.hasMore) }
        let expected = "`hasMore` (" + hasMore.map { "`\($0.rawValue)`" }.joined(separator: ", ") + ")"
        #expect(coverage.contains(expected))
        #expect(coverage.contains("`an empty answer` (reads)"))
        #expect(MusicLibraryMethod.allCases.contains { !$0.isWrite } && MusicLibraryMethod.allCases.contains(where: \.isWrite))
    }

    @Test("Fuzz/trace.dict holds every method's name and every args and result key")
    func fuzzDictionary() throws {
        let entries = Set(try Self.text("Fuzz/trace.dict").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "=", maxSplits: 1).last.map(String.init) })
        for method in MusicLibraryMethod.allCases {
            #expect(entries.contains("\"\\\"\(method.rawValue)\\\"\""), "value of \(method)")
            for argument in method.schema.arguments {
                #expect(entries.contains("\"\\\"\(argument.rawValue)\\\":\""), "args key \(argument) of \(method)")
            }
            for key in method.schema.result.keys {
                #expect(entries.contains("\"\\\"\(key.rawValue)\\\":\""), "result key \(key) of \(method)")
            }
        }
    }
}
