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
    /// The groups (or credits, or editions) of the longest single title.
    static let titleGroups = 40_000
    /// The traces, and the test files, of the larger folder.
    static let traceCount = 1_000

    /// One title of `groups` nested groups, of as many credits, and of as many editions after as
    /// many symbols: the shapes that made title reading quadratic.
    static func longTitles(groups: Int) -> [(shape: String, title: String)] {
        [
            ("nested groups", "Moura " + String(repeating: "(", count: groups) + "x" + String(repeating: ")", count: groups)),
            ("credits", "Moura" + String(repeating: " (feat. A)", count: groups)),
            ("editions after symbols", String(repeating: "!", count: groups) + " Moura" + String(repeating: " (Deluxe)", count: groups)),
        ]
    }

    /// A trace of one artist who owns one album titled `title` and whose catalog answers it and its namesake.
    static func oneTitle(_ title: String) -> String {
        let quoted = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return document(calls: [
            #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.A", "name": "A"}]}}"#,
            #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [{"id": "l.1", "title": "\#(quoted)", "artistName": "A", "artistID": "r.A"}]}}"#,
            #"{"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
            #"{"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"albums": [{"id": "1", "title": "\#(quoted)", "artistName": "A"}, {"id": "2", "title": "\#(quoted) y", "artistName": "A"}]}}"#,
        ], batchSize: 1)
    }

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
        for size in [smallest, largest] {
            // Artists sharing one name, with albums by that name and no artist id: name lookups index once.
            let shared = path("shared-name-\(size).json")
            try? sameNameLibrary(artists: size, albumsByName: true).write(toFile: shared, atomically: true, encoding: .utf8)
            for (name, arguments) in [
                ("one name for every artist, its albums unattributed: lint TRACE", ["lint", shared]),
                ("one name for every artist, its albums unattributed: inspect TRACE", ["inspect", shared]),
            ] {
                record(name, unit: "artist", size, time(arguments))
            }
        }
        for count in [titleGroups / 10, titleGroups] {
            for (shape, title) in Self.longTitles(groups: count) {
                let trace = path("title-\(shape.split(separator: " ").joined(separator: "-"))-\(count).json")
                try? oneTitle(title).write(toFile: trace, atomically: true, encoding: .utf8)
                for (command, arguments) in [("TRACE (replay)", [trace, "-q"]), ("lint TRACE", ["lint", trace]),
                                             ("inspect TRACE", ["inspect", trace])] {
                    record("one title of \(shape): \(command)", unit: "group", count, time(arguments))
                }
            }
        }
        for count in [traceCount / 10, traceCount] {
            // A folder of small traces, and a folder of test files of 20 kB each, every one naming a trace.
            let traces = path("traces-\(count)"), tests = path("tests-\(count)")
            try? FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: true)
            try? FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
            let small = oneAnswer(albums: 10)
            let filler = String(repeating: "// a line of a test file that names no trace at all\n", count: 380)
            for index in 0..<count {
                try? small.write(toFile: traces + "/t\(index).json", atomically: false, encoding: .utf8)
                try? (filler + "let trace = \"t\(index % (traceCount / 10)).json\"\n")
                    .write(toFile: tests + "/T\(index).swift", atomically: false, encoding: .utf8)
            }
            for (name, arguments) in [
                ("a folder of traces: verify DIR", ["verify", traces]),
                ("a folder of traces: lint DIR", ["lint", traces]),
                ("a folder of traces: status DIR", ["status", traces, "--now", "2026-12-03T00:00:00Z"]),
                ("a folder of traces: coverage DIR", ["coverage", traces]),
            ] {
                record(name, unit: "trace", count, time(arguments))
            }
            // The traces stay the smaller folder's: only the test files and their bytes grow.
            record("test files of 20 kB: status DIR --tests TESTS", unit: "test file", count,
                   time(["status", path("traces-\(traceCount / 10)"), "--tests", tests, "--now", "2026-12-03T00:00:00Z"]))
        }
        var lines = ["Commands from \(smallest) to \(largest) artists, on one answer of \(albums / 10) and \(albums) "
            + "copies of a release, one title of \(titleGroups / 10) and \(titleGroups) groups, and folders of "
            + "\(traceCount / 10) and \(traceCount) traces and test files (one run each; ×1 per unit is linear):"]
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
    /// With `albumsByName`, the library holds one album an artist by that name and no artist id.
    static func sameNameLibrary(artists: Int, albumsByName: Bool = false) -> String {
        let ids = (0..<artists).map { "r.S\($0)" }
        let albums = albumsByName
            ? (0..<artists).map { #"{"id": "l.S\#($0)", "title": "Album \#($0)", "artistName": "Same Name"}"# } : []
        var calls = [
            #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": ["#
                + ids.map { #"{"id": "\#($0)", "name": "Same Name"}"# }.joined(separator: ", ") + "]}}",
            #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": ["#
                + albums.joined(separator: ", ") + "]}}",
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
