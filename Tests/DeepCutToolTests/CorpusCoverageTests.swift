import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("coverage: what a corpus exercises and what it never does")
    @MainActor
    struct CorpusCoverageTests {
        @Test("each outcome falls in one class", arguments: [
            (TraceOutcome.success(.artists([])), CallOutcomeClass.empty),
            (.success(.catalogReleases(CatalogReleases(albums: [], hasMore: true))), .hasMore),
            (.success(.catalogReleases(CatalogReleases(albums: [LibraryAlbum(id: "1", title: "T", artistName: "A")]))), .success),
            (.success(.playlist(nil)), .empty), (.success(.written), .success),
            (.failure(.http(status: 404, code: "40400")), .http(status: 404, code: "40400")),
            (.failure(.authorization(.notSubscribed)), .authorization("notSubscribed")),
            (.failure(.network()), .network), (.failure(.cancelled), .cancelled), (.failure(.other()), .other),
        ])
        func classes(outcome: TraceOutcome, expected: CallOutcomeClass) {
            #expect(CallOutcomeClass(outcome) == expected)
        }

        @Test("a small trace's coverage counts its calls, keys and states, and lists what it never does")
        func small() async throws {
            var coverage = CorpusCoverage()
            await coverage.add(try FaultTraces.fourArtistsTrace(), source: "four.json")
            #expect(coverage.traces == 1 && coverage.calls == 7)
            #expect(coverage.outcomes[.fetchCatalogReleases] == [.success: 4])
            #expect(coverage.outcomes[.fetchRecentlyPlayed] == [.empty: 1])
            #expect(coverage.actions == ["refresh": 1])
            #expect(coverage.expectKeys == ["state": 1, "checked": 1, "failed": 1, "feedCount": 1])
            #expect(coverage.states[.strict] == [.loaded: 1])
            #expect(coverage.gaps.contains("fetchTracks: never called"))
            #expect(coverage.gaps.contains("fetchCatalogReleases: never a network error"))
            #expect(coverage.gaps.contains("session: never dismiss"))
            #expect(coverage.gaps.contains("strict: never degraded"))
            #expect(!coverage.gaps.contains("legacy: never degraded"))
            #expect(!coverage.gaps.contains { $0.hasPrefix("fetchCatalogReleases: never a success") })
        }

        @Test("the command prints the same table twice, in text and in JSON")
        func command() async throws {
            let fixtures = FaultTraces.root.appendingPathComponent("Fixtures").path
            let text = await DeepCutReplayTool.run(["coverage", fixtures])
            #expect(text.status == .success)
            let count = try FileManager.default.contentsOfDirectory(atPath: fixtures).count { $0.hasSuffix(".json") }
            #expect(text.standardOutput.hasPrefix("Coverage of \(count) traces"))
            #expect(text.standardOutput.contains("Gaps ("))
            #expect(await DeepCutReplayTool.run(["coverage", fixtures]) == text)
            let json = await DeepCutReplayTool.run(["coverage", fixtures, "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect(object["format"] as? String == "deepcut-replay-coverage")
            #expect(object["version"] as? Int == 1)
            #expect((object["gaps"] as? [String])?.isEmpty == false)
            // A terminal of 100 columns shows every line whole: the outcome columns go on to a
            // second table (each repeating the method) rather than past the edge.
            let lines = text.standardOutput.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.map(\.count).max() ?? 0) columns")
            let headers = lines.filter { $0.hasPrefix("  method ") }
            #expect(headers.count > 1, "the corpus's outcomes do not fit one table of 100 columns")
            let classes = Set((object["outcomes"] as? [String: [String: Int]])?.values.flatMap(\.keys) ?? [])
            for name in classes {
                #expect(headers.contains { $0.contains("  \(name)") }, "\(name) is a column")
            }
            let missing = await DeepCutReplayTool.run(["coverage", fixtures + "/none"])
            #expect(missing.status == .unreadable)
            #expect(await DeepCutReplayTool.run(["coverage"]).status == .usage)
        }
    }
}
