import Foundation

/// The files of one extension under a folder, as every command and the test library list them
/// (Docs/OutputFiles.md "Folders given as input"): the folder and every folder inside it, hidden
/// ones (`.build`, `.git`) skipped, links to files and to folders followed, each real folder
/// listed once, and a link back to a folder that holds it reported as a cycle and not followed.
///
/// One walk reads each real folder once, so it ends and is linear in the folders and files
/// whatever the links do: a cycle cannot make it loop, and two links to one folder cannot make
/// it list that folder twice.
package struct FolderWalk: Hashable, Sendable {
    /// The files found, as paths relative to the walked folder (`sub/name.json`), sorted by their
    /// UTF-8 bytes.
    package private(set) var files: [String] = []
    /// The links that lead back to a folder on their own path (a cycle), relative to the walked
    /// folder, sorted; each was skipped.
    package private(set) var cycles: [String] = []
    /// The folders that could not be listed, relative to the walked folder (`""` is the folder
    /// itself), each with the reason, sorted by path.
    package private(set) var unreadable: [UnreadableFolder] = []

    /// A folder the walk could not list.
    package struct UnreadableFolder: Hashable, Sendable {
        /// The folder, relative to the walked one (`""` for the walked folder itself).
        package var path: String
        /// Why, in Foundation's words.
        package var reason: String
    }

    /// Walks `folder` for the files whose names end in `.` + `fileExtension`.
    /// - Complexity: O(*n* log *n*) in the entries of the real folders under `folder`.
    package init(folder: String, fileExtension: String) {
        let manager = FileManager.default
        let suffix = "." + fileExtension
        // Each entry: the folder's path relative to the walk, and the real folders on its way down.
        var pending: [(relative: String, ancestors: [String])] = [("", [])]
        var visited: Set<String> = []
        while let (relative, ancestors) = pending.popLast() {
            let path = relative.isEmpty ? folder : Self.joined(folder, relative)
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            if ancestors.contains(real) {
                cycles.append(relative)
                continue
            }
            // Reached again by another link: its files are listed already.
            guard visited.insert(real).inserted else { continue }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: path)
            } catch {
                unreadable.append(UnreadableFolder(path: relative, reason: error.localizedDescription))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let inside = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                // fileExists follows a link; one that names nothing is no file to list.
                let exists = manager.fileExists(atPath: Self.joined(folder, inside), isDirectory: &isFolder)
                if exists && isFolder.boolValue {
                    pending.append((inside, ancestors + [real]))
                } else if name.hasSuffix(suffix) {
                    files.append(inside)
                }
            }
        }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        cycles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        unreadable.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// `folder/relative`, without a doubled slash when `folder` ends in one.
    package static func joined(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
