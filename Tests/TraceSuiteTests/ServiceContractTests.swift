import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// The same engine session against the mock, through the recorder, and
/// against a replay of what the recorder wrote: the three must give the same
/// states, feeds and tracklists, and the recorded trace must verify.
@Suite("The mock, the recorder and the replayer give the engine the same answers")
@MainActor
struct ServiceContractTests {
    static let startedAt = TraceTimestamp("2026-06-01T10:00:00Z")!

    /// A session over the standard sample library that touches every read and a write.
    static let script: [SessionStep] = [
        SessionStep(action: .refresh, at: 0),
        SessionStep(action: .refresh, at: 600),
        SessionStep(action: .openRelease(albumID: album("r.Bjork01", "Vespertine")), at: 650),
        SessionStep(action: .openRelease(albumID: album("r.Bjork01", "Fossora")), at: 660),
        SessionStep(action: .openRelease(albumID: album("r.Beyonce", "Cowboy Carter")), at: 670),
        SessionStep(action: .retryTracks(albumID: album("r.Beyonce", "Cowboy Carter")), at: 675),
        SessionStep(action: .addToPlaylist(albumID: album("r.Beyonce", "Cowboy Carter"), playlistName: "Deep Cuts"),
                    at: 680),
        SessionStep(action: .addToPlaylist(albumID: album("r.Bjork01", "Vespertine"), playlistName: "Gym"), at: 690),
        SessionStep(action: .dismiss(albumID: album("r.Kendrick", "GNX")), at: 700),
        SessionStep(action: .refresh, at: 4_000),
        SessionStep(action: .refresh, at: 4_600),
    ]

    static func album(_ artistID: String, _ title: String) -> String {
        SampleLibrary.standard.catalog[artistID]!.albums.first { $0.title == title }!.id
    }

    /// The mock every run starts from: failures and delays that exercise retries,
    /// permanent errors and out-of-order completion.
    static func makeMock() -> MockMusicLibraryService {
        let mock = MockMusicLibraryService()
        mock.fail(.fetchCatalogReleases, argument: "r.AcidBath", with: .http(status: 404, code: "40400"))
        mock.fail(.fetchCatalogReleases, argument: "r.Kendrick", with: .http(status: 429), times: .times(1))
        mock.fail(.fetchCatalogReleases, argument: "r.PhoebeB", with: .http(status: 503), times: .times(3))
        mock.fail(.fetchTracks, argument: album("r.Beyonce", "Cowboy Carter"), with: .network(detail: "offline"),
                  times: .times(1))
        mock.answerDelay = { call in (call.argument?.utf8.count ?? 0) % 4 }
        return mock
    }

    /// What the engine showed after each step.
    struct Observation: Hashable {
        var state: RefreshState?
        var checked: [String] = []
        var failed = 0
        var feed: [String]
        var tracks: String?
        var trackIDs: [String] = []
        var error: String?
    }

    static func run(_ service: any MusicLibraryService) async -> [Observation] {
        let clock = VirtualClock(start: startedAt.date)
        let engine = DiscoverFeed(service: service, clock: clock, configuration: DiscoverConfiguration(batchSize: 5))
        var observations: [Observation] = []
        for step in script {
            clock.advance(to: startedAt.date.addingTimeInterval(step.at ?? 0))
            var observation = Observation(feed: [])
            switch step.action {
            case .refresh:
                let summary = await engine.refresh()
                observation.state = summary.state
                observation.checked = summary.checkedArtistIDs
                observation.failed = summary.failed
            case .openRelease(let albumID), .retryTracks(let albumID):
                await engine.openRelease(albumID: albumID)
                observation.tracks = engine.sheet.state?.name
                observation.trackIDs = engine.sheet.state?.items.map(\.id) ?? []
            case .addToPlaylist(let albumID, let playlistName):
                do {
                    try await engine.addToPlaylist(albumID: albumID, playlistName: playlistName)
                } catch {
                    observation.error = error.description
                }
            case .dismiss(let albumID):
                engine.dismiss(albumID: albumID)
            }
            observation.feed = engine.feed.map(\.id)
            observations.append(observation)
        }
        return observations
    }

    /// Records a run over a fresh mock; returns the trace as written to the sink and read back.
    static func record() async throws -> (observations: [Observation], trace: Trace, mock: MockMusicLibraryService) {
        let mock = makeMock()
        let sink = InMemoryTraceSink()
        let capture = TraceCapture(origin: .synthetic, title: "Contract session", startedAt: startedAt)
        let recorder = RecordingMusicLibraryService(
            wrapping: mock, capture: capture, engine: TraceEngineSettings(batchSize: 5), sink: sink,
            clock: VirtualClock(start: startedAt.date))
        let observations = await run(recorder)
        try recorder.finish(session: script)
        return (observations, try TraceReader.read(bytes: sink.bytes), mock)
    }

    @Test("the recorder changes nothing the engine sees, and forwards every call once")
    func recorderIsTransparent() async throws {
        let direct = await Self.run(Self.makeMock())
        let (recorded, trace, mock) = try await Self.record()
        #expect(recorded == direct)
        #expect(trace.calls.count == mock.calls.count)
        #expect(mock.writes.count == 1)
    }

    @Test("a replay of the recording gives the engine the same answers, using every call")
    func replayMatchesTheMock() async throws {
        let direct = await Self.run(Self.makeMock())
        let (_, trace, _) = try await Self.record()
        let replay = ReplayMusicLibraryService(trace: trace)
        let replayed = await Self.run(replay)
        #expect(replayed == direct)
        #expect(replay.divergences.isEmpty)
        #expect(replay.unusedCalls.isEmpty)
    }

    @Test("the session exercised what it was meant to")
    func sessionShape() async {
        let direct = await Self.run(Self.makeMock())
        #expect(direct.map(\.state) == [.degraded, .degraded, nil, nil, nil, nil, nil, nil, nil, .degraded, .loaded])
        #expect(direct[2].tracks == "loaded" && direct[3].tracks == "empty")
        #expect(direct[4].tracks == "failed" && direct[5].tracks == "loaded")
        #expect(direct[7].error == DiscoverError.playlistNotFound(name: "Gym").description)
        #expect(!direct[6].feed.contains(Self.album("r.Beyonce", "Cowboy Carter")))
    }

    @Test("the recorded trace, with the mock's results as expectations, verifies; twice gives the same report")
    func recordedTraceVerifies() async throws {
        let (observations, recorded, _) = try await Self.record()
        var trace = recorded
        trace.session = zip(Self.script, observations).map { step, observed in
            var step = step
            switch step.action {
            case .refresh:
                step.expect = SessionExpectation(
                    state: observed.state, checked: observed.checked.count, failed: observed.failed,
                    feedCount: observed.feed.count, feed: observed.feed, checkedArtistIDs: observed.checked)
            case .openRelease, .retryTracks:
                step.expect = SessionExpectation(
                    tracks: observed.tracks.flatMap(SessionExpectation.TracksState.init(rawValue:)),
                    trackIDs: observed.trackIDs)
            case .addToPlaylist, .dismiss:
                step.expect = SessionExpectation(feedCount: observed.feed.count, feed: observed.feed)
            }
            return step
        }
        let first = await Verifier.verify(trace, source: "contract")
        let second = await Verifier.verify(trace, source: "contract")
        #expect(first.passed, "\(ReportFailures.summary(of: first))")
        #expect(TextReportRenderer().render(first) == TextReportRenderer().render(second))
        #expect(JSONReportRenderer.render(first) == JSONReportRenderer.render(second))
    }
}
