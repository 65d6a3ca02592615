import DeepCutTrace
import DeepCutVerify
import Foundation

/// `inspect TRACE --timeline`'s report (Docs/FaultCampaigns.md "inspect --timeline").
extension TraceTimeline {
    /// Seconds with three decimals, `inf s` for a time too large to hold: `2.140 s`.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f s", value)
    }

    /// The timeline for a person.
    package func text(source: String) -> String {
        var lines = ["Timeline  \(source.printable)", ""]
        for step in steps {
            lines.append("Step \(step.number)  \(step.action.printable)")
            var summary = "  \(plural(step.calls, "call"))"
            if step.untimedCalls > 0 { summary += " (\(step.untimedCalls) without at or durationMs)" }
            summary += " · wall time " + (step.wallSeconds.map(Self.seconds) ?? "unknown")
                + " · most in flight \(step.mostInFlight)"
            lines.append(summary)
            lines.append("  retries \(step.retries) · waiting on retries " + Self.seconds(step.retryWaitSeconds))
            if !step.slowest.isEmpty {
                lines.append("  slowest:")
                for call in step.slowest {
                    lines.append("    seq \(call.seq)  " + String(format: "%.0f ms", call.durationMs) + "  \("\(call.request)".printable)")
                }
            }
        }
        if diverged {
            lines.append("")
            lines.append("The replay diverged: later steps are left out (run the replay for the divergence).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The timeline for machines: format `deepcut-replay-timeline`, version 1.
    package func json(source: String) -> JSONValue {
        typealias R = JSONReportRenderer
        func milli(_ value: Double) -> JSONValue { R.number((value * 1000).rounded() / 1000) }
        return R.object([
            ("format", .string("deepcut-replay-timeline")), ("version", .integer(1)), ("trace", .string(source)),
            ("diverged", .bool(diverged)),
            ("steps", .array(steps.map { step in
                R.object([
                    ("step", .integer(step.number)), ("action", .string(step.action)), ("calls", .integer(step.calls)),
                    ("untimedCalls", .integer(step.untimedCalls)),
                    ("wallSeconds", step.wallSeconds.map(milli) ?? .null),
                    ("mostInFlight", .integer(step.mostInFlight)),
                    ("slowest", .array(step.slowest.map { call in
                        R.object([("seq", .integer(call.seq)), ("call", .string(call.request)),
                                  ("durationMs", milli(call.durationMs))])
                    })),
                    ("retries", .integer(step.retries)), ("retryWaitSeconds", milli(step.retryWaitSeconds)),
                ])
            })),
        ])
    }
}
