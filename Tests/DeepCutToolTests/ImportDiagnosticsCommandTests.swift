import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("import-diagnostics reads a diagnostic build's console lines into a trace's diagnostics")
    @MainActor
    struct ImportDiagnosticsCommandTests {
        /// Five library artists, two of them named Boris; the catalog answers four checks, never r.Nv1's.
        static let trace = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "synthetic", "title": "Names to match", "startedAt": "2026-05-12T08:05:00Z"},
         "engine": {"batchSize": 5},
         "calls": [
          {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
            {"id": "r.An1", "name": "A.N.I.M.A.L."}, {"id": "r.Gnr", "name": "Guns N’ Roses"},
            {"id": "r.Bj1", "name": "Björk"}, {"id": "r.B1", "name": "Boris"}, {"id": "r.B2", "name": "Boris"},
            {"id": "r.Nv1", "name": "Never Asked"}]}},
          {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [
            {"id": "l.1", "title": "Usa Toda Tu Fuerza", "artistName": "A.N.I.M.A.L.", "artistID": "r.An1"}]}},
          {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
          {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.An1"}, "result": {"albums": [
            {"id": "11", "title": "Usa Toda Tu Fuerza (Remastered)", "artistName": "A.N.I.M.A.L."},
            {"id": "12", "title": "Poncho Visión", "artistName": "A.N.I.M.A.L."}]}},
          {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Gnr"}, "result": {"albums": [
            {"id": "21", "title": "Appetite for Destruction", "artistName": "Guns N' Roses"}]}},
          {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.Bj1"}, "result": {"albums": [
            {"id": "31", "title": "Homogenic", "artistName": "Björk"}, {"id": "32", "title": "Vespertine", "artistName": "Björk"}]}},
          {"seq": 6, "method": "fetchCatalogReleases", "args": {"artistID": "r.B1"}, "result": {"albums": []}},
          {"seq": 7, "method": "fetchCatalogReleases", "args": {"artistID": "r.B2"},
           "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}}
         ]}

        """

        /// Runs the command in a folder holding `t.json` and `console.log`.
        func run(log: String, arguments: [String] = [], trace: String = Self.trace) async throws -> (ToolResult, Trace?) {
            try await withTemporaryFolder { folder in
                try folder.write(trace, to: "t.json")
                try folder.write(log, to: "console.log")
                let path = folder.path
                let result = await DeepCutReplayTool.run(
                    ["import-diagnostics", "\(path)/t.json", "--log", "\(path)/console.log", "-o", "\(path)/out.json"]
                        + arguments)
                let out = folder.appendingPathComponent("out.json")
                let written = FileManager.default.fileExists(atPath: out.path) ? try TraceReader.read(contentsOf: out) : nil
                return (result, written)
            }
        }

        static let expected = TraceDiagnostics(libraryArtistCount: 6, artists: [
            TraceDiagnostics.Artist(artistID: "r.An1", name: "A.N.I.M.A.L.", total: 2, owned: 1, cuts: 1),
            TraceDiagnostics.Artist(artistID: "r.Gnr", name: "Guns N' Roses", total: 1, owned: 0, cuts: 1),
        ])

        @Test("each console's shape gives the same diagnostics, prefixes and noise lines ignored", arguments: [
            ("Xcode console copy", """
            Discover: refreshing 6 artists
            library artists=6
            'A.N.I.M.A.L.'   total=2 owned=1 cuts=1
            2026-05-12 08:05:02.114233+0100 Discoverer[1234:56789] 'Guns N' Roses'  total=1  owned=0 cuts=1
            Message from debugger: killed
            """),
            ("devicectl --console", """
            Launched application with com.example.discoverer bundle identifier.
            Waiting for the application to terminate…
            library artists=6
            'A.N.I.M.A.L.' total=2 owned=1 cuts=1
            'Guns N' Roses' total=1 owned=0 cuts=1
            App terminated due to signal 15.
            """),
            ("Console.app export", "default\t08:05:02.114233+0100\tDiscoverer\tlibrary artists=6\r\n"
                + "default\t08:05:02.200000+0100\tDiscoverer\t'A.N.I.M.A.L.' total=2 owned=1 cuts=1\r\n"
                + "error\t08:05:02.250000+0100\tDiscoverer\tHTTP 404 for r.B2\r\n"
                + "default\t08:05:02.300000+0100\tDiscoverer\t'Guns N' Roses' total=1 owned=0 cuts=1\r\n"),
            ("log show", """
            Timestamp                       Thread     Type        Activity             PID    TTL
            2026-05-12 08:05:02.114233+0100 0x2a1b3c   Default     0x0                  1234   0    Discoverer: [com.example:diagnostics] libraryArtistCount=6
            2026-05-12 08:05:02.200000+0100 0x2a1b3c   Default     0x0                  1234   0    Discoverer: [com.example:diagnostics] 'A.N.I.M.A.L.' total=2 owned=1 cuts=1
            2026-05-12 08:05:02.300 Df Discoverer[1234:2a1b3c] [com.example:diagnostics] 'Guns N' Roses' total=1 owned=0 cuts=1
            --------------------------------------------------------------------------------------------------------------------
            Log      - Default:          3, Info:                0, Debug:             0, Error:          0, Fault:          0
            """),
        ])
        func eachShape(shape: String, log: String) async throws {
            let (result, written) = try await run(log: log)
            #expect(result.status == .success, "\(shape): \(result.standardError)")
            #expect(written?.diagnostics == Self.expected, "\(shape)")
            #expect(result.standardOutput.hasPrefix("Imported 2 artists and the library's artist count (6) from "))
        }

        @Test("names with quotes, apostrophes and diacritics inside the quotes match by the engine's name rules")
        func namesInsideQuotes() async throws {
            // Printed with a straight apostrophe and a decomposed ö: the library's ’ and ö normalize alike.
            let log = "'Guns N' Roses' total=1 owned=0 cuts=1\n'Bjo\u{308}rk' total=2 owned=0 cuts=2\n"
            let (result, written) = try await run(log: log)
            #expect(result.status == .success, "\(result.standardError)")
            #expect(written?.diagnostics?.artists?.map(\.artistID) == ["r.Gnr", "r.Bj1"])
            #expect(written?.diagnostics?.artists?.first?.name == "Guns N' Roses")
        }

        @Test("of two library artists with one name, the one the trace checks is the one printed")
        func sameNameResolvedByTheCalls() async throws {
            let (result, written) = try await run(log: "'Boris' total=0 owned=0 cuts=0\n")
            #expect(result.status == .success, "\(result.standardError)")
            #expect(written?.diagnostics?.artists?.map(\.artistID) == ["r.B1"])
        }

        @Test("two library artists with one name, both checked, are reported as ambiguous and nothing is written")
        func sameNameBothChecked() async throws {
            let bothChecked = Self.trace.replacingOccurrences(
                of: #""error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}"#,
                with: #""result": {"albums": []}"#)
            let (result, written) = try await run(log: "'Boris' total=0 owned=0 cuts=0\n", trace: bothChecked)
            #expect(result.status == .failure)
            #expect(written == nil)
            #expect(result.standardError.contains("line 1: 'Boris' matches 2 library artists (r.B1, r.B2)"))
        }

        @Test("one name printed 500 times and fitting 500 checked artists is listed once, with counts and the first ids")
        func manyLinesOfOneNameFittingManyArtists() async throws {
            let ids = (0..<500).map { "r.S\($0)" }
            let trace = #"{"format": "deepcut-trace", "version": 1, "#
                + #""capture": {"origin": "synthetic", "title": "One name", "startedAt": "2026-05-12T08:05:00Z"}, "calls": ["#
                + #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": ["#
                + ids.map { #"{"id": "\#($0)", "name": "Same Name"}"# }.joined(separator: ", ") + "]}}, "
                + ids.enumerated().map { index, id in
                    #"{"seq": \#(index + 1), "method": "fetchCatalogReleases", "args": {"artistID": "\#(id)"}, "result": {"albums": []}}"#
                }.joined(separator: ", ") + "]}\n"
            let log = String(repeating: "'Same Name' total=0 owned=0 cuts=0\n", count: 500) + "'Nobody' total=1 owned=0 cuts=1\n"
            let (result, written) = try await run(log: log, trace: trace)
            #expect(result.status == .failure)
            #expect(written == nil)
            #expect(result.standardError.contains("nothing written: 501 lines of "), "\(result.standardError)")
            let first = ids.prefix(10).joined(separator: ", ")
            #expect(result.standardError.contains(
                "  lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 490 others: 'Same Name' matches 500 library artists (\(first) "
                    + "and 490 others), and the trace's calls do not tell which one printed it\n"), "\(result.standardError)")
            #expect(result.standardError.contains("  line 501: 'Nobody' matches no library artist of the trace\n"))
            // Two problems listed, whatever the lines and artists: the listing grows with neither product.
            #expect(result.standardError.split(separator: "\n").count == 3, "\(result.standardError)")
        }

        @Test("a line for an artist the session never checks, or no artist at all, is listed; --partial writes the rest")
        func unplacedLines() async throws {
            let log = "'A.N.I.M.A.L.' total=2 owned=1 cuts=1\n'Never Asked' total=3 owned=0 cuts=3\n"
                + "'Nobody' total=1 owned=0 cuts=1\n'<private>' total=1 owned=0 cuts=1\n'X' cuts=1 total=1 owned=0\n"
            let (refused, none) = try await run(log: log)
            #expect(refused.status == .failure && none == nil)
            #expect(refused.standardError.contains("nothing written: 4 lines of "))
            #expect(refused.standardError.contains(
                "line 2: 'Never Asked' is the library artist r.Nv1, whose catalog check the trace never answers"))
            #expect(refused.standardError.contains("line 3: 'Nobody' matches no library artist of the trace"))
            #expect(refused.standardError.contains("line 4: the name was logged as '<private>'"))
            #expect(refused.standardError.contains("line 5: holds total=, owned= and cuts= but cannot be read"))
            let (partial, written) = try await run(log: log, arguments: ["--partial"])
            #expect(partial.status == .success, "\(partial.standardError)")
            #expect(written?.diagnostics?.artists?.map(\.artistID) == ["r.An1"])
            #expect(partial.standardOutput.contains("; 4 lines left out:\n  line 2: 'Never Asked'"))
        }

        @Test("an artist printed twice keeps its last line, as a recording keeps its last entry")
        func lastLineWins() async throws {
            let log = "'A.N.I.M.A.L.' total=9 owned=9 cuts=0\n'Guns N' Roses' total=1 owned=0 cuts=1\n"
                + "'A.N.I.M.A.L.' total=2 owned=1 cuts=1\n"
            let (result, written) = try await run(log: log)
            #expect(result.status == .success)
            #expect(written?.diagnostics?.artists?.map(\.artistID) == ["r.Gnr", "r.An1"])
            #expect(written?.diagnostics?.artists?.last?.total == 2)
            #expect(result.standardOutput.contains("; 1 line superseded by a later line of the same artist"))
        }

        @Test("refusals: no diagnostic line, diagnostics already there, a log that is not UTF-8, a missing log, usage")
        func refusals() async throws {
            let (empty, _) = try await run(log: "nothing here\n")
            #expect(empty.status == .failure && empty.standardError.contains("none of its 1 line is a diagnostic line"))
            let withDiagnostics = Self.trace.replacingOccurrences(
                of: "\n ]}", with: "\n ], \"diagnostics\": {\"libraryArtistCount\": 6}}")
            let (existing, none) = try await run(log: "library artists=6\n", trace: withDiagnostics)
            #expect(existing.status == .failure && none == nil)
            #expect(existing.standardError.contains("already has diagnostics (no artists); give --replace"))
            let (replaced, written) = try await run(log: "library artists=5\n", arguments: ["--replace"], trace: withDiagnostics)
            #expect(replaced.status == .success && written?.diagnostics?.libraryArtistCount == 5)
            try await withTemporaryFolder { folder in
                try folder.write(Self.trace, to: "t.json")
                try Data([0x27, 0x41, 0x27, 0x20, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("bad.log"))
                let path = folder.path
                let bad = await DeepCutReplayTool.run(["import-diagnostics", "\(path)/t.json", "--log", "\(path)/bad.log",
                                                       "-o", "\(path)/o.json"])
                #expect(bad.status == .invalidTrace && bad.standardError.contains("bad.log:1: the line is not UTF-8 text"))
                let missing = await DeepCutReplayTool.run(["import-diagnostics", "\(path)/t.json", "--log",
                                                           "\(path)/none.log", "-o", "\(path)/o.json"])
                #expect(missing.status == .unreadable)
                // The output rule: OUT may be TRACE, never the log it reads.
                try folder.write("library artists=6\n", to: "good.log")
                let overLog = await DeepCutReplayTool.run(["import-diagnostics", "\(path)/t.json", "--log", "\(path)/good.log",
                                                           "-o", "\(path)/good.log"])
                #expect(overLog.status == .usage, "\(overLog.standardError)")
                #expect(try String(contentsOf: folder.appendingPathComponent("good.log"), encoding: .utf8) == "library artists=6\n")
                let inPlace = await DeepCutReplayTool.run(["import-diagnostics", "\(path)/t.json", "--log", "\(path)/good.log",
                                                           "-o", "\(path)/t.json"])
                #expect(inPlace.status == .success, "\(inPlace.standardError)")
                for bad in ["", "\(path)/folder/"] {
                    let refused = await DeepCutReplayTool.run(["import-diagnostics", "\(path)/t.json", "--log",
                                                               "\(path)/good.log", "-o", bad])
                    #expect(refused.status == .usage, "-o '\(bad)'")
                }
            }
            for arguments in [["import-diagnostics"], ["import-diagnostics", "t.json", "-o", "x"],
                              ["import-diagnostics", "t.json", "--log", "l"], ["import-diagnostics", "t.json", "--log", "l",
                              "-o", "x", "--fast"], ["import-diagnostics", "t.json", "--log", "-", "-o", "x"]] {
                #expect(await DeepCutReplayTool.run(arguments).status == .usage, "\(arguments)")
            }
            let help = await DeepCutReplayTool.run(["import-diagnostics", "--help"])
            #expect(help.status == .success && help.standardOutput.contains("USAGE: deepcut-replay import-diagnostics TRACE"))
        }

        @Test("trace 02's diagnostics are rebuilt from a console log printed from them, and the replay matches every figure")
        func rebuildsTraceTwo() async throws {
            let original = try FaultTraces.corpus("Traces/02-diagnostic-run-after-the-fix.json")
            let diagnostics = try #require(original.diagnostics)
            var bare = original
            bare.diagnostics = nil
            var log = ["Launched application with com.example.discoverer bundle identifier.",
                       "2026-05-12 08:05:00.100 Discoverer[88:1] Discover: reading the library",
                       DiagnosticConsoleLine.libraryLine(artistCount: diagnostics.libraryArtistCount ?? 0)]
            for artist in diagnostics.artists ?? [] {
                log.append("2026-05-12 08:05:03.200 Discoverer[88:1] HTTP 200 for \(artist.artistID)")
                log.append(DiagnosticConsoleLine.artistLine(
                    name: artist.name, total: artist.total, owned: artist.owned, cuts: artist.cuts))
            }
            log.append("App terminated due to signal 15.")
            let (result, written) = try await run(log: log.joined(separator: "\n") + "\n", trace: TraceWriter.string(for: bare))
            #expect(result.status == .success, "\(result.standardError)")
            let rebuilt = try #require(written)
            #expect(rebuilt.diagnostics == diagnostics)
            let report = await Verifier.verify(rebuilt, source: "rebuilt.json")
            #expect(report.passed)
            #expect(report.diagnostics?.matchCount == 3 && report.diagnostics?.libraryArtistCount?.passed == true)
        }
    }
}
