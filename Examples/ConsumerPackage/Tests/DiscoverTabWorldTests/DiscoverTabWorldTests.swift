import DeepCutTesting
import DeepCutWorld
import DiscoverTab
import DiscoverTabWorld
import Foundation
import Testing

/// The app's model over the world its bundle holds, as the simulator runs it.
@MainActor
struct DiscoverTabWorldTests {
    @Test("the bundled world shows the recorded library's deep cuts")
    func bundledWorld() async throws {
        let clock = VirtualClock()
        let service = try #require(try WorldLaunch.service(
            environment: ["DEEPCUT_WORLD": "sample-world"], arguments: [], clock: clock))
        let model = DiscoverTabModel(service: service, clock: clock, actionObserver: service)
        await model.refresh()
        #expect(model.banner == "2 deep cuts")
    }

    @Test("a launch fails every catalog check on demand, and the banner says so")
    func failuresOnDemand() async throws {
        let clock = VirtualClock()
        let service = try #require(try WorldLaunch.service(
            environment: ["DEEPCUT_WORLD": "sample-world", "DEEPCUT_WORLD_FAIL": "fetchCatalogReleases=404"],
            arguments: [], clock: clock))
        let model = DiscoverTabModel(service: service, clock: clock, actionObserver: service)
        await model.refresh()
        #expect(model.banner == "Could not check your artists")
    }

    @Test("without a world named the app takes its live service; a world the bundle lacks is refused")
    func noWorld() throws {
        #expect(try WorldLaunch.service(environment: [:], arguments: []) == nil)
        #expect(throws: WorldLaunch.Problem.self) { try WorldLaunch.service(environment: ["DEEPCUT_WORLD": "missing"], arguments: []) }
    }

    @Test("a session over the world, written as a trace, replays strictly and passes")
    func sessionReplays() async throws {
        let clock = VirtualClock()
        let service = try #require(try WorldLaunch.service(
            environment: [:], arguments: ["-DeepCutWorld", "sample-world"], clock: clock))
        let model = DiscoverTabModel(service: service, clock: clock, actionObserver: service)
        await model.refresh()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("simulator-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try service.writeLog(to: file)
        try await expectTracePasses(.url(file, named: "simulator-session.json"))
    }

    @Test("the preview helper shows the bundled world")
    func preview() async {
        let model = DiscoverTabModel.preview()
        await model.refresh()
        #expect(model.banner == "2 deep cuts")
    }
}
