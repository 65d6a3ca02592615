import DeepCutTrace
import DeepCutVerify

/// A report a command prints in one of two shapes: text for a person, or JSON
/// for machines (`--format json`, in the versioned shape its Docs/ page
/// documents). The command returns the report; `ReportFormat.render` is the one
/// place that chooses the shape and writes the JSON (`PrettyJSON`).
///
/// The files a run also writes (`--junit`'s XML, `--html`'s page) and `verify
/// --format markdown` are renderings of the replay's reports, made by their own
/// renderer from the same `VerificationReport`s.
package protocol ToolReport {
    /// The report for a person, each line ending in a newline.
    func text() -> String
    /// The report for machines, with its `format` and `version` members first.
    func json() -> JSONValue
}

extension ToolReport {
    /// The JSON text, pretty-printed, ending with a newline.
    package func jsonText() -> String { PrettyJSON.render(json()) + "\n" }
}

extension CorpusCoverage: ToolReport {
    package func text() -> String { CoverageRenderer.text(self) }
    package func json() -> JSONValue { CoverageRenderer.json(self) }
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
