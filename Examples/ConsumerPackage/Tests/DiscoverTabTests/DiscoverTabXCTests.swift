// Guides/Adopting.md: begin DiscoverTabXCTests
import DeepCutTesting
import DiscoverTab
import XCTest

// The same checks for an XCTest target: the replay is made in setUp and checked in tearDown.
final class DiscoverTabXCTests: XCTestCase {
    private var replay: TraceReplay!

    override func setUp() async throws {
        replay = try await TraceReplay(resource: "Traces/most-artists-404-legacy-caught-up.json", bundle: .module)
    }

    override func tearDown() async throws {
        // Every call the trace does not hold, and every recorded call never asked for, fails the test.
        await replay.assertEveryCallMatched()
    }

    @MainActor func testBannerSaysSomeArtistsCouldNotBeChecked() async {
        let model = DiscoverTabModel(service: replay.service, clock: VirtualClock(start: replay.service.trace.capture.startedAt.date))
        await model.refresh()
        XCTAssertEqual(model.banner, "Some artists could not be checked (2 of 3)")
    }
}

// The trace's own `expect` and `observed`, checked by the engine's verifier.
final class BundledTraceXCTests: XCTestCase {
    func testRetriedTracePasses() async throws {
        try await XCTAssertTracePasses(resource: "Traces/retry-429-then-success.json", bundle: .module)
    }
}
// Guides/Adopting.md: end DiscoverTabXCTests
