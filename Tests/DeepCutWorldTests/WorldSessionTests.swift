import DeepCutAnalysis
import DeepCutEngine
import DeepCutGenerator
import DeepCutKit
import DeepCutTestSupport
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import DeepCutWorld
import Foundation
import Testing

@Suite("A session clicked through over a world shows what the recordings saw and replays strictly")
@MainActor
struct WorldSessionTests {
    /// The traces of Traces/ whose phone ran the legacy check and showed "You're caught up" after
    /// failed checks: the 404 storm that emptied the Discover tab. Chosen by what they hold, not by name.
    nonisolated static let stormTraces: [String] = WorldTraces.paths.filter { path in
        guard let trace = try? WorldTraces.trace(path) else { return false }
        let caughtUpUnderLegacy = trace.effectiveSession.contains { step in
            step.action == .refresh && step.observed?.policy == .legacy && step.observed?.state == .caughtUp
        }
        let notFound = trace.calls.filter { call in
            if case .failure(.http(404, _, _, _)) = call.outcome { true } else { false }
        }
        return caughtUpUnderLegacy && notFound.count * 2 > trace.calls.count
    }

    @Test("Traces/ holds a capture of the 404 storm")
    func stormIsInTheCorpus() {
        #expect(!Self.stormTraces.isEmpty)
    }

    @Test("the world of the 404 storm's capture shows the storm and, under the legacy check, \"You're caught up\"",
          arguments: stormTraces)
    func stormAndLegacyCaughtUp(path: String) async throws {
        let trace = try WorldTraces.trace(path)
        let world = MusicWorld(trace: trace, name: path)
        let legacy = WorldSession(world: world, engine: trace.engine, policy: .legacy)
        let summary = await legacy.feed.refresh()
        #expect(summary.state == .caughtUp)
        #expect(summary.failed * 2 > summary.checked, "most checks failed")
        #expect(legacy.feed.feedCount == 0)
        let failures = legacy.service.log.filter { $0.method == .fetchCatalogReleases }.compactMap { call -> MusicServiceError? in
            if case .failure(let error) = call.outcome { error } else { nil }
        }
        #expect(failures.count == summary.failed && failures.allSatisfy { $0.statusKey == "HTTP 404" })
        // The same world under today's check says what happened.
        let strict = WorldSession(world: world, engine: trace.engine, policy: .strict)
        #expect(await strict.feed.refresh().state == .degraded)
        // A world can show the storm on demand, too: every catalog call of another trace's world fails.
        let report = await Verifier.verify(legacy.loggedTrace, source: "storm-log", options: .init(policy: .legacy))
        #expect(report.passed, "\(ReportFailures.summary(of: report))")
    }

    @Test("a simulator session's log, written as a trace and read back by the strict reader, replays and passes",
          arguments: WorldTraces.paths)
    func logReplaysStrictly(path: String) async throws {
        let trace = try WorldTraces.trace(path)
        let session = WorldSession(world: MusicWorld(trace: trace, name: path), engine: trace.engine, batchSizeAtMost: 40)
        await session.perform(.refresh)
        let album = session.feed.feed.first?.album.id ?? "1440935467"
        await session.perform(.openRelease(albumID: album))
        await session.perform(.retryTracks(albumID: album))
        await session.perform(.addToPlaylist(albumID: album, playlistName: "Deep Cuts"))
        session.clock.advance(by: 4_000)
        await session.perform(.refresh)
        if let next = session.feed.feed.first?.album.id { await session.perform(.dismiss(albumID: next)) }
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("simulator-session.json")
            try session.service.writeLog(to: file, title: "A session over a world", engine: session.engine)
            let read = try TraceReader.read(contentsOf: file)
            let (again, logged) = (TraceWriter.bytes(for: read), TraceWriter.bytes(for: session.loggedTrace))
            let first = zip(again, logged).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(again.count, logged.count)
            let difference = String(decoding: again[max(0, first - 80)..<min(again.count, first + 80)], as: UTF8.self) + " | "
                + String(decoding: logged[max(0, first - 80)..<min(logged.count, first + 80)], as: UTF8.self)
            #expect(again == logged, "the file reads back as the log it was written from; first difference: \(difference)")
            #expect(read.effectiveSession.count == 5 || read.effectiveSession.count == 6)
            let report = await Verifier.verify(read, source: file.lastPathComponent)
            #expect(report.passed, "\(ReportFailures.summary(of: report))")
            #expect(report.divergence == nil && report.calls.unused.isEmpty && report.calls.unrecorded.isEmpty)
        }
    }

    @Test("the world of a generated library answers a session of refreshes as its trace does, and the log passes")
    func generatedWorld() async throws {
        let library = SyntheticLibraryGenerator(artistCount: 300, seed: 50, failureRate: 0.1).generate()
        let generated = SyntheticSession.trace(for: library, batchSize: 40, title: "Generated 300-artist library")
        let session = WorldSession(world: MusicWorld(trace: generated, name: "generated-300"), engine: generated.engine)
        for step in generated.effectiveSession {
            if let at = step.at { session.clock.advance(to: session.service.startedAt.date.addingTimeInterval(at)) }
            await session.perform(.refresh)
        }
        let report = await Verifier.verify(session.loggedTrace, source: "generated-300-log")
        #expect(report.passed, "\(ReportFailures.summary(of: report))")
        #expect(session.service.unrecordedRequests.isEmpty, "the generated session asked nothing the trace does not hold")
        let replayed = await Verifier.verify(generated, source: "generated-300")
        #expect(report.steps.map { $0.outcome?.feedCount } == replayed.steps.map { $0.outcome?.feedCount })
    }

    @Test("adding a release to a playlist through the engine puts its tracks in the playlist the next read finds")
    func engineWriteThenRead() async throws {
        let world = MusicWorld(trace: trace("sheet", [
            (.fetchLibraryArtists, .success(.artists([björk]))),
            (.fetchLibraryAlbums, .success(.albums([]))),
            (.fetchRecentlyPlayed, .success(.tracks([]))),
            (.fetchCatalogReleases(artistID: björk.id), .success(.catalogReleases(CatalogReleases(albums: [homogenic])))),
            (.fetchTracks(albumID: homogenic.id), .success(.tracks([hunter]))),
            (.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(deepCuts))),
        ]), name: "sheet")
        let session = WorldSession(world: world, engine: nil)
        await session.perform(.refresh)
        #expect(session.feed.feedCount == 1)
        await session.perform(.addToPlaylist(albumID: homogenic.id, playlistName: "Deep Cuts"))
        #expect(session.service.world.playlistContents[deepCuts.id] == [hunter])
        #expect(try await session.service.fetchPlaylist(named: "Deep Cuts") == deepCuts)
        #expect(session.feed.feedCount == 0)
    }
}
