import DeepCutKit
import DeepCutTrace

/// Renders a `VerificationReport` for a person in a hurry: the capture, each
/// step (what the device showed, what the engine does under each policy, each
/// expectation ✔/✘), mismatching diagnostics, the call accounting, and a
/// last line PASS or FAIL.
///
/// Deterministic: the same report gives the same text.
public struct TextReportRenderer {
    /// Colour or plain.
    public var style: TextStyle
    /// `.quiet` prints only the last line; `.verbose` adds every call and every artist.
    public var verbosity: Verbosity

    /// Creates a renderer.
    public init(style: TextStyle = .plain, verbosity: Verbosity = .normal) {
        self.style = style
        self.verbosity = verbosity
    }

    /// The report as lines of text, ending with a newline.
    public func render(_ report: VerificationReport) -> String {
        var text = ""
        write(report, to: &text)
        return text
    }

    /// Writes the report's text, as `render` gives it, to `output` a step at
    /// a time, so that the text of a long session is never held whole.
    public func write(_ report: VerificationReport, to output: inout some TextOutputStream) {
        var lines: [String] = []
        if verbosity != .quiet {
            header(report, into: &lines)
            Self.flush(&lines, to: &output)
            for step in report.steps {
                render(step, report: report, into: &lines)
                Self.flush(&lines, to: &output)
            }
            if let diagnostics = report.diagnostics { render(diagnostics, into: &lines) }
            if let why = report.firstFailureExplanation { explanation(why, into: &lines) }
            calls(report.calls, into: &lines)
            lines.append("")
        }
        lines.append(verdict(report))
        Self.flush(&lines, to: &output)
    }

    /// Writes each line and its line feed, and empties `lines`.
    private static func flush(_ lines: inout [String], to output: inout some TextOutputStream) {
        for line in lines {
            output.write(line)
            output.write("\n")
        }
        lines.removeAll(keepingCapacity: true)
    }

    /// `PASS  Traces/x.json: 7 checks held` or `FAIL  ...: 2 of 9 checks failed`.
    public func verdict(_ report: VerificationReport) -> String {
        let (total, failed) = report.checkCounts
        if let divergence = report.divergence {
            return style.bold(style.fail("FAIL")) + "  \(report.source.printable): the replay diverged at step "
                + "\(divergence.stepNumber) (\(divergence.policy.rawValue))"
        }
        if report.hasNothingToCheck {
            return style.bold(style.fail("FAIL")) + "  \(report.source.printable): " + report.nothingToCheckMessage
        }
        if report.passed {
            return style.bold(style.pass("PASS")) + "  \(report.source.printable): \(plural(total, "check")) held"
        }
        return style.bold(style.fail("FAIL")) + "  \(report.source.printable): \(failed) of \(plural(total, "check")) failed"
    }

    private func header(_ report: VerificationReport, into lines: inout [String]) {
        let capture = report.capture
        var where_: [String] = [capture.origin.rawValue]
        if let device = capture.device { where_.append(device.printable) }
        if let os = capture.os { where_.append(os.printable) }
        where_.append("started \(capture.startedAt.text)")
        lines.append(style.bold("Trace") + "     \(report.source.printable)")
        lines.append(style.bold("Capture") + "   \(capture.title.printable)")
        lines.append("          " + where_.joined(separator: " · "))
        let settings = report.settings
        lines.append(style.bold("Replay") + "    policy \(settings.policy.rawValue) (\(settings.policySource.rawValue))"
            + " · batch size \(settings.batchSize) (\(settings.batchSizeSource.rawValue))"
            + " · snapshot TTL \(seconds(settings.snapshotTTL)) (\(settings.snapshotTTLSource.rawValue))")
        if let truncation = report.truncation {
            lines.append(style.bold("Note") + "      the recording was cut off; \(plural(truncation.keptCalls, "complete call"))"
                + (truncation.keptSteps > 0 ? " and \(plural(truncation.keptSteps, "complete step"))" : "") + " kept")
        }
    }

    private func render(_ step: StepReport, report: VerificationReport, into lines: inout [String]) {
        lines.append("")
        let clock = step.outcome.map { " · +" + seconds($0.clock) } ?? ""
        lines.append(style.bold("Step \(step.number)") + " · \(step.action.printable)\(clock)")
        guard let outcome = step.outcome, !step.skipped else {
            if let divergence = report.divergence, divergence.stepNumber == step.number {
                lines.append("  " + style.cross + " the replay diverged here (\(divergence.policy.rawValue) run):")
                lines.append("    " + divergence.message.printable)
            } else {
                lines.append("  " + style.cross + " not run: the replay diverged"
                    + (report.divergence.map { " at step \($0.stepNumber)" } ?? ""))
            }
            return
        }
        if let policy = step.observedPolicy {
            let shown = step.observations.map { "\($0.key.printable) \($0.expected.printable)" }.joined(separator: ", ")
            lines.append("  device   showed " + (shown.isEmpty ? "nothing recorded" : shown) + " (\(policy.rawValue) check)")
        }
        lines.append("  engine   " + Self.describe(outcome, states: step.states))
        for call in outcome.calls ?? [] { lines.append("  call     " + call.printable) }
        if let policy = step.observedPolicy, !step.observations.isEmpty {
            let failures = step.observations.filter { !$0.passed }
            if failures.isEmpty {
                lines.append("  \(style.tick) device behaviour reproduced under \(policy.rawValue)")
            } else {
                lines.append("  \(style.cross) device behaviour not reproduced under \(policy.rawValue):")
                for check in failures { lines.append(checkLine(check, indent: "      ")) }
            }
        }
        for check in step.expectations { lines.append(checkLine(check, indent: "  ")) }
        for key in step.uncheckedKeys {
            lines.append("  ⚠ \(key.printable) is not a key this tool checks: kept and ignored (a typo?)")
        }
    }

