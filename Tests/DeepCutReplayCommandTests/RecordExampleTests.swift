import DeepCutTestSupport
import Foundation
import Testing

/// The `deepcut-record-example` binary, beside `deepcut-replay`.
enum RecordExample {
    static var url: URL? {
        ReplayExecutable.url.map { $0.deletingLastPathComponent().appendingPathComponent("deepcut-record-example") }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the example in `folder`.
    static func run(_ arguments: [String], in folder: URL) async throws -> ProcessOutput {
        let binary = try #require(url, "deepcut-record-example was not found beside deepcut-replay")
        return try await ReplayExecutable.run(arguments, in: folder, program: binary)
    }
}

extension ReplayCommandSuites {
    @Suite("From a phone to a test case: the example records a session that replays to PASS, as README shows")
    struct RecordExampleTests {
        @Test("the example's recording replays to PASS, every step's observed checked, nothing added by hand")
        func recordingReplaysToPass() async throws {
            try await withTemporaryFolder { folder in
                let recorded = try await RecordExample.run(["session.json"], in: folder)
                #expect(recorded.status == 0, "\(recorded.standardError)")
                #expect(recorded.standardOutput.hasSuffix("recorded 23 calls, 6 steps and 17 diagnostics to session.json\n"))
                let first = try String(contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
                #expect(first.components(separatedBy: "{\"step\": ").count - 1 == 6)
                #expect(first.components(separatedBy: "{\"diagnostic\": ").count - 1 == 17)
                #expect(!first.contains("\"expect\"") && !first.contains("\"session\""))
                let replay = try await ReplayExecutable.run(["session.json"], in: folder)
                #expect(replay.status == 0, "\(replay.standardOutput)")
                #expect(replay.standardOutput.components(separatedBy: "✔ device behaviour reproduced under strict").count - 1 == 6)
                #expect(replay.standardOutput.contains("\nDiagnostics ✔ library of 13 artists · 10 of 10 artists match the engine\n"))
                #expect(replay.standardOutput.hasSuffix("PASS  session.json: 23 checks held\n"))
                // The same run records the same bytes.
                _ = try await RecordExample.run(["again.json"], in: folder)
                #expect(try String(contentsOf: folder.appendingPathComponent("again.json"), encoding: .utf8) == first)
            }
        }

        @Test("a recording cut off after its third step keeps its finished calls and steps, and replays to PASS")
        func cutOffRecordingReplays() async throws {
            try await withTemporaryFolder { folder in
                _ = try await RecordExample.run(["session.json"], in: folder)
                let text = try String(contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let third = try #require(lines.indices.filter { lines[$0].contains("{\"step\": ") }.dropFirst(2).first)
                try folder.write(lines[...third].joined(separator: "\n") + "\n    {\"seq\": 99, \"meth", to: "cut.json")
                let replay = try await ReplayExecutable.run(["cut.json"], in: folder)
                #expect(replay.status == 0, "\(replay.standardOutput)")
                #expect(replay.standardOutput.contains("\nNote      the recording was cut off; 13 complete calls and 3 complete steps kept\n"))
                // The first refresh's diagnostics were written before its step entry, so they are kept and compared.
                #expect(replay.standardOutput.contains("\nDiagnostics ✔ library of 13 artists · 8 of 8 artists match the engine\n"))
                #expect(replay.standardOutput.hasSuffix("PASS  cut.json: 15 checks held\n"))
            }
        }

        @Test("a recording cut off in its second refresh keeps the diagnostics of every check that finished before")
        func cutOffRecordingKeepsDiagnostics() async throws {
            try await withTemporaryFolder { folder in
                _ = try await RecordExample.run(["session.json"], in: folder)
                let text = try String(contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
                let cut = Self.cutInLastRefresh(text)
                try folder.write(cut, to: "cut.json")
                let replay = try await ReplayExecutable.run(["cut.json", "--verbose"], in: folder)
                #expect(replay.status == 0, "\(replay.standardOutput)")
                // The 3 artists whose kept entry the refresh cut off wrote are not compared; the others are.
                #expect(replay.standardOutput.contains(
                    "\nDiagnostics ✔ library of 13 artists · 7 of 10 artists match; 3 not compared\n"))
                #expect(replay.standardOutput.contains("not compared: recorded in a step the cut-off recording did not finish"))
                #expect(replay.standardOutput.contains("\nNote      the recording was cut off; "))
            }
        }

        /// The recording up to the third diagnostic of its last refresh, then half of the fourth.
        static func cutInLastRefresh(_ text: String) -> String {
            let lines = text.components(separatedBy: "\n")
            var steps = 0
            var diagnosticsAfterFifthStep = 0
            var kept: [String] = []
            for line in lines {
                if line.contains("{\"step\": ") { steps += 1 }
                if steps == 5, line.contains("{\"diagnostic\": ") {
                    diagnosticsAfterFifthStep += 1
                    if diagnosticsAfterFifthStep == 4 { return kept.joined(separator: "\n") + "\n" + line.prefix(40) }
                }
                kept.append(line)
            }
            return text
        }

        @Test("the example's console lines, imported into its own trace, give the diagnostics it recorded")
        func consoleLinesImportBack() async throws {
            try await withTemporaryFolder { folder in
                let recorded = try await RecordExample.run(["session.json"], in: folder)
                try folder.write(recorded.standardOutput, to: "console.log")
                let imported = try await ReplayExecutable.run(
                    ["import-diagnostics", "session.json", "--log", "console.log", "-o", "imported.json", "--replace"],
                    in: folder)
                #expect(imported.status == 0, "\(imported.standardError)")
                #expect(imported.standardOutput.hasPrefix("Imported 10 artists and the library's artist count (13) "))
                let replay = try await ReplayExecutable.run(["imported.json"], in: folder)
                #expect(replay.status == 0 && replay.standardOutput.hasSuffix("PASS  imported.json: 23 checks held\n"))
            }
        }

        @Test("the example answers --help and refuses a missing output, a second one or an option with 64, as deepcut-replay does")
        func exampleUsage() async throws {
            try await withTemporaryFolder { folder in
                let help = try await RecordExample.run(["--help"], in: folder)
                #expect(help.status == 0 && help.standardOutput.hasPrefix("USAGE: deepcut-record-example OUT.json\n"))
                let none = try await RecordExample.run([], in: folder)
                #expect(none.status == 64 && none.standardError.hasPrefix("deepcut-record-example: no OUT.json given\n"))
                let two = try await RecordExample.run(["a.json", "b.json"], in: folder)
                #expect(two.status == 64 && two.standardError == """
                    deepcut-record-example: one OUT.json at a time (got 'b.json' too)
                    Run 'deepcut-record-example --help' for usage.

                    """)
                let option = try await RecordExample.run(["--out", "a.json"], in: folder)
                #expect(option.status == 64 && option.standardError.hasPrefix("deepcut-record-example: unknown option '--out'\n"))
            }
        }

        @Test("Guides/Recording.md's recording code is the example's code, line for line")
        func readmeQuotesTheExample() throws {
            let quote = try ReadmeQuote(
                "Sources/deepcut-record-example/DiscoverSession.swift", region: "DiscoverSession", page: "Guides/Recording.md")
            #expect(quote.block == quote.region)
        }

        @Test("a trace with nothing to check exits 1; a key nobody checks exits 65 naming the closest; bless makes a bare copy pass")
        func gate() async throws {
            try await withTemporaryFolder { folder in
                let example = FormatExample.document
                let bare = example.replacingOccurrences(
                    of: ",\n" + #"     "observed": {"policy": "legacy", "state": "caughtUp"},"# + "\n"
                        + #"     "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}}"#,
                    with: "}")
                #expect(bare != example)
                try folder.write(bare, to: "bare.json")
                let unchecked = try await ReplayExecutable.run(["bare.json"], in: folder)
                #expect(unchecked.status == 1)
                #expect(unchecked.standardOutput.hasSuffix("FAIL  bare.json: nothing to check: the trace has no expect, "
                    + "no observed and no diagnostics, so it would pass whatever the engine does; run "
                    + "'deepcut-replay bless bare.json' to write today's results as expectations\n"))
                let verify = try await ReplayExecutable.run(["verify", "bare.json"], in: folder)
                #expect(verify.status == 1 && verify.standardOutput.contains("✘ bare.json  nothing to check"))

                try folder.write(example.replacingOccurrences(of: #""feedCount": 0}"#, with: #""feedcount": 0}"#), to: "typo.json")
                let typo = try await ReplayExecutable.run(["typo.json", "--quiet"], in: folder)
                #expect(typo.status == 65)
                #expect(typo.standardError.hasPrefix(
                    #"deepcut-replay: typo.json:19:65: session[0].expect.feedcount: "feedcount" is not a key this tool checks: did you mean feedCount?"#))

                let blessed = try await ReplayExecutable.run(["bless", "bare.json"], in: folder)
                #expect(blessed.status == 0, "\(blessed.standardError)")
                #expect(blessed.standardOutput.hasPrefix("Blessed bare.json under strict: 4 changes in 1 step\n"))
                let replay = try await ReplayExecutable.run(["bare.json", "--quiet"], in: folder)
                #expect(replay.status == 0 && replay.standardOutput == "PASS  bare.json: 4 checks held\n")
            }
        }
    }
}
