import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `deepcut-replay inspect TRACE`: what a trace holds, as text or JSON; with
/// `--timeline`, each step's time on the device instead (`TraceTimeline`).
package struct InspectCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("inspect"),
        summary: "Show what a trace holds: calls, errors, library ids sent to the catalog.",
        overview: """
        OVERVIEW: Show what a trace holds, without replaying it (--timeline replays it to place each call).

        Prints the capture, the calls by method with their outcomes, the errors by kind and
        status, the library ids sent in catalog calls (the bug class that emptied the Discover
        tab), the artists whose catalog answer was cut short (hasMore), and the time span.
        """,
        exitStatus: "  0 shown · 64 bad usage · 65 the trace is not valid · 66 it cannot be read")

    /// The trace file.
    @Operands("TRACE")
    package var tracePath: String
    /// List every library id rather than the first 20.
    @Option("--all", help: "List every library id sent to the catalog (default: the first 20).")
    package var all: Bool
    /// `--timeline`: each step's time on the device instead (Docs/FaultCampaigns.md "inspect --timeline").
    @Option("--timeline", help: """
        Instead, per session step: the wall time on the device, the most calls
        in flight, the slowest calls and the time waiting on retries, from each
        call's at and durationMs (Docs/FaultCampaigns.md).
        """)
    package var timeline: Bool
    /// Text or JSON.
    @Option(.format(default: ReportFormat.text, help: "For a person (default) or for machines."))
    package var format: ReportFormat
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfTheTrace)
    package var maximumTraceSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    /// Creates the command for a trace.
    package init(tracePath: String) {
        self.init()
        self.tracePath = tracePath
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        switch DeepCutReplayTool.read(tracePath, maximumSize: maximumTraceSize, environment: environment) {
        case .failure(let failure):
            return failure.result
        case .success(let trace):
            let source = CorpusFile.shown(tracePath)
            let report: any ToolReport = if timeline {
                TimelineReport(await TraceTimeline.of(trace), source: source)
            } else {
                InspectionReport(TraceInspection(trace), source: source, all: all)
            }
            return ToolResult(report: ReportOutput(report, printed: format.shape), status: .success)
        }
    }
}
