@testable import DeepCutTool
import DeepCutTestSupport
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("--html FILE is one option of the replay, verify, faults and coverage, and its file follows the output rule")
    @MainActor
    struct HTMLOptionTests {
        /// Each command that takes `--html`, on a trace `t.json` in the current folder.
        nonisolated static let commands: [[String]] = [
            ["t.json"], ["verify", "t.json"], ["faults", "t.json", "--kinds", "network"], ["coverage", "t.json"],
        ]

        @Test("each command parses --html FILE, and refuses it twice or as standard output (64)", arguments: commands)
        func parsing(command: [String]) throws {
            switch try CommandLineParser.parse(command + ["--html", "out.html"]) {
            case let parsed as ReplayCommand: #expect(parsed.htmlPath == "out.html")
            case let parsed as VerifyCommand: #expect(parsed.htmlPath == "out.html")
            case let parsed as FaultsCommand: #expect(parsed.htmlPath == "out.html")
            case let parsed as CoverageCommand: #expect(parsed.htmlPath == "out.html")
            default: Issue.record("\(command) did not parse to its command")
            }
            #expect(throws: UsageError.self) { try CommandLineParser.parse(command + ["--html", "a.html", "--html=b.html"]) }
            do {
                _ = try CommandLineParser.parse(command + ["--html", "-"])
                Issue.record("--html - was accepted")
            } catch {
                #expect(error.message == "--html takes a file: standard output holds the report")
            }
        }

        @Test("a page over the trace it reads is refused (64) and the trace left as it was", arguments: commands)
        func sameFileRefused(command: [String]) async throws {
            try await withTemporaryFolder { folder in
                let trace = folder.appendingPathComponent("t.json")
                try FormatExample.document.write(to: trace, atomically: true, encoding: .utf8)
                let arguments = command.map { $0 == "t.json" ? trace.path : $0 } + ["--html", trace.path]
                let result = await DeepCutReplayTool.run(arguments)
                #expect(result.status == .usage)
                #expect(result.standardError.contains("the HTML page"))
                #expect(try String(contentsOf: trace, encoding: .utf8) == FormatExample.document)
            }
        }

        @Test("a page that cannot be written is exit 73 with the reason, and the text report is printed all the same",
              arguments: commands)
        func unwritable(command: [String]) async throws {
            try await withTemporaryFolder { folder in
                let trace = folder.appendingPathComponent("t.json")
                try FormatExample.document.write(to: trace, atomically: true, encoding: .utf8)
                let page = folder.appendingPathComponent("no-such-folder/page.html").path
                let arguments = command.map { $0 == "t.json" ? trace.path : $0 } + ["--html", page]
                let result = await DeepCutReplayTool.run(arguments)
                #expect(result.status == .cannotCreate)
                #expect(result.standardError.contains("cannot write the HTML page to \(page)"))
                #expect(!result.standardOutput.isEmpty)
            }
        }

        @Test("each command's page is written, and the same run writes the same bytes", arguments: commands)
        func written(command: [String]) async throws {
            try await withTemporaryFolder { folder in
                let trace = folder.appendingPathComponent("t.json")
                try FormatExample.document.write(to: trace, atomically: true, encoding: .utf8)
                var pages: [String] = []
                for name in ["a.html", "b.html"] {
                    let page = folder.appendingPathComponent(name)
                    let result = await DeepCutReplayTool.run(command.map { $0 == "t.json" ? trace.path : $0 } + ["--html", page.path])
                    #expect(result.status == .success, "\(result.standardError)")
                    pages.append(try String(contentsOf: page, encoding: .utf8))
                }
                #expect(pages[0] == pages[1])
                #expect(pages[0].hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>"))
                #expect(PageReferences.outside(pages[0]) == [])
            }
        }

        @Test("a trace that is not valid still gets its page, with the reader's message, as it gets its JUnit file")
        func invalidTraceGetsAPage() async throws {
            try await withTemporaryFolder { folder in
                let trace = folder.appendingPathComponent("bad.json")
                try "{\"format\": 12}".write(to: trace, atomically: true, encoding: .utf8)
                let page = folder.appendingPathComponent("page.html")
                let result = await DeepCutReplayTool.run([trace.path, "--html", page.path])
                #expect(result.status == .invalidTrace)
                let html = try String(contentsOf: page, encoding: .utf8)
                let message = result.standardError.replacingOccurrences(of: "deepcut-replay: ", with: "")
                    .trimmingCharacters(in: .newlines)
                #expect(html.contains("invalid: " + MarkupEscaping.escape(message)))
                #expect(PageReferences.outside(html) == [])
            }
        }
    }
}
