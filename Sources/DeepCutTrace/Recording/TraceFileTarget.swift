import Foundation

/// Where a recording is written, by the output rule of Docs/OutputFiles.md as an
/// app can follow it with Foundation alone ("The recorder and the record modes"):
/// a symbolic link is followed and stays a link; a regular file is written in place
/// (emptied, then written), so its mode, owner and hard links are kept; a file that
/// may not be written is refused; a character device (`/dev/null`) is written
/// directly; a FIFO, a socket or a folder is refused, since opening a FIFO that no
/// program reads would wait for ever; a path where nothing is becomes a new file.
/// Never a rename over what the path names.
package enum TraceFileTarget {
    /// A handle open for writing from the start of what `url` names, by the rule above.
    /// - Throws: `TraceWriteError.cannotCreate` with the sentence saying why the path was refused.
    package static func open(_ url: URL) throws(TraceWriteError) -> FileHandle {
        let manager = FileManager.default
        let target = url.resolvingSymlinksInPath()
        let path = url.path
        if let attributes = try? manager.attributesOfItem(atPath: target.path) {
            let type = attributes[.type] as? FileAttributeType
            switch type {
            case .typeRegular?:
                guard manager.isWritableFile(atPath: target.path) else {
                    throw .cannotCreate(path: path, reason: "the file may not be written (its mode or owner); "
                        + "it was not replaced")
                }
            case .typeCharacterSpecial?:
                break
            case .typeDirectory?:
                throw .cannotCreate(path: path, reason: "it is a folder; name a file inside it")
            default:
                throw .cannotCreate(path: path, reason: "it is not a regular file (a FIFO, a socket or a block "
                    + "device), which a recording is never written to; name a file")
            }
            do {
                let handle = try FileHandle(forWritingTo: target)
                if type == .typeRegular { try handle.truncate(atOffset: 0) }
                return handle
            } catch {
                throw .cannotCreate(path: path, reason: error.localizedDescription)
            }
        }
        guard manager.createFile(atPath: target.path, contents: nil) else {
            throw .cannotCreate(path: path, reason: "the file could not be created (is its folder there and writable?)")
        }
        do {
            return try FileHandle(forWritingTo: target)
        } catch {
            throw .cannotCreate(path: path, reason: error.localizedDescription)
        }
    }

    /// Writes `data` to what `url` names, by the rule above.
    /// - Throws: `TraceWriteError` when the path is refused or the write fails.
    package static func write(_ data: Data, to url: URL) throws(TraceWriteError) {
        let handle = try open(url)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
