import DeepCutTrace
import Foundation

/// Reads trace documents (Docs/TraceFormat.md, version 1): accepts every document
/// that follows the format and refuses every other with a `TraceReadError`
/// naming the file, line, column and JSON path.
///
/// The reader is one hand-written pass over the UTF-8 bytes that builds the
/// typed trace directly. It is strict JSON (RFC 8259): no comments, no
/// trailing commas, no leading zeros, no NaN or Infinity, no control
/// characters in strings, valid UTF-8, no key twice in an object. A UTF-8
/// byte order mark at the start is ignored.
///
/// Rules of the format it applies beyond the tables of Docs/TraceFormat.md:
/// - "integer" means a number literal without fraction or exponent (`1.0` is refused);
/// - optional keys are left out when they have no value: `null` is refused
///   where the format says string, number or bool (only `playlist` may be `null`);
/// - a key the format defines for another method, error kind or action is
///   refused, naming what belongs there; keys the format defines nowhere at
///   that place are unknown keys, kept in order and written back;
/// - a document cut off inside `calls` (after the header, between calls,
///   after a comma or inside a call) is a recorder's interrupted trace: it is
///   accepted with the complete calls and `Trace.truncation` set; cut off
///   anywhere else, it is refused.
public enum TraceReader {
    /// The most bytes `read(contentsOf:)` reads unless told otherwise: 2 GiB,
    /// beyond the largest trace `deepcut-replay generate` writes by default
    /// (a million artists, some 1.5 GB).
    public static let defaultMaximumSize = 2 << 30

    /// How long the `deepcut-replay` tool waits for a program to open a FIFO
    /// for writing, in seconds (`read(contentsOf:)` waits as long as opening it does).
    public static let writerWait = 10

    /// Reads the trace in a file; messages name the file as `url`'s path.
    /// - Parameters:
    ///   - url: a file URL: a regular file, or a FIFO, pipe or device (`/dev/stdin`).
    ///   - sourceName: the name messages give the file (default: `url`'s path).
    ///   - maximumSize: the most bytes to read; a larger input is refused, not read.
    ///   - regularFilesOnly: refuse FIFOs, pipes and devices instead of
    ///     reading them (a folder's contents, where one is never a trace).
    /// - Returns: the trace, with `truncation` set when the file ends inside `calls`.
    /// - Throws: `TraceReadError.unreadable` when the file cannot be read,
    ///   `.tooLarge` when it holds more than `maximumSize` bytes,
    ///   `.changedWhileReading` when another program changed it meanwhile;
    ///   any other `TraceReadError` when its content is not a trace.
    /// - Complexity: O(n) in the size of the file.
    ///
    /// The file's bytes are read into memory (`bytes(ofFileAt:name:maximumSize:regularFilesOnly:)`),
    /// parsed, and let go of once the trace is built.
    public static func read(
        contentsOf url: URL, sourceName: String? = nil, maximumSize: Int = defaultMaximumSize, regularFilesOnly: Bool = false
    ) throws(TraceReadError) -> Trace {
        let name = sourceName ?? (url.isFileURL ? url.relativePath : url.absoluteString)
        guard url.isFileURL else {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw .unreadable(path: name, reason: error.localizedDescription)
            }
            guard data.count <= maximumSize else { throw .tooLarge(path: name, limit: maximumSize) }
            return try read(data: data, sourceName: name)
        }
        let data = try bytes(ofFileAt: url.path, name: name, maximumSize: maximumSize, regularFilesOnly: regularFilesOnly)
        return try read(data: data, sourceName: name)
    }

    /// Reads a trace from data.
    /// - Parameters:
    ///   - data: the document's UTF-8 bytes.
    ///   - sourceName: the name messages give the document (a file path), or nil.
    /// - Returns: the trace, with `truncation` set when the document ends inside `calls`.
    /// - Throws: a `TraceReadError` when the document is not a trace.
    /// - Complexity: O(n) in the size of the document.
    public static func read(data: Data, sourceName: String? = nil) throws(TraceReadError) -> Trace {
        try JSONScanner.readTrace(lending: data, sourceName: sourceName)
    }

    /// Reads a trace from bytes.
    /// - Parameters:
    ///   - bytes: the document's UTF-8 bytes.
    ///   - sourceName: the name messages give the document (a file path), or nil.
    /// - Returns: the trace, with `truncation` set when the document ends inside `calls`.
    /// - Throws: a `TraceReadError` when the document is not a trace.
    /// - Complexity: O(n) in the size of the document.
    public static func read(bytes: [UInt8], sourceName: String? = nil) throws(TraceReadError) -> Trace {
        try JSONScanner.readTrace(lending: bytes, sourceName: sourceName)
    }

    /// Reads a trace from a text (tests, documents built in code).
    /// - Throws: a `TraceReadError` when the text is not a trace.
    /// - Complexity: O(n) in the size of the text.
    public static func read(string: String, sourceName: String? = nil) throws(TraceReadError) -> Trace {
        try read(bytes: Array(string.utf8), sourceName: sourceName)
    }
}
