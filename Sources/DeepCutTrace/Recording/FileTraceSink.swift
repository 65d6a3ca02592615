import Foundation

/// A sink that writes the trace to a file through one open file handle,
/// appending at the end and never reading or rewriting what is there.
///
/// Each append is written to the file at once (no buffering in this type),
/// so a killed process leaves every finished call on disk.
@MainActor
public final class FileTraceSink: TraceSink {
    /// The file written.
    public let url: URL
    /// How many bytes have been written.
    public private(set) var byteCount = 0
    private var handle: FileHandle?

    /// Creates the file (replacing one that exists) and opens it for appending.
    /// - Throws: `TraceWriteError.cannotCreate` when the file cannot be created or opened.
    public init(creatingFileAt url: URL) throws(TraceWriteError) {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw .cannotCreate(path: url.path, reason: "the file could not be created")
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            self.handle = handle
        } catch {
            throw .cannotCreate(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Appends bytes at the end of the file.
    /// - Throws: `TraceWriteError.cannotWrite` when the write fails,
    ///   `TraceWriteError.alreadyFinished` after `close()`.
    public func append(_ bytes: [UInt8]) throws {
        guard let handle else { throw TraceWriteError.alreadyFinished }
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw TraceWriteError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
        byteCount += bytes.count
    }

    /// Closes the file; later appends throw.
    /// - Throws: `TraceWriteError.cannotWrite` when the file cannot be synchronised or closed.
    public func close() throws {
        guard let handle else { return }
        self.handle = nil
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw TraceWriteError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