    /// Why the first failing check has its value: the explanation's first lines, and the command for the rest.
    private func explanation(_ why: FailureExplanation, into lines: inout [String]) {
        lines.append("")
        for (index, line) in (why.lines + ["more: " + why.command]).enumerated() {
            lines.append((index == 0 ? style.bold("Why") + "       " : "          ") + line.printable)
        }
    }

    private func checkLine(_ check: Check, indent: String) -> String {
        let key = check.key.printable.padding(17)
        if check.passed { return "\(indent)\(style.tick) \(key)\(check.actual.printable)" }
        var line = "\(indent)\(style.cross) \(key)expected \(check.expected.printable), got \(check.actual.printable)"
        if let detail = check.detail { line += "\n\(indent)  " + "".padding(17) + detail.printable }
        return line
    }

    /// `strict → degraded · legacy → caughtUp · checked 40, failed 3 (HTTP 404 ×3) · feed 12`:
    /// what the engine did in a step, in the text report and on the HTML page alike.
    package static func describe(_ outcome: StepOutcome, states: [PolicyState]) -> String {
        var parts: [String] = []
        if !states.isEmpty {
            parts.append(states.map { "\($0.policy.rawValue) → \($0.state.rawValue)" }.joined(separator: " · "))
        }
        if let summary = outcome.refresh {
            if let failure = summary.snapshotFailure {
                parts.append("\(failure.method.rawValue) failed: \("\(failure.error)".printable)")
            } else {
                var checked = "checked \(summary.checked), failed \(summary.failed)"
                let groups = summary.failuresByStatus.map { "\($0.status) ×\($0.count)" }
                if !groups.isEmpty { checked += " (" + groups.joined(separator: ", ") + ")" }
                parts.append(checked)
                let cutShort = summary.results.count { $0.match?.hasMore == true }
                if cutShort > 0 { parts.append("\(plural(cutShort, "answer")) cut short (hasMore)") }
            }
            if let recent = summary.recentlyPlayedFailure { parts.append("recently played unavailable: \("\(recent)".printable)") }
            if summary.snapshotFailure == nil { parts.append(summary.fetchedSnapshot ? "library read" : "library reused") }
        } else if let tracks = outcome.tracks {
            var text = "tracks \(tracks.printable)"
            if let ids = outcome.trackIDs, !ids.isEmpty { text += " (\(plural(ids.count, "track")))" }
            if let error = outcome.error { text += ": \(error.printable)" }
            parts.append(text)
        } else if let error = outcome.error {
            parts.append(error.printable)
        }
        parts.append("feed \(outcome.feedCount)")
        return parts.joined(separator: " · ")
    }

    private func render(_ diagnostics: DiagnosticsReport, into lines: inout [String]) {
        lines.append("")
        var summary = diagnostics.artistSummary
        if let count = diagnostics.libraryArtistCount {
            let library = count.passed ? "library of \(plural(Int(count.actual) ?? 0, "artist"))"
                : "library: expected \(count.expected) artists, got \(count.actual)"
            summary = library + " · " + summary
        }
        lines.append(style.bold("Diagnostics") + " \(style.mark(diagnostics.passed)) " + summary)
        // Those whose numbers differ first, printed and computed side by side, then what differs.
        let ordered = diagnostics.artistsDifferingFirst
        let shown = verbosity == .verbose ? ordered : ordered.filter { !$0.passed }
        guard !shown.isEmpty else { return }
        let labels = shown.map { "\($0.name.printable) (\($0.artistID.printable))" }
        let width = labels.map(\.count).max() ?? 0
        for (artist, label) in zip(shown, labels) {
            let differing = artist.differences.isEmpty ? "" : "  " + artist.differences.map(\.description).joined(separator: ", ")
            let credited = artist.creditedElsewhere.map { "\($0.albumID.printable) (\($0.artistName.printable))" }
            let tail = credited.isEmpty ? "" : " · credited to another artist: " + credited.joined(separator: ", ")
            lines.append("  \(style.mark(artist.passed)) \(label.padding(width))  "
                + "printed \(artist.printed)  \(artist.engineText.printable)" + differing + tail)
        }
    }

    private func calls(_ calls: CallAccounting, into lines: inout [String]) {
        lines.append("")
        lines.append(style.bold("Calls") + "     \(calls.recorded) recorded · \(calls.used) used · "
            + "\(calls.unused.count) unused · \(calls.unrecorded.count) unrecorded")
        let limit = verbosity == .verbose ? Int.max : 10
        for call in calls.unused.prefix(limit) {
            lines.append("  unused      seq \(call.seq) \("\(call.request)".printable)")
        }
        if calls.unused.count > limit {
            lines.append("  unused      … and \(calls.unused.count - limit) more (--verbose lists them all)")
        }
        for message in calls.unrecorded { lines.append("  unrecorded  " + message.printable) }
    }

    private func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "over 1.8e+308 s" }
        return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
