import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutTrace

/// `deepcut-replay diff A B [--format text|json]`: what changed between two
/// traces, semantically (Docs/TraceSurgery.md "diff").
package struct DiffCommand: ToolCommand {
    static let format = SharedOptions.format(
        default: ReportFormat.text, help: "For a person (default) or for machines (format deepcut-replay-diff, version 1).")
    static let limit = Option(
        "--limit", .count(), default: defaultLimit, help: "List at most N entries a section in the text (default: 20).",
        usage: "--limit N | --all")
    static let all = Option("--all", help: "List every entry in the text.", usage: "")

    package static let signature = CommandSignature(
        topic: .subcommand("diff"), operands: "A B",
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
        usage: [[format, limit, all, SharedOptions.maxSizeOfEachTrace]],
        sections: [HelpSection("ARGUMENTS", [("A, B", "The two traces (A the older, B the newer).")])],
        exitStatus: """
          0   no semantic difference
          1   the traces differ
          64  bad usage
          65  A or B is not a valid trace (file, line, column and JSON path given)
          66  A or B cannot be read
        """)

    /// The two traces.
    package var pathA: String
    /// The two traces.
    package var pathB: String
    /// Text or JSON.
    package var format: ReportFormat
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumSize: Int?
    /// The most entries a section of the text lists (`--limit`); nil lists every one (`--all`).
    package var limit: Int?

    /// The entries a section lists when neither `--limit` nor `--all` is given.
    package static let defaultLimit = 20

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        let all = arguments[Self.all]
        if all, arguments.wasGiven(Self.limit) {
            throw arguments.error("--limit and --all cannot be given together")
        }
        let paths = arguments.operands
        guard paths.count == 2 else {
            throw arguments.error("diff takes two traces, A and B (got \(paths.count))")
        }
        guard paths != ["-", "-"] else {
            throw arguments.error("diff reads standard input (-) once, so only one of A and B can be -")
        }
        (pathA, pathB) = (paths[0], paths[1])
        format = arguments[Self.format]
        limit = all ? nil : arguments[Self.limit]
        maximumSize = arguments[SharedOptions.maxSizeOfEachTrace]
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
        let output = format == .json ? diff.json(a: pathA, b: pathB) : diff.text(a: pathA, b: pathB, limit: limit)
        return ToolResult(standardOutput: output, status: diff.isEmpty ? .success : .failure)
    }
}
