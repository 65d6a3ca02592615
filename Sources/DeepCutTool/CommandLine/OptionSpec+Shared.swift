import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit

/// The options several commands take under one name and shape, each declared
/// once here: as a factory that takes the help of the command declaring it
/// (and its default, where commands differ), or, where every command says the
/// same of it, as the option itself. A command declares one with
/// `@Option(.policy(help: "…")) var policy: FailurePolicy?`.
extension OptionSpec {
    /// `--policy strict|legacy`, nil unless given.
    package static func policy(help: String) -> Self where Value == FailurePolicy? { Self("--policy", .choice, help: help) }

    /// `--policy strict|legacy`, `default` unless given.
    package static func policy(default: FailurePolicy, help: String) -> Self where Value == FailurePolicy {
        Self("--policy", .choice, default: `default`, help: help)
    }

    /// `--batch-size N`: artists per refresh, nil unless given (each trace's own).
    package static func batchSize(help: String) -> Self where Value == Int? { Self("--batch-size", .count(), help: help) }

    /// `--format text|json` (or any other set of formats).
    package static func format(default: Value, help: String) -> Self
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        Self("--format", .choice, default: `default`, help: help)
    }

    /// `--junit FILE`: a file, never standard output, which holds the report.
    package static func junit(help: String) -> Self where Value == String? {
        Self("--junit", .reportFile(
            "takes a file: standard output holds the report (give /dev/stdout with --quiet to send the XML there)"),
            help: help)
    }

    /// `--html FILE`: a file, never standard output, which holds the report (Docs/HTMLReport.md).
    package static func html(help: String) -> Self where Value == String? {
        Self("--html", .reportFile("takes a file: standard output holds the report"), help: help)
    }

    /// `-o, --output OUT`: a file, or `-` for standard output.
    package static func output(help: String) -> Self where Value == String? {
        Self("--output", short: "-o", .file, help: help)
    }

    /// `-o, --output OUT` that must be given, `because` (where the command writes).
    package static func output(help: String, requiredBecause because: String) -> Self where Value == String {
        Self("--output", short: "-o", .file, placeholder: "", help: help, requiredBecause: because)
    }

    /// `-o, --output OUT` of a command that writes a trace made from its TRACE: `what` names it ("the shrunk trace").
    package static func output(writing what: String) -> Self where Value == String {
        output(help: """
            Where to write \(what) (`-`: standard output).
            A file is written to a temporary file beside it, then renamed
            (Docs/OutputFiles.md); it may not be TRACE.
            """, requiredBecause: "where to write \(what)")
    }

    /// `--seed S`, nil unless given.
    package static func seed(help: String, usage: String? = nil) -> Self where Value == UInt64? {
        Self("--seed", .seed, help: help, usage: usage)
    }

    /// `--seed S`, `default` unless given.
    package static func seed(default: UInt64, help: String, usage: String? = nil) -> Self where Value == UInt64 {
        Self("--seed", .seed, default: `default`, help: help, usage: usage)
    }

    /// `-q, --quiet`.
    package static func quiet(help: String, usage: String? = nil) -> Self where Value == Bool {
        Self("--quiet", short: "-q", help: help, usage: usage)
    }

    /// `-v, --verbose`.
    package static func verbose(help: String, usage: String? = nil) -> Self where Value == Bool {
        Self("--verbose", short: "-v", help: help, usage: usage)
    }

    /// `--no-color`.
    package static func noColor(help: String) -> Self where Value == Bool { Self("--no-color", help: help) }

    /// `--shard K/N`: only part K of N, nil unless given.
    package static func shard(help: String) -> Self where Value == TraceShard? { Self("--shard", .shard("K/N"), help: help) }

    /// `--shard K/N`, `default` unless given.
    package static func shard(default: TraceShard, help: String) -> Self where Value == TraceShard {
        Self("--shard", .shard("K/N"), default: `default`, help: help)
    }

    /// `--max-trace-size SIZE`: the most bytes of a trace to read, nil unless given
    /// (`TraceReader.defaultMaximumSize`); `of` names what is read ("the trace", "each trace").
    package static func maxTraceSize(of what: String, note: String? = nil) -> Self where Value == Int? {
        Self("--max-trace-size", .size, help: "Read at most SIZE bytes of \(what) (default: 2G); K, M, G are KiB, MiB, GiB."
            + (note.map { "\n" + $0 } ?? ""))
    }
}

extension OptionSpec where Value == Int? {
    /// `--batch-size N` of a command that replays one trace at a time.
    package static var batchSizeOfTheTrace: Self {
        batchSize(help: "Artists per refresh, overriding the trace's engine.batchSize.")
    }

    /// `--max-trace-size SIZE` of a command that reads several traces.
    package static var maxSizeOfEachTrace: Self { maxTraceSize(of: "each trace") }

    /// `--max-trace-size SIZE` of a command that reads one trace.
    package static var maxSizeOfTheTrace: Self { maxTraceSize(of: "the trace") }
}
