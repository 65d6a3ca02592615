import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("An engine change: printed numbers that differ for one artist come first, side by side, in every report")
    @MainActor
    struct DiagnosticsDifferenceTests {
        /// The bug's example with two printed artists; the phone's numbers for A.N.I.M.A.L. are
        /// what an older engine counted (owned 1), today's engine counts 0 of its empty answer.
        static let document = SampleTraces.formatExample.replacingOccurrences(of: #"  "session": ["#, with: """
              "diagnostics": {"libraryArtistCount": 2, "artists": [
                {"artistID": "r.Ab12Cd", "name": "Acid Bath", "total": 0, "owned": 0, "cuts": 0},
                {"artistID": "r.Zz9Yy8", "name": "A.N.I.M.A.L.", "total": 0, "owned": 1, "cuts": 0}]},
              "session": [
            """)

        @Test("the text report lists the differing artist first with what differs, under a summary")
        func textReport() async throws {
            let report = try await SampleTraces.verify(Self.document, name: "d.json")
            #expect(!report.passed)
            let text = TextReportRenderer().render(report)
            #expect(text.contains("\nDiagnostics ✘ library of 2 artists · 0 of 2 artists match; 1 differs; 1 not compared\n"
                + "  ✘ A.N.I.M.A.L. (r.Zz9Yy8)  printed 0/1/0  engine 0/0/0  owned 1 → 0\n"
                + "  ✘ Acid Bath (r.Ab12Cd)     printed 0/0/0  the engine's check failed: HTTP 404 Resource Not Found (40400)\n"))
        }

        @Test("JSON carries the summary and each number that differs; JUnit the same words")
        func machineReports() async throws {
            let report = try await SampleTraces.verify(Self.document, name: "d.json")
            let json = JSONReportRenderer.render(report)
            #expect(json.contains(#""text": "0 of 2 artists match; 1 differs; 1 not compared""#))
            #expect(json.contains(#""differ": 1"#))
            let data = try #require(json.data(using: .utf8))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [String: Any])
            let artists = try #require(diagnostics["artists"] as? [[String: Any]])
            #expect(artists.map { $0["artistID"] as? String } == ["r.Zz9Yy8", "r.Ab12Cd"])
            let differences = try #require(artists.first?["differences"] as? [[String: Any]])
            #expect(differences.map { $0["number"] as? String } == ["owned"])
            #expect(differences.map { $0["engine"] as? Int } == [0])
            let junit = JUnitReportRenderer.render([report])
            #expect(junit.contains("2 diagnostics differ: 0 of 2 artists match; 1 differs; 1 not compared"))
            #expect(junit.contains("A.N.I.M.A.L. (r.Zz9Yy8): printed 0/1/0, engine 0/0/0: owned 1 → 0"))
        }

        @Test("inspect shows the printed artists the calls cannot explain, and nothing when every one is explained")
        func inspectUnexplained() async throws {
            let inspection = TraceInspection(try SampleTraces.trace(Self.document.replacingOccurrences(
                of: #""total": 0, "owned": 1"#, with: #""total": 6, "owned": 1"#)))
            #expect(inspection.unexplainedDiagnostics?.map(\.reason) == [
                "the trace holds no answer to the artist's catalog check",
                "total 6, but the last answer (seq 4) holds 0 albums",
            ])
            let explained = TraceInspection(try SampleTraces.trace(SampleTraces.formatExample))
            #expect(explained.unexplainedDiagnostics == nil)
            try await withTemporaryFolder { folder in
                try folder.write(Self.document, to: "d.json")
                let result = await DeepCutReplayTool.run(["inspect", folder.appendingPathComponent("d.json").path])
                #expect(result.standardOutput.contains("\nDiagnostics the calls cannot explain: 2 artists\n"
                    + "  ⚠ Acid Bath (r.Ab12Cd)     printed 0/0/0  the trace holds no answer to the artist's catalog check\n"
                    + "  ⚠ A.N.I.M.A.L. (r.Zz9Yy8)  printed 0/1/0  owned 1 and cuts 0 add up to more than total 0\n"))
            }
        }
    }
}
