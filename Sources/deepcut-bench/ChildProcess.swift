import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A finished child process: its wall time, peak resident memory and status.
struct ChildRun {
    var seconds: Double
    var status: Int32
    var output: String
}

/// Runs a program to completion and times it.
///
/// Peak memory is read through GNU time (`/usr/bin/time -f %M`), which forks
/// the program from its own small process: `posix_spawn` uses `vfork`, and on
/// Linux a child spawned that way inherits its parent's high-water mark in
/// `ru_maxrss`, which would report this benchmark's memory, not the child's.
enum ChildProcess {
    /// The program's peak resident set size in kilobytes, or nil without GNU time.
    static func peakKilobytes(_ executable: String, _ arguments: [String]) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-peak.txt")
        defer { try? FileManager.default.removeItem(at: output) }
        guard let run = ChildProcess.run(time, ["-f", "%M", "-o", output.path, executable] + arguments), run.status == 0,
              let text = try? String(contentsOf: output, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
    }

    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        close(pipe[1])
        var output = Data()
        let reader = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true)
        output = reader.readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildRun(seconds: seconds, status: exitStatus,
                        output: String(decoding: output, as: UTF8.self))
    }
}
