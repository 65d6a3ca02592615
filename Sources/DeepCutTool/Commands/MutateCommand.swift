import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay mutate TRACE --call SEQ=FAULT ... [-o OUT]`: a trace in
/// which some calls answer with a fault (Docs/FaultCampaigns.md "mutate").
package struct MutateCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("mutate"), summary: "Write a trace in which chosen calls answer with a fault instead.",
        overview: """
        OVERVIEW: Write a trace in which chosen calls answer with a fault instead of what the device got.

        The result is a valid trace that still replays: where the engine retries the fault
        (a transient error on fetchCatalogReleases before its last attempt), the original answer
        is kept as a new call that answers the retry, and later calls' seq move up by one.
        The expectations the mutated trace no longer meets are dropped, and capture.notes says
        which mutation was made and what was dropped (see Docs/FaultCampaigns.md).
        """,
        sections: [HelpSection("FAULTS", [
            ("http:STATUS", """
                An Apple Music API error, STATUS 400 to 599 (http:404, http:429,
                http:500, http:503, ...).
                """),
            ("network", "The network connection was lost."),
            ("cancelled", "The task was cancelled."),
            ("authorization:REASON", """
                MusicKit refused: permissionDenied, userNotSignedIn,
                privacyAcknowledgementRequired, userTokenRevoked, notSubscribed.
                """),
            ("empty", "A success with nothing in it (no artists, albums or tracks; no playlist)."),
            ("short, short:N", """
                fetchCatalogReleases only: the first half (or first N) of the albums,
                with hasMore.
                """),
        ])],
        exitStatus: """
          0   the trace was written
          64  bad usage, a seq the trace does not have, or a fault that cannot stand in for its call
          65  the trace is not valid
          66  the trace cannot be read
          73  the output cannot be written
        """)

    /// The trace file.
    @Operands("TRACE")
    package var tracePath: String
    /// The faults, in the order given.
    @Option("--call", repeating: ValueShape("SEQ=FAULT") { text, refuse throws(UsageError) in
        do {
            return try TraceMutation(parsing: text)
        } catch {
            throw refuse.message("--call: \(error)")
        }
    }, help: "The call with this seq answers FAULT. Repeat for several calls.", required: true)
    package var mutations: [TraceMutation]
    /// The policy `expect` is held under.
    @Option(.policy(help: """
        The policy `expect` is held under when deciding what to drop
        (default: strict).
        """))
    package var policy: FailurePolicy?
    /// Where to write; standard output when nil or `-`.
    @Option(.output(help: """
        Where to write the trace (default and `-`: standard output). A file is
        written to a temporary file beside it, then renamed
        (Docs/OutputFiles.md); it may not be TRACE.
        """))
    package var outputPath: String?
    /// The summary's format and the most bytes of the trace to read.
    package var rewrite = TraceRewriteOptions()

    /// The defaults, or the arguments being read.
    package init() {}

    package func validate() throws(UsageError) {
        guard !mutations.isEmpty else { throw Self.usageError("mutate needs at least one --call SEQ=FAULT") }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let output = outputPath ?? .standardStream
        let trace: Trace
        switch DeepCutReplayTool.read(tracePath, writing: output, over: [tracePath], what: "the mutated trace",
                                      maximumSize: rewrite.maximumTraceSize, environment: environment) {
        case .success(let read): trace = read
        case .failure(let failure): return failure.result
        }
        let mutated: MutatedTrace
        do {
            mutated = try TraceMutator.mutate(trace, mutations)
        } catch {
            return ToolResult(standardError: UsageError("\(error)", topic: Self.topic).report, status: .usage)
        }
        let (written, dropped) = await mutated.finished(policy: policy)
        var summary = mutated.changes.map { "  " + $0 + "\n" }.joined()
        summary += dropped.isEmpty ? "  no expectation dropped\n" : "  dropped \(plural(dropped.count, "expectation")):\n"
            + dropped.map { "    " + $0 + "\n" }.joined()
        if !output.isStandardStream { summary = "wrote \(output.printable):\n" + summary }
        let report = CommandSummary("mutate", lines: summary, [
            ("trace", .string(tracePath)), ("output", .string(output)),
            ("mutations", .array(mutated.mutations.map {
                JSONReportRenderer.object([("seq", .integer($0.seq)), ("fault", .string($0.fault.description))])
            })),
            ("changes", CommandSummary.strings(mutated.changes)), ("dropped", CommandSummary.strings(dropped)),
        ])
        return ToolResult(report: ReportOutput(report, printed: rewrite.format.shape), status: .success,
                          trace: TraceOutput(.bytes(TraceWriter.bytes(for: written)), to: output, what: "the mutated trace"))
    }
}
