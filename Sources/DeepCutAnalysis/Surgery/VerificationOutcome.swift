import DeepCutKit
import DeepCutVerify

/// What a verification came to, without any name, title or id: every check's
/// ✔ or ✘, the states and counts each step produced, the divergence's step,
/// the diagnostics' verdicts and the call counts. Two traces that replay the
/// same way have equal outcomes, whatever their pseudonyms (Docs/TraceSurgery.md
/// "redact").
package struct VerificationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// One line per fact, in report order.
    package var facts: [String]

    /// The outcome of a report.
    package init(_ report: VerificationReport) {
        var facts: [String] = ["passed \(report.passed)"]
        for step in report.steps {
            let prefix = "step \(step.number) \(step.actionName)"
            facts.append("\(prefix) passed \(step.passed) skipped \(step.skipped)")
            facts += step.states.map { "\(prefix) state under \($0.policy.rawValue): \($0.state.rawValue)" }
            for (side, checks) in [("observed", step.observations), ("expect", step.expectations)] {
                facts += checks.map { "\(prefix) \(side).\($0.key) \($0.passed ? "✔" : "✘")" }
            }
            if let outcome = step.outcome {
                facts.append("\(prefix) feedCount \(outcome.feedCount) tracks \(outcome.tracks ?? "-") "
                    + "trackCount \(outcome.trackIDs?.count ?? -1) error \(outcome.error == nil ? "no" : "yes")")
                if let refresh = outcome.refresh {
                    facts.append("\(prefix) checked \(refresh.checked) failed \(refresh.failed) "
                        + refresh.failuresByStatus.map { "\($0.status)×\($0.count)" }.joined(separator: ","))
                }
            }
        }
        if let divergence = report.divergence {
            facts.append("diverged at step \(divergence.stepNumber) under \(divergence.policy.rawValue)")
        }
        if let diagnostics = report.diagnostics {
            if let count = diagnostics.libraryArtistCount { facts.append("diagnostics libraryArtistCount \(count.passed)") }
            for (index, artist) in diagnostics.artists.enumerated() {
                facts.append("diagnostics artist \(index) \(artist.printed) \(artist.engine?.description ?? "-") "
                    + Self.status(artist.status))
            }
        }
        let calls = report.calls
        facts.append("calls recorded \(calls.recorded) used \(calls.used) unused \(calls.unused.count) "
            + "unrecorded \(calls.unrecorded.count)")
        self.facts = facts
    }

    private static func status(_ status: ArtistDiagnostic.Status) -> String {
        switch status {
        case .match: "match"
        case .mismatch: "mismatch"
        case .neverChecked: "never checked"
        case .failed: "failed"
        case .diverged: "diverged"
        case .unfinished: "unfinished"
        }
    }

    /// The first fact that differs from `other`'s, as `mine | theirs`, or nil when equal.
    package func firstDifference(from other: VerificationOutcome) -> String? {
        for index in 0..<max(facts.count, other.facts.count) {
            let mine = index < facts.count ? facts[index] : "(nothing)"
            let theirs = index < other.facts.count ? other.facts[index] : "(nothing)"
            if mine != theirs { return "\(mine) | \(theirs)" }
        }
        return nil
    }

    /// Every fact, one a line.
    package var description: String { facts.joined(separator: "\n") }
}
