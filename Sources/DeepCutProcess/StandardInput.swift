import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// Where the tool reads a trace given as `-`: the process's standard input,
/// or bytes a test hands it.
package enum StandardInput: Hashable, Sendable {
    /// No standard input: `-` cannot be read (exit status 66).
    case none
    /// The process's standard input, read to its end when `-` is given.
    case process
    /// These bytes.
    case bytes(Data)

    /// The trace read from standard input, or nil when there is none. Like a
    /// file, it is refused beyond `maximumSize` bytes, and read no further.
    /// - Complexity: O(n) in the bytes read.
    package func readTrace(maximumSize: Int) throws(TraceReadError) -> Trace? {
        guard let data = try bytes(maximumSize: maximumSize) else { return nil }
        return try TraceReader.read(data: data, sourceName: CorpusFile.standardInputName)
    }

    /// The bytes of standard input (a trace, a world file), or nil when there is none;
    /// refused beyond `maximumSize` bytes, as a file is.
    package func bytes(maximumSize: Int) throws(TraceReadError) -> Data? {
        let name = CorpusFile.standardInputName
        switch self {
        case .none:
            return nil
        case .process:
            // As a file is: a pipe is read within the limit, a redirected file checked for changes.
            return try TraceFileInput.bytes(path: "/dev/stdin", name: name, maximumSize: maximumSize, regularFilesOnly: false)
        case .bytes(let data):
            guard data.count <= maximumSize else { throw .tooLarge(path: name, limit: maximumSize) }
            return data
        }
    }
}
