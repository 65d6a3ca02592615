import DeepCutTrace
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
    package var input: String { path == Self.standardInputName ? "-" : path }

    /// Reads the trace as `DeepCutReplayTool.read` does (a FIFO or device inside a
    /// folder refused unread); a file whose name is not UTF-8 is exit status 66, saying so.
    @MainActor
    func read(maximumSize: Int?, environment: ToolEnvironment) -> Result<Trace, DeepCutReplayTool.ReadFailure> {
        guard !nameIsNotUTF8 else {
            return .failure(DeepCutReplayTool.ReadFailure(
                message: "\(path): the file's name is not UTF-8 (shown here with U+FFFD for the bytes that are not), "
                    + "and the tool names files in UTF-8, so it cannot open it by that name: rename it in UTF-8 "
                    + "(convmv -f latin1 -t utf8), or give it as standard input (deepcut-replay - < FILE)",
                status: .unreadable))
        }
        return DeepCutReplayTool.read(input, maximumSize: maximumSize, regularFilesOnly: inFolder, environment: environment)
    }

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

/// Finds the traces under the paths given to `verify`.
package enum CorpusCollector {
    /// The `.json` files under `paths`, in the order given, each folder searched
    /// recursively in sorted order, hidden files and folders skipped, no file
    /// twice (by its device and inode, whatever the path); `-` is standard input; and the paths that do not exist.
    package static func collect(_ paths: [String]) -> (files: [CorpusFile], missing: [String]) {
        var files: [CorpusFile] = []
        var seen: Set<String> = []
        var identities: Set<FileIdentity> = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                if seen.insert(CorpusFile.standardInputName).inserted {
                    files.append(CorpusFile(path: CorpusFile.standardInputName, className: "stdin"))
                }
                continue
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                continue
            }
            var found: [CorpusFile] = []
            if isFolder.boolValue {
                let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
                var relatives: [String] = []
                let enumerator = manager.enumerator(atPath: path)
                while let relative = enumerator?.nextObject() as? String {
                    // Hidden files and folders (.build, .git, .swiftpm) hold no traces.
                    guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                    if relative.hasSuffix(".json") { relatives.append(relative) }
                }
                relatives.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                found = relatives.map { relative in
                    let file = (base == "/" ? "" : base) + "/" + relative
                    var entry = CorpusFile(path: file, className: CorpusFile.className(inFolder: base, relative: relative),
                                           size: size(file), inFolder: true)
                    // Foundation lists a name that is not UTF-8 with U+FFFD in it: a path that names nothing.
                    if relative.unicodeScalars.contains("\u{FFFD}"), case .failure(let error) = FileStatus.of(file),
                       error.code == ENOENT {
                        entry.nameIsNotUTF8 = true
                    }
                    return entry
                }
            } else {
                found = [CorpusFile(path: path, className: CorpusFile.className(forFile: path), size: size(path))]
            }
            // The same file by other paths (`r.json`, `./r.json`, `/abs/r.json`, a link) is one trace, taken once.
            for file in found where seen.insert(file.path).inserted {
                if case .success(let status) = FileStatus.of(file.path), !identities.insert(status.identity).inserted { continue }
                files.append(file)
            }
        }
        return (files, missing)
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
