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
    /// The shape `--format` asks for.
    package var shape: ReportShape {
        switch self {
        case .text: .text
        case .json: .json
        }
    }
}

extension CorpusReportFormat {
    /// The shape `--format` asks for.
    package var shape: ReportShape {
        switch self {
        case .text: .text
        case .json: .json
        case .markdown: .markdown
        }
    }
}
