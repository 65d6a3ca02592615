import DeepCutTestSupport
import DeepCutTesting
import Foundation
import Testing

/// Guides/Testing.md "Whose code a check runs": a corpus test that hands each trace to the
/// app's own code (`TraceService(source)`) instead of the package's engine (`expectTracePasses`).
@MainActor
@Suite("A corpus trace replays into the code under test, which the replay's audit then holds")
struct CorpusTraceServiceTests {
    @Test("a trace of a corpus drives the code under test and is audited: every call answered, none left")
    func corpusTraceDrivesTheCode() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "corpus/t.json")
            let traces = try TraceSource.folder(folder.appendingPathComponent("corpus").path)
            let traced = try await TraceService(try #require(traces.first), record: .all)
            #expect(!traced.isRecording, "a corpus trace is only replayed, whatever the record mode")
            #expect(traced.mode == .never)
            let feed = traced.makeFeed()
            await feed.refresh()
            #expect(traced.finish().failures.isEmpty)
        }
    }

    @Test("code under test that asks what the trace does not hold fails the check, naming the call")
    func divergingCodeFails() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "corpus/t.json")
            let trace = try #require(try TraceSource.folder(folder.appendingPathComponent("corpus").path).first)
            let traced = try await TraceService(trace, allowingUnusedCalls: true)
            _ = try? await traced.service.fetchTracks(forCatalogAlbum: "no-such-album")
            let failures = traced.finish().failures
            #expect(failures.count == 1)
            #expect(failures.first?.contains("a call the trace does not hold: replay diverged: fetchTracks") == true, "\(failures)")
        }
    }

    @Test("code under test that leaves recorded calls unasked fails the check unless allowed")
    func unusedCallsFailUnlessAllowed() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "corpus/t.json")
            let trace = try #require(try TraceSource.folder(folder.appendingPathComponent("corpus").path).first)
            let strict = try await TraceService(trace)
            _ = try await strict.service.fetchLibraryArtists()
            #expect(strict.finish().failures.contains { $0.contains("recorded call never asked for") })
            let lenient = try await TraceService(trace, allowingUnusedCalls: true)
            _ = try await lenient.service.fetchLibraryArtists()
            #expect(lenient.finish().failures.isEmpty)
        }
    }
}
