import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading

/// Verifies a trace: replays its session, checks every `expect` key, checks
/// that the device's `observed` behaviour is reproduced under the policy it
/// names, holds `diagnostics` against the engine's own numbers, and accounts
/// for every call.
///
/// The session is replayed with a fresh engine, clock and replaying service
/// under the chosen policy (strict unless told), and `expect` is checked
/// against that run; it is replayed again under each other policy that an
/// `observed` names, and the observation is checked against that run. A
/// policy only judges a refresh's state, so the report shows each refresh's
/// state under both policies from the same run. Deterministic: the same trace
/// and options give an equal report.
public enum Verifier {
    /// The options a verification runs with; nil means the trace's setting, else the default of Docs/EngineRules.md.
    public struct Options: Hashable, Sendable {
        /// The policy `expect` is checked under (default strict).
        public var policy: FailurePolicy?
        /// Overrides `engine.batchSize`.
        public var batchSize: Int?
        /// For `--verbose`: keep the log of every call answered.
        public var verbose: Bool
        /// Build the ordered feed after every step, not only where a `feed` key asks for it: for the JSON
        /// report's per-step `feed` under `--verbose`. Ordering the feed costs its size at every step,
        /// which grows with the library, so only a report that shows every feed asks for it.
        public var keepsEveryFeed = false
        /// The order in which concurrent calls finish (Docs/FaultCampaigns.md "Completion orders").
        public var order: ReplayCompletionOrder = .immediate
        /// How the engine starts a batch's helper tasks (Docs/EngineRules.md
        /// "Starting a batch's helpers"); `DEEPCUT_TASK_START` unless set. The report is the same either way.
        public var taskStart: TaskStart = .fromEnvironment

        /// Creates options.
        public init(policy: FailurePolicy? = nil, batchSize: Int? = nil, verbose: Bool = false) {
            self.policy = policy
            self.batchSize = batchSize
            self.verbose = verbose
        }
    }

    /// Verifies a trace that has been read.
    ///
    /// The last replay takes the trace's calls over and lets go of each
    /// recorded answer once the engine has it: pass the trace with `consume`
    /// (or as its last use) so that a large trace is not held whole to the end.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - source: its path as the user gave it, for the report.
    ///   - options: policy and batch size overrides.
    /// - Returns: the report; `passed` says whether the trace passed.
    /// - Complexity: linear in the trace and the engine's work, once per policy.
    @MainActor
    public static func verify(
        _ trace: consuming Trace, source: String, options: Options = Options()
    ) async -> VerificationReport {
        let settings = settings(for: trace, options: options)
        let session = trace.effectiveSession
        let (capture, truncation, diagnostics) = (trace.capture, trace.truncation, trace.diagnostics)
        let unfinished = DiagnosticsChecker.unfinishedArtists(of: trace)
        let durations = stepDurations(session, calls: trace.calls)
        let needsFeed = session.map { step in
            options.keepsEveryFeed || step.expect?.feed != nil || step.observed?.feed != nil
        }
        var runs: [FailurePolicy: SessionRun] = [:]
        let observedPolicies = Set(session.compactMap { $0.observed.map { $0.policy ?? settings.policy } })
        let policies = FailurePolicy.allCases.filter { $0 == settings.policy || observedPolicies.contains($0) }
        // The artists the diagnostics print get their reasons, so that one that differs explains itself.
        let printed = Set(diagnostics?.artists?.map(\.artistID) ?? [])
        func configuration(_ policy: FailurePolicy) -> DiscoverConfiguration {
            var configuration = DiscoverConfiguration(
                batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: policy,
                taskStart: options.taskStart)
            if !printed.isEmpty { configuration.reasons = .artists(printed) }
            return configuration
        }
        for policy in policies.dropLast() {
            runs[policy] = await SessionRunner.run(
                copy trace, configuration: configuration(policy), needsFeed: needsFeed, keepLog: options.verbose,
                order: options.order)
        }
        let last = policies.last!
        runs[last] = await SessionRunner.run(
            consume trace, configuration: configuration(last), needsFeed: needsFeed, keepLog: options.verbose,
            releasesAnswers: true, order: options.order)
        let primary = runs[settings.policy]!
        let steps = session.enumerated().map { index, step in
            var report = StepChecker.report(
                step: step, index: index, primary: primary, runs: runs, checkedPolicy: settings.policy)
            report.duration = durations[index]
            return report
        }
        let divergence = FailurePolicy.allCases.lazy.compactMap { policy in
            runs[policy]?.divergence.map {
                DivergenceReport(policy: policy, stepNumber: $0.stepIndex + 1, message: $0.message)
            }
        }.first
        var report = VerificationReport(
            source: source, capture: capture, settings: settings, truncation: truncation, steps: steps,
            diagnostics: diagnostics.map { DiagnosticsChecker.report($0, run: primary, unfinished: unfinished) },
            calls: primary.accounting, divergence: divergence)
        report.hasNothingToCheck = declaredChecks(session: session, diagnostics: diagnostics) == 0
        report.failureExplanations = FailureExplanation.all(
            of: report, session: session, runs: runs, checkedPolicy: settings.policy)
        return report
    }

    /// How many checks a trace declares, whether or not the replay reaches
    /// them: each key of each `expect` and `observed` but `policy`, and each
    /// diagnostic (the artist count and every artist).
    package static func declaredChecks(session: [SessionStep], diagnostics: TraceDiagnostics?) -> Int {
        let steps = session.reduce(0) { total, step in
            total + [step.expect, step.observed].reduce(0) { $0 + ($1?.givenKeys.count { $0 != .policy } ?? 0) }
        }
        let printed = diagnostics.map { ($0.libraryArtistCount == nil ? 0 : 1) + ($0.artists?.count ?? 0) } ?? 0
        return steps + printed
    }

    /// The recorded device time of each step (`StepReport.duration`): a step
    /// lasts from its clock to the end of its last call (`at` plus
    /// `durationMs`), 0 without calls; which step a call belongs to is `StepClocks`'s rule.
    /// - Complexity: O(n log s) for n calls and s steps.
    static func stepDurations(_ session: [SessionStep], calls: [TraceCall]) -> [Double] {
        let clocks = StepClocks(session)
        var ends = clocks.clocks
        for call in calls {
            guard let at = call.at, let step = clocks.step(at: at) else { continue }
            ends[step] = max(ends[step], at + (call.durationMs ?? 0) / 1000)
        }
        return ends.indices.map { ends[$0] - clocks.clocks[$0] }
    }

    /// The settings a replay uses: the command line, else the trace's `engine`, else the defaults.
    package static func settings(for trace: Trace, options: Options) -> ReplaySettings {
        let defaults = DiscoverConfiguration()
        let batch: (Int, ReplaySettings.Source) = if let size = options.batchSize {
            (size, .commandLine)
        } else if let size = trace.engine?.batchSize {
            (size, .trace)
        } else {
            (defaults.batchSize, .default)
        }
        let ttl: (Double, ReplaySettings.Source) = if let seconds = trace.engine?.snapshotTTL {
            (seconds, .trace)
        } else {
            (defaults.snapshotTTL, .default)
        }
        return ReplaySettings(
            policy: options.policy ?? defaults.policy, policySource: options.policy == nil ? .default : .commandLine,
            batchSize: batch.0, batchSizeSource: batch.1, snapshotTTL: ttl.0, snapshotTTLSource: ttl.1)
    }
}
