import Foundation

/// One trace of a corpus given to `verify`: its path as shown, and the JUnit
/// classname that names it relative to the folder it was found in.
package struct CorpusFile: Hashable, Sendable {
    /// The path as shown in reports: the folder as given, `/`, the path inside it;
    /// `<stdin>` for standard input.
    package var path: String
    /// The JUnit classname: the folder's own name and the path inside it, without
    /// `.json`, joined by dots (`Traces.01-empty-discover-tab`); dots inside a name become `_`.
    package var className: String
    /// The file's size in bytes, for sharding (0 when unknown).
    package var size: Int
    /// Found inside a folder rather than named: a FIFO or device there is refused unread.
    package var inFolder: Bool
    /// Found inside a folder under a name that is not UTF-8 (`caf\xE9.json` in Latin-1), which
    /// `path` cannot name: the file is reported for that, never as missing.
    package var nameIsNotUTF8 = false

    /// Creates a file entry.
    package init(path: String, className: String, size: Int = 0, inFolder: Bool = false) {
        self.path = path
        self.className = className
        self.size = size
        self.inFolder = inFolder
    }

    /// The path standard input is shown as.
    package static let standardInputName = "<stdin>"

    /// The path to read: `-` for standard input.
    package var input: String { path == Self.standardInputName ? .standardStream : path }

    /// The path a trace given as `input` is shown as: `<stdin>` for `-`.
    package static func shown(_ input: String) -> String { input.isStandardStream ? standardInputName : input }

    /// The classname of a path given directly (a file operand, or `deepcut-replay TRACE`):
    /// the path itself when it is relative and stays below the working folder, else its file name.
    package static func className(forFile path: String) -> String {
        if path == standardInputName { return "stdin" }
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if path.hasPrefix("/") || components.contains("..") || components.isEmpty {
            return className(components.last.map { [$0] } ?? [path])
        }
        return className(components)
    }

    /// The classname of a file found at `relative` inside the folder given as `folder`:
    /// the folder's own name first, unless it is `.`, `..` or `/`.
    package static func className(inFolder folder: String, relative: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init)
        var components = relative.split(separator: "/").map(String.init)
        if let name, name != ".", name != ".." { components.insert(name, at: 0) }
        return className(components)
    }

    private static func className(_ components: [String]) -> String {
        var parts = components
        if let last = parts.last, last.hasSuffix(".json") { parts[parts.count - 1] = String(last.dropLast(5)) }
        return parts.map { $0.replacingOccurrences(of: ".", with: "_") }.joined(separator: ".")
    }
}

extension String {
    /// The path that names a standard stream on the command line, `-`: standard input
    /// where a trace is read, standard output where one is written.
    package static let standardStream = "-"

    /// Whether this path is `-`, a standard stream rather than a file.
    package var isStandardStream: Bool { self == .standardStream }
}
