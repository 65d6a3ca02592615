import Foundation

/// `faults --jobs M`: the campaign's share replayed by M processes of the
/// tool at once, worker J of M running `faults … --format json --worker J/M`
/// (Docs/FaultCampaigns.md "Shards and jobs"), their results merged.
///
/// The engine is isolated to the main actor, and one main actor runs one
/// replay at a time; each process has a main actor, an engine and a replay of
/// its own, so the workers share nothing and take no lock. Each writes its
/// result to a file of its own in a temporary folder, removed afterwards.
enum FaultsWorkers {
    /// Whether this platform can start processes (Foundation's `Process`: macOS and Linux).
    static var canStart: Bool {
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
    /// - Returns: the merged result, or what to print when a worker could not run or gave no result.
    @MainActor
    static func run(
        executable: String, arguments: [String], paths: [String], jobs: Int, progress: inout ProgressLine,
        tally: inout FaultCampaign.Progress
    ) async -> Result<FaultsResult, FaultsStop> {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("deepcut-replay-faults-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(FaultsStop(
                "cannot make a folder for the --jobs processes' results in "
                    + "\(folder.deletingLastPathComponent().path): \(FoundationErrorText.reason(error))", status: .cannotCreate))
        }
        let files = (1...jobs).flatMap { worker in [resultFile(worker, in: folder), errorFile(worker, in: folder)] }
        // A signal removes the results and the folder, and stops the processes (InterruptCleanup).
        InterruptCleanup.register(folder: folder.path, files: files.map(\.path))
        defer {
            InterruptCleanup.unregister(folder: folder.path) { try? FileManager.default.removeItem(at: folder) }
        }
        let started = ContinuousClock.now
        var reports = ProgressReports(workers: jobs)
        let finished = await withTaskGroup(of: Event.self) { group in
            for worker in 1...jobs {
                let command = arguments + [FaultsCommand.workerOption, "\(worker)/\(jobs)", "--"] + paths
                let output = resultFile(worker, in: folder), errors = errorFile(worker, in: folder)
                group.addTask { .finished(await start(executable, command, worker: worker, output: output, errors: errors)) }
            }
            if progress.enabled { group.addTask { await tick() } }
            var all: [Finished] = []
            for await event in group {
                switch event {
                case .finished(let one):
                    all.append(one)
                    if all.count == jobs { group.cancelAll() }
                case .tick:
                    guard all.count < jobs else { continue }
                    reports.read(errorFiles: (1...jobs).map { errorFile($0, in: folder) })
                    let now = reports.total
                    progress.show("faults: \(now.done) of \(now.total) mutations in \(jobs) processes, "
                        + FaultsCommand.pace(done: now.done, total: now.total, since: started, clock: ContinuousClock()))
                    group.addTask { await tick() }
                }
            }
            return all.sorted { $0.worker < $1.worker }
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
                return .failure(FaultsStop("cannot start \(what): \(failure)", status: .failure))
            }
            guard let data = try? Data(contentsOf: one.output), let part = try? FaultsResult(reading: data) else {
                return .failure(FaultsStop(
                    "\(what) ended with status \(one.status) and no result" + (said.isEmpty ? "" : ": \(said)"),
                    status: .failure))
            }
            parts.append(part)
        }
        do throws(FaultsMergeError) {
            return .success(try FaultsResult.merge(parts))
        } catch {
            return .failure(FaultsStop("the --jobs results do not merge: \(error.message)", status: .failure))
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
        var output: URL
        var errors: URL
        var failure: String?
    }

    /// Starts one worker with its standard output and error in files, and waits for it to end.
    private static func start(
        _ executable: String, _ arguments: [String], worker: Int, output: URL, errors: URL
    ) async -> Finished {
        var finished = Finished(worker: worker, status: -1, output: output, errors: errors)
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              FileManager.default.createFile(atPath: errors.path, contents: nil),
              let outputHandle = try? FileHandle(forWritingTo: output), let errorHandle = try? FileHandle(forWritingTo: errors)
        else {
            finished.failure = "cannot make its result files in \(output.deletingLastPathComponent().path)"
            return finished
        }
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Its only writing end is this process's: the worker ends when this process does (InterruptCleanup).
        let parent = Pipe()
        process.standardInput = parent
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let status: Int32? = await withCheckedContinuation { continuation in
            process.terminationHandler = { ended in continuation.resume(returning: ended.terminationStatus) }
            do {
                try process.run()
                InterruptCleanup.register(process: process.processIdentifier)
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: nil)
            }
        }
        // Registered once `run` returned, in the continuation's body, which ends before the task goes on.
        InterruptCleanup.forget(process: process.processIdentifier)
        withExtendedLifetime(parent) {}
        #else
        // Foundation has no `Process` on iOS, tvOS, watchOS or visionOS; `canStart` keeps the command off this path.
        let status: Int32? = nil
        #endif
        try? outputHandle.close()
        try? errorHandle.close()
        if let status { finished.status = status } else { finished.failure = "\(executable) does not run" }
        return finished
    }

    /// Whole seconds since `started`.
    private static func seconds(since started: ContinuousClock.Instant) -> Int {
        Int((ContinuousClock.now - started).components.seconds)
    }

    /// The bytes of a result file, at most 256 MiB (a result holds a few examples per invariant and the first failures).
    static func contents(of path: String) throws -> Data {
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
struct FaultsStop: Error {
    /// The message.
    var message: String
    /// The exit status.
    var status: ExitStatus

    init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// What the tool prints.
    var result: ToolResult { ToolResult(standardError: "deepcut-replay: \(message)\n", status: status) }
}
