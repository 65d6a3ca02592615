import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify

/// `deepcut-replay redact TRACE -o OUT [--key SECRET]`: an anonymous copy of
/// a trace that replays exactly as the original does (Docs/TraceSurgery.md "redact").
package struct RedactCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("redact"), summary: "Write an anonymous copy of a trace that replays exactly as the original.",
        overview: """
        OVERVIEW: Write an anonymous copy of a trace that replays exactly as the original.

        Every artist name, album and track title, playlist name and free text (capture title,
        notes, device, app; artwork URLs, ISRCs, strings under unknown keys) becomes a pseudonym,
        and every library and catalog id another id of the same id space, consistently across
        calls, session, expectations and diagnostics. Error titles and details keep their words
        with every known name, title and id replaced; the other string keys kept (capture os,
        storefront, startedAt, release dates, ...) are listed, each with why, in
        Docs/TraceSurgery.md "redact". What
        the engine's rules read is kept: names equal after normalization stay equal and keep
        their order, the edition and release-kind words of titles (" - Single", "(Deluxe
        Edition)", "(Remastered 2011)", "(Explicit)"), dates, counts, errors and timing.
        Before writing, both traces are replayed under both policies; if any check, state or
        count would differ, nothing is written (exit status 1).
        """,
        sections: [HelpSection("ARGUMENTS", [("TRACE", "The trace to redact.")])],
        exitStatus: """
          0   written; the redacted trace replays with the same outcome
          1   not written: the redacted trace would replay differently (please report it)
          64  bad usage
          65  TRACE is not a valid trace (file, line, column and JSON path given)
          66  TRACE cannot be read
          73  OUT cannot be written
        """)

    /// The trace to redact.
    @Operands("TRACE")
    package var tracePath: String
    /// Where to write.
    @Option(.output(writing: "the redacted trace"))
    package var outputPath: String
    /// The key, when given.
    @Option("--key", .text("SECRET"), help: """
        Derive the pseudonyms from SECRET: the same name or id gets the
        same pseudonym in every trace redacted with this key, so two
        redacted captures can still be compared (`deepcut-replay diff`).
        Without it a random key is drawn and not kept.
        """)
    package var key: String?
    /// The summary's format and the most bytes of the trace to read.
    package var rewrite = TraceRewriteOptions()

    /// The defaults, or the arguments being read.
    package init() {}

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let original: Trace
        switch DeepCutReplayTool.read(tracePath, writing: outputPath, over: [tracePath], what: "the redacted trace", maximumSize: rewrite.maximumTraceSize,
                                      environment: environment) {
        case .failure(let failure): return failure.result
        case .success(let trace): original = trace
        }
        var progress = ProgressLine(enabled: environment.errorIsTerminal)
        let redacted = TraceRedactor(key: key ?? TraceRedactor.randomKey(), map: EveryCore.map).redact(original)
        let bytes = TraceWriter.bytes(for: redacted)
        let reread: Trace
        switch TraceOutput.reread(bytes, name: outputPath) {
        case .failure(let failure): return failure.result
        case .success(let trace): reread = trace
        }
        let difference = await Self.firstOutcomeDifference(original, reread) { done in
            progress.show("redact: \(done) of 4 replays (both traces under strict and legacy)")
        }
        progress.clear()
        if let difference {
            return ToolResult(standardError: ToolMessage.line("not written: the redacted trace would replay differently "
                                  + "from \(tracePath) (original | redacted): \(difference)"), status: .failure)
        }
        var note = "redacted \(tracePath.printable) → \(outputPath.printable): \(plural(original.calls.count, "call")), "
            + "\(plural(original.effectiveSession.count, "step")); replays with the same outcome under strict and legacy\n"
        if key == nil {
            note += "a random key was used and not kept: give --key SECRET to compare this capture with another\n"
        }
        let summary = CommandSummary("redact", lines: note, [
            ("trace", .string(tracePath)), ("output", .string(outputPath)),
            ("calls", .integer(original.calls.count)), ("steps", .integer(original.effectiveSession.count)),
            ("keyGiven", .bool(key != nil)),
        ])
        return ToolResult(report: ReportOutput(summary, printed: rewrite.format.shape), status: .success,
                          trace: TraceOutput(.bytes(bytes), to: outputPath, what: "the redacted trace"))
    }

    /// Replays both traces under each policy and names the first fact that differs, or nil.
    @MainActor
    package static func firstOutcomeDifference(
        _ original: Trace, _ redacted: Trace, progress: (Int) -> Void = { _ in }
    ) async -> String? {
        for (index, policy) in FailurePolicy.allCases.enumerated() {
            let options = Verifier.Options(policy: policy)
            progress(2 * index)
            let before = VerificationOutcome(await Verifier.verify(original, source: "original", options: options))
            progress(2 * index + 1)
            let after = VerificationOutcome(await Verifier.verify(redacted, source: "redacted", options: options))
            if let difference = before.firstDifference(from: after) { return "under \(policy.rawValue): \(difference)" }
        }
        return nil
    }
}
