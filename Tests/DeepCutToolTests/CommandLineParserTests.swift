import DeepCutTool
import DeepCutVerify
import Testing

/// An argument list and the command it must parse to.
struct ParseCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: any ToolCommand

    init(_ arguments: [String], _ expected: any ToolCommand) {
        self.arguments = arguments
        self.expected = expected
    }

    var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }
}

/// An argument list the parser must refuse, with its message and help topic, word for word.
struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    let topic: HelpTopic

    init(_ arguments: [String], _ message: String, _ topic: HelpTopic = .tool) {
        self.arguments = arguments
        self.message = message
        self.topic = topic
    }

    var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }
}

/// Builders for the expected commands.
private func replay(_ path: String, _ configure: (inout ReplayCommand) -> Void = { _ in }) -> any ToolCommand {
    var options = ReplayCommand(tracePath: path)
    configure(&options)
    return options
}

private func verify(_ paths: [String], _ configure: (inout VerifyCommand) -> Void = { _ in }) -> any ToolCommand {
    var options = VerifyCommand(paths: paths)
    configure(&options)
    return options
}

private func inspect(_ path: String, _ configure: (inout InspectCommand) -> Void = { _ in }) -> any ToolCommand {
    var options = InspectCommand(tracePath: path)
    configure(&options)
    return options
}

private func generate(_ artists: Int, _ configure: (inout GenerateCommand) -> Void = { _ in }) -> any ToolCommand {
    var options = GenerateCommand(artists: artists)
    configure(&options)
    return options
}

extension VerifySuites {
    @Suite("The command line parser turns argument lists into commands")
    struct CommandLineParserTests {
        static let replayCases: [ParseCase] = [
            ParseCase(["t.json"], replay("t.json")),
            ParseCase(["t.json", "--policy", "legacy"], replay("t.json") { $0.policy = .legacy }),
            ParseCase(["--policy=strict", "t.json"], replay("t.json") { $0.policy = .strict }),
            ParseCase(["t.json", "--batch-size", "7"], replay("t.json") { $0.batchSize = 7 }),
            ParseCase(["--batch-size=1", "t.json"], replay("t.json") { $0.batchSize = 1 }),
            ParseCase(["t.json", "--format", "json"], replay("t.json") { $0.format = .json }),
            ParseCase(["t.json", "--format=text"], replay("t.json") { $0.format = .text }),
            ParseCase(["t.json", "--junit", "out.xml"], replay("t.json") { $0.junitPath = "out.xml" }),
            ParseCase(["--junit=reports/a b.xml", "t.json"], replay("t.json") { $0.junitPath = "reports/a b.xml" }),
            ParseCase(["t.json", "--quiet"], replay("t.json") { $0.verbosity = .quiet }),
            ParseCase(["-q", "t.json"], replay("t.json") { $0.verbosity = .quiet }),
            ParseCase(["t.json", "--verbose"], replay("t.json") { $0.verbosity = .verbose }),
            ParseCase(["t.json", "-v"], replay("t.json") { $0.verbosity = .verbose }),
            ParseCase(["t.json", "--no-color"], replay("t.json") { $0.noColor = true }),
            ParseCase(["t.json", "--max-trace-size", "500000"], replay("t.json") { $0.maximumTraceSize = 500_000 }),
            ParseCase(["t.json", "--max-trace-size=64M"], replay("t.json") { $0.maximumTraceSize = 64 << 20 }),
            ParseCase(["--max-trace-size", "8g", "t.json"], replay("t.json") { $0.maximumTraceSize = 8 << 30 }),
            ParseCase(["t.json", "--max-trace-size", "3k"], replay("t.json") { $0.maximumTraceSize = 3 << 10 }),
            ParseCase(
                ["--no-color", "--policy", "legacy", "t.json", "--batch-size=12", "--format", "json", "--junit", "j.xml", "-v"],
                replay("t.json") {
                    $0.noColor = true
                    $0.policy = .legacy
                    $0.batchSize = 12
                    $0.format = .json
                    $0.junitPath = "j.xml"
                    $0.verbosity = .verbose
                }),
            ParseCase(["--", "--odd.json"], replay("--odd.json")),
            ParseCase(["--policy", "legacy", "--", "-q"], replay("-q") { $0.policy = .legacy }),
            ParseCase(["--", "verify"], replay("verify")),
            ParseCase(["-"], replay("-")),
            ParseCase(["Traces/with space.json"], replay("Traces/with space.json")),
        ]

