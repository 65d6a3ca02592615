// The trait needs Swift 6.1 (TestScoping), as ReplayingTrait.swift does.
#if compiler(>=6.1)
import DeepCutEngine
import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import Testing

/// The engine driven by hand over a device trace, the way an app's own test
/// target uses DeepCutTesting: the trait hands the test the trace's replaying
/// service, and afterwards fails the test for any call the trace does not hold
/// and any recorded call the engine never asked for.
@Suite("A test body replays a device trace through the .replaying trait")
@MainActor
struct ReplayingTraitTests {
    /// A fresh engine over the running test's replaying service, set up as the trace's capture says.
    static func engine(policy: FailurePolicy = .strict) throws -> DiscoverFeed {
        let service = try #require(TraceService.current?.replay)
        let trace = service.trace
        return DiscoverFeed(
            service: service, clock: VirtualClock(start: trace.capture.startedAt.date), store: InMemoryCutStore(),
            configuration: DiscoverConfiguration(batchSize: trace.engine?.batchSize ?? 40, policy: policy))
    }

    @Test("trace 1's refresh is degraded with 1,598 of 1,610 artists failed, using every recorded call",
          .replaying(.file("Traces/01-empty-discover-tab.json")))
    func emptyDiscoverTab() async throws {
        let summary = await (try Self.engine()).refresh()
        #expect(summary.state == .degraded)
        #expect(summary.checked == 1_610)
        #expect(summary.failed == 1_598)
    }

    @Test("under the legacy policy the same calls give the phone's caughtUp",
          .replaying(.file("Traces/01-empty-discover-tab.json")))
    func legacyCaughtUp() async throws {
        let engine = try Self.engine(policy: .legacy)
        #expect(await engine.refresh().state == .caughtUp)
        #expect(engine.feedCount == 0)
    }

    @Test("a test that reads only the library says so and is not failed for the catalog calls it leaves",
          .replaying(.file("Traces/01-empty-discover-tab.json"), allowingUnusedCalls: true))
    func onlyTheLibrary() async throws {
        let service = try #require(TraceService.current?.replay)
        let artists = try await service.fetchLibraryArtists()
        #expect(artists.count == 1_610)
        #expect(artists.allSatisfy { MusicIDSpace(classifying: $0.id).isLibrary })
    }

    @Test("outside the trait there is no replaying service")
    func noServiceOutside() {
        #expect(TraceService.current == nil)
    }
}
#endif
