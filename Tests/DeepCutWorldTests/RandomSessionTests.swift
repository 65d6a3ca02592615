import DeepCutAnalysis
import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import DeepCutWorld
import Foundation
import Testing

/// Random sessions over the world of every trace in Traces/: what an app clicked
/// through in the simulator may do, drawn from a seeded SplitMix64.
@Suite("1,000 random sessions over the worlds of Traces/ never crash, never diverge and keep the engine's invariants")
@MainActor
struct RandomSessionTests {
    /// How many sessions, over all the traces: session i runs over the world of trace i mod n.
    static let sessions = 1_000
    /// The seed of the draw; a failure names the session, which `session(_:)` replays alone.
    static let seed: UInt64 = 0x5EED_0050
    /// The longest session, in actions.
    static let mostActions = 8

    /// The sessions of one trace, so that each trace is a case of its own.
    @Test("random sessions over the trace's world replay strictly, pass, and break no invariant",
          arguments: WorldTraces.paths)
    func randomSessions(path: String) async throws {
        let index = try #require(WorldTraces.paths.firstIndex(of: path))
        let count = WorldTraces.paths.count
        let trace = try WorldTraces.trace(path)
        let world = MusicWorld(trace: trace, name: path)
        let albums = Array(Set(world.catalog.values.flatMap { $0.albums.map(\.id) })).sorted()
        let playlists = world.playlists.keys.sorted() + ["Deep Cuts", "Nowhere"]
        var ran = 0
        for number in stride(from: index, to: Self.sessions, by: count) {
            let failure = await Self.session(number, world: world, engine: trace.engine, albums: albums, playlists: playlists)
            #expect(failure == nil, "\(path), session \(number) (seed \(Self.seed)): \(failure ?? "")")
            ran += 1
        }
        #expect(ran == (Self.sessions - index + count - 1) / count)
    }

    /// Runs session `number` and holds its log to the strict replay and the invariants; nil when all held.
    static func session(
        _ number: Int, world: MusicWorld, engine: TraceEngineSettings?, albums: [String], playlists: [String]
    ) async -> String? {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        let options = WorldServiceOptions(
            unrecorded: UnrecordedAnswer.allCases[random.below(UnrecordedAnswer.allCases.count)],
            recordedErrors: random.chance(0.8) ? .asRecorded : .skipped,
            latency: random.chance(0.5) ? .none : .recorded(scale: 0.5))
        let session = WorldSession(world: world, options: options, engine: engine, batchSizeAtMost: 40)
        var actions: [DiscoverAction] = []
        for _ in 0..<(1 + random.below(mostActions)) {
            let feed = session.feed.feed.map(\.album.id)
            func album() -> String {
                if !feed.isEmpty, random.chance(0.7) { return feed[random.below(feed.count)] }
                if !albums.isEmpty, random.chance(0.8) { return albums[random.below(albums.count)] }
                return "1" + String(random.below(1_000_000_000))
            }
            if random.chance(0.15) {
                let faults: [MusicServiceError] = [.http(status: 429), .notFound, .http(status: 503), .network(detail: "offline")]
                let methods: [MusicLibraryMethod] = [.fetchCatalogReleases, .fetchTracks, .fetchLibraryAlbums, .fetchPlaylist]
                session.service.failNext(methods[random.below(methods.count)], with: faults[random.below(faults.count)])
            }
            if random.chance(0.3) { session.clock.advance(by: Double(random.below(7_200))) }
            let action: DiscoverAction = switch random.below(6) {
            case 0, 1: .refresh
            case 2: .openRelease(albumID: album())
            case 3: .retryTracks(albumID: session.feed.sheet.albumID ?? album())
            case 4: .addToPlaylist(albumID: album(), playlistName: playlists[random.below(playlists.count)])
            default: .dismiss(albumID: album())
            }
            actions.append(action)
            await session.perform(action)
        }
        let log = session.loggedTrace
        guard log.effectiveSession.count == actions.count else {
            return "\(actions.count) actions but \(log.effectiveSession.count) steps logged"
        }
        let report = await Verifier.verify(log, source: "session-\(number)")
        guard report.passed else { return "the log does not pass: \(ReportFailures.summary(of: report))" }
        let replayer = await CampaignReplayer(log, options: FaultCampaign.Options(resumes: false))
        if let broken = replayer.recordedViolations.first {
            return "\(broken.invariant.rawValue) at step \(broken.stepNumber ?? 0): \(broken.detail); actions \(actions)"
        }
        return nil
    }
}
