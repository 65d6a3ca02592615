import DeepCutEngine
import DeepCutGenerator
import DeepCutKit
import Testing

@Suite("The same answers give the same states whatever order concurrent calls finish in")
@MainActor
struct DeterminismTests {
    private func run(seed: UInt64?) async -> ([RefreshSummary], [FeedItem], [Double]) {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 5, maxConcurrentChecks: 4))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.AcidBath", with: .http(status: 404))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.Kendrick", with: .http(status: 429), times: .times(1))
        harness.mock.fail(.fetchCatalogReleases, argument: "r.PhoebeB", with: .http(status: 503), times: .times(3))
        if let seed {
            var random = SplitMix64(seed: seed)
            var delays: [Int] = (0..<200).map { _ in Int(random.next() % 12) }
            harness.mock.answerDelay = { _ in delays.isEmpty ? 0 : delays.removeFirst() }
        }
        var summaries: [RefreshSummary] = []
        for step in 0..<4 { summaries.append(await harness.refresh(at: Double(step) * 600)) }
        return (summaries, harness.engine.feed, harness.clock.waits)
    }

    @Test("shuffled completion orders give identical summaries and feeds", arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func shuffled(seed: UInt64) async {
        let reference = await run(seed: nil)
        let shuffled = await run(seed: seed)
        #expect(shuffled.0 == reference.0)
        #expect(shuffled.1 == reference.1)
        #expect(shuffled.2.reduce(0, +) == reference.2.reduce(0, +))
        // Acid Bath always 404s; Kendrick's 429 is retried; Phoebe's three 503s fail her first check.
        #expect(reference.0.map(\.state) == [.degraded, .degraded, .degraded, .loaded])
        #expect(reference.0[1].checkedArtistIDs == ["r.FleetMac", "r.Kendrick", "r.PhoebeB", "r.Portishd", "r.SigurRos"])
        #expect(reference.0[1].results.map(\.attempts) == [1, 2, 3, 1, 1])
    }
}
