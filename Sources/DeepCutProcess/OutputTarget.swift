/// What an output path names once its symbolic links are followed, and so
/// how `OutputFile` writes it.
enum OutputTarget: Hashable, Sendable {
    /// A regular file (its status) or nothing yet (nil), at this path: written beside it and renamed.
    case replace(String, existing: FileStatus?)
    /// A FIFO or a device, or a descriptor of this process reached through
    /// `/proc` (kind nil): opened and written in place.
    case direct(String, kind: FileStatus.Kind?)

    /// Links followed before giving up, as the system's own `SYMLOOP_MAX`.
    static let maximumLinks = 40

    /// Follows `path`'s symbolic links and says how to write what they name.
    /// - Returns: the target, or why it cannot be written (a folder, a socket,
    ///   a missing folder, a file the user may not write, a file with several hard links).
    static func resolve(_ path: String) -> Result<OutputTarget, OutputProblem> {
        var current = path
        for _ in 0...maximumLinks {
            let status: FileStatus
            switch FileStatus.of(current, followingLinks: false) {
            case .success(let found): status = found
            case .failure(let error) where error.code == ENOENT:
                let folder = split(current).folder
                guard case .success(let parent) = FileStatus.of(folder), parent.kind == .folder else {
                    return .failure(.folderMissing(folder))
                }
                return .success(.replace(current, existing: nil))
            case .failure(let error) where error.code == ENOTDIR:
                return .failure(.folderMissing(split(current).folder))
            case .failure(let error):
                return .failure(.system("looking at it", error))
            }
            switch status.kind {
            case .symbolicLink:
                #if os(Linux)
                // Linux's links to open descriptors (/dev/stdout is /proc/self/fd/1) name no path to follow.
                if current.hasPrefix("/proc/") { return .success(.direct(current, kind: nil)) }
                #endif
                guard let destination = readLink(current) else {
                    return .failure(.system("reading the symbolic link", FileSystemError(code: errno)))
                }
                current = destination.hasPrefix("/") ? destination : split(current).folder + "/" + destination
            case .regular:
                guard status.links == 1 else { return .failure(.hardLinked(links: status.links)) }
                guard access(current, W_OK) == 0 else { return .failure(.notWritable(FileSystemError(code: errno))) }
                return .success(.replace(current, existing: status))
            case .fifo, .characterDevice, .blockDevice:
                return .success(.direct(current, kind: status.kind))
            case .folder: return .failure(.isAFolder)
            case .socket: return .failure(.socket)
            case .other: return .failure(.notAFile)
            }
        }
        return .failure(.tooManyLinks)
    }

    /// The folder and the name of a path: `a/b` → (`a`, `b`), `b` → (`.`, `b`), `/b` → (`/`, `b`).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let name = String(path[path.index(after: slash)...])
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, name)
    }

    /// What a symbolic link holds.
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
