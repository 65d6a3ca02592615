import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutWorld
import Foundation

/// A session an app clicks through over a world: the Discover engine over the
/// world's service, the service told each action (it logs the steps), and a
/// virtual clock the session moves.
@MainActor
struct WorldSession {
    let service: WorldMusicService
    let feed: DiscoverFeed
    let clock: VirtualClock
    let configuration: DiscoverConfiguration

    /// A session over `world`, with the engine settings of `engine` (the trace's) under `policy`.
    init(world: MusicWorld, options: WorldServiceOptions = WorldServiceOptions(), engine: TraceEngineSettings?,
         policy: FailurePolicy = .strict, batchSizeAtMost: Int? = nil) {
        clock = VirtualClock(start: Date(timeIntervalSince1970: 1_780_000_000))
        service = WorldMusicService(world: world, options: options, clock: clock)
        let defaults = DiscoverConfiguration()
        var batchSize = engine?.batchSize ?? defaults.batchSize
        if let batchSizeAtMost { batchSize = min(batchSize, batchSizeAtMost) }
        configuration = DiscoverConfiguration(
            batchSize: batchSize, snapshotTTL: engine?.snapshotTTL ?? defaults.snapshotTTL, policy: policy)
        feed = DiscoverFeed(service: service, clock: clock, configuration: configuration)
        feed.actionObserver = service
    }

    /// The engine settings the log must carry, so that its replay asks for the same batches.
    var engine: TraceEngineSettings {
        TraceEngineSettings(batchSize: configuration.batchSize, snapshotTTL: configuration.snapshotTTL)
    }

    /// The log as a trace, with this session's engine settings.
    var loggedTrace: Trace { service.loggedTrace(title: "A session over a world", engine: engine) }

    /// Does one action as the app would.
    func perform(_ action: DiscoverAction) async {
        switch action {
        case .refresh: await feed.refresh()
        case .openRelease(let albumID): await feed.openRelease(albumID: albumID)
        case .retryTracks(let albumID): await feed.retryTracks(albumID: albumID)
        case .addToPlaylist(let albumID, let name): try? await feed.addToPlaylist(albumID: albumID, playlistName: name)
        case .dismiss(let albumID): feed.dismiss(albumID: albumID)
        }
    }
}
