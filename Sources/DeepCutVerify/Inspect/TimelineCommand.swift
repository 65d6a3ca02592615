import DeepCutTrace
import Foundation

/// `deepcut-replay inspect TRACE --timeline`: each step's time on the device,
/// as text or JSON (Docs/FaultCampaigns.md "inspect --timeline").
@MainActor
enum TimelineCommand {
    static func run(_ options: InspectCommand, environment: ToolEnvironment = ToolEnvironment()) async -> ToolResult {
        switch DeepCutReplayTool.read(options.tracePath, maximumSize: options.maximumTraceSize, environment: environment) {
        case .failure(let failure):
            return failure.result
        case .success(let trace):
            let timeline = await TraceTimeline.of(trace)
            let source = options.tracePath == "-" ? CorpusFile.standardInputName : options.tracePath
            let text = options.format == .json
                ? PrettyJSON.render(json(timeline, source: source)) + "\n"
                : render(timeline, source: source)
            return ToolResult(standardOutput: text, status: .success)
        }
    }

    /// Seconds with three decimals: `2.140 s`.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f s", value)
    }

    /// The timeline for a person.
    static func render(_ timeline: TraceTimeline, source: String) -> String {
        var lines = ["Timeline  \(source)", ""]
        for step in timeline.steps {
            lines.append("Step \(step.number)  \(step.action)")
            var summary = "  \(plural(step.calls, "call"))"
            if step.untimedCalls > 0 { summary += " (\(step.untimedCalls) without at or durationMs)" }
            summary += " · wall time " + (step.wallSeconds.map(seconds) ?? "unknown")
                + " · most in flight \(step.mostInFlight)"
            lines.append(summary)
            lines.append("  retries \(step.retries) · waiting on retries " + seconds(step.retryWaitSeconds))
            if !step.slowest.isEmpty {
                lines.append("  slowest:")
                for call in step.slowest {
                    lines.append("    seq \(call.seq)  " + String(format: "%.0f ms", call.durationMs) + "  \(call.request)")
                }
            }
        }
        if timeline.diverged {
            lines.append("")
            lines.append("The replay diverged: later steps are left out (run the replay for the divergence).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The timeline for machines: format `deepcut-replay-timeline`, version 1.
    static func json(_ timeline: TraceTimeline, source: String) -> JSONValue {
        typealias R = JSONReportRenderer
        func milli(_ value: Double) -> JSONValue { R.number((value * 1000).rounded() / 1000) }
        return R.object([
            ("format", .string("deepcut-replay-timeline")), ("version", .integer(1)), ("trace", .string(source)),
            ("diverged", .bool(timeline.diverged)),
            ("steps", .array(timeline.steps.map { step in
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
