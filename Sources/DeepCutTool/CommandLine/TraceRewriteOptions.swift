import DeepCutCommandLine

/// What the commands that write a trace made from another (`bless`, `mutate`,
/// `redact`, `shrink`) take alike, with the same help: the format of their
/// summary (Docs/SummaryJSON.md) and the most bytes of the trace they read.
/// A command stores one where its USAGE shows them.
package struct TraceRewriteOptions: DeclaredArguments, Hashable {
    /// `--format text|json`: the summary for a person or for machines.
    @Option(.format(default: ReportFormat.text, help: "The summary for a person (default) or for machines (Docs/SummaryJSON.md)."))
    package var format: ReportFormat
    /// `--max-trace-size SIZE`: the most bytes to read of the trace; nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfTheTrace)
    package var maximumTraceSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}
}
