import DeepCutFixtures
import DeepCutGenerator
import DeepCutKit
import DeepCutTrace
import Foundation

/// The recorder's cost per appended call: the first 1,000 calls against the
/// last 1,000 of a long recording to a file. Appending must not rewrite the
/// file, so the two must cost the same.
@MainActor
enum RecorderBenchmark {
    struct Result {
        var calls: Int
        var earlyMicroseconds: Double
        var lateMicroseconds: Double
        var fileBytes: Int

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
        let library = SampleLibrary(artists: [artist], catalog: [artist.id: CatalogReleases(albums: [
            LibraryAlbum(id: "1500000001", title: "Bench Release", artistName: artist.name,
                         releaseDate: ReleaseDate("2020-01-01")),
        ])])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-recorder.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let capture = TraceCapture(origin: .synthetic, title: "recorder bench", startedAt: TraceTimestamp("2026-01-01T00:00:00Z")!)
        guard let recorder = try? RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: library), capture: capture, fileURL: file, clock: VirtualClock())
        else { fatalError("cannot create \(file.path)") }
        var early = 0.0, late = 0.0
        let window = min(1_000, calls)
        for index in 0..<calls {
            let elapsed = await seconds { _ = try? await recorder.fetchCatalogReleases(for: artist) }
            if index < window { early += elapsed }
            if index >= calls - window { late += elapsed }
        }
        try? recorder.finish()
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return Result(calls: calls, earlyMicroseconds: early / Double(window) * 1e6,
                      lateMicroseconds: late / Double(window) * 1e6, fileBytes: size)
    }
}
