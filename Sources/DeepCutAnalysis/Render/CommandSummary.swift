import DeepCutTrace
import DeepCutVerify

/// The summary of a command that writes a trace (`bless`, `redact`, `shrink`,
/// `mutate`): its lines for a person, or, for machines, format
/// `deepcut-replay-NAME`, version 1, then the command's keys (Docs/SummaryJSON.md).
/// It goes where the text summary would: standard output, or standard error
/// when the trace does.
package struct CommandSummary: ToolReport {
    /// The command's name, in the format's name.
    package var command: String
    /// The text, each line ending in a newline.
    package var lines: String
    /// The command's keys, after the format and version.
    package var members: [(String, JSONValue)]

    /// The summary of command `command`: `lines` for a person, `members` for machines.
    package init(_ command: String, lines: String, _ members: [(String, JSONValue)]) {
        (self.command, self.lines, self.members) = (command, lines, members)
    }

    package func text() -> String { lines }

    package func json() -> JSONValue {
        JSONReportRenderer.object(
            [("format", .string("deepcut-replay-\(command)")), ("version", .integer(1))] + members)
    }

    /// `{"kept": 3, "original": 1610}`.
    package static func kept(_ counts: (kept: Int, original: Int)) -> JSONValue {
        JSONReportRenderer.object([("kept", .integer(counts.kept)), ("original", .integer(counts.original))])
    }

    /// An array of strings.
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
}
