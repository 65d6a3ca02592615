import DeepCutAnalysis
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading

/// Where a command writes a trace (`generate`, `mutate`, `redact`, `shrink`,
/// `bless`): a file, through `OutputFile`, or standard output for `-`.
enum TraceOutput {
    /// Writes `bytes` (`what`: "the shrunk trace") to `path` (`-`: returned for standard output),
    /// as the command's last write (a signal after the rename is held: `InterruptCleanup`).
    /// - Parameter lock: the lock the command holds on `path`, when it replaces the trace it read.
    /// - Returns: the text for standard output (empty for a file), or the failure to report.
    static func write(_ bytes: [UInt8], to path: String, what: String, lock: WriterLock? = nil) -> Result<String, OutputFailure> {
        // The writer's output is UTF-8, so the text holds the same bytes.
        if path == "-" { return .success(String(decoding: bytes, as: UTF8.self)) }
        if let failure = OutputFile.write(bytes: bytes, to: path, what: what, lock: lock, finishing: true) {
            return .failure(failure)
        }
        return .success("")
    }

    /// What a command that wrote a trace prints: its summary on standard output, or on
    /// standard error when the trace itself went to standard output (`-o -`).
    /// - Parameters:
    ///   - written: what `write(_:to:what:)` returned for standard output.
    ///   - path: where the trace went.
    ///   - summary: the lines saying what was done, each ending in a newline.
    static func result(_ written: String, to path: String, summary: String, status: ExitStatus = .success) -> ToolResult {
        isStandardOutput(path) ? ToolResult(standardOutput: written, standardError: summary, status: status)
            : ToolResult(standardOutput: summary, status: status)
    }

    /// Whether `path` is `-` or names the file standard output is (`/dev/stdout`, a
    /// terminal's device, a file the shell redirected to), so that no summary is mixed
    /// into the trace.
    private static func isStandardOutput(_ path: String) -> Bool {
        guard path != "-" else { return true }
        guard case .success(let target) = FileStatus.of(path),
              case .success(let output) = FileStatus.of(descriptor: STDOUT_FILENO) else { return false }
        return target.identity == output.identity
    }

    /// Reads back what was written, as the reader of every other tool would:
    /// a surgery that produced an invalid trace is a bug, reported as such.
    static func reread(_ bytes: [UInt8], name: String) -> Result<Trace, DeepCutReplayTool.ReadFailure> {
        do {
            return .success(try TraceReader.read(bytes: bytes, sourceName: name))
        } catch {
            return .failure(DeepCutReplayTool.ReadFailure(
                message: "internal error: the trace written for \(name) does not read back: \(error.description)",
                status: .failure))
        }
    }
}

extension OutputFailure {
    /// The failure as the tool's result: the message on standard error, and the status.
    var result: ToolResult { ToolResult(standardError: ToolMessage.line("\(description)"), status: status) }
}
