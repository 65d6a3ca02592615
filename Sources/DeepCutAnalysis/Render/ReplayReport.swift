import DeepCutTrace
import DeepCutVerify

/// `deepcut-replay TRACE`'s report: the replay of one trace, step by step, in text
/// or in the `deepcut-replay-report` JSON (Docs/ReportJSON.md), with the shuffled
/// completion orders' report after the text (`--chaos`); its JUnit is one test case
/// (Docs/VerifyJUnit.md) and its HTML page Docs/HTMLReport.md's. A trace that could not be
/// read prints nothing (its message goes to standard error) and is still a JUnit
/// `<error>` and a page, for CI reads them whatever happened.
package struct ReplayReport: ToolReport {
    /// The trace's entry: its report, or why it could not be read.
    package var entry: CorpusEntry
    /// The calls on a time line, for the page, when it was asked for.
    package var timeline: CallTimeline?
    /// The shuffled completion orders' report (`--chaos`).
    package var chaos: ChaosReport?
    /// Colour or not.
    package var style: TextStyle
    /// How much the text says.
    package var verbosity: Verbosity

    /// The report of `entry`.
    package init(
        _ entry: CorpusEntry, timeline: CallTimeline?, chaos: ChaosReport?, style: TextStyle, verbosity: Verbosity
    ) {
        (self.entry, self.timeline, self.chaos, self.style, self.verbosity) = (entry, timeline, chaos, style, verbosity)
    }

    package func text() -> String {
        var text = ""
        write(.text, to: &text)
        return text
    }

    /// The report's JSON; null for a trace that could not be read, which prints nothing.
    package func json() -> JSONValue {
        entry.report.map(JSONReportRenderer.value) ?? .null
    }

    package func junit() -> String? { JUnitReportRenderer.render(entries: [entry]) }

    package func html() -> String? {
        guard let report = entry.report else {
            return HTMLReplayPage.render(
                CorpusRun(paths: [entry.path], shard: nil, missing: [], entries: [entry]), timelines: [nil])
        }
        return HTMLReplayPage.render(report, timeline: timeline)
    }

    /// Writes the text or the JSON a step at a time: a long session's report is never held whole.
    package func write(_ shape: ReportShape, to output: inout some TextOutputStream) {
        guard let report = entry.report else { return }
        switch shape {
        case .text:
            TextReportRenderer(style: style, verbosity: verbosity).write(report, to: &output)
            if let chaos, !(verbosity == .quiet && chaos.passed) { output.write("\n" + chaos.text) }
        case .json:
            JSONReportRenderer.write(report, to: &output)
        case .markdown, .junit, .html:
            if let text = rendered(shape) { output.write(text) }
        }
    }
}
