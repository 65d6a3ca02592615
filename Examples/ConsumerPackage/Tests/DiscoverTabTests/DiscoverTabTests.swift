import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DiscoverTab
import Testing

@Suite("The Discover tab's banner, against device traces")
@MainActor
struct DiscoverTabTests {
    @Test("most artists answered 404: the banner says some could not be checked, never caught up",
          .replaying("Traces/most-artists-404-legacy-caught-up.json"))
    func notCaughtUp() async throws {
        let service = try #require(ReplayMusicLibraryService.current)
        let model = DiscoverTabModel(service: service, clock: VirtualClock(start: service.trace.capture.startedAt.date))
        await model.refresh()
        #expect(model.banner == "Some artists could not be checked (2 of 3)")
    }

    @Test("each trace of the package passes the engine's own verifier", arguments: try TraceCorpus.files(in: "Traces"))
    func tracePasses(_ trace: TraceFile) async throws {
        try await expectTracePasses(trace)
    }
}
