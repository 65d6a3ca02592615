import Foundation
/// Why a trace could not be written: to a file by `TraceWriter.write(_:to:)`,
/// or by a recorder's sink.
public enum TraceWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be created.
    case cannotCreate(path: String, reason: String)
    /// Bytes could not be written to the file.
    case cannotWrite(path: String, reason: String)
    /// The recording was already finished; nothing more can be written.
    case alreadyFinished
    /// `finish` was given a session while the recorder had recorded this
    /// many steps among the calls: the recorded steps were kept, the given
    /// session was not written.
    case sessionAlreadyRecorded(steps: Int)
    /// `finish` was given diagnostics while the recorder had recorded this
    /// many diagnostic entries among the calls: the recorded entries were
    /// kept, the given diagnostics were not written.
    case diagnosticsAlreadyRecorded(entries: Int)

    /// A message for a person.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): "\(path): cannot create the trace file: \(reason)"
        case .cannotWrite(let path, let reason): "\(path): cannot write the trace: \(reason)"
        case .alreadyFinished: "the recording is already finished: no call or tail can be written after finish"
        case .sessionAlreadyRecorded(let steps):
            "the recorder recorded \(steps) session step\(steps == 1 ? "" : "s") among the calls, which are the "
                + "trace's session: the session given to finish was not written"
        case .diagnosticsAlreadyRecorded(let entries):
            "the recorder recorded \(entries) diagnostic entr\(entries == 1 ? "y" : "ies") among the calls, which are "
                + "the trace's diagnostics: the diagnostics given to finish were not written"
        }
    }
}

extension TraceWriteError {
    /// Why the file could not be created or written, without its path: the end of a sentence.
    public var reason: String {
        switch self {
        case .cannotCreate(_, let reason), .cannotWrite(_, let reason): reason
        default: description
        }
    }
}

extension TraceWriteError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
