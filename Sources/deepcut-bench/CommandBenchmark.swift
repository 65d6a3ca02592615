import DeepCutTrace
import Foundation

/// How each command grows with its input (the complexity each command's
/// Docs page names): each runs once, as a child process of the release
/// `deepcut-replay`, at the smallest and largest library of the run (1,610
/// and 20,000 artists by default) and on one catalog answer of a tenth of
/// `albums` and of `albums` copies of one release (10,000 and 100,000 by
/// default), and its cost per artist or per album at the large size is held
/// against the small one, as `GrowthBenchmark` does: ✔ at most ×1.5.
///
/// Beside the generated sessions: one refresh of the whole library with every
/// catalog check's id changed, so that each check diverges (the replay looks
/// for the closest recorded calls at each), and a library whose every artist has one name,
/// with a console log printing that name once per artist (each line fits
/// every artist: `import-diagnostics` lists the name once).
@MainActor
enum CommandBenchmark {
    /// The copies of one release in the largest single answer.
    static let albums = 100_000

    /// The lines, or a sentence saying why a command could not be measured.
    static func measure(replayTool: String, sizes: [Int]) -> [String] {
        guard let smallest = sizes.min(), let largest = sizes.max(), smallest < largest else {
            return ["commands: needs two sizes (--sizes A,B)"]
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-commands-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        /// The command's seconds; a run that ends 0 or 1 (a trace that fails, a line not placed) counts.
        func time(_ arguments: [String]) -> Double? {
            guard let run = ChildProcess.run(replayTool, arguments), run.status == 0 || run.status == 1 else { return nil }
            return run.seconds
        }
        var measured: [String: [(Int, Double)]] = [:]
        var order: [(name: String, unit: String)] = []
        func record(_ name: String, unit: String, _ size: Int, _ seconds: Double?) {
            if !order.contains(where: { $0.name == name }) { order.append((name, unit)) }
            if let seconds { measured[name, default: []].append((size, seconds)) }
        }
        for size in [smallest, largest] {
            let trace = path("session-\(size).json"), diverging = path("diverging-\(size).json")
            let sameName = path("same-name-\(size).json"), log = path("same-name-\(size).log")
            _ = Benchmark.writeSession(artists: size, to: URL(fileURLWithPath: trace))
            // One refresh of the whole library, so that every check diverges in one step (a replay stops at the step).
            let wide = path("wide-\(size).json")
            _ = ChildProcess.run(replayTool, ["generate", "--artists", String(size), "--batch-size", String(size), "-o", wide])
            guard let text = try? String(contentsOfFile: wide, encoding: .utf8) else { continue }
            try? text.replacingOccurrences(
                of: #""fetchCatalogReleases", "args": {"artistID": "r."#,
                with: #""fetchCatalogReleases", "args": {"artistID": "x."#
            ).write(toFile: diverging, atomically: true, encoding: .utf8)
            try? sameNameLibrary(artists: size).write(toFile: sameName, atomically: true, encoding: .utf8)
            try? String(repeating: DiagnosticConsoleLine.artistLine(name: "Same Name", total: 1, owned: 0, cuts: 1) + "\n",
                        count: size).write(toFile: log, atomically: true, encoding: .utf8)
            for (name, arguments) in [
                ("TRACE (replay)", [trace, "-q"]),
                ("verify TRACE", ["verify", trace]),
                ("TRACE --html PAGE", [trace, "-q", "--html", path("page-\(size).html")]),
                ("inspect TRACE", ["inspect", trace]),
                ("lint TRACE", ["lint", trace]),
                ("a replay whose every check diverges", [diverging, "-q"]),
                ("import-diagnostics, one name for every artist",
                 ["import-diagnostics", sameName, "--log", log, "-o", path("imported-\(size).json"), "--partial"]),
            ] {
                record(name, unit: "artist", size, time(arguments))
            }
        }
        for count in [albums / 10, albums] {
            let trace = path("one-answer-\(count).json")
            try? oneAnswer(albums: count).write(toFile: trace, atomically: true, encoding: .utf8)
            for (name, arguments) in [
                ("one answer: TRACE (replay)", [trace, "-q"]),
                ("one answer: verify TRACE", ["verify", trace]),
                ("one answer: inspect TRACE", ["inspect", trace]),
                ("one answer: lint TRACE", ["lint", trace]),
            ] {
                record(name, unit: "album", count, time(arguments))
            }
        }
        var lines = ["Commands from \(smallest) to \(largest) artists, and on one answer of \(albums / 10) and \(albums) "
            + "copies of a release (one run each; ×1 per artist or album is linear):"]
        for (name, unit) in order {
            guard let points = measured[name], points.count == 2 else {
                lines.append("  \(name): not measured (the command failed)")
                continue
            }
            lines.append(GrowthBenchmark.Line(name: name, small: points[0], large: points[1], unit: unit).text)
        }
        return lines
    }

    /// A trace of one refresh whose library has `artists` artists of one name, each checked
    /// (one album each), and no diagnostics: what `import-diagnostics` places a log on.
    static func sameNameLibrary(artists: Int) -> String {
        let ids = (0..<artists).map { "r.S\($0)" }
        var calls = [
            #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": ["#
                + ids.map { #"{"id": "\#($0)", "name": "Same Name"}"# }.joined(separator: ", ") + "]}}",
            #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}}"#,
            #"{"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
        ]
        for (index, id) in ids.enumerated() {
            calls.append(#"{"seq": \#(index + 3), "method": "fetchCatalogReleases", "args": {"artistID": "\#(id)"}, "#
                + #""result": {"albums": [{"id": "\#(2_000_000_000 + index)", "title": "Album \#(index)", "artistName": "Same Name"}]}}"#)
        }
        return document(calls: calls, batchSize: artists)
    }

    /// A trace of one refresh of one artist whose catalog answer lists one release `albums` times under as many ids.
    static func oneAnswer(albums: Int) -> String {
        let copies = (0..<albums).map {
            #"{"id": "\#(1_000_000_000 + $0)", "title": "Same Title", "artistName": "A", "releaseDate": "2020-01-01"}"#
        }
        return document(calls: [
            #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.A", "name": "A"}]}}"#,
            #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}}"#,
            #"{"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
            #"{"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"albums": ["#
                + copies.joined(separator: ", ") + "]}}",
        ], batchSize: 1)
    }

    private static func document(calls: [String], batchSize: Int) -> String {
        #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "bench", "#
            + #""startedAt": "2026-05-12T09:14:03Z"}, "engine": {"batchSize": \#(batchSize)}, "calls": ["#
            + calls.joined(separator: ",\n") + #"], "session": [{"action": "refresh"}]}"# + "\n"
    }
}
