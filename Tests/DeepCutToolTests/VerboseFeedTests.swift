@testable import DeepCutTool
import DeepCutTestSupport
import DeepCutVerify
import Foundation
import Testing

/// Ordering the feed costs its size, at every step it is built: a verbose text report, which shows
/// no feed, must not build it, or a long session's `--verbose` grows with steps × feed.
@Suite("--verbose builds every step's feed only for the JSON report, which lists it")
@MainActor
struct VerboseFeedTests {
    @Test("a verbose verification builds no feed where no check asks for one, and every step's when told to")
    func feedOnlyWhenKept() async throws {
        let document = try await SampleTraces.generated(["--artists", "60", "--seed", "4", "-o", "-"])
        let asked = try SampleTraces.trace(document).effectiveSession.map { $0.expect?.feed != nil }
        #expect(asked.count > 1 && asked.contains(false) && asked.contains(true))
        var options = Verifier.Options(verbose: true)
        let verbose = try await SampleTraces.verify(document, options: options)
        #expect(verbose.steps.map { $0.outcome?.feed != nil } == asked)
        #expect(verbose.steps.allSatisfy { $0.outcome?.answered?.isEmpty == false })
        options.keepsEveryFeed = true
        let kept = try await SampleTraces.verify(document, options: options)
        #expect(kept.steps.allSatisfy { step in step.outcome.map { $0.feed?.count == $0.feedCount } ?? false })
        #expect(kept.steps.last?.outcome?.feedCount ?? 0 > 0)
    }

    @Test("deepcut-replay --verbose --format json lists every step's feed; without --verbose only where a check asks")
    func commandKeepsTheFeedForJSON() async throws {
        let document = try await SampleTraces.generated(["--artists", "60", "--seed", "4", "-o", "-"])
        try await withTemporaryFolder { folder in
            try folder.write(document, to: "t.json")
            let path = folder.appendingPathComponent("t.json").path
            /// Each step's engine object of the JSON report for these flags.
            func engines(_ flags: [String]) async throws -> [[String: Any]] {
                let result = await DeepCutReplayTool.run([path, "--format", "json"] + flags)
                #expect(result.status == .success, "\(result.standardError)")
                let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
                let steps = try #require(report?["steps"] as? [[String: Any]])
                return try steps.map { try #require($0["engine"] as? [String: Any]) }
            }
            let verbose = try await engines(["--verbose"])
            #expect(verbose.count == 2)
            for engine in verbose { #expect((engine["feed"] as? [String])?.count == engine["feedCount"] as? Int) }
            #expect(try await engines([]).map { $0["feed"] != nil } == [false, true])
        }
    }
}
