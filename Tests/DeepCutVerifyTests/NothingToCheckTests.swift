import DeepCutTrace
import DeepCutVerify
import Testing

/// A session and diagnostics (JSON text) replacing the format example's, and whether that leaves something to check.
struct CheckCase: Sendable, CustomTestStringConvertible {
    let name: String
    let tail: String
    let hasChecks: Bool
    var testDescription: String { name }
}

extension VerifySuites {
    @Suite("A trace with nothing to check fails, in every report, saying how to add checks")
    @MainActor
    struct NothingToCheckTests {
        nonisolated static let cases: [CheckCase] = [
            CheckCase(name: "no session and no diagnostics", tail: "", hasChecks: false),
            CheckCase(name: "an empty session", tail: #", "session": []"#, hasChecks: false),
            CheckCase(name: "steps without expect or observed", tail: #", "session": [{"action": "refresh"}, {"action": "dismiss", "albumID": "1"}]"#,
                      hasChecks: false),
            CheckCase(name: "an observed holding only its policy, and an empty expect",
                      tail: #", "session": [{"action": "refresh", "observed": {"policy": "legacy"}, "expect": {}}]"#, hasChecks: false),
            CheckCase(name: "diagnostics without a key", tail: #", "diagnostics": {}"#, hasChecks: false),
            CheckCase(name: "one expect key", tail: #", "session": [{"action": "refresh", "expect": {"checked": 2}}]"#, hasChecks: true),
            CheckCase(name: "one observed key", tail: #", "session": [{"action": "refresh", "observed": {"policy": "legacy", "state": "caughtUp"}}]"#,
                      hasChecks: true),
            CheckCase(name: "the library's artist count alone", tail: #", "diagnostics": {"libraryArtistCount": 2}"#, hasChecks: true),
        ]

        static func document(_ tail: String) throws -> String {
            let example = SampleTraces.formatExample
            let session = try #require(example.range(of: ",\n  \"session\": ["))
            return String(example[..<session.lowerBound]) + tail + "\n}\n"
        }

        @Test("only a trace that declares a check can pass", arguments: cases)
        func declaredChecks(_ check: CheckCase) async throws {
            let report = try await SampleTraces.verify(try Self.document(check.tail), name: "c.json")
            #expect(report.hasNothingToCheck == !check.hasChecks)
            #expect(report.passed == check.hasChecks)
        }

        @Test("the text, JSON and JUnit reports and the verify line say why it fails and how to add checks")
        func reportsSayWhy() async throws {
            let report = try await SampleTraces.verify(try Self.document(""), name: "c.json")
            let message = "nothing to check: the trace has no expect, no observed and no diagnostics, so it would pass "
                + "whatever the engine does; run 'deepcut-replay bless c.json' to write today's results as expectations"
            #expect(report.nothingToCheckMessage == message)
            #expect(TextReportRenderer(verbosity: .quiet).render(report) == "FAIL  c.json: \(message)\n")
            let json = JSONReportRenderer.render(report)
            #expect(json.contains(#""result": "fail","#) && json.hasSuffix("  \"nothingToCheck\": true\n}\n"))
            let junit = JUnitReportRenderer.render([report])
            #expect(junit.contains(#"name="checks" time="0.000">"#) && junit.contains(#"<failure message="nothing to check">"#))
            #expect(junit.contains(#"failures="1""#))
        }
    }
}
