import DeepCutTrace
import DeepCutVerify

/// The lints' findings as text and as JSON (Docs/Lints.md "Output"), for
/// `lint` and for `inspect`.
package enum LintRenderer {
    /// One linted trace: its path and what the lints found.
    package struct Linted: Hashable, Sendable {
        /// The path as given.
        var path: String
        /// The findings, in report order.
        var findings: [LintFinding]

        /// The findings of the trace at `path`.
        package init(path: String, findings: [LintFinding]) {
            self.path = path
            self.findings = findings
        }
    }

    /// A finding's headline and evidence, indented by two spaces, then what it
    /// means and the fix when `explained`.
    package static func lines(_ finding: LintFinding, explained: Bool) -> [String] {
        var lines = ["  ⚠ \(finding.id): \(finding.summary.printable)"]
        let seqWidth = finding.evidence.map { String($0.seq).count }.max() ?? 0
        for evidence in finding.evidence {
            let label = evidence.artistLabel.printable
            lines.append("      seq " + String(evidence.seq).leftPadded(seqWidth) + "  "
                + (label.isEmpty ? "" : label + "  ") + evidence.detail.printable)
        }
        // Evidence is kept for the first few places; the count says how many there are.
        if finding.count > finding.evidence.count, finding.evidence.count == LintThresholds.evidenceLimit {
            lines.append("      … and more: \(finding.unit.counted(finding.count)) in all")
        }
        if explained { lines += explanation(finding) }
        return lines
    }

    /// What a finding means on the phone, and the fix.
    static func explanation(_ finding: LintFinding) -> [String] {
        ["    On the phone: \(finding.meaning)", "    Fix: \(finding.fix)"]
    }

    /// `lint`'s text: each trace with its findings (or `clean`), what each
    /// lint that fired means, and a summary line.
    package static func text(_ linted: [Linted], denied: [String], unreadable: Int) -> String {
        var lines: [String] = []
        for trace in linted {
            if trace.findings.isEmpty {
                lines.append("\(trace.path.printable)  clean")
                continue
            }
            lines.append(trace.path.printable)
            for finding in trace.findings { lines += Self.lines(finding, explained: false) }
        }
        let fired = firedIDs(linted)
        if !fired.isEmpty {
            lines.append("")
            lines.append("What they mean")
            for id in fired {
                guard let finding = linted.lazy.flatMap(\.findings).first(where: { $0.id == id }) else { continue }
                lines.append("  \(id)")
                lines += explanation(finding)
            }
        }
        lines.append("")
        lines.append(summary(linted, denied: denied, unreadable: unreadable))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 traces linted: 1 clean, 2 with lints (capped-discography 2, library-id-to-catalog 1)`,
    /// then what `--deny` did and the traces that could not be read.
    static func summary(_ linted: [Linted], denied: [String], unreadable: Int) -> String {
        let withLints = linted.count { !$0.findings.isEmpty }
        var text = "\(plural(linted.count, "trace")) linted: \(linted.count - withLints) clean, \(withLints) with lints"
        let fired = firedIDs(linted)
        if !fired.isEmpty {
            text += " (" + fired.map { id in "\(id) \(linted.count { $0.findings.contains { $0.id == id } })" }
                .joined(separator: ", ") + ")"
        }
        let deniedFired = fired.filter(denied.contains)
        if !deniedFired.isEmpty {
            text += "; denied: \(deniedFired.joined(separator: ", ")) fired"
        } else if !denied.isEmpty {
            text += "; no denied lint fired"
        }
        if unreadable > 0 { text += "; \(plural(unreadable, "trace")) could not be read" }
        return text
    }

    /// The ids of the lints that fired in any trace, in report order.
    package static func firedIDs(_ linted: [Linted]) -> [String] {
        TraceLints.ids.filter { id in linted.contains { $0.findings.contains { $0.id == id } } }
    }

    /// A finding for machines.
    package static func json(_ finding: LintFinding) -> JSONValue {
        typealias R = JSONReportRenderer
        return R.object([
            ("id", .string(finding.id)), ("count", .integer(finding.count)), ("unit", .string(finding.unit.rawValue)),
            ("summary", .string(finding.summary)),
            ("evidence", .array(finding.evidence.map { evidence in
                R.object([("seq", .integer(evidence.seq)), ("artistID", evidence.artistID.map(JSONValue.string) ?? .null),
                          ("artistName", evidence.artistName.map(JSONValue.string) ?? .null),
                          ("detail", .string(evidence.detail))])
            })),
            ("meaning", .string(finding.meaning)), ("fix", .string(finding.fix)),
        ])
    }

    /// `lint --format json`: the `deepcut-replay-lint` shape, version 1.
    package static func json(_ linted: [Linted], denied: [String], unreadable: Int) -> JSONValue {
        typealias R = JSONReportRenderer
        let fired = firedIDs(linted)
        return R.object([
            ("format", .string("deepcut-replay-lint")), ("version", .integer(1)),
            ("traces", .array(linted.map { trace in
                R.object([("trace", .string(trace.path)), ("lints", .array(trace.findings.map(json)))])
            })),
            ("summary", R.object([
                ("traces", .integer(linted.count)), ("clean", .integer(linted.count { $0.findings.isEmpty })),
                ("unreadable", .integer(unreadable)),
                ("fired", R.object(fired.map { id in (id, .integer(linted.count { $0.findings.contains { $0.id == id } })) })),
                ("denied", R.strings(denied)), ("deniedFired", R.strings(fired.filter(denied.contains))),
            ])),
        ])
    }
}
