import DeepCutKit
import DeepCutTrace
import Foundation

/// The recorder's cost per appended call and its memory: the first 1,000
/// calls against the last 1,000 of a long recording to a file. Appending must
/// not rewrite the file, so the two must cost the same; the recorder keeps
/// only the calls in flight, so the process's resident memory after 1,000
/// calls and after all of them must be the same too.
@MainActor
enum RecorderBenchmark {
    struct Result {
        var calls: Int
        var earlyMicroseconds: Double
        var lateMicroseconds: Double
        var fileBytes: Int
        /// Resident memory of this process after 1,000 calls and after all of them, in bytes.
        var residentAfterWindow: Int
        var residentAtEnd: Int

        var memoryLine: String {
            "recorder memory: resident \(fixed(Double(residentAfterWindow) / 1_048_576, 1)) MiB after 1,000 calls, "
                + "\(fixed(Double(residentAtEnd) / 1_048_576, 1)) MiB after \(calls) calls "
                + "(grew \(fixed(Double(residentAtEnd - residentAfterWindow) / 1_048_576, 2)) MiB)"
        }

        var memoryBudgetLine: String {
            let growth = Double(residentAtEnd - residentAfterWindow) / 1_048_576
            return "\(growth < 2 ? "✔" : "✘") recorder: memory grew \(fixed(growth, 2)) MiB from 1,000 to \(calls) calls "
                + "(holds only calls in flight; < 2 MiB allowing for the allocator)"
        }

        var line: String {
            "recorder: \(fixed(earlyMicroseconds, 1)) µs per appended call over the first 1,000 calls, "
                + "\(fixed(lateMicroseconds, 1)) µs over calls \(calls - 999) to \(calls) "
                + "(file \(fixed(Double(fileBytes) / 1_000_000, 1)) MB)"
        }

        var budgetLine: String {
            let ratio = lateMicroseconds / earlyMicroseconds
            return "\(ratio < 1.5 ? "✔" : "✘") recorder: cost per appended call at \(calls) calls is "
                + "\(fixed(ratio, 2))× the cost at 1,000 calls (does not grow; < 1.5× allowing for noise)"
        }
    }

    static func measure(calls: Int) async -> Result {
        let artist = LibraryArtist(id: "r.Bench1", name: "Bench Artist")
        let releases = CatalogReleases(albums: [
            LibraryAlbum(id: "1500000001", title: "Bench Release", artistName: artist.name,
                         releaseDate: ReleaseDate("2020-01-01")),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-recorder.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let capture = TraceCapture(origin: .synthetic, title: "recorder bench", startedAt: TraceTimestamp("2026-01-01T00:00:00Z")!)
        guard let recorder = try? RecordingMusicLibraryService(
            wrapping: ConstantService(releases: releases), capture: capture, fileURL: file, clock: VirtualClock())
        else { fatalError("cannot create \(file.path)") }
        var early = 0.0, late = 0.0
        let window = min(1_000, calls)
        var residentAfterWindow = 0
        for index in 0..<calls {
            let elapsed = await seconds { _ = try? await recorder.fetchCatalogReleases(for: artist) }
            if index < window { early += elapsed }
            if index >= calls - window { late += elapsed }
            if index == window - 1 { residentAfterWindow = residentBytes() }
        }
        let residentAtEnd = residentBytes()
        try? recorder.finish()
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return Result(calls: calls, earlyMicroseconds: early / Double(window) * 1e6,
                      lateMicroseconds: late / Double(window) * 1e6, fileBytes: size,
                      residentAfterWindow: residentAfterWindow, residentAtEnd: residentAtEnd)
    }

    /// This process's resident memory now, or 0 where it cannot be read:
    /// `VmRSS` of /proc/self/status on Linux (proc(5), in kB), the task's
    /// `resident_size` on Darwin (`task_info` with `MACH_TASK_BASIC_INFO`, in bytes).
    static func residentBytes() -> Int {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : 0
        #else
        return 0
        #endif
    }
}
