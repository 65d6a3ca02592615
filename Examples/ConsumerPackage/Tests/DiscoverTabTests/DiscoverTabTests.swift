import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DiscoverTab
import Foundation
import Testing

/// The traces are resources of this test target (`resources: [.copy("Traces")]`
/// in Package.swift) and are read from its bundle, `Bundle.module`: the form
/// that works on a phone, where the package's folders cannot be read.
@Suite("The Discover tab's banner, against device traces in the test bundle")
@MainActor
struct DiscoverTabTests {
    #if compiler(>=6.1)
    // `.replaying` is a test scoping trait: Swift 6.1 (Xcode 16.3) or later.
    @Test("most artists answered 404: the banner says some could not be checked, never caught up",
          .replaying(resource: "Traces/most-artists-404-legacy-caught-up.json", bundle: .module))
    func notCaughtUp() async throws {
        let service = try #require(ReplayMusicLibraryService.current)
        let model = DiscoverTabModel(service: service, clock: VirtualClock(start: service.trace.capture.startedAt.date))
        await model.refresh()
        #expect(model.banner == "Some artists could not be checked (2 of 3)")
    }
    #endif

    @Test("each trace of the test bundle passes the engine's own verifier",
          arguments: try TraceCorpus.files(in: "Traces", bundle: .module))
    func tracePasses(_ trace: TraceFile) async throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().standardizedFileURL.path
        #expect(!trace.url.path.hasPrefix(sources + "/"), "\(trace.url.path) is the bundle's copy, not the source file")
        try await expectTracePasses(trace)
    }

    @Test("a 429 then a success is one bundled trace that passes, named by its resource path")
    func retryPasses() async throws {
        let report = try await expectTracePasses(resource: "Traces/retry-429-then-success.json", bundle: .module)
        #expect(report.source == "Traces/retry-429-then-success.json")
    }
}
