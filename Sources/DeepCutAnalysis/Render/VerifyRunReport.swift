import DeepCutTrace
import DeepCutVerify

/// `verify`'s report: a line per trace with ✔ or ✘ and the reason, then the
/// totals; its JSON is the `deepcut-replay-verify` shape (Docs/VerifyJSON.md),
/// its Markdown the CI job page's (Docs/VerifyMarkdown.md), its JUnit a test case
/// per trace (Docs/VerifyJUnit.md) and its HTML page Docs/HTMLReport.md's.
package struct VerifyRunReport: ToolReport {
    /// The run.
    package var run: CorpusRun
    /// Only the totals and the traces that did not pass (`--quiet`).
    package var quiet: Bool
    /// Colour or not.
    package var style: TextStyle
    /// Each trace's calls on a time line, for the HTML page, in the order of `run.entries`;
    /// empty when the page is not asked for.
    package var timelines: [CallTimeline?]

    /// The report of `run`.
    package init(_ run: CorpusRun, quiet: Bool, style: TextStyle, timelines: [CallTimeline?] = []) {
        (self.run, self.quiet, self.style, self.timelines) = (run, quiet, style, timelines)
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
    package func markdown() -> String? { MarkdownSummaryRenderer.render(run) }

    /// A test case per trace.
    package func junit() -> String? { JUnitReportRenderer.render(entries: run.entries) }

    /// The page of every trace, with its time line where one was kept.
    package func html() -> String? { HTMLReplayPage.render(run, timelines: timelines) }
}
