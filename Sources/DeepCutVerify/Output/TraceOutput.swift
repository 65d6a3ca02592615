import DeepCutTrace

/// Where a command writes a trace (`generate`, `mutate`, `redact`, `shrink`,
/// `bless`): a file, through `OutputFile`, or standard output for `-`.
enum TraceOutput {
    /// Writes `bytes` (`what`: "the shrunk trace") to `path` (`-`: returned for standard output).
    /// - Returns: the text for standard output (empty for a file), or the failure to report.
    static func write(_ bytes: [UInt8], to path: String, what: String) -> Result<String, OutputFailure> {
        // The writer's output is UTF-8, so the text holds the same bytes.
        if path == "-" { return .success(String(decoding: bytes, as: UTF8.self)) }
        if let failure = OutputFile.write(bytes: bytes, to: path, what: what) { return .failure(failure) }
        return .success("")
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
    var result: ToolResult { ToolResult(standardError: "deepcut-replay: \(description)\n", status: status) }
}
