import DeepCutFixtures
import DeepCutTesting
import DiscoverTab
import Foundation
import Testing

// The traces are resources of the test target (`resources: [.copy("Traces")]`)
// and are read from its bundle: the form that also works on a phone.
@Suite("The Discover tab's banner, against device traces in the test bundle")
@MainActor
struct DiscoverTabTests {
    #if compiler(>=6.1)
// README: begin DiscoverTabTests
    // The trait (Swift 6.1 or later) hands the test `TraceService.current`: the
    // replaying service of the trace `.resource` names in the test bundle, with the
    // engine settings and the clock it was recorded with. Afterwards every call the
    // trace does not hold, and every recorded call never asked for, is a test issue.
    @Test("most artists answered 404: the banner says some could not be checked, never caught up",
          .replaying(.resource("Traces/most-artists-404-legacy-caught-up.json", bundle: .module)))
    func notCaughtUp() async throws {
        let traced = try #require(TraceService.current)
        let model = DiscoverTabModel(service: traced.service, clock: traced.clock, configuration: traced.configuration)
        await model.refresh()
        #expect(model.banner == "Some artists could not be checked (2 of 3)")
    }
// README: end DiscoverTabTests

    // The phone checked all 1,610 artists in one batch: `traced.configuration`
    // carries the trace's batch size, so the model asks for every call the phone made.
    @Test("the empty Discover tab of the first post: 1,598 of 1,610 artists could not be checked",
          .replaying(.resource("Traces/01-empty-discover-tab.json", bundle: .module)))
    func emptyDiscoverTab() async throws {
        let traced = try #require(TraceService.current)
        let model = DiscoverTabModel(service: traced.service, clock: traced.clock, configuration: traced.configuration)
        await model.refresh()
        #expect(model.banner == "Some artists could not be checked (1598 of 1610)")
    }

    // Recorded from the live service (here the sample library's mock) when it
    // runs with DEEPCUT_RECORD_MODE=missing and the trace is not there yet: that
    // run fails, saying where the trace went. Every run after replays it.
    @Test("the live library's deep cuts, recorded once and replayed ever after",
          .replaying(.file("Traces/live-library.json"),
                     live: LiveService(engine: TraceEngineSettings(batchSize: 8)) { MockMusicLibraryService() }))
    func liveLibrary() async throws {
        let traced = try #require(TraceService.current)
        let model = DiscoverTabModel(service: traced.service, clock: traced.clock, configuration: traced.configuration,
                                     actionObserver: traced.actionObserver)
        await model.refresh()
        #expect(model.banner == "44 deep cuts")
    }
    #endif

    // The trace's own `expect` and `observed`, checked by the engine's verifier.
    @Test("a 429 then a success is one bundled trace that passes, named by its resource path")
    func retryPasses() async throws {
        let report = try await expectTracePasses(.resource("Traces/retry-429-then-success.json", bundle: .module))
        #expect(report?.source == "Traces/retry-429-then-success.json")
    }

    // One test case per file, named after it; an empty or missing folder fails the test.
    @Test("each trace of the test bundle passes the engine's own verifier",
          arguments: try TraceSource.folder("Traces", bundle: .module))
    func tracePasses(_ trace: TraceSource) async throws {
        try await expectTracePasses(trace)
    }
}

@Suite("The bundled traces are the bundle's copies")
struct BundledCopyTests {
    @Test("each trace is read from the test bundle's copy, not from the source folder",
          arguments: try TraceSource.folder("Traces", bundle: .module))
    func fromTheBundle(_ trace: TraceSource) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().standardizedFileURL.path
        let file = try trace.fileURL().path
        #expect(!file.hasPrefix(sources + "/"), "\(file) is the source file, not the bundle's copy")
    }
}
