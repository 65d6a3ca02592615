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
            if index == window - 1 { residentAfterWindow = ResidentMemory.bytes() }
        }
        let residentAtEnd = ResidentMemory.bytes()
        try? recorder.finish()
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return Result(calls: calls, earlyMicroseconds: early / Double(window) * 1e6,
                      lateMicroseconds: late / Double(window) * 1e6, fileBytes: size,
                      residentAfterWindow: residentAfterWindow, residentAtEnd: residentAtEnd)
    }
}
