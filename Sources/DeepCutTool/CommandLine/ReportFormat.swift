import DeepCutAnalysis

/// How a report is printed.
package enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// For a person: a few readable lines per step.
    case text
    /// For machines: the shape documented in `Docs/ReportJSON.md`.
    case json
}

/// How `verify` prints its run.
package enum CorpusReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A line per trace, then the totals.
    case text
    /// For machines: the shape documented in `Docs/VerifyJSON.md`.
    case json
    /// For a CI job page: the shape documented in `Docs/VerifyMarkdown.md`.
    case markdown
}

extension ReportFormat {
    /// The report in this format: its text, or its JSON pretty-printed; the one place a
    /// command's `--format text|json` is acted on.
    func render(_ report: some ToolReport) -> String {
        switch self {
        case .text: report.text()
        case .json: report.jsonText()
        }
    }
}

extension CorpusReportFormat {
    /// The run in this format.
    func render(_ report: VerifyRunReport) -> String {
        switch self {
        case .text: report.text()
        case .json: report.jsonText()
        case .markdown: report.markdown()
        }
    }
}
