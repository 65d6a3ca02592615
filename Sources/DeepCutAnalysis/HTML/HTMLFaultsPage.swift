import DeepCutKit
import DeepCutVerify
import Foundation

/// The page of `faults --html FILE` (Docs/HTMLReport.md "faults"), made from
/// the same `FaultCampaignReport`s as the text: for each trace, a matrix of
/// methods × fault kinds, each cell held or broken with its counts; then each
/// broken invariant with the first replay that broke it and the `mutate`
/// command that reproduces it; then every kept violating mutation, folded.
package enum HTMLFaultsPage {
    /// The page; `summary` is the text's last line for several traces, if any.
    package static func render(_ reports: [FaultCampaignReport], summary: String?) -> String {
        return HTMLPage.render(title: "deepcut-replay faults") { html in
            if let summary { html.element("p", summary, ["class": reports.allSatisfy(\.passed) ? "pass" : "fail"]) }
            // Traces where an invariant broke first.
            let ordered = reports.filter { !$0.passed } + reports.filter(\.passed)
            for (index, report) in ordered.enumerated() {
                section(report, anchor: "trace-\(index + 1)", into: &html)
            }
        }
    }

    private static func section(_ report: FaultCampaignReport, anchor: String, into html: inout HTMLWriter) {
        html.open("section", ["class": "trace " + (report.passed ? "passed" : "failed"), "id": anchor])
        html.element("h2", "\(report.passed ? "✔" : "✘") \(report.source) (policy \(report.policy.rawValue))")
        html.element("p", report.passed ? "Every invariant held." : "\(plural(report.findings.count, "invariant")) broke.",
                     ["class": report.passed ? "pass" : "fail"])
        html.element("p", "\(plural(report.mutations, "mutation")) tried, \(report.skipped) call and fault pairs skipped "
            + "(the fault cannot stand in for the call), \(plural(report.replays, "replay")).")
        let methods = MusicLibraryMethod.allCases.filter { method in report.cells.contains { $0.method == method } }
        var rows: [[String]] = [], classes: [[String?]] = []
        for method in methods {
            var row = [method.rawValue], rowClasses: [String?] = [nil]
            for fault in report.kinds {
                let cell = report.cells.first { $0.method == method && $0.fault == fault }
                let tried = (cell?.held ?? 0) + (cell?.broken ?? 0)
                if let cell, cell.broken > 0 {
                    row.append("✘ broken \(cell.broken) of \(tried)")
                    rowClasses.append("broken")
                } else if tried > 0 {
                    row.append("✔ held \(tried)")
                    rowClasses.append("held")
                } else {
                    row.append("· not applicable")
                    rowClasses.append("muted")
                }
            }
            rows.append(row)
            classes.append(rowClasses)
        }
        html.table(caption: "Calls by method × fault kind: did every invariant hold?",
                   header: ["Method"] + report.kinds.map(\.description), rows: rows, classes: classes)
        for finding in report.findings {
            html.element("h3", "✘ \(finding.invariant.summary)")
            html.element("p", "Docs/EngineRules.md “\(finding.invariant.rule)” · broken by \(plural(finding.count, "replay")).")
            html.open("ol")
            for example in finding.examples {
                html.open("li")
                let step = example.violation.stepNumber.map { "step \($0): " } ?? ""
                if let mutation = example.mutation {
                    html.text("--call \(mutation)  \(step)\(example.violation.detail)")
                    html.element("pre", reproduction(mutation, report: report))
                } else {
                    html.text("the trace as recorded  \(step)\(example.violation.detail)")
                    html.element("pre", "deepcut-replay \(shellQuoted(report.source)) --policy \(report.policy.rawValue)")
                }
                html.close("li")
            }
            html.close("ol")
        }
        if !report.failing.isEmpty {
            html.foldedList(
                "Violating mutations kept (\(report.failing.count) of \(report.violatingMutations))",
                report.failing.map { "--call \($0.mutation): " + $0.invariants.map(\.summary).joined(separator: "; ") })
        }
        html.close("section")
    }

    /// The commands that make the mutated trace and replay it.
    static func reproduction(_ mutation: TraceMutation, report: FaultCampaignReport) -> String {
        "deepcut-replay mutate \(shellQuoted(report.source)) --call \(mutation) --policy \(report.policy.rawValue) "
            + "-o mutated.json\ndeepcut-replay mutated.json --policy \(report.policy.rawValue)"
    }

    /// `path` as a shell word: as it is when it is plain, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = !path.isEmpty && path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._/-+:=,".unicodeScalars.contains(scalar))
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
