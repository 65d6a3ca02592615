import DeepCutKit

/// The options several commands take, and the shapes of value options take,
/// each declared once here; a command gives each its own help line where its
/// meaning differs a little.
package enum SharedOptions {
    /// `--policy strict|legacy`.
    package static let policy: Option<FailurePolicy> = choice("--policy")
    /// `--junit FILE`: a file, never standard output, which holds the report.
    package static let junit = Option<String>("--junit", value: "FILE") { text, refuse throws(UsageError) in
        guard try file(text, refuse) != "-" else {
            throw refuse("takes a file: standard output holds the report (give /dev/stdout with --quiet to send the XML there)")
        }
        return text
    }
    /// `--html FILE`: a file, never standard output, which holds the report (Docs/HTMLReport.md).
    package static let html = Option<String>("--html", value: "FILE") { text, refuse throws(UsageError) in
        guard try file(text, refuse) != "-" else { throw refuse("takes a file: standard output holds the report") }
        return text
    }
    /// `-o, --output OUT`: a file, or `-` for standard output.
    package static let output = Option<String>("--output", short: "-o", value: "OUT", read: file)
    /// `--max-trace-size SIZE`: the most bytes of a trace to read.
    package static let maxTraceSize = size("--max-trace-size")
    /// `--seed S`: a whole number from 0 to 2⁶⁴ − 1.
    package static let seed = Option<UInt64>("--seed", value: "S") { text, refuse throws(UsageError) in
        guard let number = UInt64(text) else { throw refuse("takes a whole number from 0 to 18446744073709551615 (got '\(text)')") }
        return number
    }
    /// `-q, --quiet`.
    package static let quiet = Option<Bool>("--quiet", short: "-q")
    /// `-v, --verbose`.
    package static let verbose = Option<Bool>("--verbose", short: "-v")
    /// `--no-color`.
    package static let noColor = Option<Bool>("--no-color")

    /// `--format text|json` (or any other set of formats).
    package static func format<Format>(_ type: Format.Type) -> Option<Format>
    where Format: RawRepresentable & CaseIterable & Sendable, Format.RawValue == String {
        choice("--format")
    }

    /// `--batch-size N`: artists per refresh.
    package static func batchSize(_ valueName: String = "N") -> Option<Int> { count("--batch-size", value: valueName) }

    /// `--NAME a|b|c`: one of an enumeration's raw values, which the metavariable lists.
    package static func choice<Choice>(_ name: String) -> Option<Choice>
    where Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return Option<Choice>(name, value: names.joined(separator: "|")) { text, refuse throws(UsageError) in
            guard let choice = Choice(rawValue: text) else {
                let choices = names.count > 2
                    ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined(separator: " or ")
                throw refuse("takes \(choices) (got '\(text)')")
            }
            return choice
        }
    }

    /// `--NAME N`: a whole number from 1 to `maximum`.
    package static func count(_ name: String, value valueName: String, maximum: Int = .max) -> Option<Int> {
        Option<Int>(name, value: valueName) { text, refuse throws(UsageError) in
            guard let number = Int(text), number >= 1 else { throw refuse("takes a whole number of at least 1 (got '\(text)')") }
            guard number <= maximum else { throw refuse("takes a whole number from 1 to \(maximum) (got '\(text)')") }
            return number
        }
    }

    /// `--NAME SIZE`: bytes, at least 1: a whole number, with `K`, `M` or `G` (either case)
    /// for KiB, MiB or GiB: `500000`, `64M`, `8G`.
    package static func size(_ name: String) -> Option<Int> {
        Option<Int>(name, value: "SIZE") { text, refuse throws(UsageError) in
            let shifts: [Character: Int] = ["k": 10, "m": 20, "g": 30]
            let shift = text.last.flatMap { shifts[Character($0.lowercased())] } ?? 0
            let digits = shift == 0 ? Substring(text) : text.dropLast()
            guard digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1, number <= Int.max >> shift else {
                throw refuse("takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '\(text)')")
            }
            return number << shift
        }
    }

    /// `--NAME K/N`: a part of a corpus, or of a campaign.
    package static func shard(_ name: String, value valueName: String) -> Option<TraceShard> {
        Option<TraceShard>(name, value: valueName) { text, refuse throws(UsageError) in
            do throws(ShardSyntaxError) {
                return try TraceShard(parsing: text)
            } catch {
                throw refuse.message(error.message)
            }
        }
    }

    /// `--NAME TEXT`: any value.
    package static func text(_ name: String, value valueName: String) -> Option<String> {
        Option<String>(name, value: valueName) { text, _ in text }
    }

    /// An output file: not empty, and not ending in `/` (a folder); `-` is standard output.
    @Sendable
    static func file(_ path: String, _ refuse: ValueRefusal) throws(UsageError) -> String {
        guard !path.isEmpty else { throw refuse("needs a file name (got '')") }
        guard !path.hasSuffix("/") else { throw refuse("takes a file, and '\(path)' ends in '/', which names a folder") }
        return path
    }
}

extension CommandOption {
    /// `--max-trace-size SIZE` with its help, `of` naming what is read ("the trace", "each trace").
    package static func maxTraceSize(of what: String, note: String? = nil) -> CommandOption {
        SharedOptions.maxTraceSize.help(
            "Read at most SIZE bytes of \(what) (default: 2G); K, M, G are KiB, MiB, GiB." + (note.map { "\n" + $0 } ?? ""))
    }
}
