import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// `deepcut-replay bless TRACE [--policy P] [--keys K,...]`: writes each
/// step's `expect` from what today's engine produces (`Blesser`), prints what
/// changed, and rewrites the file through a temporary file and a rename.
package struct BlessCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("bless"),
        summary: "Write each step's expect from what today's engine produces (record mode).",
        overview: """
        OVERVIEW: Write each step's `expect` from what today's engine produces, like a snapshot test's record mode.

        Replays the trace once under the policy, then gives each step's `expect` the keys it already has
        and the keys asked for that its action takes, each with the engine's value. Prints what changed
        (old → new, per step and key) and rewrites the file deterministically, through a temporary file
        and a rename, keeping every other key as it was (unknown keys included, steps recorded among the
        calls in place). `observed` is never written: it is what the phone showed, not what the engine says.
        A trace whose replay diverges is refused and left untouched. A trace without a session gets one
        refresh step. Review the changes before committing them: bless records, it does not judge.
        """,
        exitStatus: """
          0 written, or nothing to change · 1 the replay diverged or the session is empty (file untouched)
          64 bad usage · 65 the trace is not valid · 66 it cannot be read · 73 it cannot be written
        """)

    /// The trace file.
    @Operands("TRACE")
    package var tracePath: String
    /// The policy refreshes are judged under.
    @Option(.policy(default: .strict, help: """
        The policy refreshes are judged under (default: strict); `deepcut-replay TRACE`
        checks `expect` under the same policy only when given it too.
        """))
    package var policy: FailurePolicy
    /// The keys to add.
    @Option("--keys", ValueShape("K,...") { text, _ throws(UsageError) in try BlessCommand.keys(text) }, help: """
        The keys to add where the step's action takes them, comma-separated, or `all`
        (default: state,checked,failed,feedCount,tracks). Keys: state, checked,
        failed, feedCount, feed, checkedArtistIDs, tracks, trackIDs. Keys a step
        already has are always rewritten.
        """)
    package var keys: [SessionExpectation.Key] = Blesser.defaultKeys
    /// The summary's format and the most bytes of the trace to read.
    package var rewrite = TraceRewriteOptions()

    /// The defaults, or the arguments being read.
    package init() {}

    /// Creates the command for a trace, with the defaults.
    package init(tracePath: String, policy: FailurePolicy = .strict, keys: [SessionExpectation.Key] = Blesser.defaultKeys) {
        self.init()
        self.tracePath = tracePath
        self.policy = policy
        self.keys = keys
    }

    package func validate() throws(UsageError) {
        guard !tracePath.isStandardStream else {
            throw Self.usageError("bless rewrites the file it reads, so it takes a file, not standard input (-)")
        }
    }

    /// `state,feed` → the keys; `all` → every key; a name that is not a key is a usage error naming the closest.
    static func keys(_ text: String) throws(UsageError) -> [SessionExpectation.Key] {
        if text == "all" { return Blesser.writableKeys }
        var keys: [SessionExpectation.Key] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let names = Blesser.writableKeys.map(\.rawValue)
            guard let key = SessionExpectation.Key(rawValue: name), key != .policy else {
                let hint = name == "policy" ? " (policy belongs in observed, which bless never writes)"
                    : KeySuggestion.closest(to: name, among: names).map { "; did you mean \($0)?" } ?? ""
                throw UsageError("--keys takes \(names.joined(separator: ", ")) or all (got '\(name)')" + hint,
                                 topic: topic)
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        // Held from before the read to after the rename: another bless or import-diagnostics of this trace waits its turn.
        let lock: WriterLock?
        switch WriterLock.take(tracePath, what: "the blessed trace") {
        case .success(let taken): lock = taken
        case .failure(let failure): return failure.result
        }
        defer { withExtendedLifetime(lock) {} }
        let trace: Trace
        switch DeepCutReplayTool.read(tracePath, maximumSize: rewrite.maximumTraceSize, environment: environment) {
        case .success(let read): trace = read
        case .failure(let failure): return failure.result
        }
        let outcome: Blesser.Outcome
        switch await Blesser.bless(trace, policy: policy, keys: keys) {
        case .success(let blessed): outcome = blessed
        case .failure(let error):
            return ToolResult(standardError: ToolMessage.line("\(tracePath.printable): nothing written: \(String(describing: error).printable)"), status: .failure)
        }
        if outcome.changes.isEmpty {
            return summary(outcome, notes: ["\(tracePath.printable): nothing to change: every expectation already says what the engine "
                + "produces under \(policy.rawValue)"])
        }
        var notes: [String] = []
        if let truncation = trace.truncation {
            notes.append("Note: the recording was cut off (\(truncation)); the file now holds what was kept, complete.")
        }
        if trace.capture.origin == .device {
            notes.append("Note: capture.origin is device: say in capture.notes that expect was written by bless "
                + "(Docs/TraceFormat.md, capture).")
        }
        if policy != .strict {
            notes.append("Check it with: deepcut-replay \(tracePath.printable) --policy \(policy.rawValue)")
        }
        // Bless's job is to rewrite its input: the one output never checked against the inputs.
        var result = summary(outcome, notes: notes)
        result.trace = TraceOutput(.bytes(TraceWriter.bytes(for: outcome.trace)), to: tracePath, what: "the blessed trace", lock: lock)
        return result
    }

    /// What bless prints: the changes by step, then `notes`; or the JSON summary.
    private func summary(_ outcome: Blesser.Outcome, notes: [String]) -> ToolResult {
        var lines: [String] = []
        if !outcome.changes.isEmpty {
            let steps = Set(outcome.changes.map(\.stepNumber)).count
            lines.append("Blessed \(tracePath.printable) under \(policy.rawValue): \(plural(outcome.changes.count, "change")) "
                + "in \(plural(steps, "step"))")
        }
        var current = 0
        for change in outcome.changes {
            if change.stepNumber != current {
                current = change.stepNumber
                lines.append("  step \(change.stepNumber) · \(change.action.printable)")
            }
            lines.append("    " + change.line)
        }
        let summary = CommandSummary("bless", lines: (lines + notes).joined(separator: "\n") + "\n", [
            ("trace", .string(tracePath)), ("policy", .string(policy.rawValue)),
            ("written", .bool(!outcome.changes.isEmpty)),
            ("changes", .array(outcome.changes.map { change in
                JSONReportRenderer.object([
                    ("step", .integer(change.stepNumber)), ("action", .string(change.action)),
                    ("key", .string(change.key.rawValue)), ("old", change.old.map { .string($0) } ?? .null),
                    ("new", .string(change.new)),
                ])
            })),
            ("notes", CommandSummary.strings(notes)),
        ])
        return ToolResult(report: ReportOutput(summary, printed: rewrite.format.shape), status: .success)
    }
}
