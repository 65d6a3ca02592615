import DeepCutVerify

/// One trace on a replay or verify page (Docs/HTMLReport.md "Replay and
/// verify"): the verdict, the capture, a card per step, the diagnostics table
/// (artists that differ first), the unused and unrecorded calls, and where the
/// replay diverged with the closest recorded calls.
enum HTMLTraceSection {
    /// `entry`'s section, its headings one level below `level`; `anchor` is its id.
    static func render(
        _ entry: CorpusEntry, timeline: CallTimeline?, anchor: String, into html: inout HTMLWriter
    ) {
        let passed = entry.resultName == "pass"
        html.open("section", ["class": "trace " + (passed ? "passed" : "failed"), "id": anchor, "aria-labelledby": anchor + "-h"])
        guard let report = entry.report else {
            html.element("h2", "✘ \(entry.path)", ["id": anchor + "-h"])
            html.element("p", "\(entry.resultName): \(entry.errorMessage ?? "")", ["class": "fail"])
            html.close("section")
            return
        }
        html.element("h2", "\(passed ? "✔" : "✘") \(entry.path): \(report.capture.title)", ["id": anchor + "-h"])
        let verdict = TextReportRenderer(style: .plain, verbosity: .normal).verdict(report)
        html.element("p", entry.orderDifference.map { "FAIL  \(entry.path): \($0)" } ?? verdict,
                     ["class": passed ? "pass" : "fail"])
        capture(report, into: &html)
        if let divergence = report.divergence {
            html.element("h3", "Where the replay diverged")
            html.element("p", "Step \(divergence.stepNumber), \(divergence.policy.rawValue) run; the trace's closest "
                + "recorded calls follow the call it does not hold:")
            html.element("pre", divergence.message)
        }
        for step in report.steps {
            let stepTimeline = timeline.flatMap { step.number <= $0.steps.count ? $0.steps[step.number - 1] : nil }
            HTMLStepCard.render(step, report: report, timeline: stepTimeline, anchor: anchor, into: &html)
        }
        if let timeline, timeline.untimed > 0 {
            html.element("p", "\(plural(timeline.untimed, "call")) without at or durationMs: on no time line.",
                         ["class": "muted"])
        }
        if let diagnostics = report.diagnostics { HTMLDiagnosticsTable.render(diagnostics, into: &html) }
        calls(report.calls, into: &html)
        html.close("section")
    }

    private static func capture(_ report: VerificationReport, into html: inout HTMLWriter) {
        let capture = report.capture
        let settings = report.settings
        var rows: [(String, String)] = [("Title", capture.title), ("Origin", capture.origin.rawValue)]
        if let device = capture.device { rows.append(("Device", device)) }
        if let os = capture.os { rows.append(("System", os)) }
        if let app = capture.app { rows.append(("App", app)) }
        if let storefront = capture.storefront { rows.append(("Storefront", storefront)) }
        rows.append(("Started", capture.startedAt.text))
        if let notes = capture.notes { rows.append(("Notes", notes)) }
        rows.append(("Replay", "policy \(settings.policy.rawValue) (\(settings.policySource.rawValue)) · batch size "
            + "\(settings.batchSize) (\(settings.batchSizeSource.rawValue)) · snapshot TTL "
            + "\(TimelineSVG.seconds(settings.snapshotTTL)) (\(settings.snapshotTTLSource.rawValue))"))
        if let truncation = report.truncation {
            rows.append(("Note", "the recording was cut off; \(plural(truncation.keptCalls, "complete call")) and "
                + "\(plural(truncation.keptSteps, "complete step")) kept"))
        }
        html.open("dl", ["class": "capture"])
        for (name, value) in rows {
            html.element("dt", name)
            html.element("dd", value)
        }
        html.close("dl")
    }

    private static func calls(_ calls: CallAccounting, into html: inout HTMLWriter) {
        html.element("h3", "Calls")
        html.element("p", "\(calls.recorded) recorded · \(calls.used) used · \(calls.unused.count) unused · "
            + "\(calls.unrecorded.count) unrecorded")
        if !calls.unused.isEmpty {
            html.foldedList("Unused: recorded, never asked for (\(calls.unused.count))",
                            calls.unused.map { "seq \($0.seq) \($0.request)" }, open: calls.unused.count <= 10)
        }
        if !calls.unrecorded.isEmpty {
            html.foldedList("Unrecorded: asked for, not in the trace (\(calls.unrecorded.count))", calls.unrecorded,
                            open: true)
        }
    }
}
