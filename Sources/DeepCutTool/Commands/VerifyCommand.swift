import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay verify PATH...`: every `.json` trace in the given files and
/// folders (`-`: standard input), one line each with ✔ or ✘ and the reason,
/// then the totals; or, with `--format json|markdown`, the whole run for a
/// machine or a CI job page; with `--junit FILE`, also JUnit XML; with
/// `--shard K/N`, only the K-th of N parts of the traces (`TraceShard`); with
/// `--html FILE`, also one page for the run (Docs/HTMLReport.md).
///
/// Folders are searched recursively, skipping hidden files and folders; each
/// folder's traces are taken in sorted order, the paths in the order given. Exit status: 65 if any trace is not
/// valid, else 66 if a path cannot be read, else 1 if any trace failed, else 0;
/// 73 instead of 0 when the JUnit file or the page cannot be written.
package struct VerifyCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("verify"), summary: "Verify every trace in files and folders; one line each, then totals.",
        overview: """
        OVERVIEW: Verify every trace in the given files and folders.

        Folders are searched recursively for .json files (hidden ones, such as .build and .git,
        are skipped), which are verified in sorted order; a FIFO or device found in a folder is
        reported unreadable without being read.
        Each trace gets one line, ✔ or ✘ with the reason; a last line gives the totals.
        A PATH of - reads one trace from standard input.
        """,
        exitStatus: """
          0 all passed · 1 a trace failed · 64 bad usage · 65 a trace is not valid · 66 a path cannot be read
          · 73 the JUnit file or the page cannot be written
        """)

    /// Files and folders to verify.
    @Operands("PATH")
    package var paths: [String]
    /// The failure policy that `expect` is checked under (default: strict).
    @Option(.policy(help: "The failure policy `expect` is checked under (default: strict)."))
    package var policy: FailurePolicy?
    /// Overrides each trace's `engine.batchSize`.
    @Option(.batchSize(help: "Artists per refresh, overriding each trace's engine.batchSize."))
    package var batchSize: Int?
    /// Text (default), JSON or Markdown.
    @Option(.format(default: CorpusReportFormat.text, help: """
        A line per trace (default); every trace's full report for machines
        (Docs/VerifyJSON.md); or a summary for a CI job page (Docs/VerifyMarkdown.md).
        """))
    package var format: CorpusReportFormat
    /// Where to write a JUnit XML report, if anywhere.
    @Option(.junit(help: """
        Also write JUnit XML: a test case per step with its recorded time, a trace
        that is not valid or cannot be read as an <error> case (Docs/VerifyJUnit.md).
        """))
    package var junitPath: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    @Option(.html(help: """
        Also write one self-contained HTML page: every trace a section, failures
        first (Docs/HTMLReport.md).
        """))
    package var htmlPath: String?
    /// Only this part of the traces (`--shard K/N`).
    @Option(.shard(help: """
        Verify only part K of N: the N parts share out the traces by size, none
        twice, so N CI machines verify the corpus with no coordinator.
        """))
    package var shard: TraceShard?
    /// Only the totals line.
    @Option(.quiet(help: "Print only the totals (and the traces that did not pass)."))
    package var quiet: Bool
    /// `--no-color` was given.
    @Option(.noColor(help: "No colour."))
    package var noColor: Bool
    /// The most bytes to read of each trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumTraceSize: Int?
    /// `--chaos N`: how many shuffled completion orders to replay.
    @Option(.chaos(help: """
        Also replay each trace in N seeded shuffled completion orders; a step
        whose outcome differs fails the trace (text only, no --junit).
        """))
    package var chaos: Int?
    /// `--seed S` of `--chaos`.
    @Option(.chaosSeed)
    package var seed: UInt64?
    /// `--order`: the order of each replay.
    @Option(.order(help: "Answer concurrent calls at once (default) or in the device's order."))
    package var order: CompletionOrderOption?

    /// The defaults, or the arguments being read.
    package init() {}

    /// Creates the command for some paths.
    package init(paths: [String]) {
        self.init()
        self.paths = paths
    }

    /// `--chaos N [--seed S]`, `--order` (Docs/FaultCampaigns.md "Completion orders").
    package var orders: OrderOptions {
        get { OrderOptions(chaos: chaos, seed: seed, order: order) }
        set { (chaos, seed, order) = (newValue.chaos, newValue.seed, newValue.order) }
    }

    /// How each trace is replayed and checked: as `deepcut-replay TRACE` checks its one.
    var verification: TraceVerification {
        TraceVerification(policy: policy, batchSize: batchSize, orders: orders, maximumTraceSize: maximumTraceSize,
                          keepsTimeline: htmlPath != nil)
    }

    package func validate() throws(UsageError) {
        try orders.validate(topic: Self.topic)
        try orders.validateTextOnly(
            format: format == .text ? nil : "--format \(format.rawValue)", junit: junitPath != nil, topic: Self.topic)
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let options = self
        let style = environment.style(noColorFlag: options.noColor)
        var errors = ""
        let collection = CorpusCollector.collect(options.paths)
        let (found, missing) = (collection.files, collection.missing)
        errors += collection.warningLines
        for path in missing {
            errors += ToolMessage.missing(path)
        }
        if found.isEmpty && missing.isEmpty {
            errors += ToolMessage.noTraces(in: options.paths)
            let empty = CorpusRun(paths: options.paths, shard: options.shard, missing: [], entries: [])
            return ToolResult(report: ReportOutput(VerifyRunReport(empty, quiet: options.quiet, style: style),
                                                   printed: options.format.shape), standardError: errors, status: .unreadable)
        }
        if let refusal = OutputFile.refusal(
            outputs: [(options.junitPath, ReportShape.junit.fileDescription), (options.htmlPath, ReportShape.html.fileDescription)], inputs: found.map(\.input),
            standardInput: environment.standardInput, reportOnStandardOutput: environment.standardOutputIsProcess) {
            return refusal.result
        }
        let files = options.shard?.select(found) ?? found
        var entries: [CorpusEntry] = []
        entries.reserveCapacity(files.count)
        var timelines: [CallTimeline?] = []
        var progress = ProgressLine(enabled: environment.errorIsTerminal && !options.quiet)
        for file in files {
            progress.show("verify: \(entries.count) of \(plural(files.count, "trace")) done, now \(file.path.printable)")
            // A FIFO or device met inside a folder is never read (`CorpusFile.inFolder`): it could wait forever.
            let outcome = await verification.verify(file, environment: environment)
            // What the trace suites of `swift test` fail a recording for, told here with the fix: a device
            // trace that does not say which phone, and a trace in the wrong folder (lint's provenance
            // lint and status say the rest, Docs/Lints.md "provenance").
            if !outcome.problems.isEmpty {
                errors += ToolMessage.warning("\(file.path.printable): "
                    + "\(outcome.problems.joined(separator: "; ").printable) (the trace suites of swift test fail it)")
            }
            timelines.append(outcome.timeline)
            entries.append(outcome.entry)
        }
        progress.clear()
        let run = CorpusRun(paths: options.paths, shard: options.shard, missing: missing, entries: entries)
        let status = run.status
        if let shard = options.shard, files.isEmpty {
            errors += ToolMessage.line("shard \(shard) holds none of the \(plural(found.count, "trace")) found")
        }
        let report = VerifyRunReport(run, quiet: options.quiet, style: style, timelines: timelines)
        return ToolResult(
            report: ReportOutput(report, printed: options.format.shape, junit: options.junitPath, html: options.htmlPath),
            standardError: errors, status: status)
    }
}
