import DeepCutKit
import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("bless writes each step's expect from today's engine, and nothing else")
    @MainActor
    struct BlessCommandTests {
        /// The format example with `expect` replaced (nil: removed), and an unknown key at the top and on the step.
        static func example(expect: String?) -> String {
            let replaced = SampleTraces.formatExample.replacingOccurrences(
                of: ",\n" + #"     "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}}"#,
                with: expect.map { ",\n     \"expect\": \($0), \"x-step\": 1}" } ?? #", "x-step": 1}"#)
            return replaced.replacingOccurrences(of: "\n  ]\n}\n", with: "\n  ],\n  \"x-top\": [1.50]\n}\n")
        }

        /// Runs the tool on a file holding `document`; returns the result and the file's bytes afterwards.
        static func bless(_ document: String, _ arguments: [String] = []) async throws -> (ToolResult, String) {
            try await withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("t.json")
                try Data(document.utf8).write(to: url)
                let result = await DeepCutReplayTool.run(["bless", url.path] + arguments)
                let text = try String(contentsOf: url, encoding: .utf8)
                return (ToolResult(standardOutput: result.standardOutput.replacingOccurrences(of: url.path, with: "t.json"),
                                   standardError: result.standardError.replacingOccurrences(of: url.path, with: "t.json"),
                                   status: result.status), text)
            }
        }

        nonisolated static let parses: [ParseCase] = [
            ParseCase(["bless", "t.json"], BlessCommand(tracePath: "t.json")),
            ParseCase(["bless", "--policy", "legacy", "t.json"], BlessCommand(tracePath: "t.json", policy: .legacy)),
            ParseCase(["bless", "t.json", "--keys", "feed,state,feed"],
                      BlessCommand(tracePath: "t.json", keys: [.feed, .state])),
            ParseCase(["bless", "t.json", "--keys=all"],
                      BlessCommand(tracePath: "t.json", keys: [.state, .checked, .failed, .feedCount, .feed,
                                                                           .checkedArtistIDs, .tracks, .trackIDs])),
            ParseCase(["bless", "t.json", "--help"], HelpCommand(.help(BlessCommand.topic))),
        ]

        @Test("parses its operand and options", arguments: parses)
        func parses(_ parse: ParseCase) throws {
            #expect(try CommandLineParser.parse(parse.arguments).isEqual(to: parse.expected))
        }

        nonisolated static let refusals: [UsageCase] = [
            UsageCase(["bless"], "bless needs a TRACE", BlessCommand.topic),
            UsageCase(["bless", "a.json", "b.json"], "bless takes one TRACE (got 'b.json' too)", BlessCommand.topic),
            UsageCase(["bless", "a.json", "--keys", "feedcount"],
                      "--keys takes state, checked, failed, feedCount, feed, checkedArtistIDs, tracks, trackIDs or all "
                        + "(got 'feedcount'); did you mean feedCount?", BlessCommand.topic),
            UsageCase(["bless", "a.json", "--keys", "state,policy"],
                      "--keys takes state, checked, failed, feedCount, feed, checkedArtistIDs, tracks, trackIDs or all "
                        + "(got 'policy') (policy belongs in observed, which bless never writes)", BlessCommand.topic),
            UsageCase(["bless", "a.json", "--keys", "feed", "--keys", "state"], "--keys was given twice", BlessCommand.topic),
            UsageCase(["bless", "a.json", "--policy", "lenient"], "--policy takes strict or legacy (got 'lenient')",
                      BlessCommand.topic),
            UsageCase(["bless", "a.json", "--observed"], "unknown option '--observed'", BlessCommand.topic),
        ]

        @Test("refuses a bad command line with exit status 64 and a message", arguments: refusals)
        func refusesBadUsage(_ usage: UsageCase) async {
            #expect(throws: UsageError(usage.message, topic: usage.topic)) { try CommandLineParser.parse(usage.arguments) }
            let result = await DeepCutReplayTool.run(usage.arguments)
            #expect(result.status == .usage)
            #expect(result.standardError == "deepcut-replay: \(usage.message)\nRun 'deepcut-replay bless --help' for usage.\n")
        }

        @Test("a trace without expect is blessed to pass, printing old → new, keeping every other key byte for byte",
              arguments: [FailurePolicy.strict, .legacy])
        func blessesToPass(_ policy: FailurePolicy) async throws {
            let (result, text) = try await Self.bless(Self.example(expect: nil), ["--policy", policy.rawValue])
            #expect(result.status == .success, "\(result.standardError)")
            let state = policy == .strict ? "degraded" : "caughtUp"
            #expect(result.standardOutput.hasPrefix("""
                Blessed t.json under \(policy.rawValue): 4 changes in 1 step
                  step 1 · refresh
                    state             (none) → \(state)
                    checked           (none) → 2
                    failed            (none) → 1
                    feedCount         (none) → 0

                """))
            let blessed = try TraceReader.read(string: text)
            let original = try TraceReader.read(string: Self.example(expect: nil))
            #expect(blessed.session?[0].expect == SessionExpectation(
                state: policy == .strict ? .degraded : .caughtUp, checked: 2, failed: 1, feedCount: 0))
            var unchanged = blessed
            unchanged.session?[0].expect = nil
            #expect(unchanged == original, "observed, unknown keys and everything else kept")
            #expect(text == TraceWriter.string(for: blessed), "written in the writer's deterministic layout")
            let report = await Verifier.verify(blessed, source: "t.json", options: Verifier.Options(policy: policy))
            #expect(report.passed)
            #expect(result.standardOutput.hasSuffix(policy == .strict ? "    feedCount         (none) → 0\n"
                : "Check it with: deepcut-replay t.json --policy legacy\n"))
        }

        @Test("keys already in expect are rewritten with today's values, lists only when asked")
        func rewritesExistingKeys() async throws {
            let stale = #"{"state": "loaded", "feedCount": 7, "checkedArtistIDs": ["r.Ab12Cd"]}"#
            let (result, text) = try await Self.bless(Self.example(expect: stale))
            #expect(result.standardOutput == """
                Blessed t.json under strict: 5 changes in 1 step
                  step 1 · refresh
                    state             loaded → degraded
                    checked           (none) → 2
                    failed            (none) → 1
                    feedCount         7 → 0
                    checkedArtistIDs  [r.Ab12Cd] → [r.Zz9Yy8, r.Ab12Cd]

                """)
            let expect = try TraceReader.read(string: text).session?[0].expect
            #expect(expect == SessionExpectation(state: .degraded, checked: 2, failed: 1, feedCount: 0,
                                                 checkedArtistIDs: ["r.Zz9Yy8", "r.Ab12Cd"]))
            let (again, after) = try await Self.bless(text)
            #expect(again.status == .success && after == text, "a blessed trace has nothing to change")
            #expect(again.standardOutput
                == "t.json: nothing to change: every expectation already says what the engine produces under strict\n")
        }

        @Test("a trace whose replay diverges is refused with exit 1 and left untouched")
        func refusesDivergence() async throws {
            let document = Self.example(expect: nil).replacingOccurrences(
                of: #"{"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"}"#,
                with: #"{"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Other"}"#)
            let (result, text) = try await Self.bless(document)
            #expect(result.status == .failure)
            #expect(text == document)
            #expect(result.standardError.hasPrefix(
                "deepcut-replay: t.json: nothing written: the replay diverged at step 1, so there is no result to write "
                    + "as expectations: replay diverged: fetchCatalogReleases(artistID: \"r.Zz9Yy8\")"))
        }

        @Test("a device recording is blessed with a reminder to say so in its notes")
        func deviceReminder() async throws {
            let device = Self.example(expect: nil).replacingOccurrences(of: #""origin": "reconstructed""#, with: #""origin": "device""#)
            let (result, _) = try await Self.bless(device)
            #expect(result.status == .success)
            #expect(result.standardOutput.hasSuffix("Note: capture.origin is device: say in capture.notes that expect was "
                + "written by bless (Docs/TraceFormat.md, capture).\n"))
        }

        @Test("an empty session is refused; a trace without one gets its one refresh step")
        func sessions() async throws {
            let session = try #require(SampleTraces.formatExample.range(of: ",\n  \"session\": ["))
            let empty = String(SampleTraces.formatExample[..<session.lowerBound]) + ",\n  \"session\": []\n}\n"
            let (refused, untouched) = try await Self.bless(empty)
            #expect(refused.status == .failure && untouched == empty)
            #expect(refused.standardError.contains("the session has no steps"))
            let none = String(SampleTraces.formatExample[..<session.lowerBound]) + "\n}\n"
            let (blessed, text) = try await Self.bless(none)
            #expect(blessed.status == .success)
            #expect(try TraceReader.read(string: text).session == [SessionStep(
                action: .refresh, expect: SessionExpectation(state: .degraded, checked: 2, failed: 1, feedCount: 0))])
        }

        @Test("a cut-off recording is blessed into a complete trace holding what was kept, and says so")
        func cutOffRecording() async throws {
            let example = SampleTraces.formatExample
            let end = try #require(example.range(of: "\n  ],\n  \"session\""))
            let cut = String(example[..<end.lowerBound]) + ",\n    {\"seq\": 5, \"meth"
            let (result, text) = try await Self.bless(cut)
            #expect(result.status == .success, "\(result.standardError)")
            #expect(result.standardOutput.contains("\nNote: the recording was cut off (cut off inside \"calls\" after 5 complete "
                + "calls (22 bytes after them dropped)); the file now holds what was kept, complete.\n"))
            let blessed = try TraceReader.read(string: text)
            #expect(blessed.truncation == nil && blessed.calls.count == 5)
            #expect(await Verifier.verify(blessed, source: "t.json").passed)
        }

        @Test("an invalid or unreadable trace gives 65 or 66, and nothing is written")
        func invalidAndUnreadable() async throws {
            let (invalid, text) = try await Self.bless("{\"format\": \"deepcut-trace\"")
            #expect(invalid.status == .invalidTrace && text == "{\"format\": \"deepcut-trace\"")
            let missing = await DeepCutReplayTool.run(["bless", "/nonexistent/t.json"])
            #expect(missing.status == .unreadable)
        }

        @Test("a file that cannot be replaced gives 73 and is left as it was", .enabled(if: getuid() != 0))
        func cannotWrite() async throws {
            try await withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("t.json")
                let document = Self.example(expect: nil)
                try Data(document.utf8).write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
                defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
                let result = await DeepCutReplayTool.run(["bless", url.path])
                #expect(result.status == .cannotCreate)
                #expect(try String(contentsOf: url, encoding: .utf8) == document)
            }
        }
    }
}
