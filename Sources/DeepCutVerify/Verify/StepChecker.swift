import DeepCutKit
import DeepCutTrace

/// Holds one step's `expect` and `observed` against the runs.
package enum StepChecker {
    static func report(
        step: SessionStep, index: Int, primary: SessionRun, runs: [FailurePolicy: SessionRun],
        checkedPolicy: FailurePolicy
    ) -> StepReport {
        let outcome = primary.outcomes.indices.contains(index) ? primary.outcomes[index] : nil
        let observedPolicy = step.observed.map { $0.policy ?? checkedPolicy }
        let states = outcome?.refresh.map { summary in
            FailurePolicy.allCases.map { PolicyState(policy: $0, state: summary.state(under: $0)) }
        } ?? []
        var observations: [Check] = []
        if let observed = step.observed, let observedPolicy, let run = runs[observedPolicy],
           run.outcomes.indices.contains(index) {
            observations = checks(observed, against: run.outcomes[index])
        }
        let expectations = outcome.map { outcome in step.expect.map { checks($0, against: outcome) } ?? [] } ?? []
        let observedReached = observedPolicy.map { runs[$0]?.outcomes.indices.contains(index) ?? false } ?? true
        let skipped = outcome == nil || !observedReached
        let unchecked = (step.expect.map { $0.unknownKeys.members.map { "expect." + $0.key } } ?? [])
            + (step.observed.map { $0.unknownKeys.members.map { "observed." + $0.key } } ?? [])
        return StepReport(
            number: index + 1, action: step.action.description, actionName: step.action.name, outcome: outcome,
            states: states, observedPolicy: observedPolicy, observations: observations, expectations: expectations,
            uncheckedKeys: unchecked, skipped: skipped)
    }

    /// Every key given in `expectation` (but `policy`), against the outcome.
    static func checks(_ expectation: SessionExpectation, against outcome: StepOutcome) -> [Check] {
        var checks: [Check] = []
        let summary = outcome.refresh
        if let state = expectation.state {
            checks.append(value("state", state.rawValue, summary?.state.rawValue ?? "none"))
        }
        if let checked = expectation.checked {
            checks.append(value("checked", String(checked), String(summary?.checked ?? 0)))
        }
        if let failed = expectation.failed {
            checks.append(value("failed", String(failed), String(summary?.failed ?? 0)))
        }
        if let feedCount = expectation.feedCount {
            checks.append(value("feedCount", String(feedCount), String(outcome.feedCount)))
        }
        if let feed = expectation.feed {
            checks.append(list("feed", feed, outcome.feed ?? []))
        }
        if let ids = expectation.checkedArtistIDs {
            checks.append(list("checkedArtistIDs", ids, summary?.checkedArtistIDs ?? []))
        }
        if let tracks = expectation.tracks {
            checks.append(value("tracks", tracks.rawValue, outcome.tracks ?? "none"))
        }
        if let trackIDs = expectation.trackIDs {
            checks.append(list("trackIDs", trackIDs, outcome.trackIDs ?? []))
        }
        return checks
    }

    private static func value(_ key: String, _ expected: String, _ actual: String) -> Check {
        Check(key: key, expected: expected, actual: actual, passed: expected == actual, detail: nil)
    }

    /// A list check: short lists are shown whole, long ones by count; a
    /// mismatch says where the lists first differ.
    static func list(_ key: String, _ expected: [String], _ actual: [String]) -> Check {
        let passed = expected == actual
        var detail: String?
        if !passed {
            if let position = expected.indices.first(where: { $0 < actual.count && expected[$0] != actual[$0] }) {
                detail = "first difference at position \(position + 1): expected \(expected[position]), got \(actual[position])"
            } else if expected.count > actual.count {
                detail = "missing from position \(actual.count + 1): \(describe(Array(expected[actual.count...])))"
            } else {
                detail = "extra from position \(expected.count + 1): \(describe(Array(actual[expected.count...])))"
            }
        }
        return Check(key: key, expected: describe(expected), actual: describe(actual), passed: passed, detail: detail,
                     expectedList: expected, actualList: actual)
    }

    /// `[a, b, c]` for up to five ids, else the count: `40 ids`.
    package static func describe(_ ids: [String]) -> String {
        ids.count <= 5 ? "[" + ids.joined(separator: ", ") + "]" : "\(ids.count) ids"
    }
}
