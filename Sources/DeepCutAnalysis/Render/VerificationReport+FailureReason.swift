import DeepCutKit
import DeepCutVerify

extension VerificationReport {
    /// The first thing that failed, in a line.
    package var failureReason: String {
        let report = self
        if let divergence = report.divergence {
            let firstLine = divergence.message.split(separator: "\n").first.map(String.init) ?? divergence.message
            return "diverged at step \(divergence.stepNumber) (\(divergence.policy.rawValue)): \(firstLine.printable)"
        }
        if report.hasNothingToCheck { return report.nothingToCheckMessage }
        for step in report.steps where !step.passed {
            if let check = step.observations.first(where: { !$0.passed }), let policy = step.observedPolicy {
                return "step \(step.number) (\(step.actionName.printable)): device behaviour not reproduced under "
                    + "\(policy.rawValue): \(check.summary)"
            }
            if let check = step.expectations.first(where: { !$0.passed }) {
                return "step \(step.number) (\(step.actionName.printable)): \(check.summary)"
            }
        }
        if let diagnostics = report.diagnostics {
            if let count = diagnostics.libraryArtistCount, !count.passed {
                return "diagnostics: libraryArtistCount expected \(count.expected), got \(count.actual)"
            }
            if let first = diagnostics.artistsDifferingFirst.first(where: { !$0.passed }) {
                return "diagnostics: \(diagnostics.artistSummary); first " + first.failureText
            }
        }
        return "failed"
    }

    /// `failureReason`, then, on lines of their own, the first lines of the explanation of the
    /// first failure and the `deepcut-replay explain` command for the rest: `verify`'s line.
    package var failureReasonExplained: String {
        failureReason + (firstFailureExplanation.map { "\n" + String($0.text(indent: "    ").dropLast()) } ?? "")
    }
}
