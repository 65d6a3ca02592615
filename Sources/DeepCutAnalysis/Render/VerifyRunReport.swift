import DeepCutTrace
import DeepCutVerify

/// `verify`'s report: a line per trace with ✔ or ✘ and the reason, then the
/// totals; its JSON is the `deepcut-replay-verify` shape (Docs/VerifyJSON.md),
/// and its Markdown the CI job page's (Docs/VerifyMarkdown.md).
package struct VerifyRunReport: ToolReport {
    /// The run.
    package var run: CorpusRun
    /// Only the totals and the traces that did not pass (`--quiet`).
    package var quiet: Bool
    /// Colour or not.
    package var style: TextStyle

    /// The report of `run`.
    package init(_ run: CorpusRun, quiet: Bool, style: TextStyle) {
        (self.run, self.quiet, self.style) = (run, quiet, style)
    }

    package func text() -> String {
        var lines: [String] = []
        for entry in run.entries {
            switch entry.outcome {
            case .invalid(let message), .unreadable(let message):
                lines.append("\(style.cross) \(entry.path.printable)  \(entry.resultName): \(message.printable)")
            case .verified where entry.orderDifference != nil:
                lines.append("\(style.cross) \(entry.path.printable)  \((entry.orderDifference ?? "").printable)")
            case .verified(let report) where report.passed:
                guard !quiet else { continue }
                let (total, _) = report.checkCounts
                lines.append("\(style.tick) \(entry.path.printable)  \(report.capture.title.printable) "
                    + "(\(plural(report.steps.count, "step")), \(plural(total, "check")))")
            case .verified(let report):
                lines.append("\(style.cross) \(entry.path.printable)  \(report.failureReasonExplained)")
            }
        }
        var summary = run.totals.line
        if let shard = run.shard { summary += " (shard \(shard))" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    package func json() -> JSONValue { CorpusJSONRenderer.value(run) }

    /// The summary for a CI job page.
    package func markdown() -> String { MarkdownSummaryRenderer.render(run) }
}
