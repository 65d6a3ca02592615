import DeepCutCommandLine

/// A speed, for a `--speed` option with three choices.
enum Speed: String, CaseIterable, Sendable {
    case slow, fast, faster
}

/// A command of a program named `example`, with an option of every kind.
enum ExampleCommand {
    static let count = Option("--count", short: "-c", .count(maximum: 10), default: 3, help: "How many (default: 3).")
    static let speed = Option("--speed", .choice, default: Speed.slow, help: "How fast.")
    static let size = Option("--size", .size, help: "The most bytes to read;\nK, M, G are KiB, MiB, GiB.")
    static let sizes = Option("--sizes", .list(of: .count(), "A,B,..."), default: [1, 2], help: "Library sizes (default: 1,2).")
    static let tag = Option("--tag", repeating: .text("TAG"), help: "A tag; may be given more than once.")
    static let quiet = Option("--quiet", short: "-q", help: "Print less.")
    static let secret = Option("--secret", help: "", hidden: true)

    static let topic = HelpTopic(program: "example", command: "run")

    static let signature = CommandSignature(
        topic: topic, operands: "PATH...", overview: "OVERVIEW: Run an example.",
        usage: [[count, speed, size], [sizes, tag, quiet, secret]], exitStatus: "  0 done · 64 bad usage")

    /// Every option's value after parsing `arguments`, in one line.
    static func values(_ arguments: [String]) throws(UsageError) -> String {
        let parsed = try signature.parse(arguments)
        return "count=\(parsed[count]) speed=\(parsed[speed].rawValue) size=\(parsed[size].map(String.init) ?? "nil") "
            + "sizes=\(parsed[sizes]) tags=\(parsed[tag]) quiet=\(parsed[quiet]) operands=\(parsed.operands)"
    }
}
