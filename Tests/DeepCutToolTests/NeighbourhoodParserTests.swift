import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Testing

extension VerifySuites {
    @Suite("mutate, faults, coverage, --chaos, --order and --timeline parse to the options they name")
    struct NeighbourhoodParserTests {
        private static func replay(_ configure: (inout ReplayCommand) -> Void) -> any ToolCommand {
            var options = ReplayCommand(tracePath: "t.json")
            configure(&options)
            return options
        }

        static let cases: [ParseCase] = [
            ParseCase(["t.json", "--chaos", "20"], replay { $0.orders = OrderOptions(chaos: 20) }),
            ParseCase(["t.json", "--chaos=3", "--seed", "9"], replay { $0.orders = OrderOptions(chaos: 3, seed: 9) }),
            ParseCase(["t.json", "--order", "recorded"], replay { $0.orders = OrderOptions(order: .recorded) }),
            ParseCase(["verify", "T", "--chaos", "2"], {
                var options = VerifyCommand(paths: ["T"])
                options.orders = OrderOptions(chaos: 2)
                return options
            }()),
            ParseCase(["inspect", "t.json", "--timeline", "--format", "json"], {
                var options = InspectCommand(tracePath: "t.json")
                options.timeline = true
                options.format = .json
                return options
            }()),
        ]

        @Test("options of existing commands", arguments: cases)
        func parses(_ parse: ParseCase) throws {
            #expect(try CommandLineParser.parse(parse.arguments).isEqual(to: parse.expected))
        }

        @Test("mutate reads every --call in order, the policy and the output")
        func mutate() throws {
            let command = try MutateCommand(parsing: ["t.json", "--call", "3=http:404", "--call=5=short:2", "-o", "out.json"])
            #expect(command.tracePath == "t.json")
            #expect(command.mutations == [TraceMutation(seq: 3, fault: .http(status: 404)), TraceMutation(seq: 5, fault: .short(keep: 2))])
            #expect(command.outputPath == "out.json")
            #expect(command.policy == nil)
        }

        @Test("faults reads kinds and methods as lists, and defaults to every fault under strict")
        func faults() throws {
            let command = try FaultsCommand(parsing: [
                "Traces", "--kinds", "http:404,empty,http:404", "--methods", "fetchTracks,fetchPlaylist", "--policy", "legacy",
                "--sample", "4", "--seed", "2", "--write-failures", "out"])
            #expect(command.paths == ["Traces"])
            #expect(command.options.kinds == [.http(status: 404), .empty])
            #expect(command.options.methods == [.fetchTracks, .fetchPlaylist])
            #expect(command.options.policy == .legacy)
            #expect(command.options.sample == 4 && command.options.seed == 2)
            #expect(command.failuresFolder == "out")
            let plain = try FaultsCommand(parsing: ["t.json"])
            #expect(plain.options == FaultCampaign.Options())
        }

        @Test("the usage errors say what was wrong", arguments: [
            (["t.json", "--seed", "1"], "deepcut-replay: --seed only goes with --chaos N"),
            (["t.json", "--chaos", "2", "--order", "recorded"],
             "deepcut-replay: --chaos compares shuffled orders with calls answered as asked; it takes no --order"),
            (["t.json", "--chaos", "2", "--format", "json"], "deepcut-replay: --chaos reports in text only; drop --format json"),
            (["t.json", "--chaos", "2", "--junit", "r.xml"], "deepcut-replay: --chaos reports in text only; drop --junit"),
            (["verify", "T", "--chaos", "2", "--format", "markdown"],
             "deepcut-replay: --chaos reports in text only; drop --format markdown"),
            (["verify", "T", "--chaos", "2", "--junit", "r.xml"], "deepcut-replay: --chaos reports in text only; drop --junit"),
            (["mutate", "t.json"], "deepcut-replay: mutate needs at least one --call SEQ=FAULT"),
            (["mutate", "t.json", "--call", "x"], "deepcut-replay: --call: 'x' is not SEQ=FAULT (for example --call 3=http:404)"),
            (["faults", "t.json", "--seed", "1"], "deepcut-replay: --seed only goes with --sample"),
            (["coverage", "--format", "xml"], "deepcut-replay: --format takes text or json (got 'xml')"),
        ])
        func usage(arguments: [String], message: String) {
            #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
            do {
                _ = try CommandLineParser.parse(arguments)
            } catch {
                #expect(error.description == message)
            }
        }

        @Test("every new subcommand has help, reached by --help and by help NAME", arguments: ["mutate", "faults", "coverage"])
        func help(name: String) throws {
            #expect(try CommandLineParser.parse([name, "--help"]).isEqual(to: HelpCommand(.help(HelpTopic.subcommand(name)))))
            #expect(try CommandLineParser.parse(["help", name]).isEqual(to: HelpCommand(.help(HelpTopic.subcommand(name)))))
            #expect(HelpText.text(for: HelpTopic.subcommand(name)).contains("USAGE: deepcut-replay \(name)"))
        }
    }
}
