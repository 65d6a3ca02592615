/// Any file's bytes, read the way a trace is: within a size limit, a FIFO
/// waited for and then refused, a file another program changes meanwhile
/// refused. What `deepcut-replay import-diagnostics` reads its console log with.
extension TraceReader {
    /// The bytes of the file at `path` (`name`: the path as messages give it).
    /// - Throws: `TraceReadError.unreadable`, `.tooLarge` beyond `maximumSize` bytes,
    ///   `.changedWhileReading`.
    /// - Complexity: O(n) in the size of the file.
    package static func bytes(ofFileAt path: String, name: String, maximumSize: Int) throws(TraceReadError) -> [UInt8] {
        switch try TraceInput.open(path: path, name: name, maximumSize: maximumSize, regularFilesOnly: false,
                                   writerWait: writerWait) {
        case .mapped(let file):
            let bytes = Array(file.bytes)
            if file.hasChanged { throw .changedWhileReading(path: name) }
            return bytes
        case .inMemory(let buffer):
            return withExtendedLifetime(buffer) { Array(buffer.bytes) }
        }
    }
}
