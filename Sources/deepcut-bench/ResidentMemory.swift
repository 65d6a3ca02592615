import Foundation

/// How much memory this process holds, for the benchmark's checks that
/// memory does not grow.
enum ResidentMemory {
    /// This process's resident memory now, or 0 where it cannot be read:
    /// `VmRSS` of /proc/self/status on Linux (proc(5), in kB), else what
    /// `ps -o rss=` says of this process (macOS, ps(1), in kB): no raw memory either way.
    static func bytes() -> Int {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
        #else
        return psKilobytes().map { $0 * 1024 } ?? 0
        #endif
    }

    #if !os(Linux)
    /// The resident size `ps` reports for this process, in kB.
    private static func psKilobytes() -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "rss=", "-p", String(ProcessInfo.processInfo.processIdentifier)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    #endif
}
