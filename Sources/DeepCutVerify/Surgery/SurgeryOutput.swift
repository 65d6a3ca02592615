import DeepCutTrace
import Foundation

/// Where the surgery commands write a trace: a file, replaced atomically (a
/// temporary file beside it, then a rename), or standard output for `-`.
enum SurgeryOutput {
    /// Writes `bytes` to `path` (`-`: returned for standard output).
    /// - Returns: the text for standard output (empty for a file), or the
    ///   failure to report with exit status 73.
    static func write(_ bytes: [UInt8], to path: String) -> Result<String, DeepCutReplayTool.ReadFailure> {
        if path == "-" { return .success(String(decoding: bytes, as: UTF8.self)) }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            return .failure(failure(path, error))
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            try? FileManager.default.removeItem(at: temporary)
            return .failure(DeepCutReplayTool.ReadFailure(message: "cannot write \(path): it is a folder",
                                                          status: .cannotCreate))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            return .failure(DeepCutReplayTool.ReadFailure(message: "cannot write \(path): \(reason)", status: .cannotCreate))
        }
        return .success("")
    }

    private static func failure(_ path: String, _ error: any Error) -> DeepCutReplayTool.ReadFailure {
        DeepCutReplayTool.ReadFailure(
            message: "cannot write \(path): \(DeepCutReplayTool.writeFailure(path, error))", status: .cannotCreate)
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
