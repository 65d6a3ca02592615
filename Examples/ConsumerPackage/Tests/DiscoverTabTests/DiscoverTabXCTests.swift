// Guides/Adopting.md: begin DiscoverTabXCTests
import DeepCutTesting
import DiscoverTab
import XCTest

// The same checks for an XCTest target: the trace's service is made in setUp and checked in tearDown.
final class DiscoverTabXCTests: XCTestCase {
    private var traced: TraceService!

    override func setUp() async throws {
        traced = try await TraceService(.resource("Traces/most-artists-404-legacy-caught-up.json", bundle: .module))
    }

    override func tearDown() async throws {
        // Every call the trace does not hold, and every recorded call never asked for, fails the test.
        await traced.assertFinished()
    }

    @MainActor func testBannerSaysSomeArtistsCouldNotBeChecked() async {
        let model = DiscoverTabModel(service: traced.service, clock: traced.clock, configuration: traced.configuration)
        await model.refresh()
        XCTAssertEqual(model.banner, "Some artists could not be checked (2 of 3)")
    }
}

// The trace's own `expect` and `observed`, checked by the engine's verifier.
final class BundledTraceXCTests: XCTestCase {
    func testRetriedTracePasses() async throws {
        try await XCTAssertTracePasses(.resource("Traces/retry-429-then-success.json", bundle: .module))
    }
}
// Guides/Adopting.md: end DiscoverTabXCTests
