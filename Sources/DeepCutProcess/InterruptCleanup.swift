import DeepCutAnalysis
import Dispatch
/// Removes the temporary files of writes in progress when the tool is
/// interrupted (SIGINT, SIGTERM, SIGHUP), and the folder of `faults --jobs`'
/// results after sending the signal on to those processes, then lets the
/// signal end the process as it would have.
///
/// The paths are shared between the writer and the signal's handler, and so
/// is whether a command holds the first signal (`beginHolding`): that is the
/// process-wide state here, each behind a lock, because a signal belongs to
/// the process, not to a task that could be handed a value. The handler
/// is not run in signal context: a Dispatch signal source calls it on a
/// queue of its own, so taking the lock and calling `unlink` there is safe,
/// and the writer, which renames a temporary file while holding the same
/// lock, never renames a file the handler has removed. A SIGKILL cannot be
/// caught: it can leave a temporary file, named as `OutputFile.temporaryName`
/// says (Docs/OutputFiles.md).
///
/// A signal that comes once an output was renamed into place never passes
/// for a write that did not happen: after a command's last write
/// (`commit(_:written:finishing:while:)` with `finishing`) the signal is held
/// and the command ends as the write did, with its success line and status;
/// after an earlier one (`verify --html` before its `--junit`), the process
/// ends by the signal, saying on standard error which outputs are complete.
package enum InterruptCleanup {
    /// The signals whose default action ends the process and that a person or a CI job sends to stop a run.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts removing registered files on the signals; the executable calls it once, before any write.
    package static func install() {
        for signal in signals {
            #if canImport(Darwin)
            // On Darwin a Dispatch source sees a signal only once its default action is off.
            _ = Darwin.signal(signal, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: signal, queue: DispatchQueue(label: "deepcut-replay.signal"))
            source.setEventHandler { removeAndRaise(signal) }
            source.resume()
            // The source must live as long as the process, which nothing cancels: it is never released.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }

    /// From now until `endHolding`, the first signal is held instead of
    /// ending the process: the command polls `interruption` and stops early,
    /// so that what it found is not lost (`shrink`). A second signal ends the process as usual.
    package static func beginHolding() {
        deferral.withLock { $0 = Deferral(deferring: true, signal: nil) }
    }

    /// Signals end the process again; `interruption` still says whether one was held.
    package static func endHolding() {
        deferral.withLock { $0.deferring = false }
    }

    /// The signal held by `deferring`, once one came.
    package static var interruption: Int32? { deferral.withLock { $0.signal } }

    /// Adds a temporary file to remove on a signal.
    static func register(_ path: String) {
        registry.withLock { _ = $0.insert(path) }
    }

    /// Runs `body` (a removal) with `path` no longer registered, under
    /// the lock: a signal's handler either removes the file before, or not at all.
    static func unregister<T: Sendable>(_ path: String, while body: @Sendable () -> T) -> T {
        registry.withLock { paths in
            paths.remove(path)
            return body()
        }
    }

    /// Runs `rename` (which returns 0 when it renamed, else the error number) with
    /// the temporary file `path` no longer registered, under the lock the signal's
    /// handler takes: a signal either removes the temporary file before the rename,
    /// or comes after it and knows that `written` (`the redacted trace was
    /// written to r.json`) is complete. With `finishing`, a signal from the rename
    /// on is held, as `beginHolding` holds it, all under the same lock.
    static func commit(
        _ path: String, written: String, finishing: Bool, while rename: @Sendable () -> Int32
    ) -> Int32 {
        registry.withLock { paths in
            paths.remove(path)
            let code = rename()
            if code == 0 {
                completed.withLock { $0.append(written) }
                if finishing { deferral.withLock { if !$0.deferring { $0 = Deferral(deferring: true, signal: nil) } } }
            }
            return code
        }
    }

    /// The environment variable that makes a write raise a signal right after its rename, for tests only
    /// (`DEEPCUT_REPLAY_TEST_SIGNAL_AFTER_RENAME=INT` or `TERM`): the window it opens lasts milliseconds otherwise.
    package static let testSignalVariable = "DEEPCUT_REPLAY_TEST_SIGNAL_AFTER_RENAME"

    /// Test only: raises the signal `testSignalVariable` names, then waits (at most 5 s) until the handler
    /// has held it or ended the process, so that what follows a rename is always run after the signal came.
    static func signalAfterRenameForTests() {
        guard let name = getenv(testSignalVariable).map({ String(cString: $0) }),
              let signal = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP][name] else { return }
        // To the process, not the thread: Linux's Dispatch reads it through a descriptor that sees only those.
        kill(getpid(), signal)
        for _ in 0..<500 where interruption == nil { usleep(10_000) }
    }

    /// Adds a temporary folder to remove on a signal, with the files that may be in it.
    static func register(folder: String, files: [String]) {
        registry.withLock { paths in
            for file in files { paths.insert(file) }
        }
        folders.withLock { _ = $0.insert(folder) }
    }

    /// Runs `body` (the folder's removal) with the folder and its files no longer
    /// registered, under the lock: a signal's handler removes them before, or not at all.
    static func unregister<T: Sendable>(folder: String, while body: @Sendable () -> T) -> T {
        folders.withLock { folders in
            folders.remove(folder)
            registry.withLock { paths in paths = paths.filter { !$0.hasPrefix(folder + "/") } }
            return body()
        }
    }

    /// Adds a child process to stop, by the same signal, when one comes: a `faults --jobs` process.
    static func register(process: Int32) {
        processes.withLock { _ = $0.insert(process) }
    }

    /// Forgets a child process that ended.
    static func forget(process: Int32) {
        processes.withLock { _ = $0.remove(process) }
    }

    /// Ends this process as SIGTERM would once its standard input, a pipe,
    /// reaches its end: a `faults --jobs` process is given a pipe whose
    /// writing end only its parent holds, and which closes when the parent
    /// ends, however it ends (a SIGKILL, or a signal that came while the
    /// parent was still starting this process and could not pass it on).
    /// Standard input that is not a pipe (a terminal, `/dev/null`) is not watched.
    package static func endWhenStandardInputCloses() {
        var status = stat()
        guard fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: DispatchQueue(label: "deepcut-replay.parent"))
        source.setEventHandler {
            var byte: UInt8 = 0
            // The parent writes nothing: the pipe is readable only once it has ended.
            if read(0, &byte, 1) == 0 { removeAndRaise(SIGTERM) }
        }
        source.resume()
        // Like the signal sources, it lives as long as the process.
        _ = Unmanaged.passRetained(source as AnyObject)
    }

    /// Removes every registered file, says which outputs were complete, then ends the
    /// process by the signal with its default action; or holds the signal, when a command does.
    private static func removeAndRaise(_ signal: Int32) {
        // Under the writers' lock: a rename and its `finishing` hold happen wholly before this, or after.
        let written: [String]? = folders.withLock { folders in
            let written = registry.withLock { paths -> [String]? in
                let held = deferral.withLock { state -> Bool in
                    guard state.deferring, state.signal == nil else { return false }
                    state.signal = signal
                    return true
                }
                if held { return nil }
                processes.withLock { children in
                    for child in children { kill(child, signal) }
                    children.removeAll()
                }
                for path in paths { unlink(path) }
                paths.removeAll()
                return completed.withLock { $0 }
            }
            if written != nil {
                for folder in folders { rmdir(folder) }
                folders.removeAll()
            }
            return written
        }
        guard let written else { return }
        if !written.isEmpty {
            var errors = DescriptorOutputStream(descriptor: STDERR_FILENO)
            for output in written { errors.write(ToolMessage.line("interrupted, but \(output.printable) in full before the signal came")) }
            errors.flush()
        }
        defaultAction(signal)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        // Linux's Dispatch blocks the signal in each thread to read it through a descriptor.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        _exit(128 + signal)
    }

    private static func defaultAction(_ number: Int32) {
        _ = signal(number, SIG_DFL)
    }

    /// The temporary files of writes in progress, and those of `faults --jobs`' processes.
    private static let registry = Lock<Set<String>>([])
    /// The outputs renamed into place, in order: `the HTML page was written to r.html`.
    private static let completed = Lock<[String]>([])
    /// The temporary folders of `faults --jobs`; taken before `registry` when both are.
    private static let folders = Lock<Set<String>>([])
    /// The `faults --jobs` processes running.
    private static let processes = Lock<Set<Int32>>([])

    /// Whether a command holds the first signal, and the signal once held.
    private struct Deferral: Sendable {
        var deferring = false
        var signal: Int32?
    }

    private static let deferral = Lock(Deferral())
}
