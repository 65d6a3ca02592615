import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("The command line forgives typing: did you mean, - for standard input, 73 for an unwritable file")
    @MainActor
    struct CommandLineForgivenessTests {
        struct Typo: Sendable, CustomTestStringConvertible {
            var arguments: [String]
            var message: String
            var testDescription: String { arguments.joined(separator: " ") }
        }

        @Test("a mistyped subcommand or option names the one meant", arguments: [
            Typo(arguments: ["verfy", "Traces"], message: "unknown subcommand 'verfy'; did you mean 'verify'?"),
            Typo(arguments: ["inspcet", "t.json"], message: "unknown subcommand 'inspcet'; did you mean 'inspect'?"),
            Typo(arguments: ["genrate", "--artists", "3"], message: "unknown subcommand 'genrate'; did you mean 'generate'?"),
            Typo(arguments: ["help", "verfiy"], message: "no subcommand named 'verfiy'; did you mean 'verify'?"),
            Typo(arguments: ["t.json", "--jnuit", "x.xml"], message: "unknown option '--jnuit'; did you mean '--junit'?"),
            Typo(arguments: ["t.json", "--polcy", "legacy"], message: "unknown option '--polcy'; did you mean '--policy'?"),
            Typo(arguments: ["verify", "Traces", "--shrad", "1/2"], message: "unknown option '--shrad'; did you mean '--shard'?"),
            Typo(arguments: ["verify", "Traces", "--quite"], message: "unknown option '--quite'; did you mean '--quiet'?"),
            Typo(arguments: ["inspect", "t.json", "--al"], message: "unknown option '--al'; did you mean '--all'?"),
            Typo(arguments: ["generate", "--artist", "3"], message: "unknown option '--artist'; did you mean '--artists'?"),
            Typo(arguments: ["shirnk", "t.json"], message: "unknown subcommand 'shirnk'; did you mean 'shrink'?"),
            Typo(arguments: ["redact", "t.json", "-o", "o.json", "--kye", "k"], message: "unknown option '--kye'; did you mean '--key'?"),
            Typo(arguments: ["shrink", "t.json", "-o", "o.json", "--untill", "1.state"],
                 message: "unknown option '--untill'; did you mean '--until'?"),
            Typo(arguments: ["t.json", "--fast"], message: "unknown option '--fast'"),
            Typo(arguments: ["t.json", "-x"], message: "unknown option '-x'"),
            Typo(arguments: ["verify", "Traces", "--shard", "3/2"], message: "--shard K/N needs K from 1 to N (got '3/2')"),
            Typo(arguments: ["verify", "Traces", "--shard", "1-2"], message: "--shard takes K/N, e.g. 1/4, with N at least 1 (got '1-2')"),
            Typo(arguments: ["--quiet", "verify", "Traces"],
                 message: "options go after the subcommand: 'deepcut-replay verify --quiet Traces'"),
            Typo(arguments: ["--format", "json", "coverage", "Traces", "Fixtures"],
                 message: "options go after the subcommand: 'deepcut-replay coverage --format json Traces Fixtures'"),
            Typo(arguments: ["version"], message: "unknown subcommand 'version'; did you mean '--version'?"),
            Typo(arguments: ["-version"], message: "unknown subcommand '-version'; did you mean '--version'?"),
        ])
        func typos(_ typo: Typo) async {
            let result = await DeepCutReplayTool.run(typo.arguments)
            #expect(result.status == .usage)
            #expect(result.standardError.hasPrefix("deepcut-replay: \(typo.message)\n"), "\(result.standardError)")
        }

        @Test("the tool's help lists help among its subcommands, and help NAME shows a subcommand's")
        func helpIsListed() async {
            let tool = await DeepCutReplayTool.run(["--help"])
            let subcommands = tool.standardOutput.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
            #expect(subcommands.contains("\n  help [SUBCOMMAND]  "))
            #expect(await DeepCutReplayTool.run(["help", "diff"]).standardOutput.hasPrefix("OVERVIEW: Show what changed"))
        }

        @Test("every subcommand, those registered as ToolCommand included, is suggested for its name with a letter missing",
              arguments: HelpTopic.allCases.dropFirst())
        func everySubcommandIsSuggested(_ topic: HelpTopic) throws {
            let name = topic.name
            guard name.count > 4 else { return }
            let typo = String(name.prefix(2)) + String(name.dropFirst(3))
            let error = thrownError(UsageError.self) { try CommandLineParser.parse([typo, "x"]) }
            #expect(error?.message.hasSuffix("did you mean '\(name)'?") == true, "\(String(describing: error))")
        }

        @Test("a trace path is never taken for a typo of a subcommand")
        func pathsAreTraces() throws {
            #expect(try CommandLineParser.parse(["verify.json"]).isEqual(to: ReplayCommand(tracePath: "verify.json")))
            #expect(try CommandLineParser.parse(["./verfy"]).isEqual(to: ReplayCommand(tracePath: "./verfy")))
        }

        @Test("verify's CI options parse in either form, and each only once")
        func verifyOptions() throws {
            var expected = VerifyCommand(paths: ["Traces", "Fixtures"])
            expected.format = .markdown
            expected.junitPath = "out/j.xml"
            expected.shard = TraceShard(index: 2, count: 3)
            #expect(try CommandLineParser.parse(["verify", "Traces", "--format", "markdown", "--junit", "out/j.xml",
                                                 "--shard", "2/3", "Fixtures"]).isEqual(to: expected))
            #expect(try CommandLineParser.parse(["verify", "--format=markdown", "--junit=out/j.xml", "--shard=2/3",
                                                 "Traces", "Fixtures"]).isEqual(to: expected))
            #expect(try CommandLineParser.parse(["verify", "-"]).isEqual(to: VerifyCommand(paths: ["-"])))
            let twice = thrownError(UsageError.self) {
                try CommandLineParser.parse(["verify", "T", "--shard", "1/2", "--shard", "2/2"])
            }
            #expect(twice?.message == "--shard was given twice")
        }

        @Test("generate's notes name the batch size the trace has: at most the library's size")
        func generateNotes() async throws {
            let result = await DeepCutReplayTool.run(["generate", "--artists", "10"])
            #expect(result.status == .success)
            #expect(result.standardOutput.contains("--batch-size 10. Every name is invented"))
            #expect(result.standardOutput.contains(#""batchSize": 10"#))
            let again = await DeepCutReplayTool.run(["generate", "--artists", "10", "--batch-size", "10"])
            #expect(again.standardOutput == result.standardOutput, "the notes' command makes the same bytes")
        }

        @Test("generate -o to a place that cannot be written exits 73 with the reason")
        func generateUnwritable() async throws {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("no/such/t.json").path
                let result = await DeepCutReplayTool.run(["generate", "--artists", "3", "-o", path])
                #expect(result.status == .cannotCreate)
                #expect(result.standardError == "deepcut-replay: cannot write the generated trace to \(path): the folder "
                        + "\(folder.appendingPathComponent("no/such").path) does not exist\n")
            }
        }

        @Test("inspect does not call a 404 the Discover-tab bug when other library artists brought back albums")
        func inspectWording() async throws {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("g.json").path
                _ = await DeepCutReplayTool.run(["generate", "--artists", "20", "--failure-rate", "0.3", "-o", path])
                let text = await DeepCutReplayTool.run(["inspect", path]).standardOutput
                #expect(text.contains("15 ids answered (asked through the library artist, as designed)"))
                #expect(!text.contains("the bug that emptied the Discover tab"))
                #expect(text.contains("  4 fetchCatalogReleases calls got HTTP 404 for a library artist the catalog does not have; "
                                      + "15 other library artists brought back albums, so the ids were sent as designed\n"))
            }
        }
    }
}