        @Test("accepts a trace with options in any order and either value form", arguments: replayCases)
        func replayCommands(_ testCase: ParseCase) throws {
            #expect(try CommandLineParser.parse(testCase.arguments).isEqual(to: testCase.expected))
        }

        static let subcommandCases: [ParseCase] = [
            ParseCase(["verify", "Traces"], verify(["Traces"])),
            ParseCase(["verify", "b.json", "Traces/", "a.json"], verify(["b.json", "Traces/", "a.json"])),
            ParseCase(["verify", "--policy=legacy", "--batch-size", "3", "-q", "--no-color", "Traces"],
                      verify(["Traces"]) {
                          $0.policy = .legacy
                          $0.batchSize = 3
                          $0.quiet = true
                          $0.noColor = true
                      }),
            ParseCase(["verify", "--quiet", "--", "-x.json", "--y"], verify(["-x.json", "--y"]) { $0.quiet = true }),
            ParseCase(["verify", "Traces", "--max-trace-size", "1G"], verify(["Traces"]) { $0.maximumTraceSize = 1 << 30 }),
            ParseCase(["inspect", "t.json", "--max-trace-size=10"], inspect("t.json") { $0.maximumTraceSize = 10 }),
            ParseCase(["inspect", "t.json"], inspect("t.json")),
            ParseCase(["inspect", "--all", "t.json", "--format=json"], inspect("t.json") {
                $0.all = true
                $0.format = .json
            }),
            ParseCase(["inspect", "--format", "text", "--", "--t.json"], inspect("--t.json")),
            ParseCase(["generate", "--artists", "30"], generate(30)),
            ParseCase(["generate", "--artists=1610", "--seed", "3", "--failure-rate", "0.5", "--albums-per-artist", "4",
                       "--batch-size", "7", "-o", "x.json"],
                      generate(1610) {
                          $0.seed = 3
                          $0.failureRate = 0.5
                          $0.albumsPerArtist = 4
                          $0.batchSize = 7
                          $0.outputPath = "x.json"
                      }),
            ParseCase(["generate", "--output=x.json", "--seed=18446744073709551615", "--artists", "1", "--failure-rate=1"],
                      generate(1) {
                          $0.outputPath = "x.json"
                          $0.seed = .max
                          $0.failureRate = 1
                      }),
            ParseCase(["generate", "--seed", "0", "--failure-rate", "0", "--artists", "2"], generate(2) {
                $0.seed = 0
                $0.failureRate = 0
            }),
            ParseCase(["--help"], HelpCommand(.help(.tool))),
            ParseCase(["-h"], HelpCommand(.help(.tool))),
            ParseCase(["t.json", "--policy", "legacy", "--help"], HelpCommand(.help(.tool))),
            ParseCase(["--version"], HelpCommand(.version)),
            ParseCase(["help"], HelpCommand(.help(.tool))),
            ParseCase(["help", "verify"], HelpCommand(.help(.verify))),
            ParseCase(["help", "inspect"], HelpCommand(.help(.inspect))),
            ParseCase(["help", "generate"], HelpCommand(.help(.generate))),
            ParseCase(["verify", "--help"], HelpCommand(.help(.verify))),
            ParseCase(["inspect", "-h"], HelpCommand(.help(.inspect))),
            ParseCase(["generate", "--help"], HelpCommand(.help(.generate))),
            // Help wins over what is still missing.
            ParseCase(["generate", "-h", "--artists"], HelpCommand(.help(.generate))),
        ]

        @Test("parses the subcommands, help and version", arguments: subcommandCases)
        func subcommands(_ testCase: ParseCase) throws {
            #expect(try CommandLineParser.parse(testCase.arguments).isEqual(to: testCase.expected))
        }

