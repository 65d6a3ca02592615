import DeepCutVerify
import Foundation

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
                    return CorpusFile(path: file, className: CorpusFile.className(inFolder: base, relative: relative),
                                      size: size(file), inFolder: true)
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
