import DeepCutKit
import DeepCutTrace

/// The first lines of the explanation of a failing report's first differing item, and the
/// `deepcut-replay explain` command line that gives the rest (Docs/CommandLine.md "Explain"):
/// what `verify`, the replay's text report and DeepCutTesting's failures carry.
package struct FailureExplanation: Hashable, Sendable {
    /// The check explained: `1:state`, `1:observed.state`, or `artist r.X` for a diagnostic.
    package var check: String
    /// The lines: why the value is what it is, most decisive first, and the rule.
    package var lines: [String]
    /// `deepcut-replay explain Traces/x.json --check 1:state`.
    package var command: String

    /// How many lines of an explanation a failure carries.
    package static let lineLimit = 4

    /// The explanation's first lines (its `because` and rules), and the command for the rest.
    package init(_ explanation: Explanation, check: String, command: String) {
        self.check = check
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

    /// Explains the checks of `report` that failed, in report order (each failing observation
    /// and expectation by step, then the first differing diagnostic artist), at most `limit`;
    /// none when the report passed, diverged or checks nothing. The library's artist count is
    /// a failure no value explains.
    /// - Complexity: linear in the checks of the steps explained; no replay.
    static func all(
        of report: VerificationReport, session: [SessionStep], runs: [FailurePolicy: SessionRun], checkedPolicy: FailurePolicy,
        limit: Int = 50
    ) -> [FailureExplanation] {
        guard !report.passed, report.divergence == nil, !report.hasNothingToCheck else { return [] }
        let trace = shellWord(report.source)
        // The run explained must be the run checked: a batch size given on the command line goes along.
        let batch = report.settings.batchSizeSource == .commandLine ? " --batch-size \(report.settings.batchSize)" : ""
        let policy = checkedPolicy == .strict ? "" : " --policy \(checkedPolicy.rawValue)"
        var explained: [FailureExplanation] = []
        for step in report.steps where !step.passed && !step.skipped {
            let index = step.number - 1
            if let observedPolicy = step.observedPolicy, let run = runs[observedPolicy] {
                let builder = ExplanationBuilder(run: run, session: session, policy: observedPolicy)
                for check in step.observations where !check.passed && explained.count < limit {
                    guard let explanation = builder.check(
                        step: index, key: "observed." + check.key, expected: check.expected, actual: check.actual) else { continue }
                    let name = "\(step.number):observed.\(check.key)"
                    explained.append(FailureExplanation(
                        explanation, check: name, command: "deepcut-replay explain \(trace) --check \(name)\(batch)"))
                }
            }
            if let run = runs[checkedPolicy] {
                let builder = ExplanationBuilder(run: run, session: session, policy: checkedPolicy)
                for check in step.expectations where !check.passed && explained.count < limit {
                    guard let explanation = builder.check(
                        step: index, key: check.key, expected: check.expected, actual: check.actual) else { continue }
                    let name = "\(step.number):\(check.key)"
                    explained.append(FailureExplanation(
                        explanation, check: name, command: "deepcut-replay explain \(trace) --check \(name)\(policy)\(batch)"))
                }
            }
        }
        if explained.count < limit, let diagnostics = report.diagnostics, diagnostics.libraryArtistCount?.passed ?? true,
           let artist = diagnostics.artistsDifferingFirst.first(where: { !$0.passed }), let run = runs[checkedPolicy] {
            let explanation = ExplanationBuilder(run: run, session: session, policy: checkedPolicy)
                .artist(id: artist.artistID, name: artist.name)
            explained.append(FailureExplanation(
                explanation, check: "artist \(artist.artistID)",
                command: "deepcut-replay explain \(trace) --artist \(shellWord(artist.artistID))\(policy)\(batch)"))
        }
        return explained
    }

    /// A word for a shell: as it is when it holds only letters, digits and `._-/`, else quoted.
    package static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains(Character($0)))) || "._-/".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
