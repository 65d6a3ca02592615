import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// The reader accepts any finite number where the format says number, so
    /// everything after it (inspect's span, the reports' clock and TTL) must
    /// print numbers far beyond an `Int` without trapping, and JSON output must
    /// stay JSON when a sum of them overflows to infinity.
    @Suite("deepcut-replay prints huge numbers from a trace without trapping, and JSON output stays JSON")
    struct HostileNumberTests {
        /// `at` near 1e19 trapped converting the span to whole seconds.
        static let farCall = HostileDocuments.trace(calls: HostileDocuments.callsWithFirst(#""at": 1e19"#))
        /// The largest `at` plus a long duration: the end of the span overflows to infinity.
        static let overflowingCall = HostileDocuments.trace(
            calls: HostileDocuments.callsWithFirst(#""at": 1.7976931348623157e308, "durationMs": 1e306"#))

        @Test("inspect shows a span of calls near 1e19 seconds in seconds, exit 0")
        func inspectFarSpan() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.farCall, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["inspect", "t.json"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.contains("\nSpan      +1e+19 s to +1e+19 s (0 s)\n"))
            }
        }

        @Test("inspect shows a span whose end overflows as beyond the largest number, exit 0")
        func inspectOverflowingSpan() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.overflowingCall, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["inspect", "t.json"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.contains(
                    "\nSpan      +1.7976931348623157e+308 s to over 1.8e+308 s (over 1.8e+308 s)\n"))
            }
        }

        @Test("inspect --format json writes JSON whatever the span: an end that overflows is null",
              arguments: [(farCall, 1e19 as Double?), (overflowingCall, nil)])
        func inspectJSON(document: String, last: Double?) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(document, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["inspect", "t.json", "--format", "json"], in: folder)
                #expect(result.status == 0, "\(result)")
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                let span = try #require(object["span"] as? [String: Any])
                if let last {
                    #expect(span["last"] as? Double == last)
                } else {
                    #expect(span["last"] is NSNull)
                }
            }
        }

        /// Steps far in the future and in the past, the largest TTL, and a
        /// call at the largest `at` lasting long enough that its end
        /// overflows: the replay, its text, JSON and JUnit reports, verify in
        /// every format, and inspect all finish with numbers their readers take.
        static let farSession = HostileDocuments.trace(
            calls: HostileDocuments.callsWithFirst(#""at": 1.7976931348623157e308, "durationMs": 1.7976931348623157e308"#),
            session: #"[{"action": "refresh", "at": -5, "expect": {"state": "caughtUp"}}, "#
                + #"{"action": "refresh", "at": 1e300, "expect": {"state": "caughtUp"}}, "#
                + #"{"action": "refresh", "at": 1.7976931348623157e308, "expect": {"state": "caughtUp"}}]"#,
            extra: #", "engine": {"snapshotTTL": 1.7976931348623157e308, "batchSize": 9223372036854775807}"#)

        /// The largest `Double` with three decimals, as JUnit's `time` writes a time beyond it.
        static let largestTime = String(format: "%.3f", Double.greatestFiniteMagnitude)

        @Test("a session far in the future with the largest TTL and batch size replays, and its reports are well formed")
        func farSessionReports() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.farSession, to: "t.json")
                let text = try await ReplayExecutable.runGuarded(["t.json"], in: folder)
                #expect(text.status == 0, "\(text)")
                #expect(text.standardOutput.contains("Step 2 · refresh · +1e+300 s\n"))
                #expect(text.standardOutput.contains(" · snapshot TTL 1.7976931348623157e+308 s (trace)\n"))
                let json = try await ReplayExecutable.runGuarded(["t.json", "--format", "json", "--junit", "j.xml"], in: folder)
                #expect(json.status == 0, "\(json)")
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
                let settings = try #require(object["settings"] as? [String: Any])
                #expect(settings["snapshotTTL"] as? Double == 1.7976931348623157e308)
                let steps = try #require(object["steps"] as? [[String: Any]])
                #expect(steps.last?["duration"] is NSNull)
                let xml = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
                #expect(xml.contains(#"<testsuite name="t.json" tests="3" failures="0" errors="0" skipped="0" time=""#))
                #expect(xml.contains(#"name="step 3: refresh" time="\#(Self.largestTime)"/>"#))
                #expect(!xml.contains("inf"))
            }
        }

        @Test("verify in each format, with its JUnit file, reports the far session as passed, exit 0",
              arguments: [["--format", "text"], ["--format", "json"], ["--format", "markdown"]])
        func farSessionVerify(format: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.farSession, to: "t.json")
                let verify = try await ReplayExecutable.runGuarded(["verify", "t.json", "--junit", "j.xml"] + format, in: folder)
                #expect(verify.status == 0, "\(verify)")
                #expect(!verify.standardOutput.contains("inf"))
                if format.last == "json" {
                    #expect((try? JSONSerialization.jsonObject(with: Data(verify.standardOutput.utf8))) != nil)
                }
                let xml = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
                #expect(xml.contains(#"name="step 3: refresh" time="\#(Self.largestTime)"/>"#))
            }
        }
    }
}
