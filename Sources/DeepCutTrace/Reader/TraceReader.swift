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
    /// Reads the trace in a file; messages name the file as `url`'s path.
    /// - Parameter url: a file URL.
    /// - Returns: the trace, with `truncation` set when the file ends inside `calls`.
    /// - Throws: `TraceReadError.unreadable` when the file cannot be read;
    ///   any other `TraceReadError` when its content is not a trace.
    /// - Complexity: O(n) in the size of the file.
    ///
    /// A regular file is mapped rather than read into memory, and the pages
    /// the reader has passed are released as it goes, so that the file is
    /// never resident next to the whole trace read from it.
    public static func read(contentsOf url: URL) throws(TraceReadError) -> Trace {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        if url.isFileURL, let file = MappedTraceFile(path: url.path) {
            return try read(buffer: file.bytes, sourceName: name, mappedFile: file)
        }
        let data: Data
        do {
            data = try contents(of: url)
        } catch {
            var isDirectory: ObjCBool = false
            let exists = url.isFileURL && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let reason = !exists && url.isFileURL ? "no such file"
                : isDirectory.boolValue ? "it is a directory" : error.localizedDescription
            throw .unreadable(path: name, reason: reason)
        }
        return try read(data: data, sourceName: name)
    }

    /// The bytes of a file, a pipe or a device (`/dev/stdin`, a FIFO): read to
    /// their end through a file handle when they are not a regular file.
    private static func contents(of url: URL) throws -> Data {
        guard url.isFileURL else { return try Data(contentsOf: url) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
           (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) != .typeRegular {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        }
        return try Data(contentsOf: url)
    }

    /// Reads a trace from data.
    /// - Parameters:
    ///   - data: the document's UTF-8 bytes.
    ///   - sourceName: the name messages give the document (a file path), or nil.
    /// - Returns: the trace, with `truncation` set when the document ends inside `calls`.
    /// - Throws: a `TraceReadError` when the document is not a trace.
    /// - Complexity: O(n) in the size of the document.
    public static func read(data: Data, sourceName: String? = nil) throws(TraceReadError) -> Trace {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(TraceReadError) -> Trace in try read(buffer: buffer, sourceName: sourceName) }
        }
        return try result.get()
    }

    /// Reads a trace from bytes.
    /// - Parameters:
    ///   - bytes: the document's UTF-8 bytes.
    ///   - sourceName: the name messages give the document (a file path), or nil.
    /// - Returns: the trace, with `truncation` set when the document ends inside `calls`.
    /// - Throws: a `TraceReadError` when the document is not a trace.
    /// - Complexity: O(n) in the size of the document.
    public static func read(bytes: [UInt8], sourceName: String? = nil) throws(TraceReadError) -> Trace {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(TraceReadError) -> Trace in try read(buffer: buffer, sourceName: sourceName) }
        }
        return try result.get()
    }

    /// Reads a trace from a text (tests, documents built in code).
    /// - Throws: a `TraceReadError` when the text is not a trace.
    /// - Complexity: O(n) in the size of the text.
    public static func read(string: String, sourceName: String? = nil) throws(TraceReadError) -> Trace {
        try read(bytes: Array(string.utf8), sourceName: sourceName)
    }

    /// Reads a trace from borrowed bytes, without copying them.
    /// - Parameters:
    ///   - buffer: the document's UTF-8 bytes, valid for the call.
    ///   - sourceName: the name messages give the document (a file path), or nil.
    /// - Returns: the trace, with `truncation` set when the document ends inside `calls`.
    /// - Throws: a `TraceReadError` when the document is not a trace.
    /// - Complexity: O(n) in the size of the document.
    public static func read(buffer: UnsafeRawBufferPointer, sourceName: String? = nil) throws(TraceReadError) -> Trace {
        try read(buffer: buffer, sourceName: sourceName, mappedFile: nil)
    }

    /// Reads a trace from bytes that may lie in `mappedFile`, whose pages are
    /// then released behind the reader.
    static func read(
        buffer: UnsafeRawBufferPointer, sourceName: String?, mappedFile: MappedTraceFile?
    ) throws(TraceReadError) -> Trace {
        let result = withUnsafeTemporaryAllocation(
            of: JSONScanner.PathComponent.self, capacity: JSONScanner.PathStack.capacity
        ) { storage in
            Result { () throws(TraceReadError) -> Trace in
                var scanner = JSONScanner(
                    input: buffer, sourceName: sourceName, pathStorage: storage.baseAddress!, mappedFile: mappedFile)
                return try scanner.readTrace()
            }
        }
        return try result.get()
    }
}
