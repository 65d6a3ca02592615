import DeepCutAnalysis
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// How one trace is read, replayed and checked, for `deepcut-replay TRACE` and
/// for each trace of `verify`: the replay is `verify` of one trace, with the same
/// reading, the same verifier options and the same completion orders; only what
/// each prints differs.
struct TraceVerification {
    /// What became of one trace.
    struct Outcome {
        /// The trace's entry in the run: its report, or why it could not be read.
        var entry: CorpusEntry
        /// The calls' time line for the HTML page, when one is asked for.
        var timeline: CallTimeline?
        /// The shuffled completion orders' report, with `--chaos`.
        var chaos: ChaosReport?
        /// What a read trace's capture lacks that the trace suites of `swift test` fail it for.
        var problems: [String] = []
        /// Why the trace could not be read (its message and exit status), or nil when it was read.
        var readFailure: DeepCutReplayTool.ReadFailure?
    }

    /// The failure policy `expect` is checked under.
    var policy: FailurePolicy?
    /// Overrides the trace's `engine.batchSize`.
    var batchSize: Int?
    /// `--chaos N [--seed S]`, `--order`.
    var orders: OrderOptions
    /// The most bytes of the trace to read.
    var maximumTraceSize: Int?
    /// The report keeps every call and diagnostic artist (`--verbose`).
    var verbose = false
    /// The report keeps every step's feed (`--verbose --format json`).
    var keepsEveryFeed = false
    /// The HTML page is asked for: the calls' time line is kept.
    var keepsTimeline = false

    /// Reads, replays and checks the trace of `file`.
    /// - Parameter chaosProgress: told how many shuffled orders are done.
    @MainActor
    func verify(
        _ file: CorpusFile, environment: ToolEnvironment, chaosProgress: (Int) -> Void = { _ in }
    ) async -> Outcome {
        let trace: Trace
        switch file.read(maximumSize: maximumTraceSize, environment: environment) {
        case .success(let read): trace = read
        case .failure(let failure):
            let outcome: CorpusEntry.Outcome = failure.status == .unreadable
                ? .unreadable(failure.message) : .invalid(failure.message)
            return Outcome(entry: CorpusEntry(path: file.path, className: file.className, outcome: outcome),
                           readFailure: failure)
        }
        let capture = trace.capture
        let problems = (capture.origin == .device ? capture.provenanceProblems : [])
            + capture.folderProblems(atPath: file.path)
        var options = Verifier.Options(policy: policy, batchSize: batchSize, verbose: verbose)
        options.order = orders.order?.order ?? .immediate
        options.keepsEveryFeed = keepsEveryFeed
        let chaos: ChaosReport? = if let runs = orders.chaos {
            await CompletionChaos.run(trace, options: options, runs: runs, seed: orders.seed ?? 1, progress: chaosProgress)
        } else {
            nil
        }
        // Taken before the replay consumes the trace: a few numbers per call, not the answers.
        let timeline = keepsTimeline ? CallTimeline.of(trace) : nil
        let report = await Verifier.verify(consume trace, source: file.path, options: options)
        var entry = CorpusEntry(path: file.path, className: file.className, outcome: .verified(report))
        // A step whose outcome depends on the completion order fails a trace that otherwise passed.
        if let difference = chaos?.differences.first, report.passed {
            entry.orderDifference = "step \(difference.stepNumber) (\(difference.action)) differs between completion "
                + "orders (seed \(difference.seed)): \(difference.referenceOutcome) vs \(difference.otherOutcome)"
        }
        return Outcome(entry: entry, timeline: timeline, chaos: chaos, problems: problems)
    }
}
