import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("The JSON report has a stable shape, word for word")
    @MainActor
    struct JSONReportRendererTests {
        @Test("the format example as JSON: settings, both policies' states, observed and expect checks, calls")
        func formatExample() async throws {
            let report = try await SampleTraces.verify(SampleTraces.formatExample, name: "Traces/example.json")
            #expect(JSONReportRenderer.render(report) == """
                {
                  "format": "deepcut-replay-report",
                  "version": 2,
                  "trace": "Traces/example.json",
                  "result": "pass",
                  "capture": {
                    "origin": "reconstructed",
                    "title": "Catalog ids asked for with library ids",
                    "startedAt": "2026-05-12T09:14:03Z",
                    "device": "iPhone 16 Pro",
                    "os": "iOS 18.5"
                  },
                  "settings": {
                    "policy": "strict",
                    "batchSize": 40,
                    "snapshotTTL": 3600
                  },
                  "truncation": null,
                  "steps": [
                    {
                      "step": 1,
                      "action": "refresh",
                      "call": "refresh",
                      "result": "pass",
                      "engine": {
                        "clock": 0,
                        "states": {
                          "strict": "degraded",
                          "legacy": "caughtUp"
                        },
                        "checked": 2,
                        "failed": 1,
                        "failuresByStatus": {
                          "HTTP 404": 1
                        },
                        "checkedArtistIDs": ["r.Zz9Yy8", "r.Ab12Cd"],
                        "libraryRead": true,
                        "libraryError": null,
                        "recentlyPlayedError": null,
                        "feedCount": 0
                      },
                      "observed": {
                        "policy": "legacy",
                        "checks": [
                          {
                            "key": "state",
                            "expected": "caughtUp",
                            "actual": "caughtUp",
                            "passed": true,
                            "detail": null
                          }
                        ]
                      },
                      "expect": [
                        {
                          "key": "state",
                          "expected": "degraded",
                          "actual": "degraded",
                          "passed": true,
                          "detail": null
                        },
                        {
                          "key": "checked",
                          "expected": "2",
                          "actual": "2",
                          "passed": true,
                          "detail": null
                        },
                        {
                          "key": "failed",
                          "expected": "1",
                          "actual": "1",
                          "passed": true,
                          "detail": null
                        },
                        {
                          "key": "feedCount",
                          "expected": "0",
                          "actual": "0",
                          "passed": true,
                          "detail": null
                        }
                      ],
                      "uncheckedKeys": [],
                      "duration": 0
                    }
                  ],
                  "diagnostics": null,
                  "calls": {
                    "recorded": 5,
                    "used": 5,
                    "unused": [],
                    "unrecorded": []
                  },
                  "divergence": null,
                  "nothingToCheck": false
                }

                """)
        }

        @Test("a failing report says fail at the top, on the step and on the check, with the list's first difference")
        func failingReport() async throws {
            let document = SampleTraces.formatExample(
                expect: #"{"state": "degraded", "checkedArtistIDs": ["r.Ab12Cd", "r.Zz9Yy8"], "feed": []}"#)
            let report = try await SampleTraces.verify(document, name: "f.json")
            let json = JSONReportRenderer.render(report)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["result"] as? String == "fail")
            let steps = try #require(object["steps"] as? [[String: Any]])
            #expect(steps.count == 1)
            #expect(steps[0]["result"] as? String == "fail")
            let engine = try #require(steps[0]["engine"] as? [String: Any])
            #expect(engine["feed"] as? [String] == [], "the feed is built when a step asks for it")
            let checks = try #require(steps[0]["expect"] as? [[String: Any]])
            #expect(checks.map { $0["key"] as? String } == ["state", "feed", "checkedArtistIDs"])
            let ids = checks[2]
            #expect(ids["expected"] as? [String] == ["r.Ab12Cd", "r.Zz9Yy8"])
            #expect(ids["actual"] as? [String] == ["r.Zz9Yy8", "r.Ab12Cd"])
            #expect(ids["passed"] as? Bool == false)
            #expect(ids["detail"] as? String == "first difference at position 1: expected r.Ab12Cd, got r.Zz9Yy8")
            #expect(json.contains(#""detail": "first difference at position 1: expected r.Ab12Cd, got r.Zz9Yy8""#))
        }

        @Test("a trace without a session replays one refresh with nothing to check, and fails saying how to add checks")
        func noSession() async throws {
            let document = SampleTraces.formatExample.replacingOccurrences(
                of: #"""
                  ],
                  "session": [
                    {"action": "refresh",
                     "observed": {"policy": "legacy", "state": "caughtUp"},
                     "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}}
                  ]
                """#, with: "  ]")
            let trace = try SampleTraces.trace(document)
            #expect(trace.session == nil)
            let report = await Verifier.verify(trace, source: "n.json")
            #expect(!report.passed && report.hasNothingToCheck)
            #expect(report.steps.count == 1)
            #expect(report.checkCounts.total == 0)
            let json = JSONReportRenderer.render(report)
            #expect(json.contains(#""observed": null,"#))
            #expect(json.contains(#""expect": []"#))
            #expect(json.contains(#""result": "fail""#) && json.contains(#""nothingToCheck": true"#))
            #expect(TextReportRenderer().verdict(report) == "FAIL  n.json: nothing to check: the trace has no expect, "
                + "no observed and no diagnostics, so it would pass whatever the engine does; "
                + "run 'deepcut-replay bless n.json' to write today's results as expectations")
        }
    }
}
