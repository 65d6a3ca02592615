import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// What a corpus of traces exercises: calls by method and outcome, session
/// actions, `expect` and `observed` keys, and the refresh states the engine
/// reaches under each policy; and what it never does (Docs/Coverage.md).
package struct CorpusCoverage: Hashable, Sendable {
    /// Traces counted.
    package var traces = 0
    /// Calls counted.
    package var calls = 0
    /// Calls by method, then by outcome class.
    package var outcomes: [MusicLibraryMethod: [CallOutcomeClass: Int]] = [:]
    /// Session steps by action name (a trace without a session counts one `refresh`).
    package var actions: [String: Int] = [:]
    /// `expect` keys used, by key.
    package var expectKeys: [String: Int] = [:]
    /// `observed` keys used, by key.
    package var observedKeys: [String: Int] = [:]
    /// Refreshes replayed, by policy, then by the state reached.
    package var states: [FailurePolicy: [RefreshState: Int]] = [:]
    /// Traces whose replay diverged (their later refreshes are not counted).
    package var diverged: [String] = []

    /// Creates an empty coverage.
    package init() {}

    /// Adds a trace: its calls, its session, and one replay of it.
    /// - Complexity: one replay of the trace.
    @MainActor
    package mutating func add(_ trace: Trace, source: String) async {
        traces += 1
        calls += trace.calls.count
        for call in trace.calls { outcomes[call.method, default: [:]][CallOutcomeClass(call.outcome), default: 0] += 1 }
        let session = trace.effectiveSession
        for step in session {
            actions[step.action.name, default: 0] += 1
            for key in step.expect?.givenKeys ?? [] { expectKeys[key.rawValue, default: 0] += 1 }
            for key in step.observed?.givenKeys ?? [] { observedKeys[key.rawValue, default: 0] += 1 }
        }
        let settings = Verifier.settings(for: trace, options: Verifier.Options())
        let run = await SessionRunner.run(
            trace, configuration: DiscoverConfiguration(batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL),
            needsFeed: Array(repeating: false, count: session.count))
        for outcome in run.outcomes {
            guard let summary = outcome.refresh else { continue }
            for policy in FailurePolicy.allCases { states[policy, default: [:]][summary.state(under: policy), default: 0] += 1 }
        }
        if run.divergence != nil { diverged.append(source) }
    }

    /// The outcome classes a method is expected to show at least once (Docs/Coverage.md "Gaps").
    static func expectedClasses(_ method: MusicLibraryMethod) -> [(name: String, matches: (CallOutcomeClass) -> Bool)] {
        var classes: [(String, (CallOutcomeClass) -> Bool)] = [("a success", { $0 == .success })]
        if !method.isWrite { classes.append(("an empty answer", { $0 == .empty })) }
        if method.schema.result.keys.contains(.hasMore) { classes.append(("hasMore", { $0 == .hasMore })) }
        classes += [
            ("a permanent HTTP error", { if case .http(let status, _) = $0 { !MusicServiceError.transientHTTPStatuses.contains(status) } else { false } }),
            ("a transient HTTP error (429, 500, 502, 503, 504)",
             { if case .http(let status, _) = $0 { MusicServiceError.transientHTTPStatuses.contains(status) } else { false } }),
            ("an authorization error", { if case .authorization = $0 { true } else { false } }),
            ("a network error", { $0 == .network }),
            ("cancelled", { $0 == .cancelled }),
        ]
        return classes
    }

    /// What the corpus never does, one line each: `fetchTracks: never a network error`.
    package var gaps: [String] {
        var lines: [String] = []
        for method in MusicLibraryMethod.allCases {
            let seen = outcomes[method] ?? [:]
            guard !seen.isEmpty else {
                lines.append("\(method.rawValue): never called")
                continue
            }
            for expected in Self.expectedClasses(method) where !seen.keys.contains(where: expected.matches) {
                lines.append("\(method.rawValue): never \(expected.name)")
            }
        }
        for action in ["refresh", "openRelease", "retryTracks", "addToPlaylist", "dismiss"] where actions[action] == nil {
            lines.append("session: never \(action)")
        }
        for key in SessionExpectation.Key.allCases where key != .policy && expectKeys[key.rawValue] == nil {
            lines.append("expect: never \(key.rawValue)")
        }
        for policy in FailurePolicy.allCases {
            // Legacy ignores failures short of every artist failing: it never says degraded.
            for state in RefreshState.allCases where states[policy]?[state] == nil && !(policy == .legacy && state == .degraded) {
                lines.append("\(policy.rawValue): never \(state.rawValue)")
            }
        }
        return lines
    }
}
