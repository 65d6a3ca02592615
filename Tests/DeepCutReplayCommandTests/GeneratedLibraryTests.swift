import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-replay generate: the seeds' library of 1,610 artists, written twice and replayed")
    struct GeneratedLibraryTests {
        @Test("the same options write the same bytes, and the trace passes every check when replayed", arguments: [
            ["--seed", "13", "--failure-rate", "0.05"],
            ["--seed", "14", "--failure-rate", "0.5", "--batch-size", "100"],
            ["--seed", "15", "--failure-rate", "0", "--batch-size", "1610", "--albums-per-artist", "3"],
            ["--seed", "16", "--failure-rate", "1", "--batch-size", "500"],
        ])
        func seedsLibrary(options: [String]) async throws {
            try await withTemporaryFolder { folder in
                let generate = ["generate", "--artists", "1610"] + options
                let first = try await ReplayExecutable.run(generate + ["-o", "first.json"], in: folder)
                let second = try await ReplayExecutable.run(generate + ["-o", "second.json"], in: folder)
                #expect(first.status == 0)
                #expect(second.status == 0)
                let bytes = try Data(contentsOf: folder.appendingPathComponent("first.json"))
                #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent("second.json"))))
                #expect(bytes.count > 1_000_000)

                let replay = try await ReplayExecutable.run(["first.json", "--format", "json"], in: folder)
                #expect(replay.status == 0)
                #expect(replay.standardError == "")
                let report = try #require(
                    try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
                #expect(report["result"] as? String == "pass")
                #expect(report["divergence"] is NSNull)
                let calls = try #require(report["calls"] as? [String: Any])
                #expect(calls["recorded"] as? Int == calls["used"] as? Int, "every recorded call is asked for")
                #expect((calls["unused"] as? [Any])?.isEmpty == true)
                #expect((calls["unrecorded"] as? [Any])?.isEmpty == true)
                let steps = try #require(report["steps"] as? [[String: Any]])
                #expect(!steps.isEmpty)
                for step in steps {
                    let checks = try #require(step["expect"] as? [[String: Any]])
                    #expect(checks.count >= 5, "every refresh checks its state and counts")
                    #expect(checks.allSatisfy { $0["passed"] as? Bool == true })
                }
                let diagnostics = try #require(report["diagnostics"] as? [String: Any])
                #expect(diagnostics["result"] as? String == "pass")
                let libraryCount = try #require(diagnostics["libraryArtistCount"] as? [String: Any])
                #expect(libraryCount["actual"] as? String == "1610")
            }
        }

        @Test("different seeds write different libraries")
        func seedsDiffer() async throws {
            try await withTemporaryFolder { folder in
                let one = try await ReplayExecutable.run(["generate", "--artists", "1610", "--seed", "1"], in: folder)
                let two = try await ReplayExecutable.run(["generate", "--artists", "1610", "--seed", "2"], in: folder)
                #expect(one.status == 0 && two.status == 0)
                #expect(one.standardOutput != two.standardOutput)
                #expect(one.standardOutput.count > 1_000_000)
            }
        }
    }
}
