import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay shrink TRACE -o OUT [--policy P] [--until CHECK]`: the
/// smallest trace found that fails the way TRACE fails (Docs/TraceSurgery.md "shrink").
package struct ShrinkCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("shrink"), summary: "Write a much smaller trace that fails the same way as a failing trace.",
        overview: """
        OVERVIEW: Write a much smaller trace that fails the same way as a failing trace.

        Removes expectations, steps, library artists (with their catalog calls, albums and
        diagnostics), calls, and albums and tracks inside answers, by delta debugging: each
        candidate is replayed in process, and kept when it still fails the same way. The
        same way means: under each policy, exactly the same checks fail in the same steps
        (numbered as in TRACE) and the same divergence happens, so the small trace tests the
        same bug. The result is a valid trace whose calls are exactly those its replay uses.
        Prints how many calls, artists, steps and checks were kept, the replays and the time;
        on a terminal, a run of more than a second shows its replays and the smallest failing
        trace so far on one line of standard error, cleared at the end.
        """,
        sections: [HelpSection("ARGUMENTS", [
            ("TRACE", "A trace that fails (a check ✘ or a divergence) under --policy."),
        ])],
        exitStatus: """
          0   written
          1   TRACE does not fail under --policy (or CHECK does not fail): nothing to shrink
          64  bad usage
          65  TRACE is not a valid trace (file, line, column and JSON path given)
          66  TRACE cannot be read
          73  OUT cannot be written
          130 interrupted (SIGINT, SIGTERM or SIGHUP): the smallest failing trace found so far was
              written; a second signal ends the run at once, writing nothing
        """)

    /// The trace to shrink.
    @Operands("TRACE")
    package var tracePath: String
    /// Where to write.
    @Option(.output(writing: "the shrunk trace"))
    package var outputPath: String
    /// The policy TRACE fails under.
    @Option(.policy(default: .strict, help: "The policy TRACE fails under (default: strict)."))
    package var policy: FailurePolicy
    /// The one check to preserve; nil: every failing check.
    @Option("--until", ValueShape("CHECK") { text, refuse throws(UsageError) in
        guard let check = CheckSelector(text) else {
            throw refuse("takes STEP.KEY, STEP.observed.KEY, KEY, divergence or diagnostics, KEY one of "
                         + CheckSelector.keys.joined(separator: ", ") + " (got '\(text)')")
        }
        return check
    }, help: """
        Keep only this failure: the check must still fail under --policy,
        nothing else is held. CHECK is STEP.KEY (`1.state`: the expect key
        of step 1), STEP.observed.KEY, KEY (in any step), `divergence` or
        `diagnostics`. KEY is state, checked, failed, feedCount, feed,
        checkedArtistIDs, tracks or trackIDs.
        """)
    package var until: CheckSelector?
    /// The most replays.
    @Option("--max-replays", .count(), help: """
        Stop after N replays of smaller traces and write the smallest found so
        far (default: 20000). TRACE itself is replayed under each policy first,
        and not counted.
        """)
    package var maxReplays = 20_000
    /// The summary's format and the most bytes of the trace to read.
    package var rewrite = TraceRewriteOptions()

    /// The defaults, or the arguments being read.
    package init() {}

    /// What to preserve.
    package var options: TraceShrinker.Options {
        TraceShrinker.Options(policy: policy, until: until, maxReplays: maxReplays)
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let trace: Trace
        switch DeepCutReplayTool.read(tracePath, writing: outputPath, over: [tracePath], what: "the shrunk trace", maximumSize: rewrite.maximumTraceSize,
                                      environment: environment) {
        case .failure(let failure): return failure.result
        case .success(let read): trace = read
        }
        let started = ContinuousClock.now
        var progress = ProgressLine(enabled: environment.errorIsTerminal, started: started)
        let shrunk: Swift.Result<TraceShrinker.Result, TraceShrinker.Failure>
        InterruptCleanup.beginHolding()
        do {
            shrunk = .success(try await TraceShrinker.shrink(
                trace, options: options, shouldStop: { InterruptCleanup.interruption != nil },
                progress: { progress.show("shrink: \(plural($0.replays, "replay")), smallest failing trace so far "
                    + "\(plural($0.calls, "call"))") }))
        } catch {
            shrunk = .failure(error)
        }
        InterruptCleanup.endHolding()
        progress.clear()
        let result: TraceShrinker.Result
        switch shrunk {
        case .success(let found): result = found
        case .failure(let error):
            return ToolResult(standardError: ToolMessage.line("\(tracePath): \(error)"),
                              status: InterruptCleanup.interruption == nil ? .failure : .interrupted)
        }
        let elapsed = ContinuousClock.now - started
        let bytes = TraceWriter.bytes(for: result.trace)
        if case .failure(let failure) = TraceOutput.reread(bytes, name: outputPath) { return failure.result }
        var lines = ["shrunk \(tracePath.printable) → \(outputPath.printable) (policy \(options.policy.rawValue))"]
        lines.append("  kept \(result.calls.kept) of \(plural(result.calls.original, "call")), "
            + "\(result.artists.kept) of \(plural(result.artists.original, "artist")), "
            + "\(result.steps.kept) of \(plural(result.steps.original, "step")), "
            + "\(result.checks.kept) of \(plural(result.checks.original, "check"))")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        lines.append("  \(plural(result.replays, "replay")) in \(String(format: "%.2f", seconds)) s"
            + (result.stopped ? " (interrupted: this is the smallest failing trace found so far)"
                : result.exhausted ? " (stopped at --max-replays: a smaller trace may exist)" : ""))
        if result.stepNumbers != Array(1..<(result.stepNumbers.count + 1)) {
            lines.append("  steps kept: " + result.stepNumbers.map(String.init).joined(separator: ", ")
                + " of TRACE (the small trace's steps 1, 2, …; failures below are numbered as in TRACE)")
        }
        lines.append("  still failing: " + result.preserved.joined(separator: "; "))
        // The JSON leaves out the time, so that the same run gives the same bytes.
        let summary = CommandSummary("shrink", lines: lines.joined(separator: "\n") + "\n", [
            ("trace", .string(tracePath)), ("output", .string(outputPath)), ("policy", .string(options.policy.rawValue)),
            ("calls", CommandSummary.kept(result.calls)), ("artists", CommandSummary.kept(result.artists)),
            ("steps", CommandSummary.kept(result.steps)), ("checks", CommandSummary.kept(result.checks)),
            ("replays", .integer(result.replays)),
            ("ended", .string(result.stopped ? "interrupted" : result.exhausted ? "maxReplays" : "smallest")),
            ("stepsKept", .array(result.stepNumbers.map { .integer($0) })),
            ("stillFailing", CommandSummary.strings(result.preserved)),
        ])
        return ToolResult(report: ReportOutput(summary, printed: rewrite.format.shape), status: result.stopped ? .interrupted : .success,
                          trace: TraceOutput(.bytes(bytes), to: outputPath, what: "the shrunk trace"))
    }
}
