import DeepCutVerify

/// The advisory lock (`flock(2)`) a command holds on a trace it reads and then
/// replaces (`bless`, `import-diagnostics -o TRACE`), from before the read to
/// after the rename, so that two such runs on one trace exclude each other
/// instead of both succeeding while one's work is lost (Docs/OutputFiles.md,
/// Docs/ConsoleDiagnostics.md "Writers of one trace").
///
/// The lock is on the file's inode, which the rename replaces: a run that
/// opened the file before another's rename and got the lock after it finds
/// the path naming a new file, and takes the lock again on that one, so it
/// reads what the other run wrote (and its "already has diagnostics" guard
/// sees it). A run that finds the lock held refuses at once (exit status 73):
/// it never waits on a run that might not end. Just before its rename, a
/// writer checks that the path still names the locked file (`OutputFile`), so
/// that a program that does not take the lock cannot have its work lost
/// silently either. The lock ends when the value is released (the descriptor is closed).
package final class WriterLock: Hashable, Sendable {
    /// The path as given.
    package let path: String
    /// The locked file's device and inode.
    package let identity: FileIdentity
    private let descriptor: Int32

    private init(path: String, identity: FileIdentity, descriptor: Int32) {
        self.path = path
        self.identity = identity
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Two locks are the same when they are one value: each holds its own descriptor.
    package static func == (lhs: WriterLock, rhs: WriterLock) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Takes the lock on the regular file `path` names (links followed).
    /// - Parameter what: what the run writes there, for the refusal: `the blessed trace`.
    /// - Returns: the lock; nil when `path` is `-`, names nothing yet, or names no
    ///   regular file (a FIFO, a device: nothing to lose); the failure (73) when another run holds it.
    package static func take(_ path: String, what: String) -> Result<WriterLock?, OutputFailure> {
        guard !path.isStandardStream else { return .success(nil) }
        // The path may come to name another file between the open and the lock: a few tries follow it.
        for _ in 0..<8 {
            guard case .success(let status) = FileStatus.of(path), status.kind == .regular else { return .success(nil) }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            // A file this run may not read is refused by the read that follows, with its own message.
            guard descriptor >= 0 else { return .success(nil) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                close(descriptor)
                return .failure(OutputFailure(
                    path: path, what: what,
                    problem: code == EWOULDBLOCK ? .lockedByAnotherRun : .system("locking it", FileSystemError(code: code))))
            }
            guard case .success(let locked) = FileStatus.of(descriptor: descriptor),
                  case .success(let current) = FileStatus.of(path), locked.identity == current.identity else {
                close(descriptor)
                continue
            }
            return .success(WriterLock(path: path, identity: locked.identity, descriptor: descriptor))
        }
        return .failure(OutputFailure(path: path, what: what, problem: .changedMeanwhile))
    }
}
