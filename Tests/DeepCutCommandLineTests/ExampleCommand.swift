import DeepCutCommandLine

/// A speed, for a `--speed` option with three choices.
enum Speed: String, CaseIterable, Sendable {
    case slow, fast, faster
}

/// A command of a program named `example`, with an option of every kind, each declared where it is stored.
struct ExampleCommand: ParsableCommand, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "example", command: "run"), overview: "OVERVIEW: Run an example.",
        exitStatus: "  0 done · 64 bad usage")

    @Operands("PATH", count: 0...Int.max)
    var paths: [String]
    @Option("--count", short: "-c", .count(maximum: 10), help: "How many (default: 3).")
    var count = 3
    @Option("--speed", .choice, help: "How fast.")
    var speed = Speed.slow
    @Option("--size", .size, help: "The most bytes to read;\nK, M, G are KiB, MiB, GiB.")
    var size: Int?
    @Option("--sizes", .list(of: .count(), "A,B,..."), help: "Library sizes (default: 1,2).")
    var sizes = [1, 2]
    @Option("--tag", repeating: .text("TAG"), help: "A tag; may be given more than once.")
    var tags: [String]
    @Option("--quiet", short: "-q", help: "Print less.")
    var quiet: Bool
    @Option("--secret", help: "", hidden: true)
    var secret: Bool

    init() {}

    /// Every option's value after parsing `arguments`, in one line.
    static func values(_ arguments: [String]) throws(UsageError) -> String {
        let command = try parse(arguments)
        return "count=\(command.count) speed=\(command.speed.rawValue) size=\(command.size.map(String.init) ?? "nil") "
            + "sizes=\(command.sizes) tags=\(command.tags) quiet=\(command.quiet) operands=\(command.paths)"
    }
}
