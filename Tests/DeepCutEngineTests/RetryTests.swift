import DeepCutEngine
import DeepCutKit
import Foundation
import Testing

@Suite("Transient errors are retried twice with backoff on the clock; permanent ones never")
@MainActor
struct RetryTests {
    private func harness() -> EngineHarness {
        EngineHarness(library: Library.numbered(1))
    }

    @Test("429 then success: one retry, one second of backoff, the artist checked")
    func rateLimitedThenSuccess() async throws {
        let harness = harness()
        harness.mock.failNext(.fetchCatalogReleases, with: .http(status: 429, code: "42900"))
        let summary = await harness.refresh()
        let check = try #require(summary.results.first)
        #expect(check.failure == nil && check.attempts == 2)
        #expect(harness.calls(.fetchCatalogReleases) == 2)
        #expect(harness.clock.waits == [1])
        #expect(summary.state == .loaded)
    }

    @Test("503 three times: failed after two retries, waiting 1 s then 2 s")
    func unavailableThreeTimes() async throws {
        let harness = harness()
        harness.mock.fail(.fetchCatalogReleases, with: .http(status: 503), times: .times(3))
        let summary = await harness.refresh()
        let check = try #require(summary.results.first)
        #expect(check.failure == .http(status: 503) && check.attempts == 3)
        #expect(harness.calls(.fetchCatalogReleases) == 3)
        #expect(harness.clock.waits == [1, 2])
        #expect(summary.state == .failed)
    }

    @Test("transient errors are retried, permanent ones are not", arguments: [
        (MusicServiceError.http(status: 429), 2), (.http(status: 500), 2), (.http(status: 502), 2),
        (.http(status: 503), 2), (.http(status: 504), 2), (.network(detail: "offline"), 2),
        (.http(status: 404, code: "40400"), 1), (.http(status: 401), 1), (.http(status: 403), 1),
        (.authorization(.userTokenRevoked), 1), (.cancelled, 1), (.other(detail: "boom"), 1),
    ])
    func retriedOnlyWhenTransient(error: MusicServiceError, calls: Int) async {
        let harness = harness()
        harness.mock.failNext(.fetchCatalogReleases, with: error)
        await harness.refresh()
        #expect(harness.calls(.fetchCatalogReleases) == calls)
    }

    @Test("backoff waits on the virtual clock without sleeping and without moving the replay's time")
    func backoffIsVirtual() async {
        let harness = harness()
        harness.mock.fail(.fetchCatalogReleases, with: .http(status: 503), times: .times(3))
        await harness.refresh()
        // The engine waited on the injected clock (a VirtualClock never sleeps), 1 s then 2 s.
        #expect(harness.clock.waits.sorted() == [1, 2])
        #expect(harness.clock.now == EngineHarness.start)
    }

    @Test("a retry just before the TTL does not expire the snapshot for the next step")
    func retryDoesNotExpireSnapshot() async {
        let harness = EngineHarness(library: Library.numbered(3), configuration: DiscoverConfiguration(batchSize: 1))
        await harness.refresh(at: 0)
        harness.mock.fail(.fetchCatalogReleases, with: .http(status: 503), times: .times(3))
        await harness.refresh(at: 3599)
        let last = await harness.refresh(at: 3600)
        #expect(!last.fetchedSnapshot)
        #expect(harness.calls(.fetchLibraryArtists) == 1)
    }

    @Test("the refresh's start time, not the backoff, is the artist's last check")
    func lastCheckIsRefreshStart() async throws {
        let harness = harness()
        harness.mock.failNext(.fetchCatalogReleases, with: .http(status: 429))
        await harness.refresh()
        let record = try #require(harness.engine.cache.artists["r.A000"])
        #expect(record.lastChecked == EngineHarness.start)
    }
}
