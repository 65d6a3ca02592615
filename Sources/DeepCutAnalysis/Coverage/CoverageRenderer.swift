import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// The coverage report as text or JSON (Docs/Coverage.md).
package enum CoverageRenderer {
    /// The tables and the gaps, for a person; deterministic.
    package static func text(_ coverage: CorpusCoverage) -> String {
        var lines = ["Coverage of \(plural(coverage.traces, "trace")), \(plural(coverage.calls, "call"))", ""]
        let columns = Set(coverage.outcomes.values.flatMap(\.keys)).sorted()
        let methods = MusicLibraryMethod.allCases
        let header = ["method"] + columns.map(\.description)
        var rows = [header]
        for method in methods {
            let counts = coverage.outcomes[method] ?? [:]
            rows.append([method.rawValue] + columns.map { counts[$0].map(String.init) ?? "·" })
        }
        lines += table(rows)
        lines.append("")
        lines += list("Session actions: ", coverage.actions)
        lines += list("expect keys:     ", coverage.expectKeys)
        lines += list("observed keys:   ", coverage.observedKeys)
        lines.append("")
        var stateRows = [["policy"] + RefreshState.allCases.map(\.rawValue)]
        for policy in FailurePolicy.allCases {
            stateRows.append([policy.rawValue] + RefreshState.allCases.map { state in
                coverage.states[policy]?[state].map(String.init) ?? "·"
            })
        }
        lines.append("Refresh states reached (each refresh replayed once, judged under each policy)")
        lines += table(stateRows)
        if !coverage.diverged.isEmpty {
            lines.append("")
            lines.append("Diverged (later refreshes not counted): " + coverage.diverged.map(\.printable).joined(separator: ", "))
        }
        lines.append("")
        let gaps = coverage.gaps
        lines.append("Gaps (\(gaps.count))")
        lines += gaps.map { "  " + $0.printable }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `refresh 95 · openRelease 6`, in a fixed order: by count, then name, after
    /// `label`; wrapped under the first entry where a line would pass `maximumWidth`.
    private static func list(_ label: String, _ counts: [String: Int]) -> [String] {
        guard !counts.isEmpty else { return [label + "none"] }
        let entries = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key.printable) \($0.value)" }
        var lines = [label + entries[0]]
        for entry in entries.dropFirst() {
            if lines[lines.count - 1].count + 3 + entry.count > maximumWidth {
                lines[lines.count - 1] += " ·"
                lines.append(String(repeating: " ", count: label.count) + entry)
            } else {
                lines[lines.count - 1] += " · " + entry
            }
        }
        return lines
    }

    /// The widest a line of the text may be, so that it reads in a terminal of 100 columns.
    static let maximumWidth = 100

    /// Rows padded to their columns: the first left-aligned, the others right-aligned.
    /// Columns that do not fit `maximumWidth` go on to further tables below, each
    /// repeating the first column, so that no line is wider (a single column wider
    /// than that stands alone).
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var groups: [[Int]] = []
        var width = 2 + widths[0]
        for column in widths.indices.dropFirst() {
            if groups.isEmpty || width + 2 + widths[column] > maximumWidth {
                groups.append([])
                width = 2 + widths[0]
            }
            groups[groups.count - 1].append(column)
            width += 2 + widths[column]
        }
        return groups.enumerated().flatMap { index, group in
            (index == 0 ? [] : [""]) + rows.map { row in
                "  " + ([row[0].padding(widths[0])] + group.map { row[$0].leftPadded(widths[$0]) })
                    .joined(separator: "  ")
            }
        }
    }

    /// The coverage for machines: format `deepcut-replay-coverage`, version 1.
    package static func json(_ coverage: CorpusCoverage) -> JSONValue {
        typealias R = JSONReportRenderer
        func counts(_ values: [String: Int]) -> JSONValue {
            R.object(values.keys.sorted().map { ($0, .integer(values[$0]!)) })
        }
        return R.object([
            ("format", .string("deepcut-replay-coverage")), ("version", .integer(1)),
            ("traces", .integer(coverage.traces)), ("calls", .integer(coverage.calls)),
            ("outcomes", R.object(MusicLibraryMethod.allCases.map { method in
                let seen = coverage.outcomes[method] ?? [:]
                return (method.rawValue, R.object(seen.keys.sorted().map { ($0.description, .integer(seen[$0]!)) }))
            })),
            ("actions", counts(coverage.actions)),
            ("expectKeys", counts(coverage.expectKeys)),
            ("observedKeys", counts(coverage.observedKeys)),
            ("states", R.object(FailurePolicy.allCases.map { policy in
                (policy.rawValue, R.object(RefreshState.allCases.map { ($0.rawValue, .integer(coverage.states[policy]?[$0] ?? 0)) }))
            })),
            ("diverged", R.strings(coverage.diverged)),
            ("gaps", R.strings(coverage.gaps)),
        ])
    }
}
