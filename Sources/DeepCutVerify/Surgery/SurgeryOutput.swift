import DeepCutTrace
import Foundation

/// Where the surgery commands write a trace: a file, through `OutputFile`
/// (a temporary file beside it, then a rename), or standard output for `-`.
enum SurgeryOutput {
    /// Writes `bytes` (`what`: "the shrunk trace") to `path` (`-`: returned for standard output).
    /// - Returns: the text for standard output (empty for a file), or the
    ///   failure to report with exit status 73.
    static func write(_ bytes: [UInt8], to path: String, what: String) -> Result<String, DeepCutReplayTool.ReadFailure> {
        // The writer's output is UTF-8, so the text holds the same bytes.
        let text = String(decoding: bytes, as: UTF8.self)
        if path == "-" { return .success(text) }
        if let problem = OutputFile.write(text, to: path, what: what) {
            return .failure(DeepCutReplayTool.ReadFailure(message: problem, status: .cannotCreate))
        }
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
