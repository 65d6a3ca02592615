import DeepCutCommandLine
import Testing

@Suite("Arguments are read against the options a command declares, each read back typed and defaulted")
struct ParsedArgumentsTests {
    static let defaults = "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[]"

    @Test("each option reads back its default when not given, and the value given, typed, when given",
          arguments: [
              ([], defaults),
              (["a.json"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[\"a.json\"]"),
              (["--count", "7"], "count=7 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[]"),
              (["-c", "7"], "count=7 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[]"),
              (["--speed", "faster"], "count=3 speed=faster size=nil sizes=[1, 2] tags=[] quiet=false operands=[]"),
              (["--size", "64M"], "count=3 speed=slow size=67108864 sizes=[1, 2] tags=[] quiet=false operands=[]"),
              (["--sizes", "4,5,6"], "count=3 speed=slow size=nil sizes=[4, 5, 6] tags=[] quiet=false operands=[]"),
              (["-q"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=true operands=[]"),
              (["a", "--quiet", "b"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=true operands=[\"a\", \"b\"]"),
              (["-"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[\"-\"]"),
          ])
    func valuesAndDefaults(arguments: [String], expected: String) throws {
        #expect(try ExampleCommand.values(arguments) == expected)
    }

    @Test("a repeatable option gives every value in the order given, whichever way each is written",
          arguments: [
              (["--tag", "a"], "[\"a\"]"),
              (["--tag", "a", "--tag=b", "-q", "--tag", "c"], "[\"a\", \"b\", \"c\"]"),
              (["--tag=c", "x.json", "--tag", "a"], "[\"c\", \"a\"]"),
              (["--tag=-x", "--tag", "-"], "[\"-x\", \"-\"]"),
          ])
    func repeatable(arguments: [String], tags: String) throws {
        #expect(try "\(ExampleCommand.parse(arguments).tags)" == tags)
    }

    @Test("--name=value reads as --name value",
          arguments: [
              (["--count=7"], ["--count", "7"]), (["--speed=fast"], ["--speed", "fast"]), (["--size=3k"], ["--size", "3k"]),
              (["--sizes=9"], ["--sizes", "9"]), (["-q", "--count=7"], ["-q", "--count", "7"]),
          ])
    func equalsSign(joined: [String], apart: [String]) throws {
        #expect(try ExampleCommand.values(joined) == ExampleCommand.values(apart))
    }

    @Test("-- ends the options: what follows is an operand, even a name the command declares",
          arguments: [
              (["--", "--count", "7"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=false operands=[\"--count\", \"7\"]"),
              (["-q", "a", "--", "-q", "--"], "count=3 speed=slow size=nil sizes=[1, 2] tags=[] quiet=true operands=[\"a\", \"-q\", \"--\"]"),
          ])
    func doubleDash(arguments: [String], expected: String) throws {
        #expect(try ExampleCommand.values(arguments) == expected)
    }

    @Test("a bad command line is a usage error naming what was wrong, for the command's help",
          arguments: [
              (["--count", "1", "--count", "2"], "--count was given twice"),
              (["-c", "1", "--count=2"], "--count was given twice"),
              (["-q", "--quiet"], "--quiet was given twice"),
              (["--speed", "fast", "--speed", "warp"], "--speed takes slow, fast or faster (got 'warp')"),
              (["--cuont", "1"], "unknown option '--cuont'; did you mean '--count'?"),
              (["--hlep"], "unknown option '--hlep'; did you mean '--help'?"),
              (["--secrte"], "unknown option '--secrte'"),
              (["-x"], "unknown option '-x'"),
              (["--count"], "--count needs a value"),
              (["--count="], "--count needs a value"),
              (["--count", "--quiet"], "--count needs a value (a value that starts with '-' is written --count=VALUE)"),
              (["--count", "0"], "--count takes a whole number of at least 1 (got '0')"),
              (["--count", "-3"], "--count takes a whole number of at least 1 (got '-3')"),
              (["--count", "11"], "--count takes a whole number from 1 to 10 (got '11')"),
              (["--size", "5X"],
               "--size takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '5X')"),
              (["--sizes", "1,,2"], "--sizes takes a whole number of at least 1 (got '')"),
              (["--quiet=yes"], "'yes' was given to an option that takes no value"),
          ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, topic: ExampleCommand.topic)) {
            try ExampleCommand.parse(arguments)
        }
    }

    @Test("whether an option was given is known apart from its value, a default given explicitly included")
    func wasGiven() throws {
        let given = try ExampleCommand.parse(["--count", "3"])
        #expect(given.count == 3 && given.$count.wasGiven && given.givenOptionNames == ["--count"])
        let defaulted = try ExampleCommand.parse([])
        #expect(defaulted.count == 3 && !defaulted.$count.wasGiven && defaulted.givenOptionNames.isEmpty)
    }

    @Test("--help or -h before any -- asks for the help, whatever else is given",
          arguments: [
              (["--help"], true), (["a.json", "-h"], true), (["--count", "x", "--help"], true), (["--", "--help"], false),
              (["--helpful"], false), ([], false),
          ])
    func asksForHelp(arguments: [String], asks: Bool) {
        #expect(CommandSignature.asksForHelp(arguments) == asks)
    }

    @Test("a command made outside a parse holds every declaration's default, and two parses of the same line are equal")
    func defaultsAndEquality() throws {
        #expect(ExampleCommand() == (try ExampleCommand.parse([])))
        #expect(try ExampleCommand.parse(["-c", "4", "x"]) == ExampleCommand.parse(["x", "--count=4"]))
        #expect(try ExampleCommand.parse(["-c", "4"]) != ExampleCommand.parse(["-c", "5"]))
    }

    @Test("a usage error prints as the program's name and the message, then the line naming the command's help")
    func usageErrorReport() {
        #expect(UsageError("unknown option '--fast'", topic: ExampleCommand.topic).report == """
            example: unknown option '--fast'
            Run 'example run --help' for usage.

            """)
        #expect(HelpTopic(program: "example").hint == "Run 'example --help' for usage.")
    }
}
