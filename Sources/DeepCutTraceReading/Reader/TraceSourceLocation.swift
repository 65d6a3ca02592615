/// A place in a trace document: the file (when read from one), the line and
/// column (both from 1; the column counts characters, not bytes), and the
/// byte offset (from 0).
public struct TraceSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name as it was given to the reader, or nil for data without a name.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int
    /// The byte offset, from 0.
    public var offset: Int

    /// Creates a location.
    public init(file: String?, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `Traces/x.json:41:17`, or `41:17` without a file name.
    public var description: String {
        (file.map { $0 + ":" } ?? "") + "\(line):\(column)"
    }
}

extension TraceSourceLocation {
    /// The place of byte `offset` in a JSON document's `bytes`: lines counted by
    /// line feeds, columns in characters. The one place a reader (of a trace, of
    /// a `faults` result) turns an error's offset into a line and a column.
    /// - Complexity: O(offset); made once, for an error's message.
    package init<Bytes: Collection<UInt8>>(offset: Int, in bytes: Bytes, file: String?) where Bytes.Index == Int {
        let offset = min(max(offset, bytes.startIndex), bytes.endIndex)
        var line = 1
        var lineStart = bytes.startIndex
        for index in bytes.startIndex..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        self.init(file: file, line: line, column: column, offset: offset)
    }
}
