import DeepCutTrace
import DeepCutVerify

/// The `--format json` summary of a command that writes a trace (`bless`,
/// `redact`, `shrink`, `mutate`): format `deepcut-replay-NAME`, version 1,
/// then the command's keys (Docs/SummaryJSON.md). It goes where the text
/// summary would: standard output, or standard error when the trace does.
package enum SummaryJSON {
    /// The summary of command `name` with `members` after its format and version.
    package static func render(_ name: String, _ members: [(String, JSONValue)]) -> String {
        PrettyJSON.render(JSONReportRenderer.object(
            [("format", .string("deepcut-replay-\(name)")), ("version", .integer(1))] + members)) + "\n"
    }

    /// `{"kept": 3, "original": 1610}`.
    package static func kept(_ counts: (kept: Int, original: Int)) -> JSONValue {
        JSONReportRenderer.object([("kept", .integer(counts.kept)), ("original", .integer(counts.original))])
    }

    /// An array of strings.
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
}