        @Test("defaults are the documented ones: strict unless told, text, normal verbosity, seed 1, rate 0.05, 8 albums, batch 40")
        func defaults() throws {
            let replay = try #require(try CommandLineParser.parse(["t.json"]) as? ReplayCommand)
            #expect(replay.policy == nil)
            #expect(replay.batchSize == nil)
            #expect(replay.format == .text)
            #expect(replay.junitPath == nil)
            #expect(replay.verbosity == .normal)
            #expect(!replay.noColor)
            let generate = try #require(try CommandLineParser.parse(["generate", "--artists", "5"]) as? GenerateCommand)
            #expect(generate.artists == 5)
            #expect(generate.seed == 1)
            #expect(generate.failureRate == 0.05)
            #expect(generate.albumsPerArtist == 8)
            #expect(generate.batchSize == 40)
            #expect(generate.outputPath == nil)
        }

        static let usageCases: [UsageCase] = [
            UsageCase([], "no TRACE given"),
            UsageCase(["--policy", "legacy"], "no TRACE given"),
            UsageCase(["--fast"], "unknown option '--fast'"),
            UsageCase(["t.json", "-x"], "unknown option '-x'"),
            UsageCase(["t.json", "--seed", "3"], "--seed only goes with --chaos N"),
            UsageCase(["t.json", "--policy"], "--policy needs a value"),
            UsageCase(["t.json", "--policy", "--quiet"],
                      "--policy needs a value (a value that starts with '-' is written --policy=VALUE)"),
            UsageCase(["t.json", "--junit"], "--junit needs a value"),
            UsageCase(["t.json", "--batch-size"], "--batch-size needs a value"),
            UsageCase(["t.json", "--policy", "lenient"], "--policy takes strict or legacy (got 'lenient')"),
            UsageCase(["t.json", "--policy=Strict"], "--policy takes strict or legacy (got 'Strict')"),
            UsageCase(["t.json", "--policy="], "--policy needs a value"),
            UsageCase(["t.json", "--format", "xml"], "--format takes text or json (got 'xml')"),
            UsageCase(["t.json", "--batch-size", "0"], "--batch-size takes a whole number of at least 1 (got '0')"),
            UsageCase(["t.json", "--batch-size", "-3"], "--batch-size takes a whole number of at least 1 (got '-3')"),
            UsageCase(["t.json", "--batch-size=1.5"], "--batch-size takes a whole number of at least 1 (got '1.5')"),
            UsageCase(["t.json", "--batch-size", "ten"], "--batch-size takes a whole number of at least 1 (got 'ten')"),
            UsageCase(["t.json", "--policy", "strict", "--policy=legacy"], "--policy was given twice"),
            UsageCase(["t.json", "--batch-size", "4", "--batch-size", "4"], "--batch-size was given twice"),
            UsageCase(["t.json", "--format=json", "--format=json"], "--format was given twice"),
            UsageCase(["t.json", "--junit", "a.xml", "--junit", "b.xml"], "--junit was given twice"),
            UsageCase(["t.json", "-q", "--quiet"], "--quiet was given twice"),
            UsageCase(["t.json", "-v", "-v"], "--verbose was given twice"),
            UsageCase(["t.json", "--no-color", "--no-color"], "--no-color was given twice"),
            UsageCase(["t.json", "--max-trace-size", "1G", "--max-trace-size=2G"], "--max-trace-size was given twice"),
            UsageCase(["t.json", "--max-trace-size", "-1"], "--max-trace-size takes a size of at least 1 byte: a whole "
                + "number, with K, M or G for KiB, MiB or GiB (got '-1')"),
            UsageCase(["t.json", "--max-trace-size", "9223372036854775807G"], "--max-trace-size takes a size of at least "
                + "1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '9223372036854775807G')"),
            UsageCase(["t.json", "--max-trace-size", "1T"], "--max-trace-size takes a size of at least 1 byte: a whole "
                + "number, with K, M or G for KiB, MiB or GiB (got '1T')"),
            UsageCase(["a.json", "b.json"], "one TRACE at a time (got 'b.json' too); use 'deepcut-replay verify PATH...' for several"),
            UsageCase(["t.json", "--", "--fast"], "one TRACE at a time (got '--fast' too); use 'deepcut-replay verify PATH...' for several"),
            UsageCase(["t.json", "--quiet", "--verbose"], "--quiet and --verbose cannot be used together"),
            UsageCase(["-v", "t.json", "-q"], "--quiet and --verbose cannot be used together"),
            UsageCase(["t.json", "--quiet=yes"], "'yes' was given to an option that takes no value"),
            UsageCase(["t.json", "--no-color=1"], "'1' was given to an option that takes no value"),
            UsageCase(["verify"], "verify needs at least one PATH", .verify),
            UsageCase(["verify", "--policy", "strict", "-q"], "verify needs at least one PATH", .verify),
            UsageCase(["verify", "Traces", "--format", "xml"], "--format takes text, json or markdown (got 'xml')", .verify),
            UsageCase(["verify", "Traces", "--policy", "lax"], "--policy takes strict or legacy (got 'lax')", .verify),
            UsageCase(["verify", "Traces", "--batch-size=0"], "--batch-size takes a whole number of at least 1 (got '0')", .verify),
            UsageCase(["verify", "Traces", "-q", "-q"], "--quiet was given twice", .verify),
            UsageCase(["inspect"], "inspect needs a TRACE", .inspect),
            UsageCase(["inspect", "--all"], "inspect needs a TRACE", .inspect),
            UsageCase(["inspect", "a.json", "b.json"], "inspect takes one TRACE (got 'b.json' too)", .inspect),
            UsageCase(["inspect", "t.json", "--policy", "legacy"], "unknown option '--policy'", .inspect),
            UsageCase(["inspect", "t.json", "--all=yes"], "'yes' was given to an option that takes no value", .inspect),
            UsageCase(["inspect", "t.json", "--format", "yaml"], "--format takes text or json (got 'yaml')", .inspect),
            UsageCase(["generate"], "generate needs --artists N (how many artists the library has)", .generate),
            UsageCase(["generate", "--seed", "3"], "generate needs --artists N (how many artists the library has)", .generate),
            UsageCase(["generate", "30"], "generate takes no operand (got '30'); did you mean --artists 30?", .generate),
            UsageCase(["generate", "--artists", "3", "x.json"],
                      "generate takes no operand (got 'x.json')", .generate),
            UsageCase(["generate", "--artists"], "--artists needs a value", .generate),
            UsageCase(["generate", "--artists", "0"], "--artists takes a whole number of at least 1 (got '0')", .generate),
            UsageCase(["generate", "--artists", "3", "--artists=4"], "--artists was given twice", .generate),
            UsageCase(["generate", "--artists", "3", "--seed", "-1"],
                      "--seed takes a whole number from 0 to 18446744073709551615 (got '-1')", .generate),
            UsageCase(["generate", "--artists", "3", "--seed=18446744073709551616"],
                      "--seed takes a whole number from 0 to 18446744073709551615 (got '18446744073709551616')", .generate),
            UsageCase(["generate", "--artists", "3", "--failure-rate", "1.5"],
                      "--failure-rate takes a number from 0 to 1 (got '1.5')", .generate),
            UsageCase(["generate", "--artists", "3", "--failure-rate", "-0.1"],
                      "--failure-rate takes a number from 0 to 1 (got '-0.1')", .generate),
            UsageCase(["generate", "--artists", "3", "--failure-rate=nan"],
                      "--failure-rate takes a number from 0 to 1 (got 'nan')", .generate),
            UsageCase(["generate", "--artists", "3", "--failure-rate", "half"],
                      "--failure-rate takes a number from 0 to 1 (got 'half')", .generate),
            UsageCase(["generate", "--artists", "3", "--albums-per-artist", "0"],
                      "--albums-per-artist takes a whole number of at least 1 (got '0')", .generate),
            UsageCase(["generate", "--artists", "3", "-o", "a.json", "--output", "b.json"], "--output was given twice", .generate),
            UsageCase(["generate", "--artists", "3", "--format", "json"], "unknown option '--format'", .generate),
            UsageCase(["help", "tool"], "no subcommand named 'tool'; the subcommands are verify, inspect, generate, bless, redact, shrink, diff, mutate, faults, coverage, lint, status, explain, import-diagnostics, world"),
            UsageCase(["help", "replay"], "no subcommand named 'replay'; the subcommands are verify, inspect, generate, bless, redact, shrink, diff, mutate, faults, coverage, lint, status, explain, import-diagnostics, world"),
            UsageCase(["help", "verify", "inspect"], "help takes at most one subcommand"),
        ]

