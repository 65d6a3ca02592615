import DeepCutAnalysis
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// Finds the traces under the paths given to `verify`.
package enum CorpusCollector {
    /// What `collect` found.
    package struct Collection {
        /// The traces' files, in the order of the paths given.
        package var files: [CorpusFile]
        /// The paths given that name nothing.
        package var missing: [String]
        /// Sentences for standard error (a link cycle skipped, a folder that cannot be listed), already printable.
        package var warnings: [String]

        /// `warnings` as standard error gives them, a line each.
        package var warningLines: String { warnings.map { ToolMessage.warning($0) }.joined() }
    }

    /// The `.json` files under `paths`, in the order given, each folder walked as `FolderWalk`
    /// walks it (sorted, hidden files and folders skipped, links followed, a cycle skipped with a
    /// warning), no file twice (by its device and inode, whatever the path); `-` is standard
    /// input; and the paths that do not exist.
    package static func collect(_ paths: [String]) -> Collection {
        var files: [CorpusFile] = []
        var seen: Set<String> = []
        var identities: Set<FileIdentity> = []
        var missing: [String] = []
        var warnings: [String] = []
        let manager = FileManager.default
        for path in paths {
            if path.isStandardStream {
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
                let walk = FolderWalk(folder: path, fileExtension: "json")
                warnings += walk.warnings(under: base, leftOut: "its traces are left out")
                let relatives = walk.files
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
        return Collection(files: files, missing: missing, warnings: warnings)
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

extension CorpusFile {
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
}
