import DeepCutKit
import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("A trace missing a call diverges: the report names the call, and later steps are not run")
    @MainActor
    struct SessionRunnerTests {
        /// 100 artists, no failures, 40 a refresh: three refreshes, the third rechecking 20 artists of the first.
        static func generatedTrace() async throws -> Trace {
            let text = try await SampleTraces.generated(["--artists", "100", "--seed", "5", "--failure-rate", "0"])
            return try SampleTraces.trace(text, name: "g.json")
        }

        /// An artist that only step `step` checks, and the trace without its one catalog call.
        static func removingCall(checkedOnlyAt step: Int, from trace: Trace) throws -> (artistID: String, trace: Trace) {
            let session = try #require(trace.session)
            let lists = session.map { $0.expect?.checkedArtistIDs ?? [] }
            let artistID = try #require(lists[step - 1].first { id in
                lists.enumerated().allSatisfy { index, ids in index == step - 1 || !ids.contains(id) }
            })
            var trace = trace
            let request = TraceRequest.fetchCatalogReleases(artistID: artistID)
            try #require(trace.calls.count { $0.request == request } == 1)
            trace.calls.removeAll { $0.request == request }
            return (artistID, trace)
        }

        @Test("the divergence names the method and the artist id, and the steps after it are not run", arguments: [1, 2, 3])
        func missingCatalogCall(step: Int) async throws {
            let original = try await Self.generatedTrace()
            try #require(original.session?.count == 3)
            #expect(await Verifier.verify(original, source: "g.json").passed, "the generated trace passes before the cut")
            let (artistID, trace) = try Self.removingCall(checkedOnlyAt: step, from: original)
            let report = await Verifier.verify(trace, source: "g.json")
            #expect(!report.passed)
            let divergence = try #require(report.divergence)
            #expect(divergence.stepNumber == step)
            #expect(divergence.message.hasPrefix(
                #"replay diverged: fetchCatalogReleases(artistID: "\#(artistID)") was asked for 1 time and the trace records it 0 times; "#
                    + "the trace holds 119 fetchCatalogReleases calls, closest: "))
            #expect(report.calls.unrecorded == [divergence.message])
            for report in report.steps {
                #expect(report.skipped == (report.number >= step), "step \(report.number)")
                #expect(report.passed == (report.number < step), "step \(report.number)")
                #expect((report.outcome == nil) == (report.number >= step), "step \(report.number)")
            }

            let text = TextReportRenderer().render(report)
            #expect(text.contains("""
                Step \(step) · refresh
                  ✘ the replay diverged here (strict run):
                    \(divergence.message)

                """))
            for later in (step + 1)..<4 {
                #expect(text.contains("""
                    Step \(later) · refresh
                      ✘ not run: the replay diverged at step \(step)

                    """))
            }
            #expect(text.hasSuffix("FAIL  g.json: the replay diverged at step \(step) (strict)\n"))
            let json = JSONReportRenderer.render(report)
            #expect(json.contains(#""result": "skipped""#))
            #expect(json.contains(#"""
                  "divergence": {
                    "step": \#(step),
                    "policy": "strict",
                """#))
        }

        @Test("the command line exits 1 for a diverging trace and says where in its verify line")
        func commandLine() async throws {
            let (artistID, trace) = try Self.removingCall(checkedOnlyAt: 2, from: try await Self.generatedTrace())
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("cut.json").path
                try TraceWriter.write(trace, to: URL(fileURLWithPath: path))
                let replay = await DeepCutReplayTool.run([path, "-q"])
                #expect(replay.status == .failure)
                #expect(replay.standardOutput == "FAIL  \(path): the replay diverged at step 2 (strict)\n")
                let verify = await DeepCutReplayTool.run(["verify", path])
                #expect(verify.status == .failure)
                #expect(verify.standardOutput.hasPrefix(
                    #"✘ \#(path)  diverged at step 2 (strict): replay diverged: fetchCatalogReleases(artistID: "\#(artistID)")"#))
            }
        }

        @Test("a recording cut off inside its calls replays what it kept and diverges at the first missing call")
        func truncatedTrace() async throws {
            // Cut inside the fourth call, as a recorder killed mid-write would leave it.
            let end = try #require(SampleTraces.formatExample.range(of: #""error": {"k"#))
            let document = String(SampleTraces.formatExample[..<end.upperBound])
            let trace = try SampleTraces.trace(document, name: "cut.json")
            #expect(trace.truncation?.keptCalls == 3)
            #expect(trace.session == nil, "the session came after the calls and was lost")
            let report = await Verifier.verify(trace, source: "cut.json")
            #expect(!report.passed)
            // Both catalog calls are missing; the report names the same one every time.
            #expect(report.divergence?.message == """
                replay diverged: fetchCatalogReleases(artistID: "r.Ab12Cd") was asked for 1 time and the trace records \
                it 0 times; the trace holds no fetchCatalogReleases call
                """)
            #expect(report.calls.unrecorded.count == 2)
            let text = TextReportRenderer().render(report)
            #expect(text.contains("\nNote      the recording was cut off; 3 complete calls kept\n"))
            #expect(text.contains("\nCalls     3 recorded · 3 used · 0 unused · 2 unrecorded\n"))
            #expect(JSONReportRenderer.render(report).contains("""
                  "truncation": {
                    "keptCalls": 3,
                    "keptSteps": 0
                  },
                """))
        }

        @Test("a write the trace does not hold is a divergence too, never answered with an invented result")
        func missingWrite() async throws {
            let document = SampleTraces.releaseSheet
                .replacingOccurrences(of: #"  {"seq": 5, "method""#, with: """
                      {"seq": 6, "method": "fetchPlaylist", "args": {"name": "Deep Cuts"},
                       "result": {"playlist": {"id": "p.DC", "name": "Deep Cuts", "isEditable": true}}},
                      {"seq": 5, "method"
                    """)
                .replacingOccurrences(of: #"  {"action": "openRelease", "albumID": "300""#, with: """
                      {"action": "addToPlaylist", "albumID": "200", "playlistName": "Deep Cuts", "expect": {"feedCount": 1}},
                      {"action": "openRelease", "albumID": "300"
                    """)
            let report = try await SampleTraces.verify(document, name: "w.json")
            let divergence = try #require(report.divergence)
            #expect(divergence.stepNumber == 3)
            #expect(divergence.message.hasPrefix(
                #"replay diverged: addTracksToPlaylist(trackIDs: ["t1", "t2"], playlistID: "p.DC") was asked for 1 time"#))
            #expect(divergence.message.hasSuffix("the trace holds no addTracksToPlaylist call"))
            #expect(report.steps.map(\.skipped) == [false, false, true, true, true])
        }
    }
}
