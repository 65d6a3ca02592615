import DeepCutCommandLine
import Testing

/// What two commands of the example take alike: declared once, read by both.
struct OutputOptions: OptionGroup, Equatable {
    static let verbose = Option("--verbose", short: "-v", help: "Say more.")
    static let width = Option("--width", .count(minimum: 20), default: 80, help: "Columns (default: 80).")
    static let options: [any AnyOption] = [verbose, width]

    var verbose: Bool
    var width: Int

    init(verbose: Bool = false, width: Int = 80) {
        (self.verbose, self.width) = (verbose, width)
    }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init(verbose: arguments[Self.verbose], width: arguments[Self.width])
        if verbose, arguments.wasGiven(Self.width), width < 40 {
            throw arguments.error("--verbose needs --width of at least 40 (got \(width))")
        }
    }
}

@Suite("An option group is declared once and read the same by every command that includes it")
struct OptionGroupTests {
    /// Two commands that include the group beside options of their own, in different places.
    static let first = CommandSignature(
        topic: HelpTopic(program: "example", command: "first"), operands: "", overview: "",
        usage: [[ExampleCommand.count] + OutputOptions.options], exitStatus: nil)
    static let second = CommandSignature(
        topic: HelpTopic(program: "example", command: "second"), operands: "PATH", overview: "",
        usage: [OutputOptions.options, [ExampleCommand.tag]], exitStatus: nil)

    @Test("a group read by two commands gives the same values",
          arguments: [
              ([], OutputOptions()),
              (["-v"], OutputOptions(verbose: true)),
              (["--width", "100", "--verbose"], OutputOptions(verbose: true, width: 100)),
              (["--width=20"], OutputOptions(width: 20)),
          ])
    func sameValues(arguments: [String], expected: OutputOptions) throws {
        let first = try OutputOptions(parsing: Self.first.parse(arguments + ["--count", "2"]))
        let second = try OutputOptions(parsing: Self.second.parse(["a.json"] + arguments + ["--tag", "x"]))
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test("a group refuses what does not go together, for the help of the command that includes it")
    func refusal() {
        #expect(throws: UsageError("--verbose needs --width of at least 40 (got 30)",
                                   topic: HelpTopic(program: "example", command: "second"))) {
            try OutputOptions(parsing: Self.second.parse(["-v", "--width", "30"]))
        }
    }

    @Test("each command lists the group's options in its own help")
    func help() {
        #expect(Self.first.usage == "example first [-c N] [--verbose] [--width N]")
        #expect(Self.second.usage == "example second PATH [--verbose] [--width N]\n               [--tag TAG...]")
        #expect(Self.second.optionsHelp == """
              -v, --verbose           Say more.
              --width N               Columns (default: 80).
              --tag TAG               A tag; may be given more than once.
              -h, --help              Show this help.
            """)
    }
}
