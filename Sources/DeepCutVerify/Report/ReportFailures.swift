/// What failed in a report, one line each, for places that show failures
/// without the whole report: a test failure (DeepCutTesting), the Markdown
/// summary of `verify --format markdown`.
public enum ReportFailures {
    /// Every failure of the report, in report order: the divergence, then each
    /// failing observation and expectation by step, then the diagnostics that differ.
    /// Empty when the report passed.
    /// - Parameter report: the report.
    /// - Returns: one line per failure, such as
    ///   `step 1 (refresh): state: expected degraded, got caughtUp`.
    public static func lines(of report: VerificationReport) -> [String] {
        var lines: [String] = []
        if let divergence = report.divergence {
            let first = divergence.message.split(separator: "\n").first.map(String.init) ?? divergence.message
            lines.append("diverged at step \(divergence.stepNumber) (\(divergence.policy.rawValue)): \(first.printable)")
        }
        for step in report.steps where !step.skipped {
            let prefix = "step \(step.number) (\(step.actionName.printable))"
            if let policy = step.observedPolicy {
                for check in step.observations where !check.passed {
                    lines.append("\(prefix): device behaviour not reproduced under \(policy.rawValue): \(check.failureText)")
                }
            }
            for check in step.expectations where !check.passed {
                lines.append("\(prefix): \(check.failureText)")
            }
        }
        if let diagnostics = report.diagnostics {
            if let count = diagnostics.libraryArtistCount, !count.passed {
                lines.append("diagnostics: libraryArtistCount: expected \(count.expected), got \(count.actual)")
            }
            for artist in diagnostics.artistsDifferingFirst where !artist.passed {
                lines.append("diagnostics: " + artist.failureText)
            }
        }
        return lines
    }

    /// The report's verdict and its failures in at most `limit` lines: a
    /// first line `FAIL Traces/x.json: 1 of 6 checks failed`, then the
    /// failures, the last line saying how many more there are when they do not fit;
    /// then the first lines of the explanation of the first failure and the
    /// `deepcut-replay explain` command for the rest (`VerificationReport.firstFailureExplanation`).
    /// - Parameters:
    ///   - report: the report.
    ///   - limit: the most lines (at least 2).
    /// - Returns: the lines joined by newlines; `PASS …` in one line when the report passed.
    public static func summary(of report: VerificationReport, limit: Int = 20) -> String {
        let (total, failed) = report.checkCounts
        guard !report.passed else { return "PASS \(report.source.printable): \(total) checks held" }
        var head = "FAIL \(report.source.printable): "
        head += report.divergence != nil ? "the replay diverged" : "\(failed) of \(total) checks failed"
        let failures = lines(of: report)
        let room = max(1, limit - 1)
        let why = report.firstFailureExplanation.map { "\n" + String($0.text(indent: "  ").dropLast()) } ?? ""
        guard failures.count > room else { return ([head] + failures).joined(separator: "\n") + why }
        let shown = failures.prefix(room - 1)
        let more = failures.count - shown.count
        return ([head] + shown + ["… and \(more) more (deepcut-replay \(report.source.printable) shows every one)"])
            .joined(separator: "\n") + why
    }
}
