import DeepCutVerify

/// Renders a `verify` run as GitHub-flavoured Markdown for a CI job page
/// (`>> "$GITHUB_STEP_SUMMARY"`): the totals, a table of traces with ✔ or ✘,
/// then the failing checks of each trace that did not pass (at most
/// `failureLimit` lines each). Documented in `Docs/VerifyMarkdown.md`.
package enum MarkdownSummaryRenderer {
    /// The most failure lines shown for one trace.
    package static let failureLimit = 20

    /// The Markdown text, ending with a newline.
    package static func render(_ run: CorpusRun) -> String {
        var lines = ["## deepcut-replay verify", ""]
        var about = "**\(run.totals.line)**"
        if let shard = run.shard { about += " · shard \(shard)" }
        lines.append(about)
        lines.append("")
        if !run.missing.isEmpty {
            for path in run.missing { lines.append("- ✘ cannot read `\(code(path.printable))`: no such file or folder") }
            lines.append("")
        }
        if !run.entries.isEmpty {
            lines.append("| | Trace | Title | Steps | Checks |")
            lines.append("|---|---|---|---:|---|")
            for entry in run.entries {
                switch entry.outcome {
                case .verified(let report):
                    let (total, failed) = report.checkCounts
                    let checks = report.divergence != nil ? "diverged at step \(report.divergence!.stepNumber)"
                        : failed == 0 ? "\(total) held" : "\(failed) of \(total) failed"
                    lines.append("| \(report.passed ? "✔" : "✘") | `\(code(entry.path.printable))` | \(cell(report.capture.title.printable)) | "
                        + "\(report.steps.count) | \(checks) |")
                case .invalid, .unreadable:
                    lines.append("| ✘ | `\(code(entry.path.printable))` | \(entry.resultName) | | |")
                }
            }
            lines.append("")
        }
        for entry in run.entries where entry.resultName != "pass" {
            lines.append("### ✘ `\(code(entry.path.printable))`")
            lines.append("")
            lines.append("```")
            if let report = entry.report {
                let failures = ReportFailures.lines(of: report)
                let shown = failures.count > failureLimit ? Array(failures.prefix(failureLimit - 1)) : failures
                lines += shown.map(fence)
                if shown.count < failures.count {
                    lines.append("… and \(failures.count - shown.count) more (deepcut-replay \(entry.path.printable) shows every one)")
                }
            } else if let message = entry.errorMessage {
                lines.append(fence("\(entry.resultName): \(message.printable)"))
            }
            lines.append("```")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Text inside a table cell: pipes escaped, one line.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// Text inside backticks in a table: no backtick can close the span early.
    static func code(_ text: String) -> String {
        cell(text).replacingOccurrences(of: "`", with: "'")
    }

    /// A line inside a fenced block: no line can close the fence.
    static func fence(_ text: String) -> String {
        text.replacingOccurrences(of: "```", with: "'''")
    }
}
