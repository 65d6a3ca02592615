import DeepCutKit
import Foundation

/// What the feed tells its `actionObserver` when an action finishes, and,
/// within a refresh, when the library is read and an artist check succeeds.
extension DiscoverFeed {
    /// Reports a library read: how many artists it listed.
    func reportLibrary(_ artistCount: Int) {
        actionObserver?.discoverLibraryDidLoad(artistCount: artistCount)
    }

    /// Reports each check of a batch that succeeded, in batch order, with
    /// the numbers the cut matching counted.
    func reportChecks(_ results: [ArtistCheck]) {
        guard let actionObserver else { return }
        for check in results {
            guard let match = check.match else { continue }
            actionObserver.discoverArtistCheckDidFinish(ArtistCheckReport(
                artistID: check.artist.id, name: check.artist.name, total: match.total, owned: match.owned,
                cuts: match.cuts.count))
        }
    }

    /// Reports a refresh that ran (one that joined a running refresh is not reported).
    func reportRefresh(_ summary: RefreshSummary) {
        guard let actionObserver else { return }
        actionObserver.discoverActionDidFinish(DiscoverActionReport(
            action: .refresh, startedAt: summary.startedAt, policy: summary.policy, state: summary.state,
            checked: summary.checked, failed: summary.failed, feedCount: feedCount))
    }

    /// Reports an action on the release sheet, with the tracklist it ended in.
    func reportSheet(_ action: DiscoverAction, startedAt start: Date) {
        guard let actionObserver else { return }
        let tracks: DiscoverActionReport.Tracklist? = switch sheet.state {
        case .loaded?: .loaded
        case .empty?: .empty
        case .failed?: .failed
        case .loading?, nil: nil
        }
        actionObserver.discoverActionDidFinish(DiscoverActionReport(
            action: action, startedAt: start, policy: configuration.policy, tracks: tracks, feedCount: feedCount))
    }

    /// Reports an action that changes only the feed.
    func report(_ action: DiscoverAction, startedAt start: Date) {
        actionObserver?.discoverActionDidFinish(DiscoverActionReport(
            action: action, startedAt: start, policy: configuration.policy, feedCount: feedCount))
    }
}
