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
            return ToolResult(standardOutput: Self.render(empty, options: options, style: style), standardError: errors,
                              status: .unreadable)
        }
        if let refusal = OutputFile.refusal(
            outputs: [(options.junitPath, "the JUnit report"), (options.htmlPath, "the HTML page")], inputs: found.map(\.input),
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
            // A FIFO or device met inside a folder is never a trace, and reading it could wait forever.
            switch file.read(maximumSize: options.maximumTraceSize, environment: environment) {
            case .failure(let failure):
                timelines.append(nil)
                entries.append(CorpusEntry(
                    path: file.path, className: file.className,
                    outcome: failure.status == .unreadable ? .unreadable(failure.message) : .invalid(failure.message)))
            case .success(let trace):
                // What the trace suites of `swift test` fail a recording for, told here with the fix: a device
                // trace that does not say which phone, and a trace in the wrong folder (lint's provenance
                // lint and status say the rest, Docs/Lints.md "provenance").
                let capture = trace.capture
                let problems = (capture.origin == .device ? capture.provenanceProblems : [])
                    + capture.folderProblems(atPath: file.path)
                if !problems.isEmpty {
                    errors += ToolMessage.warning("\(file.path.printable): "
                        + "\(problems.joined(separator: "; ").printable) (the trace suites of swift test fail it)")
                }
                var verifierOptions = Verifier.Options(policy: options.policy, batchSize: options.batchSize)
                verifierOptions.order = options.orders.order?.order ?? .immediate
                let chaos: ChaosReport? = if let runs = options.orders.chaos {
                    await CompletionChaos.run(trace, options: verifierOptions, runs: runs, seed: options.orders.seed ?? 1)
                } else {
                    nil
                }
                timelines.append(options.htmlPath == nil ? nil : CallTimeline.of(trace))
                let report = await Verifier.verify(consume trace, source: file.path, options: verifierOptions)
                var entry = CorpusEntry(path: file.path, className: file.className, outcome: .verified(report))
                // A step whose outcome depends on the completion order fails a trace that otherwise passed.
                if let difference = chaos?.differences.first, report.passed {
                    entry.orderDifference = "step \(difference.stepNumber) (\(difference.action)) differs between completion "
                        + "orders (seed \(difference.seed)): \(difference.referenceOutcome) vs \(difference.otherOutcome)"
                }
                entries.append(entry)
            }
        }
        progress.clear()
        let run = CorpusRun(paths: options.paths, shard: options.shard, missing: missing, entries: entries)
        let status = run.status
        if let shard = options.shard, files.isEmpty {
            errors += ToolMessage.line("shard \(shard) holds none of the \(plural(found.count, "trace")) found")
        }
        var reports: [ReportFile] = []
        if let junit = options.junitPath { reports.append(.junit(JUnitReportRenderer.render(entries: entries), at: junit)) }
        if let html = options.htmlPath { reports.append(.html(HTMLReplayPage.render(run, timelines: timelines), at: html)) }
        return ToolResult(standardOutput: Self.render(run, options: options, style: style), standardError: errors,
                          status: status, reports: reports)
    }

    /// The run in the format asked for.
    static func render(_ run: CorpusRun, options: VerifyCommand, style: TextStyle) -> String {
        switch options.format {
        case .json: return CorpusJSONRenderer.render(run)
        case .markdown: return MarkdownSummaryRenderer.render(run)
        case .text:
            var lines: [String] = []
            for entry in run.entries {
                switch entry.outcome {
                case .invalid(let message), .unreadable(let message):
                    lines.append("\(style.cross) \(entry.path.printable)  \(entry.resultName): \(message.printable)")
                case .verified where entry.orderDifference != nil:
                    lines.append("\(style.cross) \(entry.path.printable)  \((entry.orderDifference ?? "").printable)")
                case .verified(let report) where report.passed:
                    guard !options.quiet else { continue }
                    let (total, _) = report.checkCounts
                    lines.append("\(style.tick) \(entry.path.printable)  \(report.capture.title.printable) (\(plural(report.steps.count, "step")), "
                        + "\(plural(total, "check")))")
                case .verified(let report):
                    lines.append("\(style.cross) \(entry.path.printable)  \(report.failureReasonExplained)")
                }
            }
            var summary = run.totals.line
            if let shard = run.shard { summary += " (shard \(shard))" }
            lines.append(summary)
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
