import DeepCutVerify

/// One session step on the replay page (Docs/HTMLReport.md "Replay and
/// verify"): the action, what the device showed, what the engine does under
/// each policy, each check ✔/✘ with expected and actual side by side, and the
/// step's calls on a time line with the slowest and the retries named.
enum HTMLStepCard {
    static func render(
        _ step: StepReport, report: VerificationReport, timeline: CallTimeline.Step?, anchor: String,
        into html: inout HTMLWriter
    ) {
        let state = step.skipped ? "skipped" : step.passed ? "passed" : "failed"
        html.open("article", ["class": "step \(state)", "id": "\(anchor)-step-\(step.number)"])
        html.element("h3", "\(step.passed ? "✔" : "✘") Step \(step.number): \(step.action)")
        guard let outcome = step.outcome, !step.skipped else {
            if let divergence = report.divergence, divergence.stepNumber == step.number {
                html.element("p", "✘ The replay diverged here (\(divergence.policy.rawValue) run):", ["class": "fail"])
                html.element("pre", divergence.message)
            } else {
                html.element("p", "Not run: the replay diverged" + (report.divergence.map { " at step \($0.stepNumber)" } ?? "")
                    + ".", ["class": "muted"])
            }
            timelineSection(timeline, number: step.number, into: &html)
            html.close("article")
            return
        }
        html.open("dl", ["class": "capture"])
        if let policy = step.observedPolicy {
            let shown = step.observations.map { "\($0.key) \($0.expected)" }.joined(separator: ", ")
            html.element("dt", "Device showed")
            html.element("dd", (shown.isEmpty ? "nothing recorded" : shown) + " (\(policy.rawValue) check)")
        }
        html.element("dt", "Engine")
        html.element("dd", TextReportRenderer.describe(outcome, states: step.states))
        html.element("dt", "Clock")
        html.element("dd", "+" + TimelineSVG.seconds(outcome.clock) + " · recorded time " + TimelineSVG.seconds(step.duration))
        html.close("dl")
        if let policy = step.observedPolicy, !step.observations.isEmpty {
            checks(step.observations, caption: "Device behaviour under \(policy.rawValue)", into: &html)
        }
        if !step.expectations.isEmpty {
            checks(step.expectations, caption: "Expectations under \(report.settings.policy.rawValue)", into: &html)
        }
        explanations(of: step, report: report, into: &html)
        if !step.uncheckedKeys.isEmpty {
            html.foldedList("⚠ \(plural(step.uncheckedKeys.count, "key")) this tool does not check: kept and ignored",
                            step.uncheckedKeys, open: true)
        }
        timelineSection(timeline, number: step.number, into: &html)
        html.close("article")
    }

    /// A section per failing check of the step: why the engine gave its value, and the command for the rest.
    private static func explanations(of step: StepReport, report: VerificationReport, into html: inout HTMLWriter) {
        let prefix = "\(step.number):"
        for why in report.failureExplanations where why.check.hasPrefix(prefix) {
            html.open("section", ["class": "why"])
            html.element("h4", "Why \(why.check.dropFirst(prefix.count)) is what the engine gave")
            html.open("ul")
            for line in why.lines { html.element("li", line) }
            html.close("ul")
            html.open("p")
            html.element("code", why.command)
            html.close("p")
            html.close("section")
        }
    }

    /// A table of checks, then each list check's full lists, folded.
    private static func checks(_ checks: [Check], caption: String, into html: inout HTMLWriter) {
        html.table(
            caption: caption, header: ["Key", "", "Expected", "Actual", "Where they differ"],
            rows: checks.map { [$0.key, $0.passed ? "✔" : "✘", $0.expected, $0.actual, $0.detail ?? ""] },
            classes: checks.map { [nil, $0.passed ? "pass" : "fail"] })
        for check in checks {
            guard let expected = check.expectedList, let actual = check.actualList else { continue }
            html.foldedList("\(check.key): every expected id (\(expected.count))", expected, ordered: true)
            html.foldedList("\(check.key): every id the engine gave (\(actual.count))", actual, ordered: true)
        }
    }

    private static func timelineSection(_ timeline: CallTimeline.Step?, number: Int, into html: inout HTMLWriter) {
        guard let timeline, !timeline.calls.isEmpty else { return }
        html.element("h4", "Calls on the device's clock")
        TimelineSVG.render(timeline, number: number, into: &html)
        let summary = timeline.summary
        if !summary.slowest.isEmpty {
            html.foldedList("Slowest", summary.slowest.map {
                "seq \($0.seq) \($0.request): \(TimelineSVG.milliseconds($0.durationMs))"
            }, open: true)
        }
        if !summary.retried.isEmpty {
            let bySeq = Dictionary(timeline.calls.map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
            html.foldedList("Retries (\(summary.retried.count)), \(TimelineSVG.seconds(summary.retryWaitSeconds)) waited",
                            summary.retried.map { seq in
                                "seq \(seq) " + (bySeq[seq].map { "\($0.request): \($0.outcome)" } ?? "")
                            }, open: summary.retried.count <= 10)
        }
        html.open("details")
        html.element("summary", "Every call of the step (\(timeline.calls.count))")
        html.table(
            caption: "Calls, by start", header: ["seq", "Request", "Start", "Duration", "Outcome"],
            rows: timeline.calls.map {
                [String($0.seq), $0.request, "+" + TimelineSVG.seconds($0.start), TimelineSVG.milliseconds($0.durationMs),
                 $0.outcome.description + ($0.retried ? " (retry)" : "")]
            })
        html.close("details")
    }
}
