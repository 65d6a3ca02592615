import DeepCutEngine
import DeepCutKit
import DeepCutVerify

/// The page of `coverage --html FILE` (Docs/HTMLReport.md "coverage"): the
/// methods × outcomes table as a heat table (each cell shaded by its count on
/// a log scale, the count written in it), the refresh states reached under
/// each policy, the actions and keys used, and every gap named.
package enum HTMLCoveragePage {
    /// The page of a corpus's coverage.
    package static func render(_ coverage: CorpusCoverage, paths: [String]) -> String {
        return HTMLPage.render(title: "deepcut-replay coverage: \(paths.joined(separator: " "))") { html in
            html.element("p", "\(plural(coverage.traces, "trace")), \(plural(coverage.calls, "call")).")
            let columns = Set(coverage.outcomes.values.flatMap(\.keys)).sorted()
            let tallest = coverage.outcomes.values.flatMap(\.values).max() ?? 0
            var rows: [[String]] = [], classes: [[String?]] = []
            for method in MusicLibraryMethod.allCases {
                let counts = coverage.outcomes[method] ?? [:]
                rows.append([method.rawValue] + columns.map { counts[$0].map { grouped($0) } ?? "0" })
                classes.append([nil] + columns.map { "num heat-\(heat(counts[$0] ?? 0, tallest: tallest))" })
            }
            html.element("h2", "Calls by method and outcome")
            html.table(caption: "Recorded calls: methods × outcomes (darker: more)", header: ["Method"] + columns.map(\.description),
                       rows: rows, classes: classes)
            html.element("h2", "Refresh states reached")
            html.table(
                caption: "Each refresh replayed once, judged under each policy",
                header: ["Policy"] + RefreshState.allCases.map(\.rawValue),
                rows: FailurePolicy.allCases.map { policy in
                    [policy.rawValue] + RefreshState.allCases.map { String(coverage.states[policy]?[$0] ?? 0) }
                })
            for (name, counts) in [("Session actions", coverage.actions), ("expect keys", coverage.expectKeys),
                                   ("observed keys", coverage.observedKeys)] {
                html.foldedList("\(name) (\(counts.count))", counts.sorted {
                    $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
                }.map { "\($0.key): \($0.value)" }, open: true)
            }
            if !coverage.diverged.isEmpty {
                html.foldedList("Diverged, later refreshes not counted (\(coverage.diverged.count))", coverage.diverged, open: true)
            }
            let gaps = coverage.gaps
            html.element("h2", "Gaps (\(gaps.count))")
            html.foldedList("What the corpus never does (\(gaps.count))", gaps, open: true)
        }
    }

    /// 0 for none; else 4 above half the largest count, 3 above an eighth, 2 above a 64th, 1 below:
    /// integers only, so the same counts give the same shade everywhere.
    static func heat(_ count: Int, tallest: Int) -> Int {
        guard count > 0 else { return 0 }
        if count * 2 > tallest { return 4 }
        if count * 8 > tallest { return 3 }
        return count * 64 > tallest ? 2 : 1
    }
}
