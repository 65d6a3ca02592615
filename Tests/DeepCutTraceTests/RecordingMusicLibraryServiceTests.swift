import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@MainActor
@Suite("RecordingMusicLibraryService forwards every call and records it")
struct RecordingMusicLibraryServiceTests {
    struct Boom: Error, Equatable, CustomStringConvertible {
        var description: String { "boom: the stub blew up" }
    }

    @Test("forwards each call exactly once and returns exactly what it got")
    func forwardsEachCallOnce() async throws {
        let mock = MockMusicLibraryService(library: .standard)
        let direct = await callEveryMethod(MockMusicLibraryService(library: .standard))
        await confirmation("a call reaches the wrapped service", expectedCount: MusicLibraryMethod.allCases.count) { reached in
            let stub = StubService { request in
                let outcomes = await callEveryMethodOnce(mock, request)
                return try outcomes.get()
            }
            stub.onCall = { _ in reached() }
            let recorder = RecordingMusicLibraryService(
                wrapping: stub, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
            let recorded = await callEveryMethod(recorder)
            #expect(recorded == direct)
            #expect(stub.entered.map(\.method) == MusicLibraryMethod.allCases)
            let calls = (try? recorder.recordedTrace)?.calls ?? []
            #expect(calls.map(\.outcome) == direct)
            #expect(calls.map(\.seq) == Array(MusicLibraryMethod.allCases.indices))
            #expect(calls.map(\.request) == stub.entered)
        }
    }

    @Test("rethrows a service error unchanged and records it")
    func rethrowsServiceErrors() async throws {
        let mock = MockMusicLibraryService(library: .standard)
        let error = MusicServiceError.http(status: 503, code: "50300", title: "Service Unavailable", detail: "try later")
        mock.fail(.fetchTracks, with: error)
        let recorder = RecordingMusicLibraryService(
            wrapping: mock, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
        await #expect(throws: error) { try await recorder.fetchTracks(forCatalogAlbum: "1") }
        #expect(mock.calls == [MockCall(method: .fetchTracks, argument: "1")])
        #expect((try recorder.recordedTrace).calls.map(\.outcome) == [.failure(error)])
    }

    @Test("rethrows other errors unchanged, recording them as other or cancelled")
    func rethrowsOtherErrors() async throws {
        let stub = StubService { request in
            if case .fetchTracks = request { throw CancellationError() }
            throw Boom()
        }
        let recorder = RecordingMusicLibraryService(
            wrapping: stub, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
        await #expect(throws: Boom()) { try await recorder.fetchLibraryArtists() }
        await #expect(throws: CancellationError.self) { try await recorder.fetchTracks(forCatalogAlbum: "1") }
        #expect((try recorder.recordedTrace).calls.map(\.outcome) == [
            .failure(.other(detail: "boom: the stub blew up")), .failure(.cancelled),
        ])
    }

    @Test("numbers calls in the order they start and records them in the order they finish")
    func numbersByStartAndAppendsByFinish() async throws {
        let stub = StubService { request in
            guard case .fetchCatalogReleases(let artistID) = request else { return .written }
            return .catalogReleases(CatalogReleases(albums: [LibraryAlbum(id: artistID + "-1", title: "T", artistName: "A")]))
        }
        let waits = ["r.A": 6, "r.B": 1, "r.C": 3, "r.D": 0]
        stub.turns = { request in
            if case .fetchCatalogReleases(let artistID) = request { waits[artistID] ?? 0 } else { 0 }
        }
        let recorder = RecordingMusicLibraryService(
            wrapping: stub, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
        let tasks = ["r.A", "r.B", "r.C", "r.D"].map { id in
            Task { try await recorder.fetchCatalogReleases(for: LibraryArtist(id: id, name: id)) }
        }
        for (task, id) in zip(tasks, ["r.A", "r.B", "r.C", "r.D"]) {
            #expect(try await task.value.albums.first?.id == id + "-1")
        }
        let calls = (try recorder.recordedTrace).calls
        #expect(calls.map(\.request) == stub.left, "calls are in finishing order")
        #expect(stub.left != stub.entered, "the waits made the calls finish in another order")
        for call in calls {
            #expect(call.seq == stub.entered.firstIndex(of: call.request), "seq is the start order")
        }
        #expect(Set(calls.map(\.seq)) == [0, 1, 2, 3])
    }

    @Test("takes at and durationMs from the clock")
    func timesCallsWithTheClock() async throws {
        let clock = VirtualClock(start: TraceSamples.startedAt.date.addingTimeInterval(10))
        let stub = StubService { _ in
            clock.advance(by: 0.25)
            return .artists([])
        }
        let recorder = RecordingMusicLibraryService(
            wrapping: stub, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: clock)
        _ = try await recorder.fetchLibraryArtists()
        clock.advance(by: 1.5)
        _ = try await recorder.fetchLibraryArtists()
        #expect((try recorder.recordedTrace).calls.map(\.at) == [10, 11.75])
        #expect((try recorder.recordedTrace).calls.map(\.durationMs) == [250, 250])
    }

    @Test("writes the same bytes as TraceWriter, in pieces: header, one piece per call, tail")
    func writesInPieces() async throws {
        let sink = InMemoryTraceSink()
        let engine = TraceEngineSettings(batchSize: 40, snapshotTTL: 3600)
        let recorder = RecordingMusicLibraryService(
            wrapping: sampleMock(), capture: TraceSamples.capture, engine: engine, sink: sink, clock: VirtualClock())
        #expect(sink.bytes == TraceWriter.headerBytes(for: Trace(capture: TraceSamples.capture, engine: engine)))
        _ = await runSampleSession(recorder)
        let trace = (try recorder.recordedTrace)
        #expect(sink.appendSizes.count == 1 + trace.calls.count)
        for (index, call) in trace.calls.enumerated() {
            #expect(sink.appendSizes[index + 1] == TraceWriter.callBytes(call, isFirst: index == 0).count)
        }
        let session = [SessionStep(action: .refresh)]
        try recorder.finish(diagnostics: TraceDiagnostics(libraryArtistCount: 13), session: session)
        #expect(sink.isClosed)
        #expect(sink.bytes == TraceWriter.bytes(for: (try recorder.recordedTrace)))
        #expect(try TraceReader.read(bytes: sink.bytes) == (try recorder.recordedTrace))
        #expect((try recorder.recordedTrace).session == session)
        #expect(throws: TraceWriteError.alreadyFinished) { try recorder.finish() }
    }

    @Test("a recording of the mock reads back to the same trace, and writes back to the same bytes")
    func mockRecordingRoundTrips() async throws {
        let recorder = RecordingMusicLibraryService(
            wrapping: sampleMock(), capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
        let notes = await runSampleSession(recorder)
        #expect(notes.count == 3, "Björk's 429, and Acid Bath's 404 twice (the session retries once)")
        try recorder.finish()
        let trace = (try recorder.recordedTrace)
        #expect(trace.calls.count > 30)
        let bytes = TraceWriter.bytes(for: trace)
        let reread = try TraceReader.read(bytes: bytes)
        #expect(reread == trace)
        #expect(TraceWriter.bytes(for: reread) == bytes)
    }

    @Test("keeps going when the sink fails, and says so when finishing")
    func survivesFailingSink() async throws {
        final class FailingSink: TraceSink {
            var appends = 0
            func append(_ bytes: [UInt8]) throws {
                appends += 1
                if appends == 2 { throw TraceWriteError.cannotWrite(path: "x.json", reason: "disk full") }
            }
            func close() throws {}
        }
        let sink = FailingSink()
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture, sink: sink, clock: VirtualClock())
        let artists = try await recorder.fetchLibraryArtists()
        #expect(artists == SampleLibrary.standard.artists)
        #expect(try await recorder.fetchLibraryAlbums() == SampleLibrary.standard.albums)
        #expect(recorder.recordedCallCount == 2)
        #expect(throws: TraceWriteError.cannotWrite(path: "x.json", reason: "disk full")) { try recorder.finish() }
    }
}

/// What the mock answers for one request, as a `Result`.
@MainActor
private func callEveryMethodOnce(_ mock: MockMusicLibraryService, _ request: TraceRequest) async -> Result<TraceResult, any Error> {
    do {
        switch request {
        case .fetchLibraryArtists: return .success(.artists(try await mock.fetchLibraryArtists()))
        case .fetchLibraryAlbums: return .success(.albums(try await mock.fetchLibraryAlbums()))
        case .fetchPlaylist(let name): return .success(.playlist(try await mock.fetchPlaylist(named: name)))
        case .fetchRecentlyPlayed: return .success(.tracks(try await mock.fetchRecentlyPlayed()))
        case .fetchCatalogReleases(let artistID):
            return .success(.catalogReleases(try await mock.fetchCatalogReleases(for: LibraryArtist(id: artistID, name: ""))))
        case .fetchTracks(let albumID): return .success(.tracks(try await mock.fetchTracks(forCatalogAlbum: albumID)))
        case .addTracksToLibrary, .addTracksToPlaylist, .removeTracksFromPlaylist: return .success(.written)
        }
    } catch {
        return .failure(error)
    }
}
