import DeepCutFixtures
import DeepCutGenerator
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@MainActor
@Suite("ReplayMusicLibraryService answers from a trace, never inventing an answer")
struct ReplayMusicLibraryServiceTests {
    /// Records the sample session against the mock.
    static func recordSample() async throws -> Trace {
        let recorder = RecordingMusicLibraryService(
            wrapping: sampleMock(), capture: TraceSamples.capture, sink: InMemoryTraceSink(),
            clock: VirtualClock(start: TraceSamples.startedAt.date))
        _ = await runSampleSession(recorder)
        try recorder.finish()
        return (try recorder.recordedTrace)
    }

    @Test("record, replay and record again gives an equal trace")
    func recordReplayRecord() async throws {
        let first = try await Self.recordSample()
        let replay = ReplayMusicLibraryService(trace: first)
        let recorder = RecordingMusicLibraryService(
            wrapping: replay, capture: TraceSamples.capture, sink: InMemoryTraceSink(),
            clock: VirtualClock(start: TraceSamples.startedAt.date))
        let notes = await runSampleSession(recorder)
        try recorder.finish()
        #expect((try recorder.recordedTrace) == first)
        #expect(notes == [
            "HTTP 429 Too Many Requests", "HTTP 404 Resource Not Found (40400)", "HTTP 404 Resource Not Found (40400)",
        ])
        #expect(replay.unusedCalls.isEmpty)
        #expect(replay.divergences.isEmpty)
        #expect(replay.usedCalls == first.calls.sorted { $0.seq < $1.seq })
    }

    @Test("answers every method as the recording did")
    func answersEveryMethod() async throws {
        let mock = MockMusicLibraryService(library: .standard)
        mock.fail(.fetchTracks, with: .network(detail: "offline"))
        let recorder = RecordingMusicLibraryService(
            wrapping: mock, capture: TraceSamples.capture, sink: InMemoryTraceSink(), clock: VirtualClock())
        let recorded = await callEveryMethod(recorder)
        let replayed = await callEveryMethod(ReplayMusicLibraryService(trace: (try recorder.recordedTrace)))
        #expect(replayed == recorded)
        // `callEveryMethod` calls the methods in the protocol's order.
        let fetchTracks = try #require(MusicLibraryMethod.allCases.firstIndex(of: .fetchTracks))
        #expect(replayed[fetchTracks] == .failure(.network(detail: "offline")))
    }

    static let repeats: Trace = {
        let artist = "r.Bjork01"
        let albums = CatalogReleases(albums: [LibraryAlbum(id: "1440935467", title: "Debut", artistName: "Björk")])
        return Trace(capture: TraceSamples.capture, calls: [
            // In finishing order: the success the retry got was written before the 429 it followed.
            TraceCall(seq: 5, request: .fetchCatalogReleases(artistID: artist), outcome: .success(.catalogReleases(albums))),
            TraceCall(seq: 2, request: .fetchCatalogReleases(artistID: artist), outcome: .failure(.http(status: 429))),
            TraceCall(seq: 3, request: .fetchCatalogReleases(artistID: "r.Other"), outcome: .success(.catalogReleases(CatalogReleases(albums: [])))),
        ])
    }()

    @Test("answers repeated calls in seq order: the 429, then the success")
    func answersRepeatsInSeqOrder() async throws {
        let replay = ReplayMusicLibraryService(trace: Self.repeats)
        let bjork = LibraryArtist(id: "r.Bjork01", name: "Björk")
        await #expect(throws: MusicServiceError.http(status: 429)) { try await replay.fetchCatalogReleases(for: bjork) }
        let releases = try await replay.fetchCatalogReleases(for: bjork)
        #expect(releases.albums.map(\.title) == ["Debut"])
        await #expect(throws: ReplayDivergence.self) { try await replay.fetchCatalogReleases(for: bjork) }
        #expect(replay.log.map(\.seq) == [2, 5, nil])
        #expect(replay.usedCalls.map(\.seq) == [2, 5])
        #expect(replay.unusedCalls.map(\.seq) == [3])
        #expect(replay.log.map(\.description) == [
            #"seq 2  fetchCatalogReleases(artistID: "r.Bjork01") → HTTP 429 Too Many Requests"#,
            #"seq 5  fetchCatalogReleases(artistID: "r.Bjork01") → 1 album"#,
            #"diverged  fetchCatalogReleases(artistID: "r.Bjork01") → not in the trace"#,
        ])
        let divergence = try #require(replay.divergences.first)
        #expect(divergence.description == #"replay diverged: fetchCatalogReleases(artistID: "r.Bjork01") was asked for 3 times and the trace records it 2 times (seqs 2, 5); the trace holds 3 fetchCatalogReleases calls, closest: artistID: "r.Other" (seq 3)"#)
    }

    @Test("without a log and releasing answers, answers the same and lets go of the results it handed out")
    func releasesAnswers() async throws {
        let replay = ReplayMusicLibraryService(trace: Self.repeats, keepsLog: false, releasesAnswers: true)
        let kept = ReplayMusicLibraryService(trace: Self.repeats)
        let bjork = LibraryArtist(id: "r.Bjork01", name: "Björk")
        await #expect(throws: MusicServiceError.http(status: 429)) { try await replay.fetchCatalogReleases(for: bjork) }
        let releases = try await replay.fetchCatalogReleases(for: bjork)
        #expect(releases.albums.map(\.title) == ["Debut"])
        await #expect(throws: ReplayDivergence.self) { try await replay.fetchCatalogReleases(for: bjork) }
        for _ in 0..<3 { _ = try? await kept.fetchCatalogReleases(for: bjork) }
        #expect(replay.log.isEmpty)
        #expect(replay.divergences == kept.divergences)
        #expect(replay.usedCalls.map(\.seq) == [2, 5])
        #expect(replay.usedCalls.map(\.outcome) == [
            .failure(.http(status: 429)), .success(.catalogReleases(CatalogReleases(albums: []))),
        ])
        #expect(replay.unusedCalls == kept.unusedCalls)
        #expect(replay.trace.calls.count == 3)
    }

    @Test("among thousands of recorded arguments, the closest are found among those nearest in sorted order, at most 16 compared")
    func closestAmongMany() {
        let candidates = (0..<5_000).map { index in
            ReplayDivergence.Candidate(request: .fetchCatalogReleases(artistID: "r.\(String(index * 7_919 % 100_000))"),
                                       seqs: [index + 3])
        }
        let index = ReplayDivergence.CandidateIndex(candidates, callCount: 5_000)
        // "r.79190" is recorded (index 10); "r.791905" is one edit from it, and shares its longest prefix.
        let closest = ReplayDivergence.closestCandidates(to: .fetchCatalogReleases(artistID: "r.791905"), in: index, limit: 1)
        #expect(closest.map(\.request) == [.fetchCatalogReleases(artistID: "r.79190")])
        // Under the cap every candidate is compared, as before it: the same answer as the list's own ranking.
        let few = Array(candidates.prefix(ReplayDivergence.mostCompared))
        let request = TraceRequest.fetchCatalogReleases(artistID: "r.1")
        #expect(ReplayDivergence.closestCandidates(to: request, among: few)
            == ReplayDivergence.closestCandidates(to: request, in: .init(few, callCount: few.count)))
    }

    @Test("names the call, the counts and the closest recorded calls when the trace does not hold a call, word for word")
    func divergenceMessage() async throws {
        let trace = try TraceReader.read(string: TraceSamples.formatExample)
        let replay = ReplayMusicLibraryService(trace: trace)
        let catalogArtist = LibraryArtist(id: "1440935467", name: "Acid Bath")
        // "r.Zz9Yy8" comes first: its "9" lines up with the "9" of "1440935467" (edit distance 9, not 10).
        do {
            _ = try await replay.fetchCatalogReleases(for: catalogArtist)
            Issue.record("the replay invented an answer")
        } catch let divergence as ReplayDivergence {
            #expect(divergence.description == #"replay diverged: fetchCatalogReleases(artistID: "1440935467") was asked for 1 time and the trace records it 0 times; the trace holds 2 fetchCatalogReleases calls, closest: artistID: "r.Zz9Yy8" (seq 4), artistID: "r.Ab12Cd" (seq 3)"#)
            #expect(divergence.request == .fetchCatalogReleases(artistID: "1440935467"))
            #expect(divergence.recordedCount == 0)
            #expect(divergence.askedCount == 1)
            #expect(divergence.methodCallCount == 2)
        }
        await #expect(throws: ReplayDivergence(
            request: .fetchTracks(albumID: "1"), recordedCount: 0, askedCount: 1, recordedSeqs: [], methodCallCount: 0, closest: []
        )) { try await replay.fetchTracks(forCatalogAlbum: "1") }
        #expect(replay.divergences.last?.description
            == #"replay diverged: fetchTracks(albumID: "1") was asked for 1 time and the trace records it 0 times; the trace holds no fetchTracks call"#)
        _ = try await replay.fetchLibraryArtists()
        await #expect(throws: ReplayDivergence.self) { try await replay.fetchLibraryArtists() }
        #expect(replay.divergences.last?.description
            == "replay diverged: fetchLibraryArtists() was asked for 2 times and the trace records it 1 time (seq 0); the trace holds 1 fetchLibraryArtists call, none with other arguments")
    }

    @Test("ranks the closest recorded arguments by edit distance, then shared prefix, then seq")
    func ranksClosest() {
        let candidates = ["r.Ab12Cd", "r.Ab12Ce", "r.Zz9Yy8", "r.Ab12", "1440935467"].enumerated().map { index, id in
            ReplayDivergence.Candidate(request: .fetchCatalogReleases(artistID: id), seqs: [index * 2])
        }
        let closest = ReplayDivergence.closestCandidates(to: .fetchCatalogReleases(artistID: "r.Ab12Cx"), among: candidates)
        #expect(closest.map(\.request) == [
            .fetchCatalogReleases(artistID: "r.Ab12Cd"), .fetchCatalogReleases(artistID: "r.Ab12Ce"),
            .fetchCatalogReleases(artistID: "r.Ab12"),
        ])
        #expect(EditDistance.between(Array("kitten"), Array("sitting")) == 3)
    }

    @Test("answers a write only when the trace holds the same write")
    func answersSameWritesOnly() async throws {
        let trace = Trace(capture: TraceSamples.capture, calls: [
            TraceCall(seq: 0, request: .addTracksToPlaylist(trackIDs: ["1", "2"], playlistID: "p.A"), outcome: .success(.written)),
            TraceCall(seq: 1, request: .addTracksToLibrary(trackIDs: ["3"]), outcome: .failure(.authorization(.notSubscribed))),
        ])
        let replay = ReplayMusicLibraryService(trace: trace)
        let one = LibraryTrack(id: "1", title: "a", artistName: "x")
        let two = LibraryTrack(id: "2", title: "b", artistName: "x")
        let playlist = LibraryPlaylist(id: "p.A", name: "A")
        await #expect(throws: ReplayDivergence.self, "another order is another write") {
            try await replay.addTracksToPlaylist([two, one], playlist: playlist)
        }
        await #expect(throws: ReplayDivergence.self, "another playlist is another write") {
            try await replay.addTracksToPlaylist([one, two], playlist: LibraryPlaylist(id: "p.B", name: "A"))
        }
        await #expect(throws: ReplayDivergence.self, "removing is not adding") {
            try await replay.removeTracksFromPlaylist([one, two], playlist: playlist)
        }
        try await replay.addTracksToPlaylist([one, two], playlist: playlist)
        await #expect(throws: MusicServiceError.authorization(.notSubscribed)) {
            try await replay.addTracksToLibrary([LibraryTrack(id: "3", title: "c", artistName: "x")])
        }
        #expect(replay.unusedCalls.isEmpty)
        #expect(replay.divergences.count == 3)
    }

    @Test("answers concurrent calls issued in shuffled orders the same", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func answersConcurrentCallsAlike(seed: UInt64) async throws {
        let trace = TraceSamples.standardTrace()
        let expected = Dictionary(uniqueKeysWithValues: trace.calls.compactMap { call -> (String, TraceOutcome)? in
            guard case .fetchCatalogReleases(let id) = call.request, call.seq < 20 else { return nil }
            return (id, call.outcome)
        })
        var generator = SplitMix64(seed: seed)
        let artists = SampleLibrary.standard.artists.shuffled(using: &generator)
        let replay = ReplayMusicLibraryService(trace: trace)
        let tasks = artists.map { artist in
            Task { () -> (String, TraceOutcome) in
                for _ in 0..<Int.random(in: 0...3, using: &generator) { await Task.yield() }
                do {
                    return (artist.id, .success(.catalogReleases(try await replay.fetchCatalogReleases(for: artist))))
                } catch let error as MusicServiceError {
                    return (artist.id, .failure(error))
                }
            }
        }
        var answers: [String: TraceOutcome] = [:]
        for task in tasks {
            let (id, outcome) = try await task.value
            answers[id] = outcome
        }
        #expect(answers == expected)
        #expect(replay.log.count == artists.count)
        #expect(Set(replay.log.map(\.request)) == Set(artists.map { TraceRequest.fetchCatalogReleases(artistID: $0.id) }))
    }

    @Test("indexes a large trace with repeats out of seq order and answers the lowest seq first")
    func indexesLargeTrace() async throws {
        let count = 50_000
        let calls = (0..<count).map { seq in
            TraceCall(seq: count - seq, request: seq.isMultiple(of: 2) ? .fetchLibraryArtists : .fetchTracks(albumID: String(seq)),
                      outcome: .success(seq.isMultiple(of: 2) ? .artists([]) : .tracks([])))
        }
        let trace = Trace(capture: TraceSamples.capture, calls: calls)
        let replay = ReplayMusicLibraryService(trace: trace)
        _ = try await replay.fetchLibraryArtists()
        #expect(replay.log.first?.seq == 2, "the repeat with the lowest seq answers first")
    }
}
