import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutProcess
import DeepCutVerify
import Foundation

/// `deepcut-replay coverage PATH... [--format text|json]`: what a corpus
/// exercises and what it never does (Docs/Coverage.md).
package struct CoverageCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("coverage"),
        summary: "Show what a corpus of traces exercises: outcomes per method, actions, keys, states, gaps.",
        overview: """
        OVERVIEW: Show what a corpus of traces exercises, and what it never does.

        For every .json trace in the files and folders given (folders searched recursively, in
        sorted order): a table of methods × call outcomes (success, empty, hasMore, HTTP by
        status and code, authorization by reason, network, cancelled, other), the session
        actions and the expect/observed keys used, and the refresh states the engine reaches
        under each policy (each trace replayed once); then the gaps, e.g. "fetchTracks: never a
        network error". See Docs/Coverage.md.
        """,
        exitStatus: """
          0   the coverage was printed
          64  bad usage
          65  a trace is not valid (the others are still counted)
          66  a path cannot be read, or holds no trace
          73  the page cannot be written
        """)

    /// Files and folders of traces.
    @Operands("PATH")
    package var paths: [String]
    /// Text or JSON.
    @Option(.format(default: ReportFormat.text, help: """
        Tables for a person (default) or the deepcut-replay-coverage
        JSON shape, version 1.
        """))
    package var format: ReportFormat
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    @Option(.html(help: """
        Also write one self-contained HTML page: methods × outcomes as a heat
        table, the states reached, the gaps named (Docs/HTMLReport.md).
        """))
    package var htmlPath: String?
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        if let refusal = OutputFile.refusal(
            outputs: [(htmlPath, ReportShape.html.fileDescription)], inputs: CorpusCollector.collect(paths).files.map(\.input),
            standardInput: environment.standardInput, reportOnStandardOutput: environment.standardOutputIsProcess) {
            return refusal.result
        }
        var coverage = CorpusCoverage()
        let reading = await CorpusReading.read(paths, maximumSize: maximumSize, environment: environment) { trace, path in
            await coverage.add(trace, source: path)
        }
        if reading.foundNone { return ToolResult(standardError: reading.errors, status: reading.status) }
        let report = ReportOutput(CoverageReport(coverage, paths: paths), printed: format.shape, html: htmlPath)
        return ToolResult(report: report, standardError: reading.errors, status: reading.status)
    }
}
