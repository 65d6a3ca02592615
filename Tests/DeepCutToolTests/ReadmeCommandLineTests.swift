import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("README's command-line section matches --help")
    struct ReadmeCommandLineTests {
        static let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")

        @Test("the usage block under README \"Command line\" is the USAGE of deepcut-replay --help, line for line")
        func usageMatches() async throws {
            let text = try String(contentsOf: Self.readme, encoding: .utf8)
            let marker = "As `deepcut-replay --help` prints it:\n\n```\n"
            let start = try #require(text.range(of: marker), "README lost its command-line block")
            let block = text[start.upperBound...].prefix { _ in true }
            let readmeUsage = String(block[..<(block.range(of: "\n```")?.lowerBound ?? block.endIndex)])
            let help = await DeepCutReplayTool.run(["--help"]).standardOutput
            let usageStart = try #require(help.range(of: "USAGE: "))
            let usageEnd = try #require(help.range(of: "\n\nOPTIONS:"))
            #expect(readmeUsage == String(help[usageStart.lowerBound..<usageEnd.lowerBound]))
        }

        @Test("README names every exit status the tool uses")
        func exitStatuses() throws {
            let text = try String(contentsOf: Self.readme, encoding: .utf8)
            for status in ["0 every expectation held", "1 an expectation failed", "64 bad usage", "65 the trace is not valid",
                           "66 the input cannot be read", "73 an output"] {
                #expect(text.replacingOccurrences(of: "\n", with: " ").contains(status), "README does not say \(status)")
            }
        }
    }
}
