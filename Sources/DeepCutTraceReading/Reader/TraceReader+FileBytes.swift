import Foundation

/// A file's bytes, read the way a trace is: within a size limit, a directory
/// refused, a file that another program changes meanwhile refused. Foundation
/// only (`FileManager`, `FileHandle`): the same code on every platform the
/// library ships on.
extension TraceReader {
    /// The bytes of the file at `path` (`name`: the path as messages give it).
    /// - Parameters:
    ///   - maximumSize: the most bytes accepted; a regular file larger than
    ///     this is refused unread, any other input once it has given one byte more.
    ///   - regularFilesOnly: refuse FIFOs, pipes and devices instead of reading them.
    /// - Throws: `TraceReadError.unreadable`, `.tooLarge` beyond `maximumSize` bytes,
    ///   `.changedWhileReading` when a regular file's size or modification
    ///   date changed while it was read.
    /// - Complexity: O(n) in the size of the file.
    ///
    /// A FIFO is read once a program has opened it for writing: opening it
    /// waits for that program (the `deepcut-replay` tool gives up after
    /// `writerWait` seconds instead).
    package static func bytes(
        ofFileAt path: String, name: String, maximumSize: Int, regularFilesOnly: Bool = false
    ) throws(TraceReadError) -> Data {
        let before = FileFacts(path)
        if before?.type == .typeDirectory { throw .unreadable(path: name, reason: "it is a directory") }
        let isRegular = before?.type == .typeRegular
        if let before, isRegular {
            guard before.size <= maximumSize else { throw .tooLarge(path: name, limit: maximumSize) }
        } else if regularFilesOnly, let type = before?.type {
            throw .unreadable(path: name, reason: "it is \(describe(type)), not a regular file (name it on its own to read it)")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: name, reason: reason(error))
        }
        defer { try? handle.close() }
        var data = Data()
        do {
            // A regular file in one read of its size; anything else a megabyte at a time.
            var chunkSize = isRegular ? (before?.size ?? 0) + 1 : 1 << 20
            while let chunk = try handle.read(upToCount: min(chunkSize, maximumSize - data.count + 1)), !chunk.isEmpty {
                if data.isEmpty { data = chunk } else { data.append(chunk) }
                guard data.count <= maximumSize else { throw TraceReadError.tooLarge(path: name, limit: maximumSize) }
                chunkSize = 1 << 20
            }
        } catch let error as TraceReadError {
            throw error
        } catch {
            throw .unreadable(path: name, reason: reason(error))
        }
        if isRegular, let before, data.count != before.size || FileFacts(path) != before {
            throw .changedWhileReading(path: name)
        }
        return data
    }

    /// What the reader compares of a file before and after reading it.
    private struct FileFacts: Equatable {
        var type: FileAttributeType?
        var size: Int
        var modified: Date?

        /// The facts of the file at `path`, through a symbolic link; nil
        /// when they cannot be had (the file is then read as a stream).
        init?(_ path: String) {
            var resolved = path
            for _ in 0..<40 {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return nil }
                let type = attributes[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: resolved) else { return nil }
                    resolved = target.hasPrefix("/")
                        ? target : (URL(fileURLWithPath: resolved).deletingLastPathComponent().path as NSString).appendingPathComponent(target)
                    continue
                }
                self.type = type
                size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                modified = attributes[.modificationDate] as? Date
                return
            }
            return nil
        }
    }

    /// `a FIFO`, `a character device`, … for a file type that is not a
    /// regular file, a folder or a link (Foundation names no FIFO: it is the
    /// one kind left).
    private static func describe(_ type: FileAttributeType) -> String {
        switch type {
        case .typeCharacterSpecial: "a character device"
        case .typeBlockSpecial: "a block device"
        case .typeSocket: "a socket"
        default: "a FIFO"
        }
    }

    /// Why a file could not be opened or read, in the lower case of the tool's messages.
    private static func reason(_ error: any Error) -> String {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: return "no such file"
        case .fileReadNoPermission?: return "permission denied"
        default:
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let text = underlying?.localizedDescription ?? error.localizedDescription
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
