import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay status PATH... [--tests DIR] [--warn-age-days N] [--now DATE] [--deny-stale]
/// [--format text|json] [--max-trace-size SIZE]`: each trace's provenance, age, checks, tests and
/// engine settings, without replaying it (Docs/TraceStatus.md).
package struct StatusCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("status"), summary: "Say where traces come from, how old they are, what they check and which tests name them.",
        overview: """
        OVERVIEW: Say where traces come from, how old they are, what they check and which tests name them.

        For every .json trace in the files and folders given (folders searched recursively, in sorted
        order), without replaying it: its provenance (capture origin, app, device, system, when it
        was recorded), its age in whole days with a warning past --warn-age-days, what it checks
        (session steps, and the expect, observed and diagnostics keys the verifier checks; a trace
        that checks nothing is flagged), the engine settings it was recorded under, and with --tests
        the test files that name it by file name (a trace none names is an orphan). Then a summary.
        Docs/TraceStatus.md has the rules and the JSON shape.
        """,
        exitStatus: """
          0   done (stale traces, orphans and traces that check nothing are warnings)
          1   --deny-stale and a trace is stale
          64  bad usage
          65  a trace is not valid (the others are still shown)
          66  a path or the --tests folder cannot be read, or a path holds no trace
        """)

    /// Files and folders of traces.
    @Operands("PATH")
    package var paths: [String]
    /// The folder of test sources; nil: orphans are not looked for.
    @Option(
        "--tests", .text("DIR"),
        help: "Look for each trace's file name in the .swift files under DIR;\na trace no test names is an orphan.")
    package var testsFolder: String?
    /// The age past which a trace is stale.
    @Option("--warn-age-days", ValueShape("N") { text, refuse throws(UsageError) in
        guard text.allSatisfy(\.isASCII), let days = Int(text), days >= 0 else {
            throw refuse("takes a whole number of days, 0 or more (got '\(text)')")
        }
        return days
    }, help: "A device trace recorded more than N days before now is stale (default: 90).")
    package var warnAgeDays = 90
    /// The clock ages are read against; nil: the current date and time.
    @Option("--now", ValueShape("DATE") { text, refuse throws(UsageError) in
        guard let date = TraceTimestamp(text) else {
            throw refuse("takes an ISO 8601 date and time, as a trace's startedAt is written: 2026-05-12T09:14:03Z (got '\(text)')")
        }
        return date
    }, help: "Read ages against DATE (ISO 8601, e.g. 2026-05-12T09:14:03Z) instead of the current date\nand time: the same inputs then give the same output.")
    package var now: TraceTimestamp?
    /// Exit 1 when a trace is stale.
    @Option("--deny-stale", help: "Fail (exit 1) when any trace is stale.")
    package var deniesStale: Bool
    /// Text or JSON.
    @Option(.format(
        default: ReportFormat.text, help: "Text for a person (default) or the deepcut-replay-status JSON shape, version 1."))
    package var format: ReportFormat
    /// The most bytes to read of a trace; nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    package func validate() throws(UsageError) {
        if testsFolder?.isEmpty == true { throw Self.usageError("--tests needs a folder (got '')") }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        var tests: TestReferences?
        if let testsFolder {
            do {
                tests = try TestReferences(folder: testsFolder)
            } catch {
                return ToolResult(standardError: ToolMessage.line("\(error.message)"), status: .unreadable)
            }
        }
        let now = now?.date ?? Date()
        var statuses: [TraceStatus] = []
        let reading = await CorpusReading.read(paths, maximumSize: maximumSize, environment: environment) { trace, path in
            statuses.append(TraceStatus(trace, path: path, now: now, warnAgeDays: warnAgeDays, tests: nil))
        }
        if reading.foundNone { return ToolResult(standardError: reading.errors, status: reading.status) }
        var warnings = ""
        if let tests {
            let names = statuses.map { URL(fileURLWithPath: $0.path).lastPathComponent }
            let distinct = Array(Set(names))
            let found = Dictionary(uniqueKeysWithValues: zip(distinct, tests.files(naming: distinct)))
            for index in statuses.indices { statuses[index].tests = found[names[index]] ?? [] }
            warnings = tests.unreadable.map { ToolMessage.line("\($0)") }.joined()
        }
        let report = StatusRenderer(
            statuses: statuses, now: TraceTimestamp(date: now), warnAgeDays: warnAgeDays, testsFolder: testsFolder,
            unreadable: reading.unreadable)
        var status = reading.status
        if status == .success, deniesStale, statuses.contains(where: \.isStale) { status = .failure }
        return ToolResult(report: ReportOutput(report, printed: format.shape), standardError: warnings + reading.errors, status: status)
    }
}
