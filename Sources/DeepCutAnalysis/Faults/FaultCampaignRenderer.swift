import DeepCutVerify

/// The text of a fault campaign's report (Docs/FaultCampaigns.md "faults").
package enum FaultCampaignRenderer {
    /// The report for a person: the trace, each kind of violation with its
    /// first mutations, then the totals. The same report gives the same text.
    package static func render(_ report: FaultCampaignReport) -> String {
        var lines: [String] = []
        lines.append("Fault campaign  \(report.source.printable)  (policy \(report.policy.rawValue))")
        lines.append("  faults: " + report.kinds.map(\.description).joined(separator: ", "))
        if report.findings.isEmpty {
            lines.append("  ✔ every invariant held")
        }
        for finding in report.findings {
            lines.append("  ✘ \(finding.invariant.summary)  (Docs/EngineRules.md \"\(finding.invariant.rule)\")")
            lines.append("    broken by \(plural(finding.count, "replay")); first:")
            for example in finding.examples {
                let what = example.mutation.map { "--call \($0)" } ?? "the trace as recorded"
                let step = example.violation.stepNumber.map { "step \($0): " } ?? ""
                lines.append("      \(what)  \(step)\(example.violation.detail.printable)")
            }
        }
        lines.append("  \(plural(report.mutations, "mutation")) tried (\(report.skipped) call and fault pairs "
            + "skipped: the fault cannot stand in for the call), \(plural(report.replays, "replay"))")
        return lines.joined(separator: "\n") + "\n"
    }
}
