/// A folder the tool puts new files in (`faults --write-failures DIR`): made
/// with its parents when missing, and never a file in it replaced. A name
/// already there is left as it was and said, and the run ends with exit
/// status 73 (Docs/OutputFiles.md "Folders of new files").
package struct NewFilesFolder: Sendable {
    /// The folder, as given.
    package let path: String
    /// What the folder holds, for messages: "the failing traces".
    package let what: String

    /// What became of one file.
    package enum Outcome: Sendable {
        /// Written at this path.
        case written(String)
        /// A file was there already at this path: left as it was.
        case kept(String)
        /// Nothing to write (the file's bytes could not be made).
        case skipped
        /// The write failed; no more should be tried in this folder.
        case failed(OutputFailure)
    }

    /// Why `path` cannot be made a folder, found without making anything, so that a command
    /// refuses it before its work (exit status 73): a part of the path that is a file, or a
    /// folder in which the user may not create the rest. What this cannot foresee, `make` says.
    package static func problem(making path: String, what: String) -> OutputFailure? {
        let prefixes = Self.prefixes(of: path)
        for (index, current) in prefixes.enumerated() {
            let parent = index == 0 ? (path.hasPrefix("/") ? "/" : ".") : prefixes[index - 1]
            switch FileStatus.of(current) {
            case .success(let status) where status.kind == .folder:
                continue
            case .success:
                let problem: OutputProblem = index == prefixes.count - 1
                    ? .system("making the folder", FileSystemError(code: ENOTDIR)) : .folderMissing(current)
                return OutputFailure(path: path, what: what, problem: problem)
            case .failure:
                guard access(parent, W_OK | X_OK) == 0 else {
                    return OutputFailure(path: path, what: what,
                                         problem: .system("making the folder", FileSystemError(code: errno)))
                }
                return nil
            }
        }
        return nil
    }

    /// The folder, made with its parents when missing.
    /// - Returns: the folder, or why it cannot be made (exit status 73).
    package static func make(_ path: String, what: String) -> Result<NewFilesFolder, OutputFailure> {
        for current in prefixes(of: path) {
            if mkdir(current, 0o777) != 0, errno != EEXIST {
                let code = errno
                let problem: OutputProblem = code == ENOENT || code == ENOTDIR
                    ? .folderMissing(OutputTarget.split(current).folder) : .system("making the folder", FileSystemError(code: code))
                return .failure(OutputFailure(path: path, what: what, problem: problem))
            }
        }
        guard case .success(let status) = FileStatus.of(path), status.kind == .folder else {
            return .failure(OutputFailure(path: path, what: what,
                                          problem: .system("making the folder", FileSystemError(code: ENOTDIR))))
        }
        return .success(NewFilesFolder(path: path, what: what))
    }

    /// The folders `path` names, outermost first: `a`, `a/b`, `a/b/c` for `a/b/c`.
    private static func prefixes(of path: String) -> [String] {
        var current = path.hasPrefix("/") ? "/" : ""
        return path.split(separator: "/").map { component in
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            return current
        }
    }

    /// Writes the file `name` in the folder, unless a file is there already; its bytes are made
    /// only when it is to be written.
    /// - Parameter what: what the file holds, for messages: "the failing trace".
    @MainActor
    package func write(_ name: String, what: String, bytes: @MainActor () async -> [UInt8]?) async -> Outcome {
        let target = path.hasSuffix("/") ? path + name : path + "/" + name
        if case .success = FileStatus.of(target, followingLinks: false) { return .kept(target) }
        guard let bytes = await bytes() else { return .skipped }
        if let failure = OutputFile.write(bytes: bytes, to: target, what: what) { return .failed(failure) }
        return .written(target)
    }
}
