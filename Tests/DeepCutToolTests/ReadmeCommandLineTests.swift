import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    /// Docs/CommandLine.md, the command line's reference (README links to it
    /// instead of repeating the usage and the exit statuses).
    @Suite("Docs/CommandLine.md matches --help")
    struct ReadmeCommandLineTests {
        static let page = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/CommandLine.md")

        @Test("the usage block of Docs/CommandLine.md \"Usage\" is the USAGE of deepcut-replay --help, line for line")
        func usageMatches() async throws {
            let text = try String(contentsOf: Self.page, encoding: .utf8)
            let marker = "As `deepcut-replay --help` prints it:\n\n```\n"
            let start = try #require(text.range(of: marker), "Docs/CommandLine.md lost its usage block")
            let block = text[start.upperBound...].prefix { _ in true }
            let pageUsage = String(block[..<(block.range(of: "\n```")?.lowerBound ?? block.endIndex)])
            let help = await DeepCutReplayTool.run(["--help"]).standardOutput
            let usageStart = try #require(help.range(of: "USAGE: "))
            let usageEnd = try #require(help.range(of: "\n\nOPTIONS:"))
            #expect(pageUsage == String(help[usageStart.lowerBound..<usageEnd.lowerBound]))
        }

        @Test("Docs/CommandLine.md names every exit status the tool uses")
        func exitStatuses() throws {
            let text = try String(contentsOf: Self.page, encoding: .utf8)
            for status in ["0 every expectation held", "1 an expectation failed", "64 bad usage", "65 the trace is not valid",
                           "66 the input cannot be read", "73 an output"] {
                #expect(text.replacingOccurrences(of: "\n", with: " ").contains(status), "Docs/CommandLine.md does not say \(status)")
            }
        }
    }
}
