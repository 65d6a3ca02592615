import DeepCutKit
import DeepCutTrace

/// The coverage report as text or JSON (Docs/Coverage.md).
enum CoverageRenderer {
    /// The tables and the gaps, for a person; deterministic.
    static func text(_ coverage: CorpusCoverage) -> String {
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
        lines.append("Session actions: " + list(coverage.actions))
        lines.append("expect keys:     " + list(coverage.expectKeys))
        lines.append("observed keys:   " + list(coverage.observedKeys))
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
            lines.append("Diverged (later refreshes not counted): " + coverage.diverged.joined(separator: ", "))
        }
        lines.append("")
        let gaps = coverage.gaps
        lines.append("Gaps (\(gaps.count))")
        lines += gaps.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `refresh 95 · openRelease 6`, in a fixed order: by count, then name.
    private static func list(_ counts: [String: Int]) -> String {
        guard !counts.isEmpty else { return "none" }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: " · ")
    }

    /// Rows padded to their columns: the first left-aligned, the others right-aligned.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in
                column == 0 ? cell.padding(widths[0]) : cell.leftPadded(widths[column])
            }.joined(separator: "  ")
        }
    }

    /// The coverage for machines: format `deepcut-replay-coverage`, version 1.
    static func json(_ coverage: CorpusCoverage) -> JSONValue {
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
