import DeepCutTesting
import DeepCutWorld
import DiscoverTab
import DiscoverTabWorld
import Foundation
import Testing

/// The app's model over the world its bundle holds, as the simulator runs it.
@MainActor
struct DiscoverTabWorldTests {
    @Test func theBundledWorldShowsTheRecordedLibrary() async throws {
        let clock = VirtualClock()
        let service = try #require(try WorldLaunch.service(
            environment: ["DEEPCUT_WORLD": "sample-world"], arguments: [], clock: clock))
        let model = DiscoverTabModel(service: service, clock: clock, actionObserver: service)
        await model.refresh()
        #expect(model.banner == "2 deep cuts")
    }

    @Test func aLaunchCanFailTheCatalogOnDemand() async throws {
        let clock = VirtualClock()
        let service = try #require(try WorldLaunch.service(
            environment: ["DEEPCUT_WORLD": "sample-world", "DEEPCUT_WORLD_FAIL": "fetchCatalogReleases=404"],
            arguments: [], clock: clock))
        let model = DiscoverTabModel(service: service, clock: clock, actionObserver: service)
        await model.refresh()
        #expect(model.banner == "Could not check your artists")
    }

    @Test func noWorldNamedMeansTheLiveService() throws {
        #expect(try WorldLaunch.service(environment: [:], arguments: []) == nil)
        #expect(throws: WorldLaunch.Problem.self) { try WorldLaunch.service(environment: ["DEEPCUT_WORLD": "missing"], arguments: []) }
    }

    @Test func theSimulatorSessionReplaysStrictly() async throws {
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

    @Test func thePreviewShowsTheWorld() async {
        let model = DiscoverTabModel.preview()
        await model.refresh()
        #expect(model.banner == "2 deep cuts")
    }
}
