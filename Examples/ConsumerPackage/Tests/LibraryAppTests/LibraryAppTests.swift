import DeepCutTesting
import Foundation
import LibraryApp
import Testing

@Suite("An app with its own protocol and values, recorded through its service and replayed into its model")
@MainActor
struct LibraryAppTests {
    // Recorded through the app's own service when it runs with DEEPCUT_RECORD_MODE=missing
    // and the trace is not there yet (that run fails, saying where the trace went); every run
    // after replays it into the app's own model, in the app's own types.
    @Test("the app's model finds the same deep cuts in the recording of its own service")
    func ownLibrary() async throws {
        let traced = try await TraceService(.file("Traces/own-library.json"), live: LiveService {
            AdaptedMusicLibraryService(SampleMusicService())
        })
        let model = DeepCutsModel(service: MusicServiceBridge(traced.service, mapping: .app))
        await model.refresh()
        #expect(model.banner == "3 deep cuts; 1 artists could not be checked")
        #expect(model.cuts.map(\.title) == ["Moura", "Casa Guilhermina", "Paegan Terrorism Tactics"])
        traced.expectFinished()
    }

    // Each trace of the test bundle drives the app's own model, not the package's engine:
    // every call it asks for must be one the trace holds.
    @Test("each trace of the test bundle replays into the app's own model without a call it does not hold",
          arguments: try TraceSource.folder("Traces", bundle: .module))
    func appModelReplays(_ trace: TraceSource) async throws {
        let traced = try await TraceService(trace, allowingUnusedCalls: true)
        let model = DeepCutsModel(service: MusicServiceBridge(traced.service, mapping: .app))
        await model.refresh()
        traced.expectFinished()
    }
}
