import DeepCutCommandLine
import Testing

/// What two commands of the example take alike: declared once, as a stored group, read by both.
struct OutputOptions: DeclaredArguments, Equatable {
    @Option("--verbose", short: "-v", help: "Say more.")
    var verbose: Bool
    @Option("--width", .count(minimum: 20), help: "Columns (default: 80).")
    var width = 80

    init() {}

    init(verbose: Bool = false, width: Int = 80) {
        self.init()
        (self.verbose, self.width) = (verbose, width)
    }

    /// Refuses what does not go together, for the help of the command that stores the group.
    func validate(topic: HelpTopic) throws(UsageError) {
        if verbose, $width.wasGiven, width < 40 {
            throw UsageError("--verbose needs --width of at least 40 (got \(width))", topic: topic)
        }
    }
}

/// A command that stores the group after an option of its own.
struct FirstCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(topic: HelpTopic(program: "example", command: "first"), overview: "",
                                                    exitStatus: nil)
    @Option("--count", short: "-c", .count(maximum: 10), help: "How many (default: 3).")
    var count = 3
    var output = OutputOptions()

    init() {}

    func validate() throws(UsageError) { try output.validate(topic: Self.topic) }
}

/// A command that stores the group before an option of its own, with an operand.
struct SecondCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(topic: HelpTopic(program: "example", command: "second"), overview: "",
                                                    exitStatus: nil)
    @Operands("PATH")
    var path: String
    var output = OutputOptions()
    @Option("--tag", repeating: .text("TAG"), help: "A tag; may be given more than once.")
    var tags: [String]

    init() {}

    func validate() throws(UsageError) { try output.validate(topic: Self.topic) }
}

@Suite("An option group is declared once and read the same by every command that includes it")
struct OptionGroupTests {
    @Test("a group read by two commands gives the same values",
          arguments: [
              ([], OutputOptions()),
              (["-v"], OutputOptions(verbose: true)),
              (["--width", "100", "--verbose"], OutputOptions(verbose: true, width: 100)),
              (["--width=20"], OutputOptions(width: 20)),
          ])
    func sameValues(arguments: [String], expected: OutputOptions) throws {
        let first = try FirstCommand.parse(arguments + ["--count", "2"])
        let second = try SecondCommand.parse(["a.json"] + arguments + ["--tag", "x"])
        #expect(first.output == expected)
        #expect(second.output == expected)
        #expect(first.count == 2 && second.path == "a.json" && second.tags == ["x"])
    }

    @Test("a group refuses what does not go together, for the help of the command that includes it")
    func refusal() {
        #expect(throws: UsageError("--verbose needs --width of at least 40 (got 30)",
                                   topic: HelpTopic(program: "example", command: "second"))) {
            try SecondCommand.parse(["a.json", "-v", "--width", "30"])
        }
    }

    @Test("each command lists the group's options in its own help, where it stores the group")
    func help() {
        #expect(FirstCommand.signature.usage == "example first [-c N] [--verbose] [--width N]")
        #expect(SecondCommand.signature.usage == "example second PATH [--verbose] [--width N] [--tag TAG...]")
        #expect(SecondCommand.signature.optionsHelp == """
              -v, --verbose           Say more.
              --width N               Columns (default: 80).
              --tag TAG               A tag; may be given more than once.
              -h, --help              Show this help.
            """)
    }
}
