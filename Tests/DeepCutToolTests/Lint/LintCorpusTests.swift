import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Testing

extension VerifySuites {
    /// The corpus under the lints: each trace fires the pitfalls it was built with, and nothing else.
    @Suite("The corpus fires the lints its traces were built with, and stays silent otherwise")
    struct LintCorpusTests {
        /// Each trace and the lints that must fire on it, in report order; every other lint must stay silent.
        static let expected: [(path: String, lints: [String])] = [
            ("Traces/01-empty-discover-tab.json", ["library-id-to-catalog"]),
            ("Traces/02-diagnostic-run-after-the-fix.json", ["capped-discography", "name-only-ownership"]),
            ("Traces/03-incremental-feed.json", ["capped-discography"]),
            ("Traces/04-tracklist-sheet.json", ["capped-discography", "name-only-ownership"]),
            ("Fixtures/add-to-playlist-disc-order.json", []),
            ("Fixtures/catalog-answers-only-owned.json", ["catalog-only-owned"]),
            ("Fixtures/discography-shapes-beach-bunny.json", ["other-artist-release", "duplicate-release"]),
            ("Fixtures/every-artist-fails.json", ["library-id-to-catalog"]),
            ("Fixtures/has-more-25-albums.json", ["capped-discography"]),
            ("Fixtures/library-authorization-failure.json", ["authorization"]),
            ("Fixtures/most-artists-404-legacy-caught-up.json", ["library-id-to-catalog"]),
            ("Fixtures/rate-limit-storm-429s.json", ["rate-limit-storm"]),
            ("Fixtures/recently-played-fails.json", []),
            ("Fixtures/retry-429-then-success.json", []),
            ("Fixtures/snapshot-ttl-reuse-and-refetch.json", ["recently-played-blind"]),
        ]

        @Test("each trace fires exactly its lints", arguments: expected.map(\.path))
        func fires(path: String) throws {
            let trace = try FaultTraces.corpus(path)
            let lints = Self.expected.first { $0.path == path }!.lints
            #expect(TraceLints.findings(in: trace).map(\.id) == lints)
        }

        @Test("trace 01's library-id-to-catalog count is inspect's libraryIDNotFound: one rule")
        func inspectAgrees() throws {
            for path in ["Traces/01-empty-discover-tab.json", "Fixtures/every-artist-fails.json", "Traces/02-diagnostic-run-after-the-fix.json"] {
                let inspection = TraceInspection(try FaultTraces.corpus(path))
                let count = inspection.lints.first { $0.id == "library-id-to-catalog" }?.count ?? 0
                #expect(count == inspection.libraryIDNotFound, "\(path)")
            }
            #expect(TraceInspection(try FaultTraces.corpus("Traces/01-empty-discover-tab.json")).libraryIDNotFound == 1598)
        }

        @Test("trace 02's capped answers are the two 25-album answers the post printed")
        func traceTwoCapped() throws {
            let finding = try #require(TraceLints.findings(in: try FaultTraces.corpus("Traces/02-diagnostic-run-after-the-fix.json"))
                .first { $0.id == "capped-discography" })
            #expect(finding.count == 2)
            #expect(finding.evidence.map(\.artistName) == ["A.N.I.M.A.L.", "A$AP Rocky"])
            #expect(finding.evidence.map(\.detail) == ["25 albums, hasMore", "25 albums, hasMore"])
        }
    }
}
