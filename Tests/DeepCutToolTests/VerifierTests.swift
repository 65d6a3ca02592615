import DeepCutKit
import DeepCutTestSupport
import DeepCutTool
import DeepCutVerify
import Testing

/// A document with one wrong expectation, and the check that must fail.
struct WrongExpectation: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let step: Int
    let key: String
    let expected: String
    let actual: String
    var detail: String?

    var testDescription: String { name }
}

extension VerifySuites {
    @Suite("A wrong expectation fails the trace, naming the key, what was expected and what the engine produced")
    @MainActor
    struct VerifierExpectationTests {
        nonisolated static func example(_ expect: String) -> String { SampleTraces.formatExample(expect: expect) }

        nonisolated static func sheet(_ original: String, _ replacement: String) -> String {
            SampleTraces.releaseSheet.replacingOccurrences(of: original, with: replacement)
        }

        nonisolated static let cases: [WrongExpectation] = [
            WrongExpectation(name: "a state", document: example(#"{"state": "caughtUp"}"#), step: 1,
                             key: "state", expected: "caughtUp", actual: "degraded"),
            WrongExpectation(name: "a checked count", document: example(#"{"checked": 1}"#), step: 1,
                             key: "checked", expected: "1", actual: "2"),
            WrongExpectation(name: "a failed count", document: example(#"{"failed": 0}"#), step: 1,
                             key: "failed", expected: "0", actual: "1"),
            WrongExpectation(name: "a feed count", document: example(#"{"feedCount": 3}"#), step: 1,
                             key: "feedCount", expected: "3", actual: "0"),
            WrongExpectation(name: "a feed with an album the engine did not keep", document: example(#"{"feed": ["1440935467"]}"#),
                             step: 1, key: "feed", expected: "[1440935467]", actual: "[]",
                             detail: "missing from position 1: [1440935467]"),
            WrongExpectation(name: "checked artists missing one", document: example(#"{"checkedArtistIDs": ["r.Zz9Yy8"]}"#),
                             step: 1, key: "checkedArtistIDs", expected: "[r.Zz9Yy8]", actual: "[r.Zz9Yy8, r.Ab12Cd]",
                             detail: "extra from position 2: [r.Ab12Cd]"),
            WrongExpectation(name: "a feed in the wrong order",
                             document: sheet(#""feed": ["200", "300"]"#, #""feed": ["300", "200"]"#), step: 1,
                             key: "feed", expected: "[300, 200]", actual: "[200, 300]",
                             detail: "first difference at position 1: expected 300, got 200"),
            WrongExpectation(name: "a tracklist state",
                             document: sheet(#""tracks": "loaded""#, #""tracks": "empty""#), step: 2,
                             key: "tracks", expected: "empty", actual: "loaded"),
            WrongExpectation(name: "tracks in recorded rather than disc and track order",
                             document: sheet(#""trackIDs": ["t1", "t2"]"#, #""trackIDs": ["t2", "t1"]"#), step: 2,
                             key: "trackIDs", expected: "[t2, t1]", actual: "[t1, t2]",
                             detail: "first difference at position 1: expected t2, got t1"),
            WrongExpectation(name: "a failed tracklist expected to load",
                             document: sheet(#""tracks": "failed""#, #""tracks": "loaded""#), step: 3,
                             key: "tracks", expected: "loaded", actual: "failed"),
            WrongExpectation(name: "a feed count after a dismiss",
                             document: sheet(#""feedCount": 1, "feed": ["200"]"#, #""feedCount": 2"#), step: 4,
                             key: "feedCount", expected: "2", actual: "1"),
        ]

        @Test("the failing check is named in the report, the text and the verify line", arguments: cases)
        func failingCheck(_ wrong: WrongExpectation) async throws {
            let report = try await SampleTraces.verify(wrong.document, name: "w.json")
            #expect(!report.passed)
            #expect(report.divergence == nil)
            let failed = report.steps.flatMap { step in step.expectations.filter { !$0.passed }.map { (step.number, $0) } }
            try #require(failed.count == 1)
            let (step, check) = failed[0]
            #expect(step == wrong.step)
            #expect(check.key == wrong.key)
            #expect(check.expected == wrong.expected)
            #expect(check.actual == wrong.actual)
            #expect(check.detail == wrong.detail)
            #expect(report.steps.filter { !$0.passed }.map(\.number) == [wrong.step])
            #expect(report.checkCounts.failed == 1)

            let text = TextReportRenderer().render(report)
            let key = wrong.key.padding(toLength: 17, withPad: " ", startingAt: 0)
            #expect(text.contains("\n  ✘ \(key)expected \(wrong.expected), got \(wrong.actual)\n"))
            if let detail = wrong.detail {
                #expect(text.contains("\n  ✘ \(key)expected \(wrong.expected), got \(wrong.actual)\n\(String(repeating: " ", count: 21))\(detail)\n"))
            }
            #expect(text.hasSuffix("FAIL  w.json: 1 of \(report.checkCounts.total) checks failed\n"))

            try await withTemporaryFolder { folder in
                try folder.write(wrong.document, to: "w.json")
                let path = folder.appendingPathComponent("w.json").path
                let result = await DeepCutReplayTool.run(["verify", path])
                #expect(result.status == .failure)
                let action = report.steps[wrong.step - 1].actionName
                #expect(VerifyCommandTests.withoutExplanations(result.standardOutput) == """
                    ✘ \(path)  step \(wrong.step) (\(action)): \(wrong.key) expected \(wrong.expected), got \(wrong.actual)
                    1 trace: 0 passed, 1 failed, 0 invalid

                    """)
                #expect(result.standardOutput.contains(
                    "\n    more: deepcut-replay explain \(path) --check \(wrong.step):\(wrong.key)\n"), "the line says how to explain the rest")
            }
        }

        @Test("the release sheet trace passes as written, every step checked")
        func releaseSheetPasses() async throws {
            let report = try await SampleTraces.verify(SampleTraces.releaseSheet)
            #expect(report.passed)
            #expect(report.steps.map(\.actionName) == ["refresh", "openRelease", "openRelease", "dismiss"])
            #expect(report.steps.map { $0.expectations.count } == [5, 2, 2, 2])
            #expect(report.steps[2].outcome?.error == "Network error: The Internet connection appears to be offline.")
        }

        @Test("a retry, an add to a playlist and a dismiss replay in order, the clock never moving backwards")
        func sheetFlow() async throws {
            let document = SampleTraces.releaseSheet
                .replacingOccurrences(of: #"  {"seq": 5, "method""#, with: """
                      {"seq": 6, "method": "fetchTracks", "args": {"albumID": "300"}, "result": {"tracks": [
                        {"id": "d2", "title": "B", "artistName": "Acid Bath", "discNumber": 2, "trackNumber": 1},
                        {"id": "d1", "title": "A", "artistName": "Acid Bath", "discNumber": 1, "trackNumber": 9}]}},
                      {"seq": 7, "method": "fetchPlaylist", "args": {"name": "Deep Cuts"},
                       "result": {"playlist": {"id": "p.DC", "name": "Deep Cuts", "isEditable": true}}},
                      {"seq": 8, "method": "addTracksToPlaylist", "args": {"trackIDs": ["d1", "d2"], "playlistID": "p.DC"}, "result": {}},
                      {"seq": 5, "method"
                    """)
                .replacingOccurrences(of: #"  {"action": "dismiss", "albumID": "300", "expect": {"feedCount": 1, "feed": ["200"]}}"#,
                                      with: """
                      {"action": "retryTracks", "albumID": "300", "at": 30, "expect": {"tracks": "loaded", "trackIDs": ["d1", "d2"]}},
                      {"action": "addToPlaylist", "albumID": "300", "playlistName": "Deep Cuts", "expect": {"feedCount": 1, "feed": ["200"]}},
                      {"action": "dismiss", "albumID": "200", "at": 10, "expect": {"feedCount": 0, "feed": []}}
                    """)
            let report = try await SampleTraces.verify(document, name: "flow.json")
            #expect(report.passed)
            #expect(report.steps.map(\.action) == [
                "refresh", #"openRelease(albumID: "200")"#, #"openRelease(albumID: "300")"#, #"retryTracks(albumID: "300")"#,
                #"addToPlaylist(albumID: "300", playlistName: "Deep Cuts")"#, #"dismiss(albumID: "200")"#,
            ])
            #expect(report.steps.map { $0.outcome?.clock } == [0, 0, 0, 30, 30, 30])
            #expect(report.calls.used == 9)
            #expect(report.calls.unused.isEmpty)
            #expect(TextReportRenderer().render(report).contains("""
                Step 4 · retryTracks(albumID: "300") · +30 s
                  engine   tracks loaded (2 tracks) · feed 2
                  ✔ tracks           loaded
                  ✔ trackIDs         [d1, d2]

                Step 5 · addToPlaylist(albumID: "300", playlistName: "Deep Cuts") · +30 s
                  engine   feed 1
                  ✔ feedCount        1
                  ✔ feed             [200]

                """))
        }

        @Test("diagnostics that differ from the engine's numbers fail the trace, naming the artist")
        func diagnostics() async throws {
            let document = SampleTraces.formatExample.replacingOccurrences(of: #"  "session": ["#, with: """
                  "diagnostics": {"libraryArtistCount": 3, "artists": [
                    {"artistID": "r.Zz9Yy8", "name": "A.N.I.M.A.L.", "total": 0, "owned": 0, "cuts": 0},
                    {"artistID": "r.Ab12Cd", "name": "Acid Bath", "total": 7, "owned": 6, "cuts": 1}]},
                  "session": [
                """)
            let report = try await SampleTraces.verify(document, name: "d.json")
            #expect(!report.passed)
            #expect(report.steps.allSatisfy { $0.passed })
            let diagnostics = try #require(report.diagnostics)
            #expect(diagnostics.libraryArtistCount?.expected == "3")
            #expect(diagnostics.libraryArtistCount?.actual == "2")
            #expect(diagnostics.artists.map(\.status) == [.match, .failed("HTTP 404 Resource Not Found (40400)")])
            let text = TextReportRenderer().render(report)
            #expect(text.contains("\nDiagnostics ✘ library: expected 3 artists, got 2 · 1 of 2 artists match; 1 not compared\n"))
            #expect(text.contains("Acid Bath (r.Ab12Cd)  printed 7/6/1  the engine's check failed: HTTP 404"))
            #expect(text.hasSuffix("FAIL  d.json: 2 of 8 checks failed\n"))
        }

        @Test("diagnostics are held against each artist's last check, not its first", arguments: [
            (printedTotal: 3, passes: true), (printedTotal: 1, passes: false),
        ])
        func diagnosticsUseTheLastCheck(printedTotal: Int, passes: Bool) async throws {
            // One artist, checked by two refreshes: one album the first time, three the second.
            let document = """
                {"format": "deepcut-trace", "version": 1,
                 "capture": {"origin": "synthetic", "title": "Checked twice", "startedAt": "2026-05-12T09:14:03Z"},
                 "calls": [
                  {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.Acid", "name": "Acid Bath"}]}},
                  {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
                  {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
                  {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Acid"}, "result": {"albums": [
                    {"id": "100", "title": "When the Kite String Pops", "artistName": "Acid Bath"}]}},
                  {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Acid"}, "result": {"albums": [
                    {"id": "100", "title": "When the Kite String Pops", "artistName": "Acid Bath"},
                    {"id": "200", "title": "Paegan Terrorism Tactics", "artistName": "Acid Bath"},
                    {"id": "300", "title": "Demos: 1993-1996", "artistName": "Acid Bath"}]}}
                 ],
                 "diagnostics": {"artists": [{"artistID": "r.Acid", "name": "Acid Bath", "total": \(printedTotal), "owned": 0, "cuts": \(printedTotal)}]},
                 "session": [{"action": "refresh", "expect": {"checked": 1}}, {"action": "refresh", "at": 60, "expect": {"checked": 1}}]}

                """
            let report = try await SampleTraces.verify(document, name: "twice.json")
            #expect(report.steps.allSatisfy { $0.passed })
            #expect(report.passed == passes)
            #expect(report.diagnostics?.artists.map(\.status) == [passes ? .match : .mismatch])
        }

        @Test("a step's time is the at it was given, and the clock never goes back")
        func stepTimes() async throws {
            let document = SampleTraces.formatExample.replacingOccurrences(of: """
                  "session": [
                    {"action": "refresh",
                """, with: """
                  "session": [
                    {"action": "dismiss", "albumID": "1", "at": 0.1},
                    {"action": "dismiss", "albumID": "2", "at": 0.05},
                    {"action": "refresh", "at": 0.3,
                """)
            let report = try await SampleTraces.verify(document, name: "t.json")
            #expect(report.steps.map { $0.outcome?.clock } == [0.1, 0.1, 0.3])
            #expect(TextReportRenderer().render(report).contains("Step 3 · refresh · +0.3 s\n"))
        }

        @Test("a key of expect this tool does not check is refused by the reader, and one set in code is shown as unchecked")
        func uncheckedKeys() async throws {
            let document = SampleTraces.formatExample.replacingOccurrences(
                of: #""feedCount": 0}"#, with: #""feedCount": 0, "feedcount": 99}"#)
            #expect(throws: (any Error).self) { try SampleTraces.trace(document, name: "typo.json") }
            var trace = try SampleTraces.trace(SampleTraces.formatExample, name: "typo.json")
            trace.session?[0].expect?.unknownKeys = ["feedcount": .integer(99)]
            let report = await Verifier.verify(trace, source: "typo.json")
            #expect(report.steps.first?.uncheckedKeys == ["expect.feedcount"])
            #expect(TextReportRenderer().render(report).contains(
                "  ⚠ expect.feedcount is not a key this tool checks: kept and ignored (a typo?)\n"))
        }
    }
}

/// An `observed` and whether the run under its policy reproduces it.
struct Observation: Sendable, CustomTestStringConvertible {
    let notFound: Int
    let empty: Int
    let observed: String
    let reproduced: Bool

    var testDescription: String { "\(notFound) × 404, \(empty) × empty, observed \(observed)" }
}

extension VerifySuites {
    @Suite("The observed check: the device's behaviour must be reproduced under the policy it names")
    @MainActor
    struct ObservedBehaviourTests {
        nonisolated static let cases: [Observation] = [
            // The seeds' bug: most artists 404, a few return empty, and the device said "caught up".
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "legacy", "state": "caughtUp"}"#, reproduced: true),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "strict", "state": "degraded"}"#, reproduced: true),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "strict", "state": "caughtUp"}"#, reproduced: false),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "legacy", "state": "degraded"}"#, reproduced: false),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "legacy", "state": "failed"}"#, reproduced: false),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "legacy", "state": "caughtUp", "checked": 8, "failed": 6}"#,
                        reproduced: true),
            Observation(notFound: 6, empty: 2, observed: #"{"policy": "legacy", "state": "caughtUp", "failed": 0}"#,
                        reproduced: false),
            // Every artist failing is "failed" under both policies.
            Observation(notFound: 3, empty: 0, observed: #"{"policy": "legacy", "state": "failed"}"#, reproduced: true),
            Observation(notFound: 3, empty: 0, observed: #"{"policy": "strict", "state": "failed"}"#, reproduced: true),
            Observation(notFound: 3, empty: 0, observed: #"{"policy": "legacy", "state": "caughtUp"}"#, reproduced: false),
            // Nothing failing: caught up under both.
            Observation(notFound: 0, empty: 3, observed: #"{"policy": "strict", "state": "caughtUp"}"#, reproduced: true),
        ]

        @Test("a trace passes only when the device's observation is reproduced", arguments: cases)
        func observation(_ observation: Observation) async throws {
            let document = SampleTraces.libraryIDSession(
                notFound: observation.notFound, empty: observation.empty, observed: observation.observed, expect: nil)
            let report = try await SampleTraces.verify(document, name: "o.json")
            #expect(report.passed == observation.reproduced)
            let step = try #require(report.steps.first)
            #expect(step.observations.allSatisfy { $0.passed } == observation.reproduced)
            #expect(step.expectations.isEmpty)
            let text = TextReportRenderer().render(report)
            let policy = try #require(step.observedPolicy?.rawValue)
            if observation.reproduced {
                #expect(text.contains("\n  ✔ device behaviour reproduced under \(policy)\n"))
            } else {
                #expect(text.contains("\n  ✘ device behaviour not reproduced under \(policy):\n"))
            }
        }

        @Test("most artists 404 and a few empty: legacy says caught up, strict says degraded, word for word")
        func seedsBug() async throws {
            let document = SampleTraces.libraryIDSession(
                notFound: 6, empty: 2, observed: #"{"policy": "strict", "state": "caughtUp"}"#,
                expect: #"{"state": "degraded", "checked": 8, "failed": 6, "feedCount": 0}"#)
            let report = try await SampleTraces.verify(document, name: "seeds.json")
            let step = try #require(report.steps.first)
            #expect(step.states.map(\.policy) == [.strict, .legacy])
            #expect(step.states.map(\.state) == [.degraded, .caughtUp])
            #expect(step.expectations.allSatisfy { $0.passed })
            #expect(!report.passed, "the device's caught up is not what strict does")
            let text = TextReportRenderer().render(report)
            #expect(text.contains("""

                Step 1 · refresh · +0 s
                  device   showed state caughtUp (strict check)
                  engine   strict → degraded · legacy → caughtUp · checked 8, failed 6 (HTTP 404 ×6) · library read · feed 0
                  ✘ device behaviour not reproduced under strict:
                      ✘ state            expected caughtUp, got degraded
                  ✔ state            degraded
                  ✔ checked          8
                  ✔ failed           6
                  ✔ feedCount        0

                """))
            #expect(text.hasSuffix("FAIL  seeds.json: 1 of 5 checks failed\n"))
        }

        @Test("--policy legacy checks expect under legacy, while observed keeps its own policy")
        func policyOption() async throws {
            let document = SampleTraces.libraryIDSession(
                notFound: 6, empty: 2, observed: #"{"policy": "strict", "state": "degraded"}"#,
                expect: #"{"state": "caughtUp"}"#)
            let strict = try await SampleTraces.verify(document)
            #expect(!strict.passed)
            #expect(strict.steps[0].observations.allSatisfy { $0.passed })
            #expect(strict.steps[0].expectations.map(\.actual) == ["degraded"])
            let legacy = try await SampleTraces.verify(document, options: Verifier.Options(policy: .legacy))
            #expect(legacy.passed)
            #expect(legacy.settings.policy == .legacy)
            #expect(legacy.steps[0].observedPolicy == .strict)
            #expect(legacy.steps[0].expectations.map(\.actual) == ["caughtUp"])
        }
    }
}
