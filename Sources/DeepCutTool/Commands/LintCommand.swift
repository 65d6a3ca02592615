import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutVerify

/// `deepcut-replay lint PATH... [--format text|json] [--deny ID,...] [--max-trace-size SIZE]`:
/// the MusicKit pitfalls a trace shows, each with its evidence, what it means
/// on the phone and the fix (Docs/Lints.md).
package struct LintCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("lint"), summary: "Name the MusicKit pitfalls traces show, with evidence, meaning and fix.",
        overview: """
        OVERVIEW: Name the MusicKit pitfalls traces show, without replaying them.

        For every .json trace in the files and folders given (folders searched recursively, in
        sorted order): each lint that fires, how many calls, artists or albums show it, the first
        few as evidence (seq, artist, what was answered), then what each lint means on the phone
        and its fix, and a summary line. The lints, their conditions and thresholds are in
        Docs/Lints.md: \(TraceLints.ids.joined(separator: ", ")).
        """,
        exitStatus: """
          0   no denied lint fired
          1   a lint given to --deny fired
          64  bad usage (an unknown lint id in --deny included)
          65  a trace is not valid (the others are still linted)
          66  a path cannot be read, or holds no trace
        """)

    /// Files and folders of traces.
    @Operands("PATH")
    package var paths: [String]
    /// Text or JSON.
    @Option(.format(
        default: ReportFormat.text, help: "Text for a person (default) or the deepcut-replay-lint JSON shape, version 1."))
    package var format: ReportFormat
    /// `--deny ID,...` as given: lint ids, each checked against the registry when it is read.
    @Option("--deny", repeating: ValueShape("ID,...") { list, refuse throws(UsageError) in
        var ids: [String] = []
        for id in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard TraceLints.ids.contains(id) else {
                throw refuse.message("--deny: unknown lint '\(id)'" + Suggestion.hint(for: id, among: TraceLints.ids)
                    + " (the lints: \(TraceLints.ids.joined(separator: ", ")))")
            }
            ids.append(id)
        }
        return ids
    }, help: "Fail (exit 1) when one of these lints fires; may be given more than once.", usage: "--deny ID,...")
    package var denyLists: [[String]]
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    /// The lints that make the command fail, in the order given, each once.
    package var denied: [String] {
        var denied: [String] = []
        for id in denyLists.joined() where !denied.contains(id) { denied.append(id) }
        return denied
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        var linted: [LintRenderer.Linted] = []
        let reading = await CorpusReading.read(paths, maximumSize: maximumSize, environment: environment) { trace, path in
            linted.append(LintRenderer.Linted(path: path, findings: TraceLints.findings(in: trace, path: path)))
        }
        if reading.foundNone { return ToolResult(standardError: reading.errors, status: reading.status) }
        var status = reading.status
        let report = LintReport(linted, denied: denied, unreadable: reading.unreadable)
        if status == .success, report.deniedLintFired { status = .failure }
        return ToolResult(report: ReportOutput(report, printed: format.shape), standardError: reading.errors, status: status)
    }
}
