import DeepCutAnalysis
import DeepCutVerify
import Foundation

/// `faults --jobs M`: the campaign's share replayed by M processes of the
/// tool at once, worker J of M running `faults … --format json --worker J/M`
/// (Docs/FaultCampaigns.md "Shards and jobs"), their results merged.
///
/// The engine is isolated to the main actor, and one main actor runs one
/// replay at a time; each process has a main actor, an engine and a replay of
/// its own, so the workers share nothing and take no lock. Each writes its
/// result to a file of its own in a temporary folder, removed afterwards.
package enum FaultsWorkers {
    /// Whether this platform can start processes (Foundation's `Process`: macOS and Linux).
    package static var canStart: Bool {
        #if os(macOS) || os(Linux)
        true
        #else
        false
        #endif
    }

    /// Runs the workers and merges what they found.
    /// - Parameters:
    ///   - executable: the tool's executable.
    ///   - arguments: the command line of every worker, before its `--worker J/M`.
    ///   - workerOption: the hidden option that tells a process which worker it is (`--worker`).
    /// - Returns: the merged result, or what to print when a worker could not run or gave no result.
    @MainActor
    package static func run(
        executable: String, arguments: [String], workerOption: String, paths: [String], jobs: Int, progress: inout ProgressLine,
        tally: inout FaultCampaign.Progress
    ) async -> Result<FaultsResult, FaultsStop> {
        // TMPDIR is used as found: a folder that is not there is not made (nor its parents), and the run says so.
        let temporary = FileManager.default.temporaryDirectory
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: temporary.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(FaultsStop(
                "the temporary folder \(temporary.path) (TMPDIR) is not a folder that exists, and the --jobs processes "
                    + "write their results there: make it, set TMPDIR to a folder that exists, or give --jobs 1",
                status: .cannotCreate))
        }
        let folder = temporary
            .appendingPathComponent("deepcut-replay-faults-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            return .failure(FaultsStop(
                "cannot make a folder for the --jobs processes' results in \(temporary.path): \(reason(error)) "
                    + "(set TMPDIR to a folder you can write, or give --jobs 1)", status: .cannotCreate))
        }
        let files = (1...jobs).flatMap { worker in [resultFile(worker, in: folder), errorFile(worker, in: folder)] }
        // A signal removes the results and the folder, and stops the processes (InterruptCleanup).
        InterruptCleanup.register(folder: folder.path, files: files.map(\.path))
        defer {
            InterruptCleanup.unregister(folder: folder.path) { try? FileManager.default.removeItem(at: folder) }
        }
        // Every process's files and pipe are opened before any starts, one after another: under a
        // limit on open files the run stops here, saying so, with nothing started.
        var prepared: [Prepared] = []
        for worker in 1...jobs {
            switch Prepared.open(worker, output: resultFile(worker, in: folder), errors: errorFile(worker, in: folder)) {
            case .success(let one): prepared.append(one)
            case .failure(let failure):
                return .failure(FaultsStop("cannot start faults process \(worker) of \(jobs): \(failure.reason)",
                                           status: .workerFailed))
            }
        }
        // Foundation's `Process.run` stops the program, rather than throw, when the system gives it
        // no descriptor for its own pipes: that many are opened, held at once and closed first.
        if let first = prepared.first {
            do {
                let spare = try (0..<(Self.descriptorsPerStart * jobs)).map { _ in try FileHandle(forWritingTo: first.output) }
                for handle in spare { try? handle.close() }
            } catch {
                return .failure(FaultsStop("cannot start \(plural(jobs, "faults process")): \(reason(error))",
                                           status: .workerFailed))
            }
        }
        let started = ContinuousClock.now
        var reports = ProgressReports(workers: jobs)
        // Closing the writing end of a process's standard input ends it (as SIGTERM would):
        // once one process fails, the others' work is of no use.
        let inputs = prepared.map(\.parent.fileHandleForWriting)
        var firstFailed: Int?
        let finished = await withTaskGroup(of: Event.self) { group in
            for one in prepared {
                let command = arguments + [workerOption, "\(one.worker)/\(jobs)", "--"] + paths
                group.addTask { .finished(await start(executable, command, one)) }
            }
            prepared = []
            if progress.enabled { group.addTask { await tick() } }
            var all: [Finished] = []
            for await event in group {
                switch event {
                case .finished(let one):
                    all.append(one)
                    if all.count == jobs { group.cancelAll() }
                    if firstFailed == nil, one.failure != nil || one.signal != nil {
                        firstFailed = one.worker
                        for input in inputs { try? input.close() }
                    }
                case .tick:
                    guard all.count < jobs else { continue }
                    reports.read(errorFiles: (1...jobs).map { errorFile($0, in: folder) })
                    let now = reports.total
                    progress.show("faults: \(now.done) of \(now.total) mutations in \(jobs) processes, "
                        + ProgressLine.pace(done: now.done, total: now.total, since: started, clock: ContinuousClock()))
                    group.addTask { await tick() }
                }
            }
            // The process that failed first is reported, not those its failure stopped.
            return all.sorted { ($0.worker == firstFailed ? 0 : $0.worker) < ($1.worker == firstFailed ? 0 : $1.worker) }
        }
        reports.read(errorFiles: finished.map(\.errors))
        tally = tally.adding(reports.total)
        var parts: [FaultsResult] = []
        for one in finished {
            let what = "faults process \(one.worker) of \(jobs)"
            let said = (try? String(contentsOf: one.errors, encoding: .utf8)).map { text in
                text.split(separator: "\n").filter { !$0.hasPrefix("time: ") && !$0.hasPrefix(ProgressReport.prefix) }
                    .joined(separator: "\n")
            } ?? ""
            if let failure = one.failure {
                return .failure(FaultsStop("cannot start \(what): \(failure)", status: .workerFailed))
            }
            let ended = one.signal.map { "was ended by signal \($0)\(signalName($0))" } ?? "ended with status \(one.status)"
            let data: Data
            do {
                data = try contents(of: one.output.path)
            } catch {
                return .failure(FaultsStop("\(what) \(ended), and its result cannot be read: \(error)", status: .workerFailed))
            }
            guard one.signal == nil, !data.isEmpty else {
                return .failure(FaultsStop(
                    "\(what) \(ended) without writing its result" + (said.isEmpty ? "" : ": \(said)"), status: .workerFailed))
            }
            do {
                parts.append(try FaultsResult(reading: data))
            } catch {
                return .failure(FaultsStop(
                    "\(what) \(ended), and its result is not whole (its output may have been cut off; is the disk "
                        + "full?):\(error)" + (said.isEmpty ? "" : "; it said: \(said)"), status: .workerFailed))
            }
        }
        do throws(FaultsMergeError) {
            return .success(try FaultsResult.merge(parts))
        } catch {
            return .failure(FaultsStop("the --jobs results do not merge: \(error.message)", status: .workerFailed))
        }
    }

    /// What the parent waits for: a worker that ended, or the next look at how far they are.
    private enum Event: Sendable {
        case finished(Finished)
        case tick
    }

    /// A quarter of a second (or less, once every worker has ended), before the parent looks at the workers' progress.
    private static func tick() async -> Event {
        try? await Task.sleep(for: .milliseconds(250))
        return .tick
    }

    private static func resultFile(_ worker: Int, in folder: URL) -> URL { folder.appendingPathComponent("\(worker).json") }
    private static func errorFile(_ worker: Int, in folder: URL) -> URL { folder.appendingPathComponent("\(worker).err") }

    /// A worker that ended.
    private struct Finished: Sendable {
        var worker: Int
        var status: Int32
        /// The signal that ended it, when one did.
        var signal: Int32?
        var output: URL
        var errors: URL
        var failure: String?
    }

    /// The descriptors `Process.run` may open for itself while starting one process, with a margin.
    static let descriptorsPerStart = 8

    /// A worker's files and the pipe of its standard input, opened.
    private struct Prepared: Sendable {
        var worker: Int
        var output: URL
        var errors: URL
        var outputHandle: FileHandle
        var errorHandle: FileHandle
        /// Its only writing end is this process's: the worker ends when this process does (InterruptCleanup).
        var parent: Pipe

        /// Opens them. Foundation's `Pipe()` cannot fail (it stops the program when the system
        /// gives no descriptor), so two descriptors are opened and closed first.
        static func open(_ worker: Int, output: URL, errors: URL) -> Result<Prepared, SpawnFailure> {
            do {
                // The folder opened four times first: making a file says only that it failed, opening one says why.
                let probes = try (0..<4).map { _ in try FileHandle(forReadingFrom: output.deletingLastPathComponent()) }
                for probe in probes { try? probe.close() }
                try Data().write(to: output, options: .withoutOverwriting)
                try Data().write(to: errors, options: .withoutOverwriting)
                let outputHandle = try FileHandle(forWritingTo: output)
                let errorHandle = try FileHandle(forWritingTo: errors)
                do {
                    let spare = try (0..<2).map { _ in try FileHandle(forWritingTo: output) }
                    for handle in spare { try? handle.close() }
                } catch {
                    try? outputHandle.close()
                    try? errorHandle.close()
                    throw error
                }
                return .success(Prepared(worker: worker, output: output, errors: errors, outputHandle: outputHandle,
                                         errorHandle: errorHandle, parent: Pipe()))
            } catch {
                return .failure(SpawnFailure(
                    reason: "cannot open its files in \(output.deletingLastPathComponent().path): \(reason(error))"))
            }
        }
    }

    /// Starts one worker with its standard output and error in its files, and waits for it to end.
    private static func start(_ executable: String, _ arguments: [String], _ prepared: Prepared) async -> Finished {
        var finished = Finished(worker: prepared.worker, status: -1, output: prepared.output, errors: prepared.errors)
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = prepared.parent
        process.standardOutput = prepared.outputHandle
        process.standardError = prepared.errorHandle
        let ended: Result<(Int32, Bool), SpawnFailure> = await withCheckedContinuation { continuation in
            process.terminationHandler = { ended in
                continuation.resume(returning: .success((ended.terminationStatus, ended.terminationReason == .uncaughtSignal)))
            }
            do {
                try process.run()
                InterruptCleanup.register(process: process.processIdentifier)
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: .failure(SpawnFailure(reason: "\(executable): \(reason(error))")))
            }
        }
        // Registered once `run` returned, in the continuation's body, which ends before the task goes on.
        InterruptCleanup.forget(process: process.processIdentifier)
        withExtendedLifetime(prepared.parent) {}
        #else
        // Foundation has no `Process` on iOS, tvOS, watchOS or visionOS; `canStart` keeps the command off this path.
        let ended: Result<(Int32, Bool), SpawnFailure> = .failure(SpawnFailure(reason: "this system starts no processes"))
        #endif
        try? prepared.outputHandle.close()
        try? prepared.errorHandle.close()
        switch ended {
        case .success(let (status, bySignal)):
            finished.status = status
            if bySignal { finished.signal = status }
        case .failure(let failure):
            finished.failure = failure.reason
        }
        return finished
    }

    /// Why a process could not be started.
    private struct SpawnFailure: Error {
        var reason: String
    }

    /// ` (SIGKILL)`: the name of the signals a worker is ended by, after its number.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 9: "SIGKILL",
                                      11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ"]
        return names[signal].map { " (\($0))" } ?? ""
    }

    /// Why starting a process or making a file failed, in words: the system's error
    /// for the limits a campaign meets (processes, open files, memory), else Foundation's.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError) ?? error
        guard underlying.domain == NSPOSIXErrorDomain else { return FoundationErrorText.reason(error) }
        let code = underlying.code
        let limits: [POSIXErrorCode: String] = [
            .EAGAIN: "the limit on processes was reached (ulimit -u); give a smaller --jobs",
            .EMFILE: "this process has as many files open as it may (ulimit -n); give a smaller --jobs",
            .ENFILE: "the system has as many files open as it may; give a smaller --jobs",
            .ENOMEM: "not enough memory to start another process; give a smaller --jobs",
            // Foundation's `Process` marks every descriptor this process holds to be closed in the new
            // process, which the system refuses as a bad descriptor when one is above the limit on open files.
            .EBADF: "a descriptor this process holds is above the limit on open files (ulimit -n), and Foundation "
                + "cannot start a process then (a shell may hold descriptor 255); raise the limit to 256 or more, or "
                + "give --jobs 1",
            .ENOSPC: "no space left on the device",
            .EACCES: "permission denied",
            .ENOENT: "no such file or folder",
        ]
        if let known = POSIXErrorCode(rawValue: Int32(code)), let text = limits[known] { return text }
        return "the system's error \(code)"
    }

    /// Whole seconds since `started`.
    private static func seconds(since started: ContinuousClock.Instant) -> Int {
        Int((ContinuousClock.now - started).components.seconds)
    }

    /// The bytes of a result file, at most 256 MiB (a result holds a few examples per invariant and the first failures).
    package static func contents(of path: String) throws -> Data {
        let limit = 256 << 20
        if case .success(let status) = FileStatus.of(path), status.kind == .folder { throw ResultFileError.isAFolder }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ResultFileError.cannotOpen }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else { throw ResultFileError.tooLarge(limit) }
        return data
    }

    /// A result file that cannot be read.
    enum ResultFileError: Error, CustomStringConvertible {
        /// It cannot be opened.
        case cannotOpen
        /// A folder is there.
        case isAFolder
        /// It is larger than any result.
        case tooLarge(Int)

        var description: String {
            switch self {
            case .cannotOpen: "no such file, or it cannot be opened"
            case .isAFolder: "it is a folder; give the result file each shard's `faults --format json` wrote"
            case .tooLarge(let limit): "larger than \(limit >> 20) MiB, more than a faults result holds"
            }
        }
    }
}

/// What stops `faults` before it reports: the message (without the tool's name) and the exit status.
package struct FaultsStop: Error {
    /// The message.
    package var message: String
    /// The exit status.
    package var status: ExitStatus

    package init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }
}
