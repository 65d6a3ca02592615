import DeepCutKit

/// The options several commands take, each declared once here; a command
/// gives each its own help line where its meaning differs a little.
package enum SharedOptions {
    /// `--policy strict|legacy`.
    package static var policy: Option<FailurePolicy> { choice("--policy") }

    /// `--format text|json` (or any other set of formats).
    package static func format<Format>(_ type: Format.Type) -> Option<Format>
    where Format: RawRepresentable & CaseIterable & Sendable, Format.RawValue == String {
        choice("--format")
    }

    /// `--batch-size N`: artists per refresh.
    package static func batchSize(_ valueName: String = "N") -> Option<Int> {
        Option<Int>("--batch-size", value: valueName) { scanner, name throws(UsageError) in try scanner.count(name) }
    }

    /// `--junit FILE`: a file, never standard output.
    package static var junit: Option<String> {
        Option<String>("--junit", value: "FILE") { scanner, _ throws(UsageError) in try scanner.junitPath() }
    }

    /// `-o, --output OUT`: a file, or `-` for standard output.
    package static var output: Option<String> {
        Option<String>("--output", short: "-o", value: "OUT") { scanner, name throws(UsageError) in
            try scanner.outputPath(name)
        }
    }

    /// `--max-trace-size SIZE`: the most bytes of a trace to read.
    package static var maxTraceSize: Option<Int> {
        Option<Int>("--max-trace-size", value: "SIZE") { scanner, name throws(UsageError) in try scanner.size(name) }
    }

    /// `--seed S`: a seed from 0 to 2⁶⁴ − 1.
    package static var seed: Option<UInt64> {
        Option<UInt64>("--seed", value: "S") { scanner, name throws(UsageError) in try scanner.seed(name) }
    }

    /// `--NAME a|b|c`: one of an enumeration's raw values, which the metavariable lists.
    package static func choice<Choice>(_ name: String) -> Option<Choice>
    where Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String {
        Option<Choice>(name, value: Choice.allCases.map(\.rawValue).joined(separator: "|")) { scanner, name throws(UsageError) in
            try scanner.choice(name, Choice.self)
        }
    }

    /// `--NAME N`: a whole number from 1 to `maximum`.
    package static func count(_ name: String, value valueName: String, maximum: Int = .max) -> Option<Int> {
        Option<Int>(name, value: valueName) { scanner, name throws(UsageError) in try scanner.count(name, maximum: maximum) }
    }

    /// `--NAME TEXT`: any value.
    package static func text(_ name: String, value valueName: String) -> Option<String> {
        Option<String>(name, value: valueName) { scanner, name throws(UsageError) in try scanner.value(name) }
    }

    /// `-q, --quiet`.
    package static let quiet = Option<Bool>("--quiet", short: "-q")
    /// `-v, --verbose`.
    package static let verbose = Option<Bool>("--verbose", short: "-v")
    /// `--no-color`.
    package static let noColor = Option<Bool>("--no-color")
}

extension CommandOption {
    /// `--max-trace-size SIZE` with its help, `of` naming what is read ("the trace", "each trace").
    package static func maxTraceSize(of what: String, note: String? = nil) -> CommandOption {
        SharedOptions.maxTraceSize.help(
            "Read at most SIZE bytes of \(what) (default: 2G); K, M, G are KiB, MiB, GiB." + (note.map { "\n" + $0 } ?? ""))
    }
}
