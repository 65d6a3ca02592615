import DeepCutTrace
import DeepCutVerify

/// `coverage`'s report: what a corpus of traces exercises (Docs/Coverage.md), and its
/// HTML page (Docs/HTMLReport.md).
package struct CoverageReport: ToolReport {
    /// What the traces exercise.
    package var coverage: CorpusCoverage
    /// The paths given, for the page's title.
    package var paths: [String]

    /// The report of `coverage`, of the traces found under `paths`.
    package init(_ coverage: CorpusCoverage, paths: [String]) {
        (self.coverage, self.paths) = (coverage, paths)
    }

    package func text() -> String { CoverageRenderer.text(coverage) }
    package func json() -> JSONValue { CoverageRenderer.json(coverage) }
    package func html() -> String? { HTMLCoveragePage.render(coverage, paths: paths) }
}
