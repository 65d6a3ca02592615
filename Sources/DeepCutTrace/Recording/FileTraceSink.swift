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

    /// Opens the file for writing from its start, by the output rule (`TraceFileTarget`):
    /// a file that exists is written in place (its mode, owner, links and hard links
    /// kept), a link followed, a device written directly; a FIFO, a socket, a folder or
    /// a file that may not be written is refused, never replaced.
    /// - Throws: `TraceWriteError.cannotCreate` when the path is refused or cannot be opened.
    public init(creatingFileAt url: URL) throws(TraceWriteError) {
        self.url = url
        handle = try TraceFileTarget.open(url)
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
