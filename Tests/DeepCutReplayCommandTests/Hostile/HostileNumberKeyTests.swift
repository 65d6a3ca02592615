import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Every number the tool reads, from a trace, a `faults --format json`
    /// result or a console log, fed the ends of an integer and what JSON has no
    /// number for: each run ends with a status of the tool (0 or 1 for a value
    /// the format takes, 65 with the file, line, column and path for one it
    /// does not), never a trap (Docs/TraceFormat.md "Numbers",
    /// Docs/FaultCampaigns.md "Reading a result", Docs/ConsoleDiagnostics.md "The lines").
    @Suite("every number of every document the tool reads is taken or refused with its place, never a trap")
    struct HostileNumberKeyTests {
        /// The trace's diagnostics member, with its comma.
        static let diagnostics = #""diagnostics": {"libraryArtistCount": 2, "artists": [{"artistID": "r.B", "name": "Boris", "total": 1, "owned": 0, "cuts": 1}]},"#

        /// A trace holding every number key of the format once: the engine's
        /// settings, a call's `seq`, `at` and `durationMs`, an HTTP error's
        /// `status`, an album's `trackCount`, a track's numbers, the
        /// diagnostics and a step's `at` and counts.
        static let everyNumber = """
            {"format": "deepcut-trace", "version": 1,
             "capture": {"origin": "synthetic", "title": "numbers", "startedAt": "2026-05-12T09:14:03Z"},
             "engine": {"batchSize": 40, "snapshotTTL": 3600},
             "calls": [
              {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "at": 0, "durationMs": 212.5,
               "result": {"artists": [{"id": "r.A", "name": "Acid Bath"}, {"id": "r.B", "name": "Boris"}]}},
              {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
              {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": [
               {"id": "t.1", "title": "Scream of the Butterfly", "artistName": "Acid Bath",
                "trackNumber": 3, "discNumber": 1, "durationMs": 301000}]}},
              {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"},
               "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
              {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.B"},
               "result": {"albums": [{"id": "1440900042", "title": "Pink", "artistName": "Boris", "trackCount": 11}]}}
             ],
             \(diagnostics)
             "session": [{"action": "refresh", "at": 0,
               "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 1}}]}

            """

        /// The keys Docs/TraceFormat.md gives the type integer or number: in a
        /// table's type column (`| integer ≥ 1 |`), a `status` integer cell, or
        /// the sentence naming the diagnostics' "integers `total` …, `owned` … and `cuts`".
        static func documentedNumberKeys() throws -> Set<String> {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let text = try String(contentsOf: root.appendingPathComponent("Docs/TraceFormat.md"), encoding: .utf8)
            var keys = Set<String>()
            for line in text.split(separator: "\n") where line.hasPrefix("| `") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.count > 1, cells[1].hasPrefix("integer") || cells[1].hasPrefix("number") {
                    keys.insert(cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")))
                }
                for cell in cells {
                    for match in cell.matches(of: /`(\w+)` integer/) { keys.insert(String(match.1)) }
                }
            }
            let sentence = try #require(text.firstMatch(of: /the integers ([^.]+)\./))
            for match in sentence.1.matches(of: /`(\w+)`/) { keys.insert(String(match.1)) }
            return keys
        }

        @Test("the trace holds every key Docs/TraceFormat.md says is an integer or a number")
        func traceHoldsEveryNumberKey() throws {
            let documented = try Self.documentedNumberKeys()
            #expect(documented.isSuperset(of: ["seq", "durationMs", "status", "total", "cuts", "batchSize", "feedCount"]))
            let held = Set(NumericLeaf.all(in: Self.everyNumber).map(\.key))
            #expect(documented.subtracting(held).isEmpty, "not in the trace: \(documented.subtracting(held).sorted())")
            #expect(held.subtracting(documented).isEmpty, "numbers the docs do not name: \(held.subtracting(documented).sorted())")
        }

        /// Checks one run: a status of the tool, and a 65 that names the file, its line and column.
        static func expectClean(
            _ run: GuardedOutput, file: String, case description: String, refused: Bool? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(run.signal == nil && !run.timedOut, "\(description): \(run)", sourceLocation: sourceLocation)
            #expect([0, 1, 65].contains(run.status ?? -1), "\(description): \(run)", sourceLocation: sourceLocation)
            if run.status == 65 {
                // verify reports an invalid trace in its report, the other commands on standard error.
                #expect((run.standardError + run.standardOutput).contains(try! Regex("\(file):[0-9]+:[0-9]+: ")),
                        "\(description): \(run.standardError)", sourceLocation: sourceLocation)
            }
            if let refused {
                #expect((run.status == 65) == refused, "\(description): \(run)", sourceLocation: sourceLocation)
            }
        }

        /// Every command that reads a trace's numbers, with every output: the
        /// replay with its HTML page, verify in Markdown with JUnit and HTML,
        /// inspect as JSON, lint.
        static let traceCommands: [[String]] = [
            ["t.json", "--html", "page.html"],
            ["verify", "t.json", "--format", "markdown", "--junit", "j.xml", "--html", "v.html"],
            ["inspect", "t.json", "--format", "json"],
            ["lint", "t.json"],
        ]

        @Test("a trace: each number key, each spelling, each command",
              arguments: NumericLeaf.all(in: everyNumber))
        func traceNumbers(leaf: NumericLeaf) async throws {
            try await withTemporaryFolder { folder in
                for spelling in HostileSpellings.all {
                    try folder.write(leaf.replaced(in: Self.everyNumber, with: spelling), to: "t.json")
                    var statuses: Set<Int32?> = []
                    for command in Self.traceCommands {
                        let run = try await ReplayExecutable.runGuarded(command, in: folder)
                        Self.expectClean(run, file: "t.json", case: "\(leaf) = \(spelling), \(command.first!)",
                                         refused: HostileSpellings.notNumbers.contains(spelling) ? true : nil)
                        statuses.insert(run.status == 65 ? 65 : 0)
                    }
                    // The reader decides for every command alike.
                    #expect(statuses.count == 1, "\(leaf) = \(spelling): \(statuses)")
                }
            }
        }

        @Test("a call of 1e19 ms draws its HTML time line, in the replay's page and verify's, exit 0")
        func hugeDurationPage() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.everyNumber.replacingOccurrences(of: "\"durationMs\": 212.5", with: "\"durationMs\": 1e19"),
                                 to: "t.json")
                for command in [["t.json", "--html", "page.html"], ["verify", "t.json", "--html", "page.html"]] {
                    let run = try await ReplayExecutable.runGuarded(command, in: folder)
                    #expect(run.status == 0, "\(command): \(run)")
                    let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
                    #expect(page.contains("1e+19 ms"), "\(command)")
                }
            }
        }

        // MARK: faults --format json

        /// A whole campaign's result on the format's example (shard 1/1): merged alone, it is the report.
        static func campaignResult(in folder: URL, shard: String = "1/1") async throws -> String {
            try folder.write(FormatExample.document, to: "e.json")
            let run = try await ReplayExecutable.runGuarded(
                ["faults", "e.json", "--kinds", "http:404,empty", "--policy", "legacy", "--jobs", "1", "--shard", shard,
                 "--format", "json"],
                in: folder)
            try #require(run.status == 1 || run.status == 0, "\(run)")
            return run.standardOutput
        }

        @Test("a faults result: each number key, each spelling, merged alone")
        func resultNumbers() async throws {
            try await withTemporaryFolder { folder in
                let result = try await Self.campaignResult(in: folder)
                let leaves = NumericLeaf.all(in: result)
                // Every integer key of a campaign's result is in it (Docs/FaultCampaigns.md "faults --format json").
                #expect(Set(leaves.map(\.key)).isSuperset(of: [
                    "version", "seed", "pairs", "mutations", "skipped", "replays", "violatingMutations",
                    "count", "position", "held", "broken",
                ]), "\(leaves.map(\.key))")
                for leaf in leaves {
                    for spelling in HostileSpellings.all {
                        try folder.write(leaf.replaced(in: result, with: spelling), to: "r.json")
                        let run = try await ReplayExecutable.runGuarded(["faults", "--merge", "r.json"], in: folder)
                        Self.expectClean(run, file: "r.json", case: "\(leaf) = \(spelling)",
                                         refused: HostileSpellings.notNumbers.contains(spelling) ? true : nil)
                    }
                }
            }
        }

        @Test("merge refuses a count no run writes, with its line, column and path",
              arguments: [
                  (#""mutations": 9223372036854775807"#, "$.entries[0].campaign.mutations: "),
                  (#""mutations": -5"#, "$.entries[0].campaign.mutations: "),
                  (#""pairs": 9223372036854775807"#, "$.entries[0].campaign.pairs: "),
                  (#""replays": 9223372036854775807"#, "$.entries[0].campaign.replays: "),
              ])
        func refusedCounts(replacement: String, path: String) async throws {
            try await withTemporaryFolder { folder in
                let result = try await Self.campaignResult(in: folder)
                let key = String(replacement.prefix { $0 != ":" })
                let edited = result.replacing(try Regex("\(key): [0-9]+"), with: replacement, maxReplacements: 1)
                try folder.write(edited, to: "r.json")
                let run = try await ReplayExecutable.runGuarded(["faults", "--merge", "r.json"], in: folder)
                #expect(run.status == 65, "\(run)")
                #expect(run.standardError.contains(try Regex("r\\.json:[0-9]+:[0-9]+: ")), "\(run.standardError)")
                #expect(run.standardError.contains(path), "\(run.standardError)")
                #expect(run.standardOutput.isEmpty)
            }
        }

        @Test("merge refuses a position that belongs to another shard")
        func positionOfAnotherShard() async throws {
            try await withTemporaryFolder { folder in
                let first = try await Self.campaignResult(in: folder, shard: "1/2")
                let second = try await Self.campaignResult(in: folder, shard: "2/2")
                try folder.write(second, to: "b.json")
                // Shard 1/2 holds the even positions: an odd one is shard 2/2's.
                let position = try #require(first.firstMatch(of: /"position": ([0-9]+)/), "no position in \(first)")
                let odd = (Int(position.1)! | 1)
                try folder.write(first.replacingCharacters(in: position.range, with: "\"position\": \(odd)"), to: "a.json")
                let run = try await ReplayExecutable.runGuarded(["faults", "--merge", "a.json", "b.json"], in: folder)
                #expect(run.status == 65, "\(run)")
                #expect(run.standardError.contains("belongs to another share than shard 1/2"), "\(run.standardError)")
            }
        }

        // MARK: import-diagnostics

        /// The console lines of the trace's one placeable artist, each number a placeholder.
        static let log = "'Boris' total=1 owned=0 cuts=1\nlibrary artists=2\n"

        @Test("a console line: each number, each spelling, imported")
        func consoleNumbers() async throws {
            try await withTemporaryFolder { folder in
                let trace = Self.everyNumber.replacingOccurrences(of: Self.diagnostics, with: "")
                try folder.write(trace, to: "t.json")
                let fields = [("total=", "total=1 "), ("owned=", "owned=0 "), ("cuts=", "cuts=1\n"), ("artists=", "artists=2\n")]
                for (label, original) in fields {
                    for spelling in HostileSpellings.all {
                        let end = original.last!
                        try folder.write(Self.log.replacingOccurrences(of: original, with: label + spelling + String(end)),
                                         to: "c.log")
                        let run = try await ReplayExecutable.runGuarded(
                            ["import-diagnostics", "t.json", "--log", "c.log", "-o", "out.json"], in: folder)
                        Self.expectClean(run, file: "c.log", case: "\(label)\(spelling)",
                                         refused: spelling == "9223372036854775808" ? true : nil)
                        if spelling == "9223372036854775807" { #expect(run.status == 0, "\(label): \(run)") }
                    }
                }
            }
        }
    }
}
