import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutTrace

/// `deepcut-replay diff A B [--format text|json]`: what changed between two
/// traces, semantically (Docs/TraceSurgery.md "diff").
package struct DiffCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("diff"),
        summary: "Show what changed between two traces: settings, calls, library, session.",
        overview: """
        OVERVIEW: Show what changed between two traces: settings, calls, library, session.

        A semantic diff, not a text diff. Calls are matched by method and arguments, the n-th
        call of a request in A with the n-th in B (in seq order), and listed as only in A
        (-), only in B (+), or answered differently (~): for catalog releases the albums
        removed and added, hasMore changed; a success turned into an error (or back); for
        errors the kind, status and code. Timing (at, durationMs) and seq are not compared.
        Then the library snapshot (the first library answers: artists and albums removed or
        added), the session's steps and their expect/observed keys, and the diagnostics.
        Two captures redacted with the same --key show the same differences, under pseudonyms.
        The text starts with the number of differences and lists at most 20 entries a section
        (--limit N, or --all for every one); the JSON always holds every one.
        """,
        sections: [HelpSection("ARGUMENTS", [("A, B", "The two traces (A the older, B the newer).")])],
        exitStatus: """
          0   no semantic difference
          1   the traces differ
          64  bad usage
          65  A or B is not a valid trace (file, line, column and JSON path given)
          66  A or B cannot be read
        """)

    /// The two traces, A then B.
    @Operands("A B", count: 2...2)
    package var paths: [String]
    /// Text or JSON.
    @Option(.format(
        default: ReportFormat.text, help: "For a person (default) or for machines (format deepcut-replay-diff, version 1)."))
    package var format: ReportFormat
    /// `--limit N`: the most entries a section of the text lists.
    @Option("--limit", .count(), help: "List at most N entries a section in the text (default: 20).", usage: "--limit N | --all")
    package var limitGiven: Int = DiffCommand.defaultLimit
    /// `--all`: every entry.
    @Option("--all", help: "List every entry in the text.", usage: "")
    package var all: Bool
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumSize: Int?

    /// The entries a section lists when neither `--limit` nor `--all` is given.
    package static let defaultLimit = 20

    /// The defaults, or the arguments being read.
    package init() {}

    /// The older trace.
    package var pathA: String { paths[0] }
    /// The newer trace.
    package var pathB: String { paths[1] }
    /// The most entries a section of the text lists; nil lists every one (`--all`).
    package var limit: Int? { all ? nil : limitGiven }

    package func validate() throws(UsageError) {
        if all, $limitGiven.wasGiven { throw Self.usageError("--limit and --all cannot be given together") }
        guard paths != [.standardStream, .standardStream] else {
            throw Self.usageError("diff reads standard input (-) once, so only one of A and B can be -")
        }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let a: Trace, b: Trace
        switch DeepCutReplayTool.read(pathA, maximumSize: maximumSize, environment: environment) {
        case .failure(let failure): return failure.result
        case .success(let trace): a = trace
        }
        switch DeepCutReplayTool.read(pathB, maximumSize: maximumSize, environment: environment) {
        case .failure(let failure): return failure.result
        case .success(let trace): b = trace
        }
        let diff = TraceDiff(a, b)
        let report = TraceDiffReport(diff, a: pathA, b: pathB, limit: limit)
        return ToolResult(report: ReportOutput(report, printed: format.shape), status: diff.isEmpty ? .success : .failure)
    }
}
