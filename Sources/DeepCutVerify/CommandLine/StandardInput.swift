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

    /// The bytes, or nil when there is no standard input.
    func read() -> Data? {
        switch self {
        case .none: nil
        case .process: FileHandle.standardInput.readDataToEndOfFile()
        case .bytes(let data): data
        }
    }
}
