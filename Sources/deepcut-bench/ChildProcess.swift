import Foundation

/// A finished child process: its wall time, status, output and, where the
/// system measures it for a spawned child, its peak resident memory.
struct ChildRun {
    var seconds: Double
    var status: Int32
    var output: String
    /// The child's own peak resident set size in kilobytes (KiB); nil where
    /// `wait4` does not give it (Linux, below).
    var peakKilobytes: Int?
}

/// Runs a program to completion and times it.
///
/// Peak memory differs by system:
/// - Linux: `posix_spawn` uses `vfork`, and a child spawned that way inherits
///   its parent's high-water mark in `ru_maxrss` (getrusage(2): "the maximum
///   resident set size used (in kilobytes)"), which would report this
///   benchmark's memory, not the child's. GNU time (`/usr/bin/time -f %M`,
///   kilobytes) forks the program from its own small process instead.
/// - Darwin: `posix_spawn` is a system call that starts a fresh task, so
///   `wait4`'s `ru_maxrss` is the child's own; XNU fills it in bytes
///   (`resident_size`, pages × `PAGE_SIZE`, in bsd/kern/kern_exit.c), not
///   kilobytes. BSD time has no `-f` (its `-l` prints the same byte count).
enum ChildProcess {
    /// The program's peak resident set size in kilobytes, or nil where it
    /// cannot be measured (Linux without GNU time).
    static func peakKilobytes(_ executable: String, _ arguments: [String]) -> Int? {
        #if os(Linux)
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-peak.txt")
        defer { try? FileManager.default.removeItem(at: output) }
        guard let run = ChildProcess.run(time, ["-f", "%M", "-o", output.path, executable] + arguments), run.status == 0,
              let text = try? String(contentsOf: output, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
        #else
        guard let run = ChildProcess.run(executable, arguments), run.status == 0 else { return nil }
        return run.peakKilobytes
        #endif
    }

    /// Runs `executable` (looked up in `PATH`) with this process's
    /// environment, standard output read into `output`; nil when it cannot start.
    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // The file actions are a struct with Glibc and an opaque pointer on
        // Darwin (`typedef void *posix_spawn_file_actions_t`), which `_init`
        // fills in: the form of swift-tools-support-core's TSCBasic/Process.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // `environ` is not in Darwin's Swift overlay (apps reach it through
        // `_NSGetEnviron()`): the environment is passed as Foundation reads it.
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        guard posix_spawnp(&pid, executable, &actions, nil, argv, environment) == 0 else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[1])
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let output = reader.readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if canImport(Darwin)
        let peak: Int? = Int(usage.ru_maxrss) / 1024
        #else
        let peak: Int? = nil
        #endif
        return ChildRun(seconds: seconds, status: exitStatus, output: String(decoding: output, as: UTF8.self),
                        peakKilobytes: peak)
    }
}
