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
