import DeepCutVerify

/// The page of `deepcut-replay TRACE --html FILE` and of `verify --html FILE`
/// (Docs/HTMLReport.md "Replay and verify"): for verify, the totals and a table
/// of every trace, failures first, each linking to its section; then a section
/// per trace in the same order.
package enum HTMLReplayPage {
    /// The page of one replay.
    /// - Parameter timeline: the trace's calls on the device's clock (`CallTimeline.of`), taken before the replay.
    package static func render(_ report: VerificationReport, timeline: CallTimeline?) -> String {
        let entry = CorpusEntry(path: report.source, className: CorpusFile.className(forFile: report.source),
                                outcome: .verified(report))
        return HTMLPage.render(title: "\(ToolMessage.program): \(report.source)") { html in
            HTMLTraceSection.render(entry, timeline: timeline, anchor: "trace-1", into: &html)
        }
    }

    /// The page of a `verify` run; `timelines[i]` is `run.entries[i]`'s.
    package static func render(_ run: CorpusRun, timelines: [CallTimeline?]) -> String {
        return HTMLPage.render(title: "deepcut-replay verify: \(run.paths.joined(separator: " "))") { html in
            var summary = run.totals.line
            if let shard = run.shard { summary += " (shard \(shard))" }
            html.element("p", summary, ["class": run.status == .success ? "pass" : "fail"])
            for path in run.missing { html.element("p", "✘ cannot read \(path): no such file or folder", ["class": "fail"]) }
            // Failures first, each group in the run's order, so that what needs a look is at the top.
            let order = run.entries.indices.filter { run.entries[$0].resultName != "pass" }
                + run.entries.indices.filter { run.entries[$0].resultName == "pass" }
            html.open("div", ["data-filter": "", "hidden": "hidden"])
            html.open("label")
            html.void("input", ["type": "checkbox"])
            html.text(" Show failures only")
            html.close("label")
            html.close("div")
            html.table(
                caption: "Traces, failures first", header: ["Trace", "Result", "Title", "What failed"],
                rows: order.map { index in
                    let entry = run.entries[index]
                    let title = entry.report?.capture.title ?? ""
                    let reason = entry.resultName == "pass" ? "" : entry.orderDifference
                        ?? entry.errorMessage ?? entry.report?.failureReason ?? ""
                    return [entry.path, (entry.resultName == "pass" ? "✔ " : "✘ ") + entry.resultName, title, reason]
                },
                classes: order.map { index in [nil, run.entries[index].resultName == "pass" ? "pass" : "fail"] })
            for (position, index) in order.enumerated() {
                HTMLTraceSection.render(
                    run.entries[index], timeline: index < timelines.count ? timelines[index] : nil,
                    anchor: "trace-\(position + 1)", into: &html)
            }
        }
    }
}
