import DeepCutCommandLine
import Testing

/// A command whose operand and options each say one thing a declaration can: exactly one
/// operand, a required option, and a long list of options that USAGE wraps.
struct WriteCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "example", command: "write"), overview: "", exitStatus: nil)

    @Operands("TRACE", tooMany: "use 'example check PATH...' for several")
    var trace: String
    @Option("--output", short: "-o", .text("OUT"), help: "Where to write.", requiredBecause: "where to write the copy")
    var output = ""
    @Option("--alpha-option", .text("VALUE"), help: "One.")
    var alpha: String?
    @Option("--beta-option", .text("VALUE"), help: "Two.")
    var beta: String?
    @Option("--gamma-option", .text("VALUE"), help: "Three.")
    var gamma: String?
    @Option("--delta-option", .text("VALUE"), help: "Four.")
    var delta: String?

    init() {}
}

/// A command that takes no operand and one required option.
struct SizeCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "example", command: "size"), overview: "", exitStatus: nil)

    @Option("--artists", .count(), help: "How many.", requiredBecause: "how many artists")
    var artists = 0

    init() {}
}

/// A command of two operands exactly, and one of at most one.
struct PairCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "example", command: "pair"), overview: "", exitStatus: nil)

    @Operands("A B", count: 2...2)
    var paths: [String]

    init() {}
}

struct MaybeCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "example", command: "maybe"), overview: "", exitStatus: nil)

    @Operands("NAME", count: 0...1)
    var name: String?

    init() {}
}

@Suite("An option or operand is declared once, where it is stored, and the parser, the help and the refusals read it there")
struct DeclarationTests {
    @Test("a wrong number of operands is refused in one wording for each mistake",
          arguments: [
              (["-o", "x"], "write needs a TRACE"),
              (["a", "b", "-o", "x"], "write takes one TRACE (got 'b' too); use 'example check PATH...' for several"),
          ])
    func oneOperand(arguments: [String], message: String) {
        #expect(throws: UsageError(message, topic: WriteCommand.topic)) { try WriteCommand.parse(arguments) }
    }

    @Test("two operands exactly, and at most one, are counted as declared",
          arguments: [(["a"], "pair takes A B (got 1 operand)"), (["a", "b", "c"], "pair takes A B (got 3 operands)")])
    func counts(arguments: [String], message: String) throws {
        #expect(throws: UsageError(message, topic: PairCommand.topic)) { try PairCommand.parse(arguments) }
        #expect(try PairCommand.parse(["a", "b"]).paths == ["a", "b"])
        #expect(try MaybeCommand.parse([]).name == nil)
        #expect(try MaybeCommand.parse(["x"]).name == "x")
        #expect(throws: UsageError("maybe takes one NAME (got 'y' too)", topic: MaybeCommand.topic)) {
            try MaybeCommand.parse(["x", "y"])
        }
    }

    @Test("a required option left out is refused with why it is needed; an operand in its place is named as its value")
    func required() throws {
        #expect(throws: UsageError("write needs -o OUT (where to write the copy)", topic: WriteCommand.topic)) {
            try WriteCommand.parse(["t.json"])
        }
        #expect(throws: UsageError("size needs --artists N (how many artists)", topic: SizeCommand.topic)) {
            try SizeCommand.parse([])
        }
        #expect(throws: UsageError("size takes no operand (got '5'); did you mean --artists 5?", topic: SizeCommand.topic)) {
            try SizeCommand.parse(["5"])
        }
        #expect(try SizeCommand.parse(["--artists", "5"]).artists == 5)
        #expect(try WriteCommand.parse(["t.json", "-o", "c.json"]).output == "c.json")
    }

    @Test("USAGE lists the declarations in the order written, a line broken before what would pass the width")
    func usageWraps() {
        let usage = WriteCommand.signature.usage
        #expect(usage == """
            example write TRACE -o OUT [--alpha-option VALUE] [--beta-option VALUE]
                          [--gamma-option VALUE] [--delta-option VALUE]
            """)
        for line in usage.split(separator: "\n") {
            #expect(line.count <= CommandSignature.usageWidth - "USAGE: ".count)
        }
        #expect(PairCommand.signature.usage == "example pair A B")
        #expect(MaybeCommand.signature.usage == "example maybe [NAME]")
    }

    @Test("the options a command declares are its stored properties' own, in order, groups included")
    func declaredInOrder() {
        #expect(WriteCommand().declaredOptions.map(\.name) == [
            "--output", "--alpha-option", "--beta-option", "--gamma-option", "--delta-option",
        ])
        #expect(FirstCommand().declaredOptions.map(\.name) == ["--count", "--verbose", "--width"])
        #expect(SecondCommand().declaredOperands?.usage == "PATH")
    }
}
