import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("The state after a refresh follows the strict and legacy policies")
@MainActor
struct RefreshStateTests {
    @Test("the judge's table", arguments: [
        // policy, snapshotFailed, recentFailed, checked, failed, feedCount, expected
        (FailurePolicy.strict, true, false, 0, 0, 5, RefreshState.failed),
        (.strict, false, false, 10, 10, 5, .failed),
        (.strict, false, false, 10, 9, 0, .degraded),
        (.strict, false, false, 10, 1, 5, .degraded),
        (.strict, false, true, 10, 0, 5, .degraded),
        (.strict, false, true, 0, 0, 0, .degraded),
        (.strict, false, false, 10, 0, 5, .loaded),
        (.strict, false, false, 10, 0, 0, .caughtUp),
        (.strict, false, false, 0, 0, 0, .caughtUp),
        (.strict, false, false, 0, 0, 3, .loaded),
        (.legacy, true, false, 0, 0, 5, .failed),
        (.legacy, false, false, 10, 10, 0, .failed),
        (.legacy, false, false, 10, 9, 0, .caughtUp),
        (.legacy, false, false, 10, 9, 2, .loaded),
        (.legacy, false, true, 10, 0, 0, .caughtUp),
        (.legacy, false, false, 0, 0, 0, .caughtUp),
    ])
    func table(
        policy: FailurePolicy, snapshotFailed: Bool, recentFailed: Bool, checked: Int, failed: Int,
        feedCount: Int, expected: RefreshState
    ) {
        #expect(RefreshJudge.state(
            policy: policy, snapshotFailed: snapshotFailed, recentlyPlayedFailed: recentFailed,
            checked: checked, failed: failed, feedCount: feedCount) == expected)
    }

    /// The seed's bug: most catalog calls threw 404, a few returned empty.
    private func seedBug(policy: FailurePolicy) -> EngineHarness {
        var library = Library.numbered(10)
        for index in 7..<10 { library.catalog["r.A00\(index)"] = CatalogReleases(albums: []) }
        let harness = EngineHarness(library: library, configuration: DiscoverConfiguration(policy: policy))
        for index in 0..<7 {
            harness.mock.fail(.fetchCatalogReleases, argument: "r.A00\(index)",
                              with: .http(status: 404, code: "40400", title: "Resource Not Found"))
        }
        return harness
    }

    @Test("the legacy policy shows caughtUp when most artists threw and a few came back empty")
    func legacyReproducesTheBug() async {
        let summary = await seedBug(policy: .legacy).refresh()
        #expect(summary.state == .caughtUp)
        #expect((summary.checked, summary.failed, summary.feedCount) == (10, 7, 0))
    }

    @Test("the strict policy says degraded, with the failures grouped by status")
    func strictSaysDegraded() async {
        let summary = await seedBug(policy: .strict).refresh()
        #expect(summary.state == .degraded)
        #expect((summary.checked, summary.failed) == (10, 7))
        #expect(summary.failuresByStatus.map(\.status) == ["HTTP 404"])
        #expect(summary.failuresByStatus.map(\.count) == [7])
    }

    @Test("every artist failing is failed under both policies", arguments: FailurePolicy.allCases)
    func allFailed(policy: FailurePolicy) async {
        let harness = EngineHarness(library: Library.numbered(5), configuration: DiscoverConfiguration(policy: policy))
        harness.mock.fail(.fetchCatalogReleases, with: .http(status: 404))
        #expect(await harness.refresh().state == .failed)
    }

    @Test("mixed failures are grouped by status, sorted")
    func grouped() async {
        let harness = EngineHarness(library: Library.numbered(6))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.A000", with: .http(status: 404))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.A001", with: .http(status: 404))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.A002", with: .network())
        harness.mock.fail(.fetchCatalogReleases, argument: "r.A003", with: .http(status: 401))
        let summary = await harness.refresh()
        #expect(summary.state == .degraded)
        #expect(summary.failuresByStatus.map(\.status) == ["HTTP 401", "HTTP 404", "network"])
        #expect(summary.failuresByStatus.map(\.count) == [1, 2, 1])
    }

    @Test("a library that cannot be read fails the refresh and checks nobody", arguments: [
        MusicLibraryMethod.fetchLibraryArtists, .fetchLibraryAlbums,
    ])
    func snapshotFailure(method: MusicLibraryMethod) async {
        for policy in FailurePolicy.allCases {
            let harness = EngineHarness(configuration: DiscoverConfiguration(policy: policy))
            harness.mock.fail(method, with: .authorization(.notSubscribed))
            let summary = await harness.refresh()
            #expect(summary.state == .failed)
            #expect(summary.snapshotFailure == ServiceFailure(method: method, error: .authorization(.notSubscribed)))
            #expect(summary.checked == 0 && harness.calls(.fetchCatalogReleases) == 0)
        }
    }

    @Test("recently played failing degrades a strict refresh, which goes on as if nothing was played")
    func recentlyPlayedFailure() async {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 100))
        harness.mock.fail(.fetchRecentlyPlayed, with: .network())
        let summary = await harness.refresh()
        #expect(summary.state == .degraded)
        #expect(summary.recentlyPlayedFailure == .network())
        #expect(summary.checked == SampleLibrary.standard.artists.count && summary.failed == 0)
        #expect(harness.engine.feed.allSatisfy { !$0.artistRecentlyPlayed })
    }

    @Test("an empty library is caughtUp under both policies", arguments: FailurePolicy.allCases)
    func emptyLibrary(policy: FailurePolicy) async {
        let harness = EngineHarness(library: .empty, configuration: DiscoverConfiguration(policy: policy))
        let summary = await harness.refresh()
        #expect(summary.state == .caughtUp && summary.checked == 0)
    }

    @Test("a failed check keeps the artist's earlier cuts in the feed")
    func failureKeepsCuts() async {
        let harness = EngineHarness(library: Library.numbered(1))
        #expect(await harness.refresh(at: 0).feedCount == 1)
        harness.mock.fail(.fetchCatalogReleases, with: .http(status: 404))
        let second = await harness.refresh(at: 60)
        #expect(second.state == .failed && second.feedCount == 1)
        #expect(harness.engine.feed.map(\.id) == ["1000000"])
    }
}
