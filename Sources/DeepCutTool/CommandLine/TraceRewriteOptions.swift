import DeepCutCommandLine

/// What the commands that write a trace made from another (`bless`, `mutate`,
/// `redact`, `shrink`) take alike, with the same help: the format of their
/// summary (Docs/SummaryJSON.md) and the most bytes of the trace they read.
package struct TraceRewriteOptions: OptionGroup, Hashable {
    /// `--format text|json`: the summary for a person or for machines.
    static let format = SharedOptions.format(
        default: ReportFormat.text, help: "The summary for a person (default) or for machines (Docs/SummaryJSON.md).")
    /// `--max-trace-size SIZE`.
    static let maxTraceSize = SharedOptions.maxSizeOfTheTrace

    package static let options: [any AnyOption] = [format, maxTraceSize]

    /// The summary for a person or for machines.
    package var format: ReportFormat
    /// The most bytes to read of the trace; nil: `TraceReader.defaultMaximumSize`.
    package var maximumTraceSize: Int?

    package init(parsing arguments: ParsedArguments) {
        format = arguments[Self.format]
        maximumTraceSize = arguments[Self.maxTraceSize]
    }
}
