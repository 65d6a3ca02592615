import DeepCutKit
import DeepCutTrace

/// The first lines of the explanation of a failing report's first differing item, and the
/// `deepcut-replay explain` command line that gives the rest (Docs/CommandLine.md "Explain"):
/// what `verify`, the replay's text report and DeepCutTesting's failures carry.
package struct FailureExplanation: Hashable, Sendable {
    /// The lines: why the value is what it is, most decisive first, and the rule.
    package var lines: [String]
    /// `deepcut-replay explain Traces/x.json --check 1:state`.
    package var command: String

    /// How many lines of an explanation a failure carries.
    package static let lineLimit = 4

    /// The explanation's first lines (its `because` and rules), and the command for the rest.
    package init(_ explanation: Explanation, command: String) {
        // What was expected and what came is the failure's own line already.
        let because = explanation.because.filter { !$0.hasPrefix("expected ") }
        let lines = because.map { "because " + $0 } + explanation.rules.map { "rule: " + $0.line }
        self.lines = Array(lines.prefix(Self.lineLimit))
        self.command = command
    }

    /// The lines and the command, each indented by `indent`, each line ending in a line feed.
    package func text(indent: String) -> String {
        (lines + ["more: " + command]).map { indent + $0.printable + "\n" }.joined()
    }

    /// Explains the first check of `report` that failed, from the runs that made it; nil when
    /// the report passed, diverged, checks nothing, or its first failure is one no value explains
    /// (the library's artist count).
    /// - Complexity: linear in the checks of the run's steps explained; no replay.
    static func first(
        of report: VerificationReport, session: [SessionStep], runs: [FailurePolicy: SessionRun], checkedPolicy: FailurePolicy
    ) -> FailureExplanation? {
        guard !report.passed, report.divergence == nil, !report.hasNothingToCheck else { return nil }
        let trace = shellWord(report.source)
        // The run explained must be the run checked: a batch size given on the command line goes along.
        let batch = report.settings.batchSizeSource == .commandLine ? " --batch-size \(report.settings.batchSize)" : ""
        for step in report.steps where !step.passed && !step.skipped {
            let index = step.number - 1
            if let check = step.observations.first(where: { !$0.passed }), let policy = step.observedPolicy, let run = runs[policy],
               let explanation = ExplanationBuilder(run: run, session: session, policy: policy)
                .check(step: index, key: "observed." + check.key, expected: check.expected, actual: check.actual) {
                return FailureExplanation(explanation, command: "deepcut-replay explain \(trace) --check \(step.number):observed.\(check.key)\(batch)")
            }
            if let check = step.expectations.first(where: { !$0.passed }), let run = runs[checkedPolicy],
               let explanation = ExplanationBuilder(run: run, session: session, policy: checkedPolicy)
                .check(step: index, key: check.key, expected: check.expected, actual: check.actual) {
                return FailureExplanation(
                    explanation,
                    command: "deepcut-replay explain \(trace) --check \(step.number):\(check.key)"
                        + (checkedPolicy == .strict ? "" : " --policy \(checkedPolicy.rawValue)") + batch)
            }
        }
        guard let diagnostics = report.diagnostics, diagnostics.libraryArtistCount?.passed ?? true,
              let artist = diagnostics.artistsDifferingFirst.first(where: { !$0.passed }), let run = runs[checkedPolicy] else { return nil }
        let explanation = ExplanationBuilder(run: run, session: session, policy: checkedPolicy).artist(id: artist.artistID, name: artist.name)
        return FailureExplanation(explanation, command: "deepcut-replay explain \(trace) --artist \(shellWord(artist.artistID))"
            + (checkedPolicy == .strict ? "" : " --policy \(checkedPolicy.rawValue)") + batch)
    }

    /// A word for a shell: as it is when it holds only letters, digits and `._-/`, else quoted.
    package static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains(Character($0)))) || "._-/".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
