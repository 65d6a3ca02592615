import DeepCutEngine
import DeepCutKit
import Foundation

/// What the Discover tab shows after a refresh: the app's own code, which the
/// app's tests check against device traces.
@MainActor
public final class DiscoverTabModel {
    /// The banner above the feed.
    public private(set) var banner = ""
    private let feed: DiscoverFeed

    /// A model over any music service: the app's MusicKit one, or a trace's replay in tests.
    /// - Parameters:
    ///   - service: the music service.
    ///   - clock: the engine's clock (`SystemClock()` in the app).
    ///   - configuration: the engine's settings; a test passes the trace's (`TraceService.configuration`),
    ///     so that the replay asks for the batches the phone asked for.
    ///   - actionObserver: told each user action; a recording test passes its recorder (`TraceService.actionObserver`).
    public init(
        service: any MusicLibraryService, clock: any EngineClock,
        configuration: DiscoverConfiguration = DiscoverConfiguration(), actionObserver: (any DiscoverActionObserver)? = nil
    ) {
        feed = DiscoverFeed(service: service, clock: clock, configuration: configuration)
        feed.actionObserver = actionObserver
    }

    /// Refreshes the feed and sets the banner.
    public func refresh() async {
        let summary = await feed.refresh()
        banner = switch summary.state {
        case .caughtUp: "You're caught up"
        case .loaded: "\(feed.feedCount) deep cuts"
        case .degraded: "Some artists could not be checked (\(summary.failed) of \(summary.checked))"
        case .failed: "Could not check your artists"
        }
    }
}
