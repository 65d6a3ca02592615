import DeepCutKit
import DeepCutTestSupport
import DeepCutTrace
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    /// `deepcut-replay status`, run in process on traces written for each test.
    @Suite("status says each trace's provenance, age, checks, tests and engine, and exits 1 only for --deny-stale")
    @MainActor
    struct StatusCommandTests {
        /// A trace that checks nothing: calls only, no session, no diagnostics, no engine.
        static let unchecked = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "device", "title": "Calls only", "startedAt": "2026-01-01T00:00:00Z",
                     "app": "Deep Cut Atlas 1.0 (1)", "device": "iPhone", "os": "iOS 18.5"},
         "calls": [{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}]}
        """

        /// A folder with the format's example (recorded 2026-05-12T09:14:03Z, checks)
        /// as `example.json` and the unchecked trace as `calls-only.json`, and a
        /// test file naming the example only.
        static func withCorpus(_ body: (URL) async throws -> Void) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document, to: "Traces/example.json")
                try folder.write(unchecked, to: "Traces/calls-only.json")
                try folder.write("try await expectTracePasses(\"Traces/example.json\")\n", to: "Tests/AppTests/AppTests.swift")
                try folder.write("// example.json, named again\n", to: "Tests/AppTests/MoreTests.swift")
                try folder.write("calls-only.json is named here, but this is no Swift file\n", to: "Tests/AppTests/notes.txt")
                try await body(folder)
            }
        }

        @Test("the text names each trace's origin, age, checks, engine and tests, and a summary",
              arguments: [false, true])
        func text(givesTests: Bool) async throws {
            try await Self.withCorpus { folder in
                let traces = folder.appendingPathComponent("Traces").path
                let tests = folder.appendingPathComponent("Tests").path
                let result = await DeepCutReplayTool.run(
                    ["status", traces, "--now", "2026-06-01T00:00:00Z"] + (givesTests ? ["--tests", tests] : []))
                #expect(result.status == .success, "\(result.standardError)")
                var expected = """
                \(traces)/calls-only.json
                  recorded  2026-01-01T00:00:00Z, 151 days before now  ⚠ stale: older than 90 days
                  origin    device · app Deep Cut Atlas 1.0 (1) · iPhone · iOS 18.5
                  checks    1 step, 0 checks  ⚠ checks nothing: no expect, observed or diagnostics
                  engine    batch size default · snapshot TTL default

                """
                if givesTests { expected += "  tests     none  ⚠ orphan: no test under \(tests) names it\n" }
                expected += """
                \(traces)/example.json
                  recorded  2026-05-12T09:14:03Z, 19 days before now
                  origin    reconstructed · iPhone 16 Pro · iOS 18.5

                """
                #expect(result.standardOutput.hasPrefix(expected), "\(result.standardOutput)")
                if givesTests {
                    #expect(result.standardOutput.contains(
                        "  tests     \(tests)/AppTests/AppTests.swift\n            \(tests)/AppTests/MoreTests.swift\n"))
                }
                #expect(result.standardOutput.hasSuffix(givesTests
                    ? "\n\n2 traces as of 2026-06-01T00:00:00Z: 1 stale (older than 90 days), 1 check nothing, 1 orphan\n"
                    : "\n\n2 traces as of 2026-06-01T00:00:00Z: 1 stale (older than 90 days), 1 check nothing\n"))
            }
        }

        /// A trace's age against `--now`, and whether `--warn-age-days` makes it stale.
        struct AgeCase: Sendable, CustomTestStringConvertible {
            var now: String
            var warnAgeDays: Int?
            var ageDays: Int
            var stale: Bool
            var testDescription: String { "now \(now), warn after \(warnAgeDays.map(String.init) ?? "90 (default)")" }
        }

        @Test("the age is whole days before --now; stale is strictly more than --warn-age-days (default 90)",
              arguments: [
                  AgeCase(now: "2026-05-12T09:14:03Z", ageDays: 0, stale: false),
                  AgeCase(now: "2026-05-13T09:14:02Z", ageDays: 0, stale: false),
                  AgeCase(now: "2026-05-13T09:14:03Z", ageDays: 1, stale: false),
                  AgeCase(now: "2026-08-10T09:14:03Z", ageDays: 90, stale: false),
                  AgeCase(now: "2026-08-11T09:14:03Z", ageDays: 91, stale: true),
                  AgeCase(now: "2026-05-13T09:14:03Z", warnAgeDays: 0, ageDays: 1, stale: true),
                  AgeCase(now: "2026-05-11T09:14:03Z", warnAgeDays: 0, ageDays: -1, stale: false),
              ])
        func age(_ example: AgeCase) async throws {
            try await withTemporaryFolder { folder in
                // A recording: only a device trace goes stale.
                try folder.write(FormatExample.document.replacingOccurrences(
                    of: #""origin": "reconstructed""#, with: #""origin": "device", "app": "2.3 (41)""#), to: "t.json")
                let result = await DeepCutReplayTool.run(
                    ["status", folder.appendingPathComponent("t.json").path, "--format", "json", "--now", example.now]
                        + (example.warnAgeDays.map { ["--warn-age-days", String($0)] } ?? []))
                #expect(result.status == .success)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                let trace = try #require((object["traces"] as? [[String: Any]])?.first)
                #expect(trace["ageDays"] as? Int == example.ageDays)
                #expect(trace["stale"] as? Bool == example.stale)
                #expect(object["warnAgeDays"] as? Int == example.warnAgeDays ?? 90)
            }
        }

        @Test("a reconstructed or synthetic trace shows its age and is never stale: no new recording would change it",
              arguments: ["reconstructed", "synthetic"])
        func onlyRecordingsGoStale(origin: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document.replacingOccurrences(
                    of: #""origin": "reconstructed""#, with: #""origin": "\#(origin)""#), to: "t.json")
                let result = await DeepCutReplayTool.run(
                    ["status", folder.appendingPathComponent("t.json").path, "--now", "2027-05-12T09:14:03Z", "--deny-stale"])
                #expect(result.status == .success, "\(result.standardError)")
                #expect(result.standardOutput.contains("365 days before now\n"), "\(result.standardOutput)")
                #expect(result.standardOutput.hasSuffix(": 0 stale (older than 90 days), 0 check nothing\n"))
            }
        }

        @Test("--deny-stale exits 1 when a trace is stale, 0 otherwise; without it a stale trace is a warning",
              arguments: [
                  (["--now", "2026-06-01T00:00:00Z"], Int32(0)),
                  (["--now", "2026-06-01T00:00:00Z", "--deny-stale"], 1),
                  (["--now", "2026-06-01T00:00:00Z", "--deny-stale", "--warn-age-days", "151"], 0),
                  (["--now", "2026-06-01T00:00:00Z", "--deny-stale", "--warn-age-days", "150"], 1),
                  (["--now", "2026-01-02T00:00:00Z", "--deny-stale", "--warn-age-days", "0"], 1),
                  (["--now", "2026-01-01T12:00:00Z", "--deny-stale", "--warn-age-days", "0"], 0),
              ] as [([String], Int32)])
        func denyStale(options: [String], status: Int32) async throws {
            try await Self.withCorpus { folder in
                let result = await DeepCutReplayTool.run(["status", folder.appendingPathComponent("Traces").path] + options)
                #expect(result.status.rawValue == status, "\(result.standardOutput)")
            }
        }

        @Test("--format json is the deepcut-replay-status shape, version 1, the same bytes on every run")
        func json() async throws {
            try await Self.withCorpus { folder in
                let arguments = ["status", folder.appendingPathComponent("Traces").path, "--format", "json",
                                 "--now", "2026-06-01T00:00:00Z", "--tests", folder.appendingPathComponent("Tests").path]
                let result = await DeepCutReplayTool.run(arguments)
                #expect(result.status == .success)
                #expect(await DeepCutReplayTool.run(arguments).standardOutput == result.standardOutput)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                #expect(object["format"] as? String == "deepcut-replay-status")
                #expect(object["version"] as? Int == 1)
                #expect(object["now"] as? String == "2026-06-01T00:00:00Z")
                let traces = try #require(object["traces"] as? [[String: Any]])
                #expect(traces.map { ($0["trace"] as? String ?? "").hasSuffix("calls-only.json") } == [true, false])
                let calls = traces[0], example = traces[1]
                #expect(calls["checksNothing"] as? Bool == true)
                #expect(calls["orphan"] as? Bool == true)
                #expect((calls["capture"] as? [String: Any])?["origin"] as? String == "device")
                #expect(example["checksNothing"] as? Bool == false)
                #expect((example["checks"] as? Int ?? 0) > 0)
                #expect(example["orphan"] as? Bool == false)
                #expect((example["tests"] as? [String])?.count == 2)
                let summary = try #require(object["summary"] as? [String: Any])
                #expect(summary["traces"] as? Int == 2)
                #expect(summary["stale"] as? Int == 1)
                #expect(summary["checkNothing"] as? Int == 1)
                #expect(summary["orphans"] as? Int == 1)
            }
        }

        /// Arguments the command refuses, and the start of what it says.
        @Test("bad usage exits 64 with a sentence that says what was wrong",
              arguments: [
                  (["status"], "deepcut-replay: status needs at least one PATH"),
                  (["status", "t.json", "--warn-age-days", "-1"], "deepcut-replay: --warn-age-days takes a whole number of days, 0 or more (got '-1')"),
                  (["status", "t.json", "--warn-age-days", "ninety"], "deepcut-replay: --warn-age-days takes a whole number of days"),
                  (["status", "t.json", "--now", "yesterday"], "deepcut-replay: --now takes an ISO 8601 date and time"),
                  (["status", "t.json", "--format", "xml"], "deepcut-replay: --format takes text or json (got 'xml')"),
                  (["status", "t.json", "--deny-stal"], "deepcut-replay: unknown option '--deny-stal'; did you mean '--deny-stale'?"),
                  (["status", "t.json", "--tests", ""], "deepcut-replay: --tests needs a folder (got '')"),
                  (["status", "t.json", "--deny-stale", "--deny-stale"], "deepcut-replay: --deny-stale was given twice"),
              ] as [([String], String)])
        func usage(arguments: [String], message: String) async {
            let result = await DeepCutReplayTool.run(arguments)
            #expect(result.status == .usage)
            #expect(result.standardOutput == "")
            #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        }

        @Test("an invalid trace exits 65 and the others are still shown; a missing path or --tests folder exits 66")
        func badInput() async throws {
            try await Self.withCorpus { folder in
                try folder.write("{\"format\": \"deepcut-trace\", \"version\": 1, \"calls\": 3}", to: "Traces/broken.json")
                let traces = folder.appendingPathComponent("Traces").path
                let invalid = await DeepCutReplayTool.run(["status", traces, "--now", "2026-06-01T00:00:00Z"])
                #expect(invalid.status == .invalidTrace)
                #expect(invalid.standardError.hasPrefix("deepcut-replay: \(traces)/broken.json:"), "\(invalid.standardError)")
                #expect(invalid.standardOutput.contains("\(traces)/example.json\n"))
                #expect(invalid.standardOutput.hasSuffix("; 1 trace could not be read\n"))
                let missing = await DeepCutReplayTool.run(["status", folder.appendingPathComponent("nowhere.json").path])
                #expect(missing.status == .unreadable)
                #expect(missing.standardError.hasSuffix("nowhere.json: no such file or folder\n"))
                let empty = folder.appendingPathComponent("Empty")
                try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
                #expect(await DeepCutReplayTool.run(["status", empty.path]).status == .unreadable)
                for tests in [folder.appendingPathComponent("NoTests").path, folder.appendingPathComponent("Traces/example.json").path] {
                    let result = await DeepCutReplayTool.run(["status", traces, "--tests", tests])
                    #expect(result.status == .unreadable)
                    #expect(result.standardOutput == "")
                    #expect(result.standardError == "deepcut-replay: cannot read \(tests): --tests takes a folder of test sources\n")
                }
            }
        }
    
        @Test("a test file reached through a link is read, and one that cannot be read is named in a warning")
        func linkedAndUnreadableTestFiles() async throws {
            try await Self.withCorpus { folder in
                let tests = folder.appendingPathComponent("Tests")
                let shared = folder.appendingPathComponent("Shared/CallsOnlyTests.swift")
                try folder.write("let trace = \"calls-only.json\"\n", to: "Shared/CallsOnlyTests.swift")
                try FileManager.default.createSymbolicLink(
                    at: tests.appendingPathComponent("AppTests/Linked.swift"), withDestinationURL: shared)
                try FileManager.default.createSymbolicLink(
                    at: tests.appendingPathComponent("AppTests/Gone.swift"),
                    withDestinationURL: folder.appendingPathComponent("nowhere.swift"))
                let traces = folder.appendingPathComponent("Traces").path
                let result = await DeepCutReplayTool.run(["status", traces, "--tests", tests.path, "--now", "2026-06-01T00:00:00Z"])
                #expect(result.status == .success, "\(result.standardError)")
                #expect(result.standardOutput.contains("  tests     \(tests.path)/AppTests/Linked.swift\n"), "\(result.standardOutput)")
                #expect(result.standardOutput.hasSuffix(", 0 orphans\n"), "\(result.standardOutput)")
                #expect(result.standardError == "deepcut-replay: warning: cannot read the test file \(tests.path)/AppTests/Gone.swift: "
                    + "it is a link to nothing; a trace only it names is shown as an orphan\n")
            }
        }
    }

    /// `NameSearch`: which of many names a text holds, in one pass.
    @Suite("NameSearch finds every name a text holds, as a plain search for each would")
    struct NameSearchTests {
        @Test("the names found are those the text holds, overlapping and nested ones included", arguments: [
            (["a.json", "ba.json", "b.json"], "see ba.json", [0, 1]),
            (["01-x.json", "02-y.json"], "\"01-x.json\", \"02-y.json\"", [0, 1]),
            (["he", "she", "his", "hers"], "ushers", [0, 1, 3]),
            (["abcd", "bc"], "abce", [1]),
            (["x.json"], "x.jso", []),
            (["", "é.json"], "é.json", [1]),
        ])
        func found(names: [String], text: String, expected: [Int]) {
            #expect(NameSearch(names).found(in: text.utf8) == expected)
        }

        @Test("on random names and texts it agrees with searching for each name")
        func agreesWithContains() {
            var random = SplitMix64(seed: 47)
            for _ in 0..<300 {
                let alphabet: [Character] = ["a", "b", ".", "j"]
                func word(_ length: Int) -> String { String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }) }
                let names = Array(Set((0..<Int.random(in: 0..<6, using: &random)).map { _ in word(Int.random(in: 1...4, using: &random)) }))
                let text = word(Int.random(in: 0..<40, using: &random))
                let expected = names.indices.filter { text.utf8.contains(names[$0].utf8) }
                #expect(NameSearch(names).found(in: text.utf8) == expected, "\(names) in \(text)")
            }
        }
    }
}
