import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bounds a run on hostile input is held to, so that a crash, a hang or
/// an unbounded read fails its test instead of stalling the suite or the
/// machine. They are far above what the runs need: they guard, they do not measure.
struct RunLimits: Sendable {
    /// Processor seconds before the system stops the program (`ulimit -t`, SIGXCPU).
    var cpuSeconds = 60
    /// Address space in megabytes (`ulimit -v`), on Linux only: Darwin's
    /// setrlimit(2) does not list `RLIMIT_AS` among the limits it enforces,
    /// so there a run is bounded by processor time and the deadline alone.
    var memoryMegabytes = 8_192
    /// Seconds of waiting before the test kills the program: a program blocked
    /// forever (in `open` on a FIFO, say) uses no processor time.
    var deadlineSeconds = 120
}

/// How a guarded run of `deepcut-replay` ended and what it printed.
struct GuardedOutput: Sendable, CustomStringConvertible {
    /// The exit status, when the program exited.
    var status: Int32?
    /// The signal that ended the program, when one did.
    var signal: Int32?
    /// The test killed the program at its deadline.
    var timedOut: Bool
    /// The program's own peak resident memory in kilobytes, when the run was
    /// asked to measure it and could (`ReplayExecutable.peakIsMeasurable`).
    var peakKilobytes: Int?
    /// Everything on standard output.
    var standardOutput: String
    /// Everything on standard error.
    var standardError: String

    /// The first line of standard error, without its line feed.
    var firstErrorLine: String {
        standardError.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// How it ended, for a failure message: `exit 66`, `signal 7`, `killed after 120 s`.
    var description: String {
        if timedOut { return "killed at the deadline (a hang)" }
        if let signal { return "ended by signal \(signal): \(firstErrorLine)" }
        return "exit \(status ?? -1): \(firstErrorLine)"
    }
}

extension ReplayExecutable {
    /// Runs the binary in `directory` under `limits`, through `/bin/sh` (for
    /// `ulimit`), with standard input from `input` (default /dev/null) and the
    /// outputs in files. With `measuresPeak`, the program's peak memory is
    /// measured: on Linux it runs under GNU time (which reports a signal as
    /// exit 128 + N: tests about signals measure nothing); on Darwin `wait4`
    /// gives it. `meanwhile` runs once the program has started, given its process id.
    /// The program gets a `TMPDIR` of its own (`withOwnTemporaryFolder`).
    static func runGuarded(
        _ arguments: [String], in directory: URL, limits: RunLimits = RunLimits(), input: String = "/dev/null",
        measuresPeak: Bool = false, meanwhile: ((pid_t) async throws -> Void)? = nil
    ) async throws -> GuardedOutput {
        try await withOwnTemporaryFolder([:]) { changes in
            try await runGuardedProcess(arguments, in: directory, limits: limits, input: input, measuresPeak: measuresPeak,
                                        environment: changes, meanwhile: meanwhile)
        }
    }

    /// `runGuarded(_:in:limits:input:measuresPeak:meanwhile:)` with `changes` (the child's `TMPDIR`) in its environment.
    private static func runGuardedProcess(
        _ arguments: [String], in directory: URL, limits: RunLimits, input: String, measuresPeak: Bool,
        environment changes: [String: String?], meanwhile: ((pid_t) async throws -> Void)?
    ) async throws -> GuardedOutput {
        let binary = try #require(url, "deepcut-replay was not found beside the test bundle; run `swift build` first")
        let outputPath = directory.appendingPathComponent(".stdout-\(UUID().uuidString)").path
        let errorPath = directory.appendingPathComponent(".stderr-\(UUID().uuidString)").path
        let peakPath = directory.appendingPathComponent(".peak-\(UUID().uuidString)").path
        defer {
            unlink(outputPath)
            unlink(errorPath)
            unlink(peakPath)
        }
        // Linux: a process spawned by this one (posix_spawn is vfork there,
        // sharing its memory until exec) starts with this test runner's
        // high-water mark in `ru_maxrss`, hundreds of megabytes: GNU time
        // forks the program from its own small process and reports the
        // program's peak alone, in kilobytes. Darwin: posix_spawn starts a
        // fresh task, whose `ru_maxrss` (in bytes there) is its own, and BSD
        // time has no `-f`. `ulimit -v` only where the system honours it.
        #if os(Linux)
        let timed = measuresPeak && peakIsMeasurable
        let program = timed ? [Self.gnuTime, "-f", "%M", "-o", peakPath, binary.path] : [binary.path]
        let script = #"cd -- "$1" && shift && ulimit -t "$1" && ulimit -v "$2" && shift 2 && exec "$@""#
        #else
        let timed = false
        let program = [binary.path]
        let script = #"cd -- "$1" && shift && ulimit -t "$1" && shift 2 && exec "$@""#
        #endif
        let argv = ["/bin/sh", "-c", script, "sh", directory.path, String(limits.cpuSeconds),
                    String(limits.memoryMegabytes * 1024)] + program + arguments
        var environment = ReplayExecutable.environment(changes.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, new in new })
        environment["NO_COLOR"] = nil
        let pid = try spawn(argv, environment: environment.map { "\($0.key)=\($0.value)" },
                            input: input, output: outputPath, error: errorPath)
        try await meanwhile?(pid)
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        let deadline = ContinuousClock.now + .seconds(limits.deadlineSeconds)
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            try #require(reaped == 0 || errno == EINTR, "wait4 failed: \(String(cString: strerror(errno)))")
            if ContinuousClock.now >= deadline {
                timedOut = true
                kill(pid, SIGKILL)
                while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
                break
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let exited = status & 0x7F == 0
        #if canImport(Darwin)
        let peak: Int? = measuresPeak && !timedOut ? Int(usage.ru_maxrss) / 1024 : nil
        #else
        let peak = timed ? Self.lastNumber(inFile: peakPath) : nil
        #endif
        return GuardedOutput(
            status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F, timedOut: timedOut,
            peakKilobytes: peak,
            standardOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self))
    }

    /// GNU time, which measures a program's own peak memory on Linux.
    static let gnuTime = "/usr/bin/time"

    /// Whether `runGuarded(measuresPeak: true)` can measure a peak: on Linux
    /// when GNU time is installed, on Darwin always (`wait4`).
    static var peakIsMeasurable: Bool {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: gnuTime)
        #else
        true
        #endif
    }

    /// The number on the last line of GNU time's output file (earlier lines
    /// say when the program was ended by a signal).
    private static func lastNumber(inFile path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Starts `argv` with standard input from `input` and the outputs in
    /// the two files; returns its process id.
    private static func spawn(
        _ argv: [String], environment: [String], input: String, output: String, error: String
    ) throws -> pid_t {
        // A struct with Glibc, an opaque pointer on Darwin (`typedef void
        // *posix_spawn_file_actions_t`) that `_init` fills in: the form of
        // swift-tools-support-core's TSCBasic/Process.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
        try #require(result == 0, "posix_spawn failed: \(String(cString: strerror(result)))")
        return pid
    }
}