        @Test("refuses every bad command line with a message naming what was wrong", arguments: usageCases)
        func usageErrors(_ testCase: UsageCase) {
            #expect(throws: UsageError(testCase.message, topic: testCase.topic)) {
                try CommandLineParser.parse(testCase.arguments)
            }
        }

        @Test("a usage error prints as the program name, the message, then where to find help")
        func usageErrorWording() async {
            let error = UsageError("unknown option '--fast'", topic: .tool)
            #expect(error.description == "deepcut-replay: unknown option '--fast'")
            #expect(HelpTopic.tool.hint == "Run 'deepcut-replay --help' for usage.")
            #expect(HelpTopic.generate.hint == "Run 'deepcut-replay generate --help' for usage.")
            let result = await DeepCutReplayTool.run(["verify"])
            #expect(result.status == .usage)
            #expect(result.standardOutput == "")
            #expect(result.standardError == """
                deepcut-replay: verify needs at least one PATH
                Run 'deepcut-replay verify --help' for usage.

                """)
        }

        @Test("the help names every subcommand and option the parser accepts", arguments: HelpTopic.allCases)
        func helpMentionsOptions(_ topic: HelpTopic) async {
            let options: [HelpTopic: [String]] = [
                .tool: ["--policy", "--batch-size", "--format", "--junit", "--quiet", "--verbose", "--no-color", "--help",
                        "--version", "--max-trace-size", "--chaos", "--seed", "--order", "verify", "inspect", "generate", "bless",
                        "redact", "shrink", "diff", "mutate", "faults", "coverage", "lint", "status", "explain", "import-diagnostics", "world"],
                .verify: ["--policy", "--batch-size", "--format", "--junit", "--shard", "--quiet", "--no-color",
                          "--max-trace-size", "--chaos", "--seed", "--order", "--help"],
                .inspect: ["--all", "--timeline", "--format", "--max-trace-size", "--help"],
                .generate: ["--artists", "--seed", "--failure-rate", "--albums-per-artist", "--batch-size", "--output", "--help"],
                BlessCommand.topic: ["--policy", "--keys", "--max-trace-size", "--help"],
                RedactCommand.topic: ["--output", "--key", "--max-trace-size", "--help"],
                ShrinkCommand.topic: ["--output", "--policy", "--until", "--max-replays", "--max-trace-size", "--help"],
                DiffCommand.topic: ["--format", "--max-trace-size", "--help"],
                MutateCommand.topic: ["--call", "--policy", "--output", "--max-trace-size", "--help"],
                FaultsCommand.topic: ["--kinds", "--methods", "--policy", "--batch-size", "--sample", "--seed",
                                      "--write-failures", "--max-trace-size", "--help"],
                CoverageCommand.topic: ["--format", "--max-trace-size", "--help"],
                LintCommand.topic: ["--format", "--deny", "--max-trace-size", "--help"],
                StatusCommand.topic: ["--tests", "--warn-age-days", "--now", "--deny-stale", "--format", "--max-trace-size", "--help"],
                ExplainCommand.topic: ["--step", "--artist", "--album", "--check", "--policy", "--budget", "--batch-size",
                                       "--format", "--max-trace-size", "--help"],
                ImportDiagnosticsCommand.topic: ["--log", "--output", "--partial", "--replace", "--max-trace-size",
                                                 "--max-log-size", "--help"],
                WorldCommand.topic: ["--output", "--summary", "--max-trace-size", "--help"],
            ]
            let text = HelpText.text(for: topic)
            #expect(options[topic] != nil, "the table has no row for \(topic.name)")
            for option in options[topic] ?? [] {
                #expect(text.contains(option), "the \(topic.name) help does not mention \(option)")
            }
            let result = await DeepCutReplayTool.run(topic == .tool ? ["--help"] : [topic.name, "--help"])
            #expect(result == ToolResult(standardOutput: text + "\n", status: .success))
        }
    }
}
