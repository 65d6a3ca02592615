import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `deepcut-replay explain TRACE (--step N | --artist ID|NAME | --album ID | --check STEP:NAME)
/// [--policy strict|legacy] [--budget N] [--format text|json]`: why the replay produced a value,
/// walked back to the answers and the rules that made it (Docs/CommandLine.md "explain").
package struct ExplainCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("explain"),
        summary: "Say why the replay produced a value: the calls, the titles compared, the rule, a witness.",
        overview: """
        OVERVIEW: Say why the replay produced a value: the calls, the titles compared, the rule, a witness.

        Replays TRACE once with the engine's reasons on for what is asked, and prints the chain,
        most decisive first: the value and why; the rule that decided (its heading in
        Docs/EngineRules.md); the calls whose answers made it (seq, method, arguments, the part
        of the answer that matters); the catalog albums against the library albums compared
        (normalized titles and kinds side by side). Then a witness: the smallest set of recorded
        answers found whose change changes the value, by replaying with candidate answers
        changed (a success made an HTTP 404, an error made an empty answer, an album taken out
        of an answer), at most --budget replays; it says when the budget stopped the search.
        Exactly one of --step, --artist, --album and --check. Docs/ExplainJSON.md has the JSON shape.
        """,
        exitStatus: """
          0   explained
          64  bad usage: not exactly one of --step, --artist, --album, --check; a step past the
              end; an artist the library does not hold
          65  TRACE is not a valid trace (file, line, column and JSON path given)
          66  TRACE cannot be read
        """)

    /// The trace.
    @Operands("TRACE")
    package var tracePath: String
    /// `--step N`.
    @Option("--step", .count(), help: "Explain step N: its state, failed, feed and banner.",
            usage: "--step N | --artist ID|NAME | --album ID | --check STEP:NAME")
    package var step: Int?
    /// `--artist ID|NAME`.
    @Option("--artist", .text("ID|NAME"), help: "Explain an artist's total, owned and cuts and its place in the batch order.",
            usage: "")
    package var artist: String?
    /// `--album ID`.
    @Option("--album", .text("ID"), help: """
        Explain a catalog album: cut, owned, folded into another cut, dismissed,
        added, or never checked because its artist's batch was not reached.
        """, usage: "")
    package var album: String?
    /// `--check STEP:NAME`.
    @Option("--check", ValueShape("STEP:NAME") { text, refuse throws(UsageError) in
        guard let target = ExplainTarget(check: text) else {
            throw refuse("takes STEP:NAME, NAME one of \(ExplainTarget.checkKeys.joined(separator: ", ")), "
                         + "or observed.NAME (got '\(text)')")
        }
        return target
    }, help: "Explain one check: STEP:NAME (`1:state`) or STEP:observed.NAME (`1:observed.state`).", usage: "")
    package var check: ExplainTarget?
    /// The policy of the run explained.
    @Option(.policy(help: "The policy of the run explained (default: an observed check's own, else strict)."))
    package var policy: FailurePolicy?
    /// `--budget N`.
    @Option("--budget", .count(minimum: 0), help: "Search for the witness with at most N replays (default: 64; 0: no search).")
    package var budget = 64
    /// Overrides the trace's batch size.
    @Option(.batchSizeOfTheTrace)
    package var batchSize: Int?
    /// Text or JSON.
    @Option(.format(
        default: ReportFormat.text, help: "For a person (default) or the deepcut-replay-explain JSON shape, version 1."))
    package var format: ReportFormat
    /// The most bytes to read of the trace.
    @Option(.maxSizeOfTheTrace)
    package var maximumSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    /// What is explained; nil until `validate()` has found exactly one.
    package var target: ExplainTarget? {
        let given: [ExplainTarget] = [step.map(ExplainTarget.step), artist.map(ExplainTarget.artist), album.map(ExplainTarget.album), check]
            .compactMap { $0 }
        return given.count == 1 ? given[0] : nil
    }

    package func validate() throws(UsageError) {
        let given = [step != nil, artist != nil, album != nil, check != nil].count { $0 }
        if given == 0 { throw Self.usageError("explain needs one of --step N, --artist ID|NAME, --album ID, --check STEP:NAME") }
        if given > 1 { throw Self.usageError("explain explains one thing at a time: give only one of --step, --artist, --album, --check") }
        if artist?.isEmpty == true || album?.isEmpty == true { throw Self.usageError("--artist and --album need a value (got '')") }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        guard let target else { return ToolResult(status: .usage) }
        let trace: Trace
        switch DeepCutReplayTool.read(tracePath, maximumSize: maximumSize, environment: environment) {
        case .failure(let failure): return failure.result
        case .success(let read): trace = read
        }
        var options = TraceExplainer.Options(policy: policy, batchSize: batchSize, budget: budget)
        options.taskStart = .fromEnvironment
        let explanation: Explanation
        do {
            explanation = try await TraceExplainer.explain(trace, target: target, options: options)
        } catch {
            return ToolResult(standardError: ToolMessage.line("\(tracePath.printable): \(error.description.printable)"), status: .usage)
        }
        let report = ExplanationReport(explanation: explanation, source: tracePath, target: target)
        return ToolResult(report: ReportOutput(report, printed: format.shape), status: .success)
    }
}
