import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutWorld
import Foundation
import Testing

/// The traces of Traces/, listed from this file's place (sorted): no test names one.
enum WorldTraces {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.json` file of Traces/, as paths from the package root, sorted.
    static let paths: [String] = {
        let folder = root.appendingPathComponent("Traces")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "Traces/" + $0 }
    }()

    /// The trace at a path from the package root, read by the strict reader.
    static func trace(_ path: String) throws -> Trace {
        try TraceReader.read(contentsOf: root.appendingPathComponent(path))
    }

    /// The world of the trace at a path.
    static func world(_ path: String) throws -> MusicWorld {
        MusicWorld(trace: try trace(path), name: path)
    }
}

/// A trace built in code: each call given as its request and outcome, `seq` in order.
func trace(_ title: String, _ calls: [(TraceRequest, TraceOutcome)], durationMs: Double? = nil) -> Trace {
    Trace(
        capture: TraceCapture(origin: .synthetic, title: title, startedAt: TraceTimestamp("2026-01-01T00:00:00Z")!),
        calls: calls.enumerated().map { TraceCall(seq: $0.offset, request: $0.element.0, outcome: $0.element.1, durationMs: durationMs) })
}

let björk = LibraryArtist(id: "r.Bjork01", name: "Björk")
let homogenic = LibraryAlbum(id: "1440935467", title: "Homogenic", artistName: "Björk")
let vespertine = LibraryAlbum(id: "1440935468", title: "Vespertine", artistName: "Björk")
let deepCuts = LibraryPlaylist(id: "p.DeepCuts1", name: "Deep Cuts")
let hunter = LibraryTrack(id: "1700000001", title: "Hunter", artistName: "Björk", albumTitle: "Homogenic", albumID: "1440935467")
