/// What `stat(2)` says of a path: its kind, identity, links, owner and mode.
///
/// The kind bits are those of POSIX, the same on Linux and Darwin.
package struct FileStatus: Hashable, Sendable {
    /// The kinds of file the output rule tells apart.
    package enum Kind: Hashable, Sendable {
        case regular, folder, symbolicLink, fifo, characterDevice, blockDevice, socket, other
    }

    /// The kind of file.
    package var kind: Kind
    /// The device and inode: the same pair is the same file, whatever its path.
    package var identity: FileIdentity
    /// Hard links to it.
    package var links: Int
    /// The owner's user id.
    package var owner: UInt32
    /// The group id.
    package var group: UInt32
    /// The permission bits (set-id and sticky bits included).
    package var permissions: UInt32

    /// The status of `path`, following a symbolic link unless `followingLinks` is false.
    /// - Returns: the status, or the system's error number when `stat` fails (ENOENT: nothing is there).
    package static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, FileSystemError> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(FileSystemError(code: errno)) }
        return .success(FileStatus(info))
    }

    /// The status of an open descriptor.
    package static func of(descriptor: Int32) -> Result<FileStatus, FileSystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileSystemError(code: errno)) }
        return .success(FileStatus(info))
    }

    private init(_ info: stat) {
        let mode = UInt32(info.st_mode)
        kind = switch mode & 0o170000 {
        case 0o100000: .regular
        case 0o040000: .folder
        case 0o120000: .symbolicLink
        case 0o010000: .fifo
        case 0o020000: .characterDevice
        case 0o060000: .blockDevice
        case 0o140000: .socket
        default: .other
        }
        identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        links = Int(truncatingIfNeeded: info.st_nlink)
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        permissions = mode & 0o7777
    }
}

/// A file's device and inode numbers: two paths with the same pair name the same file.
package struct FileIdentity: Hashable, Sendable {
    /// `st_dev`.
    package var device: UInt64
    /// `st_ino`.
    package var inode: UInt64
}

/// A call to the file system that failed, with its error number.
package struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The system's error number (`errno`).
    package var code: Int32

    /// The system's message in the tool's lower case: `permission denied`.
    package var description: String { WriteFailure(code: code).description }
}
