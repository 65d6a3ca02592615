import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify

/// `deepcut-replay TRACE [options]`: replays one trace and verifies it, the
/// report going to standard output a step at a time (Docs/CommandLine.md).
package struct ReplayCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .tool, summary: "Replay a trace through the Discover engine and check it.",
        overview: """
        OVERVIEW: Replay a Deep Cut Atlas device trace through the Discover engine and check it.

        A trace is what the app's music service layer saw on a phone (library, catalog answers,
        HTTP errors), saved as JSON (see Docs/TraceFormat.md). deepcut-replay serves it back to the
        engine deterministically, checks every `expect` of its session, shows whether the
        device's `observed` behaviour is reproduced, and holds its diagnostics against the
        engine's own numbers. A TRACE or PATH of - is read from standard input.
        """,
        helpEntries: [("-h, --help", "Show this help; `deepcut-replay SUBCOMMAND --help` for a subcommand."),
                      ("--version", "Show the version.")],
        exitStatus: """
          0   every expectation held
          1   an expectation failed or the replay diverged from the trace
          64  bad usage
          65  the trace is not valid (the message gives file, line, column and JSON path)
          66  the input cannot be read
          70  a process faults --jobs started died or left no result (the campaign could not be run)
          73  an output cannot be written (standard output, a report or page, generate's trace, bless's rewrite,
              redact's or shrink's OUT)
          130 interrupted (SIGINT), after writing what was found

        A trace with nothing to check (no expect, no observed, no diagnostics) fails: bless writes checks.
        """)

    /// The trace file.
    @Operands("TRACE", tooMany: "use 'deepcut-replay verify PATH...' for several")
    package var tracePath: String
    /// The failure policy that `expect` is checked under (default: strict).
    @Option(.policy(help: """
        The failure policy `expect` is checked under (default: strict).
        `observed` is always checked under the policy it names.
        """))
    package var policy: FailurePolicy?
    /// Overrides the trace's `engine.batchSize`.
    @Option(.batchSizeOfTheTrace)
    package var batchSize: Int?
    /// Text or JSON.
    @Option(.format(default: ReportFormat.text, help: "Report for a person (default) or for machines."))
    package var format: ReportFormat
    /// Where to write a JUnit XML report, if anywhere.
    @Option(.junit(help: """
        Also write JUnit XML: a test case per step with its recorded time, one for
        diagnostics; written even when the trace is not valid (Docs/VerifyJUnit.md).
        """))
    package var junitPath: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    @Option(.html(help: """
        Also write one self-contained HTML page: the capture, a card per step with
        its calls on a time line, the diagnostics, the calls (Docs/HTMLReport.md).
        """))
    package var htmlPath: String?
    /// `--quiet`: only the last line.
    @Option(.quiet(help: "Print only the last line (PASS or FAIL).", usage: "--quiet | --verbose"))
    package var quiet: Bool
    /// `--verbose`: every call and diagnostic artist too.
    @Option(.verbose(
        help: "Also print every call as it was answered and every diagnostic artist.", usage: ""))
    package var verbose: Bool
    /// `--no-color` was given.
    @Option(.noColor(help: "No colour (also when NO_COLOR is set or output is not a terminal)."))
    package var noColor: Bool
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxTraceSize(
        of: "a trace", note: "A FIFO or device is read too: one no program writes to is given up after 10 s."))
    package var maximumTraceSize: Int?
    /// `--chaos N`: how many shuffled completion orders to replay.
    @Option(.chaos(help: """
        Also replay the session in N seeded shuffled completion orders of the
        concurrent calls; a step whose outcome differs fails (text only, no --junit).
        """))
    package var chaos: Int?
    /// `--seed S` of `--chaos`.
    @Option(.chaosSeed)
    package var seed: UInt64?
    /// `--order`: the order of the replay itself.
    @Option(.order(help: """
        Answer concurrent calls at once (default) or in the order they finished
        on the device, from each call's at and durationMs.
        """))
    package var order: CompletionOrderOption?

    /// The defaults, or the arguments being read.
    package init() {}

    /// Creates the command for a trace.
    package init(tracePath: String) {
        self.init()
        self.tracePath = tracePath
    }

    /// How much to print.
    package var verbosity: Verbosity {
        get { quiet ? .quiet : (verbose ? .verbose : .normal) }
        set { (quiet, verbose) = (newValue == .quiet, newValue == .verbose) }
    }

    /// `--chaos N [--seed S]`, `--order` (Docs/FaultCampaigns.md "Completion orders").
    package var orders: OrderOptions {
        get { OrderOptions(chaos: chaos, seed: seed, order: order) }
        set { (chaos, seed, order) = (newValue.chaos, newValue.seed, newValue.order) }
    }

    package func validate() throws(UsageError) {
        guard !(quiet && verbose) else { throw Self.usageError("--quiet and --verbose cannot be used together") }
        try orders.validate(topic: Self.topic)
        try orders.validateTextOnly(format: format == .json ? "--format json" : nil, junit: junitPath != nil, topic: Self.topic)
    }

    /// `--help`, `-h` and `--version` win over anything else the arguments say, the first of them given.
    package static func command(parsing arguments: [String]) throws(UsageError) -> any ToolCommand {
        switch arguments.prefix(while: { $0 != "--" }).first(where: { ["--help", "-h", "--version"].contains($0) }) {
        case "--version": return HelpCommand(.version)
        case .some: return HelpCommand(.help(.tool))
        case nil: return try Self(parsing: arguments)
        }
    }

    /// How the trace is replayed and checked: as `verify` checks each of its traces.
    var verification: TraceVerification {
        TraceVerification(
            policy: policy, batchSize: batchSize, orders: orders, maximumTraceSize: maximumTraceSize,
            verbose: verbosity == .verbose,
            // Only the JSON report lists each step's feed (Docs/ReportJSON.md).
            keepsEveryFeed: verbosity == .verbose && format == .json, keepsTimeline: htmlPath != nil)
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        // Refused before anything else: a trace that cannot be read still gets its JUnit file and page.
        if let refusal = OutputFile.refusal(
            outputs: [(junitPath, ReportShape.junit.fileDescription), (htmlPath, ReportShape.html.fileDescription)],
            inputs: [tracePath], standardInput: environment.standardInput,
            reportOnStandardOutput: environment.standardOutputIsProcess) {
            return refusal.result
        }
        let source = CorpusFile.shown(tracePath)
        let file = CorpusFile(path: source, className: CorpusFile.className(forFile: source))
        var progress = ProgressLine(enabled: environment.errorIsTerminal && verbosity != .quiet)
        let outcome = await verification.verify(file, environment: environment) { done in
            progress.show("chaos: \(done) of \(plural(orders.chaos ?? 0, "shuffled order")) replayed")
        }
        progress.clear()
        let report = ReplayReport(
            outcome.entry, timeline: outcome.timeline, chaos: outcome.chaos,
            style: environment.style(noColorFlag: noColor), verbosity: verbosity)
        // CI reads the JUnit file whatever happened: an invalid trace is an <error> test case there.
        var result = outcome.readFailure?.result ?? ToolResult(status: .success)
        result.report = ReportOutput(report, printed: format.shape, junit: junitPath, html: htmlPath)
        if let replayed = outcome.entry.report {
            result.status = replayed.passed && (outcome.chaos?.passed ?? true) ? .success : .failure
        }
        return result
    }
}
