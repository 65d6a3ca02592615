import DeepCutTrace
import DeepCutVerify

/// The shapes a report is rendered in: what `--format` prints (text, JSON,
/// Markdown), and the files a run also writes (`--junit`'s XML, `--html`'s page).
package enum ReportShape: String, Hashable, Sendable, CaseIterable {
    /// For a person, each line ending in a newline.
    case text
    /// For machines, in the versioned shape the report's Docs/ page documents.
    case json
    /// For a CI job page (`verify --format markdown`, Docs/VerifyMarkdown.md).
    case markdown
    /// JUnit XML, for CI (Docs/VerifyJUnit.md).
    case junit
    /// One self-contained HTML page (Docs/HTMLReport.md).
    case html
}

/// A report a command makes, in every shape it has: text for a person, JSON for
/// machines, and where the command offers them Markdown, JUnit XML and an HTML
/// page. The command returns the report; the output step prints it in the shape
/// `--format` asks for and writes the `--junit` and `--html` files from it, so
/// that `rendered(_:)` is the one place a shape is chosen and `PrettyJSON` the
/// one JSON writer.
package protocol ToolReport: Sendable {
    /// The report for a person, each line ending in a newline.
    func text() -> String
    /// The report for machines, with its `format` and `version` members first.
    func json() -> JSONValue
    /// The report as Markdown; nil where the command offers none.
    func markdown() -> String?
    /// The report as JUnit XML; nil where the command offers none.
    func junit() -> String?
    /// The report as an HTML page; nil where the command offers none.
    func html() -> String?
    /// Writes the report in `shape` to `output`; a long report writes a piece at a time,
    /// never held whole (a replay's steps).
    func write(_ shape: ReportShape, to output: inout some TextOutputStream)
}

extension ToolReport {
    package func markdown() -> String? { nil }
    package func junit() -> String? { nil }
    package func html() -> String? { nil }

    package func write(_ shape: ReportShape, to output: inout some TextOutputStream) {
        if let text = rendered(shape) { output.write(text) }
    }

    /// The JSON text, pretty-printed, ending with a newline.
    package func jsonText() -> String { PrettyJSON.render(json()) + "\n" }

    /// The report in `shape`; nil when the report has no such shape.
    package func rendered(_ shape: ReportShape) -> String? {
        switch shape {
        case .text: text()
        case .json: jsonText()
        case .markdown: markdown()
        case .junit: junit()
        case .html: html()
        }
    }
}

extension StatusRenderer: ToolReport {}

/// `lint`'s report: each trace's findings, the lints that fail the run, and how many
/// paths could not be read (Docs/Lints.md).
package struct LintReport: ToolReport {
    /// Each trace and its findings, in the order read.
    package var linted: [LintRenderer.Linted]
    /// The lints `--deny` made failures.
    package var denied: [String]
    /// Paths and traces that could not be read.
    package var unreadable: Int

    /// The report of `linted`.
    package init(_ linted: [LintRenderer.Linted], denied: [String], unreadable: Int) {
        (self.linted, self.denied, self.unreadable) = (linted, denied, unreadable)
    }

    package func text() -> String { LintRenderer.text(linted, denied: denied, unreadable: unreadable) }
    package func json() -> JSONValue { LintRenderer.json(linted, denied: denied, unreadable: unreadable) }

    /// Whether a lint `--deny` names fired.
    package var deniedLintFired: Bool { !LintRenderer.firedIDs(linted).filter(denied.contains).isEmpty }
}

/// `diff A B`'s report (Docs/TraceSurgery.md "diff").
package struct TraceDiffReport: ToolReport {
    /// What differs.
    package var diff: TraceDiff
    /// The paths of A and B, as given.
    package var a: String, b: String
    /// The most entries a text section shows; nil shows every one.
    package var limit: Int?

    /// The report of `diff` between the traces at `a` and `b`.
    package init(_ diff: TraceDiff, a: String, b: String, limit: Int?) {
        (self.diff, self.a, self.b, self.limit) = (diff, a, b, limit)
    }

    package func text() -> String { diff.text(a: a, b: b, limit: limit) }
    package func json() -> JSONValue { diff.json(a: a, b: b) }
}

/// `inspect TRACE --timeline`'s report (Docs/FaultCampaigns.md "inspect --timeline").
package struct TimelineReport: ToolReport {
    /// Each step's calls and time.
    package var timeline: TraceTimeline
    /// The trace's path as shown.
    package var source: String

    /// The report of `timeline`, read from `source`.
    package init(_ timeline: TraceTimeline, source: String) {
        (self.timeline, self.source) = (timeline, source)
    }

    package func text() -> String { timeline.text(source: source) }
    package func json() -> JSONValue { timeline.json(source: source) }
}
