import DeepCutVerify

/// The one way the tool writes a file (Docs/OutputFiles.md).
///
/// - A regular file, or a path where nothing is yet, is written to a
///   temporary file beside it, then renamed over it, keeping the old file's
///   mode, owner and group: a reader never sees half a file, and a write that
///   fails leaves the old file as it was. A file the user may not write, one
///   with several hard links (a rename would split them), or one whose owner
///   a new copy could not keep, is left as it was and refused.
/// - A symbolic link is followed, and the rule applied to what it names.
/// - A FIFO or a device is written directly, never replaced; a FIFO no
///   program opens for reading within `readerWait` seconds is refused.
/// - Standard output (`-`) is the caller's: it returns the text instead.
///
/// Commands check their outputs against their inputs with `sameFile` before
/// they start (exit status 64). A new command writes its file with
/// `write(_:to:what:)` or `write(to:what:_:)` and reports the failure's
/// `description` with its `status`.
package enum OutputFile {
    /// Seconds to wait for a program to open a FIFO for reading.
    package static let readerWait = 10

    /// Writes `text` to `path`.
    /// - Returns: nil when written; else the failure, with its message for a person
    ///   (`cannot write the JUnit report to out/x.xml: the folder out does not exist`) and exit status.
    package static func write(_ text: String, to path: String, what: String) -> OutputFailure? {
        write(to: path, what: what) { $0.write(text) }
    }

    /// Writes `bytes` to `path`.
    /// - Returns: nil when written; else the failure, with its message and exit status.
    /// - Parameters:
    ///   - lock: the lock this run holds on the file it replaces: the rename happens only while the path still names that file.
    ///   - finishing: the write is the command's last: a signal that comes once it is renamed is held (`InterruptCleanup`),
    ///     so that the command ends as the write did, with its success line.
    package static func write(
        bytes: [UInt8], to path: String, what: String, lock: WriterLock? = nil, finishing: Bool = false
    ) -> OutputFailure? {
        write(to: path, what: what, lock: lock, finishing: finishing) { $0.write(bytes: bytes) }
    }

    /// Writes what `body` writes to the stream to `path`, as it comes: the
    /// whole file is never held in memory.
    /// - Returns: nil when written; else the failure, with its message and exit status.
    package static func write(
        to path: String, what: String, lock: WriterLock? = nil, finishing: Bool = false,
        _ body: (inout DescriptorOutputStream) -> Void
    ) -> OutputFailure? {
        let problem: OutputProblem? = switch OutputTarget.resolve(path) {
        case .failure(let problem): problem
        case .success(.replace(let target, let existing)):
            replace(target, existing: existing, lock: lock,
                    written: "\(what) was written to \(path.printable)", finishing: finishing, body)
        case .success(.direct(let target, let kind)): writeDirectly(target, kind: kind, body)
        }
        return problem.map { OutputFailure(path: path, what: what, problem: $0) }
    }

    /// The refusal of an output that is the same file (device and inode) as
    /// one of the inputs of the run: writing it would replace what is read.
    /// - Parameters:
    ///   - output: the output path (`-`, standard output, is never refused here).
    ///   - inputs: the inputs' paths; `-` is the process's standard input when `standardInput` is `.process`.
    /// - Returns: the failure (exit status 64), or nil.
    package static func sameFile(
        _ output: String, asAnyOf inputs: [String], standardInput: StandardInput, what: String
    ) -> OutputFailure? {
        guard !output.isStandardStream, case .success(let written) = FileStatus.of(output) else { return nil }
        for input in inputs {
            let read: Result<FileStatus, FileSystemError>
            if input.isStandardStream {
                guard standardInput == .process else { continue }
                read = FileStatus.of(descriptor: STDIN_FILENO)
            } else {
                read = FileStatus.of(input)
            }
            if case .success(let status) = read, status.identity == written.identity,
               status.kind == .regular || status.kind == .fifo {
                return OutputFailure(path: output, what: what, problem: .sameAsInput(CorpusFile.shown(input)))
            }
        }
        return nil
    }

    /// The refusal (exit status 64) of a run's outputs that would replace or mix
    /// into each other or into what it reads: an output that is an input
    /// (`sameFile`), two outputs that are one file (`--html x --junit x`, or
    /// `x` and a link to it, or `/dev/fd/1` and `/dev/stdout`), and, when the
    /// run prints its report on the process's standard output, an output that
    /// is the file standard output goes to (`--html /dev/stdout > out.txt`).
    /// Files are compared by device and inode after links are followed (`/dev/stdout`
    /// and `/dev/fd/N` name the descriptor's file); a path where nothing is yet, by
    /// its folder's real path and its name. The null device may be given twice.
    /// - Parameters:
    ///   - outputs: each output's path (nil: not asked for) and what goes there (`the JUnit report`).
    ///   - inputs: the inputs' paths, as for `sameFile`.
    ///   - reportOnStandardOutput: the run prints its report on the process's own standard output.
    /// - Returns: the failure for the first output refused, or nil.
    package static func refusal(
        outputs: [(path: String?, what: String)], inputs: [String], standardInput: StandardInput,
        reportOnStandardOutput: Bool
    ) -> OutputFailure? {
        let given = outputs.compactMap { output in output.path.map { (path: $0, what: output.what) } }
        var places: [(place: OutputPlace, path: String, what: String)] = []
        let standardOutput = reportOnStandardOutput ? OutputPlace.standardOutput : nil
        for output in given {
            if let refusal = sameFile(output.path, asAnyOf: inputs, standardInput: standardInput, what: output.what) {
                return refusal
            }
            guard let place = OutputPlace(output.path) else { continue }
            if let other = places.first(where: { $0.place == place }) {
                return OutputFailure(path: output.path, what: output.what, problem: .sameAsOutput(other.path, what: other.what))
            }
            if place == standardOutput {
                return OutputFailure(path: output.path, what: output.what, problem: .standardOutputHoldsReport)
            }
            places.append((place, output.path, output.what))
        }
        return nil
    }

    /// `.NAME.deepcut-replay-PID.tmp`: the temporary file beside `NAME`, hidden,
    /// naming the tool and the process that writes it. The name is cut to stay within a file name's 255 bytes.
    package static func temporaryName(for name: String, process: Int32 = getpid()) -> String {
        var kept = ""
        for character in name where kept.utf8.count + character.utf8.count <= 200 { kept.append(character) }
        return ".\(kept).deepcut-replay-\(process).tmp"
    }

    /// A regular file or a new path: a temporary file, its mode, owner and group set, then a rename.
    private static func replace(
        _ target: String, existing: FileStatus?, lock: WriterLock?, written: String, finishing: Bool,
        _ body: (inout DescriptorOutputStream) -> Void
    ) -> OutputProblem? {
        let (folder, name) = OutputTarget.split(target)
        let temporary = (folder == "/" ? "" : folder) + "/" + temporaryName(for: name)
        InterruptCleanup.register(temporary)
        func abandon(_ problem: OutputProblem, closing descriptor: Int32? = nil) -> OutputProblem {
            if let descriptor { close(descriptor) }
            InterruptCleanup.unregister(temporary) { _ = unlink(temporary) }
            return problem
        }
        // A new file gets the mode the umask gives; an old file's mode is set once the temporary file is ours.
        let mode: mode_t = existing == nil ? 0o666 : 0o600
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0, errno == EEXIST {
            // Left by a process of the same number that was killed: never a file of this run.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else {
            let code = errno
            return abandon(code == EACCES || code == EROFS || code == EPERM
                ? .folderNotWritable(folder, FileSystemError(code: code))
                : .system("creating a temporary file in \(folder)", FileSystemError(code: code)))
        }
        if let existing {
            if case .success(let mine) = FileStatus.of(descriptor: descriptor),
               mine.owner != existing.owner || mine.group != existing.group,
               fchown(descriptor, existing.owner, existing.group) != 0 {
                return abandon(.ownerNotKept(owner: existing.owner, group: existing.group, FileSystemError(code: errno)),
                               closing: descriptor)
            }
            // After the owner: changing it may clear the set-id bits.
            if fchmod(descriptor, mode_t(existing.permissions)) != 0 {
                return abandon(.system("setting the mode", FileSystemError(code: errno)), closing: descriptor)
            }
        }
        var stream = DescriptorOutputStream(descriptor: descriptor)
        body(&stream)
        stream.flush()
        if let failure = stream.failure {
            return abandon(.system("writing", FileSystemError(code: failure.code)), closing: descriptor)
        }
        if fsync(descriptor) != 0, errno != EINVAL {
            return abandon(.system("writing", FileSystemError(code: errno)), closing: descriptor)
        }
        if close(descriptor) != 0 { return abandon(.system("writing", FileSystemError(code: errno))) }
        if let lock {
            guard case .success(let current) = FileStatus.of(target), current.identity == lock.identity else {
                return abandon(.changedMeanwhile)
            }
        }
        let renamed: Int32 = InterruptCleanup.commit(temporary, written: written, finishing: finishing) {
            rename(temporary, target) == 0 ? 0 : errno
        }
        guard renamed == 0 else { return abandon(.system("renaming the temporary file", FileSystemError(code: renamed))) }
        InterruptCleanup.signalAfterRenameForTests()
        return nil
    }

    /// A FIFO or a device: opened and written, never replaced.
    private static func writeDirectly(
        _ target: String, kind: FileStatus.Kind?, _ body: (inout DescriptorOutputStream) -> Void
    ) -> OutputProblem? {
        var descriptor: Int32
        if kind == .fifo {
            // Opening a FIFO waits for a reader: without O_NONBLOCK it could wait forever.
            descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            var waited = 0
            while descriptor < 0, errno == ENXIO, waited < readerWait * 20 {
                usleep(50_000)
                waited += 1
                descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            }
            if descriptor < 0, errno == ENXIO { return .noReader(seconds: readerWait) }
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        } else {
            descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let code = errno
            return code == EACCES || code == EPERM || code == EROFS
                ? .notWritable(FileSystemError(code: code)) : .system("opening", FileSystemError(code: code))
        }
        // A descriptor reached through /proc may be a regular file (standard output sent to one): it starts empty, as `>` would.
        if kind == nil, case .success(let status) = FileStatus.of(descriptor: descriptor), status.kind == .regular {
            _ = ftruncate(descriptor, 0)
        }
        var stream = DescriptorOutputStream(descriptor: descriptor)
        body(&stream)
        stream.flush()
        let failure = stream.failure
        let closed = close(descriptor) == 0 ? nil : FileSystemError(code: errno)
        if let failure { return .system("writing", FileSystemError(code: failure.code)) }
        if let closed, closed.code != EINTR { return .system("writing", closed) }
        return nil
    }
}

/// Where an output path lands, to tell whether two outputs are one file.
enum OutputPlace: Hashable, Sendable {
    /// A file that exists (links followed): its device and inode.
    case file(FileIdentity)
    /// Nothing yet: the real path of its folder, then its name.
    case new(String)

    /// The place of `path`; nil for `-` (each command's own rule) and the null
    /// device, which any number of outputs may be sent to.
    init?(_ path: String) {
        guard !path.isStandardStream else { return nil }
        switch FileStatus.of(path) {
        case .success(let status):
            if case .success(let null) = FileStatus.of("/dev/null"), null.identity == status.identity { return nil }
            self = .file(status.identity)
        case .failure:
            let (folder, name) = OutputTarget.split(path)
            guard let real = realpath(folder, nil) else { return nil }
            defer { free(real) }
            self = .new(String(cString: real) + "/" + name)
        }
    }

    /// The file the process's standard output goes to; nil when it is closed or the null device.
    static var standardOutput: OutputPlace? {
        guard case .success(let status) = FileStatus.of(descriptor: STDOUT_FILENO) else { return nil }
        if case .success(let null) = FileStatus.of("/dev/null"), null.identity == status.identity { return nil }
        return .file(status.identity)
    }
}
