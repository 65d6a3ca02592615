// README: begin DiscoverTabTests
import DeepCutKit
import DeepCutTesting
import DeepCutTraceReading
import DiscoverTab
import Foundation
import Testing

// The traces are resources of the test target (`resources: [.copy("Traces")]`)
// and are read from its bundle: the form that also works on a phone.
@Suite("The Discover tab's banner, against device traces in the test bundle")
@MainActor
struct DiscoverTabTests {
    #if compiler(>=6.1)
    // The trait (Swift 6.1 or later) hands the test the trace's replaying
    // service; afterwards every call the trace does not hold, and every
    // recorded call never asked for, is a test issue (`allowingUnusedCalls:
    // true` allows the latter).
    @Test("most artists answered 404: the banner says some could not be checked, never caught up",
          .replaying(resource: "Traces/most-artists-404-legacy-caught-up.json", bundle: .module))
    func notCaughtUp() async throws {
        let service = try #require(ReplayMusicLibraryService.current)
        let model = DiscoverTabModel(service: service, clock: VirtualClock(start: service.trace.capture.startedAt.date))
        await model.refresh()
        #expect(model.banner == "Some artists could not be checked (2 of 3)")
    }
    #endif

    // The trace's own `expect` and `observed`, checked by the engine's verifier.
    @Test("a 429 then a success is one bundled trace that passes, named by its resource path")
    func retryPasses() async throws {
        let report = try await expectTracePasses(resource: "Traces/retry-429-then-success.json", bundle: .module)
        #expect(report.source == "Traces/retry-429-then-success.json")
    }

    // One test case per file, named after it; an empty or missing folder fails the test.
    @Test("each trace of the test bundle passes the engine's own verifier",
          arguments: try TraceCorpus.files(in: "Traces", bundle: .module))
    func tracePasses(_ trace: TraceFile) async throws {
        try await expectTracePasses(trace)
    }
}
// README: end DiscoverTabTests

@Suite("The bundled traces are the bundle's copies")
struct BundledCopyTests {
    @Test("each trace is read from the test bundle's copy, not from the source folder",
          arguments: try TraceCorpus.files(in: "Traces", bundle: .module))
    func fromTheBundle(_ trace: TraceFile) {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().standardizedFileURL.path
        #expect(!trace.url.path.hasPrefix(sources + "/"), "\(trace.url.path) is the source file, not the bundle's copy")
    }
}
