import DeepCutKit
import DeepCutTestSupport
import DeepCutTesting
import DeepCutVerify
import Foundation
import Testing

@Suite("expectTracePasses verifies a trace and reports a failure in a few lines where it was called")
struct ExpectTracePassesTests {
    /// The format's example with `expect` replaced.
    static func example(expect: String) -> String {
        FormatExample.document.replacingOccurrences(
            of: #"{"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}"#, with: expect)
    }

    @Test("a passing trace records no issue and returns its report")
    func passing() async throws {
        let report = try await expectTracePasses(.file("Traces/01-empty-discover-tab.json"))
        #expect(report?.passed == true)
        #expect(report?.source == "Traces/01-empty-discover-tab.json")
    }

    @Test("the policy is passed on: trace 1's expectations fail under legacy, at the caller's line, explained (the failure is caught as a known issue)")
    func policy() async throws {
        let line = #line + 2
        try await withKnownIssue {
            try await expectTracePasses(.file("Traces/01-empty-discover-tab.json"), policy: .legacy)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectTracePassesTests.swift"
                && text == """
                    FAIL Traces/01-empty-discover-tab.json: 1 of 6 checks failed
                    step 1 (refresh): state: expected degraded, got caughtUp
                      because 1,598 of 1,610 checks failed (HTTP 404 ×1,598) and 12 answered (12 with no album), so not all failed (rule 'all failed?': no)
                      because legacy ignores them (only 'all failed?' fails a refresh); the feed holds 0 albums → caughtUp
                      rule: Docs/EngineRules.md "Refresh states": the first row that fits is 'some failed?' → caughtUp under legacy
                      more: deepcut-replay explain Traces/01-empty-discover-tab.json --check 1:state --policy legacy
                    """
        }
    }

    @Test("a failure with many failing checks is cut to 20 lines, the last saying how many more, then the first one explained (caught as a known issue)")
    func manyFailures() async throws {
        try await withTemporaryFolder { folder in
            let steps = (1...30).map { _ in #"{"action": "dismiss", "albumID": "1", "expect": {"feedCount": 7}}"# }
            let document = FormatExample.document.replacingOccurrences(
                of: #""expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}}"#,
                with: #""expect": {"state": "degraded"}},"# + steps.joined(separator: ",\n"))
            try folder.write(document, to: "many.json")
            let path = folder.appendingPathComponent("many.json").path
            try await withKnownIssue {
                try await expectTracePasses(.file(path))
            } matching: { issue in
                let lines = issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
                // 20 lines of failures, then the explanation of the first and the command for the rest.
                return lines.count > 20 && lines[0] == "FAIL \(path): 30 of 32 checks failed"
                    && lines[1] == "step 2 (dismiss): feedCount: expected 7, got 0"
                    && lines[19] == "… and 12 more (deepcut-replay \(path) shows every one)"
                    && lines.last == "  more: deepcut-replay explain \(path) --check 2:feedCount"
            }
        }
    }

    @Test("a trace that is not valid throws the reader's message")
    func invalid() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example(expect: #"{"state": "bored"}"#), to: "bad.json")
            let error = await thrownError(TraceTestingError.self) {
                try await expectTracePasses(.url(folder.appendingPathComponent("bad.json")))
            }
            #expect(error != nil, "no TraceTestingError was thrown")
            #expect(error?.description.contains("bad.json:") == true)
            #expect(error?.description.contains("session[0].expect.state") == true, "\(String(describing: error))")
        }
    }
}
