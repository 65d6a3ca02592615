import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation
import Testing

/// Collects what the feed reports.
@MainActor
final class ReportCollector: DiscoverActionObserver {
    var reports: [DiscoverActionReport] = []
    func discoverActionDidFinish(_ report: DiscoverActionReport) { reports.append(report) }
}

@MainActor
@Suite("The feed tells its action observer each user action when it finishes, with what it showed")
struct ActionReportTests {
    @Test("each action is reported once, with its start on the engine's clock, the policy, and what it shows")
    func reportsEachAction() async throws {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 40, policy: .legacy))
        let collector = ReportCollector()
        harness.engine.actionObserver = collector
        let summary = await harness.refresh(at: 0)
        let album = try #require(harness.engine.feed.first { harness.mock.library.tracks[$0.id] != nil }).id
        harness.mock.failNext(.fetchTracks, argument: album, with: .network(detail: "offline"))
        harness.clock.advance(by: 20)
        await harness.engine.openRelease(albumID: album)
        harness.clock.advance(by: 5)
        await harness.engine.retryTracks(albumID: album)
        harness.clock.advance(by: 10)
        await #expect(throws: DiscoverError.playlistNotFound(name: "Nope")) {
            try await harness.engine.addToPlaylist(albumID: album, playlistName: "Nope")
        }
        try await harness.engine.addToPlaylist(albumID: album, playlistName: "Deep Cuts")
        let other = try #require(harness.engine.feed.first).id
        harness.engine.dismiss(albumID: other)
        let start = EngineHarness.start
        func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
        let count = summary.feedCount
        let tracksFailed = DiscoverActionReport(
            action: .openRelease(albumID: album), startedAt: at(20), policy: .legacy, tracks: .failed, feedCount: count)
        let expected: [DiscoverActionReport] = [
            DiscoverActionReport(action: .refresh, startedAt: start, policy: .legacy, state: summary.state,
                                 checked: summary.checked, failed: summary.failed, feedCount: count),
            tracksFailed,
            DiscoverActionReport(action: .retryTracks(albumID: album), startedAt: at(25), policy: .legacy,
                                 tracks: .loaded, feedCount: count),
            DiscoverActionReport(action: .addToPlaylist(albumID: album, playlistName: "Nope"), startedAt: at(35),
                                 policy: .legacy, feedCount: count),
            DiscoverActionReport(action: .addToPlaylist(albumID: album, playlistName: "Deep Cuts"), startedAt: at(35),
                                 policy: .legacy, feedCount: count - 1),
            DiscoverActionReport(action: .dismiss(albumID: other), startedAt: at(35), policy: .legacy,
                                 feedCount: count - 2),
        ]
        #expect(collector.reports.count == expected.count)
        for (report, wanted) in zip(collector.reports, expected) { #expect(report == wanted) }
        #expect(collector.reports[1] == tracksFailed)
    }

    @Test("retrying another album's tracks opens that album, as openRelease does")
    func retryOpensAnotherAlbum() async throws {
        let harness = EngineHarness()
        await harness.refresh(at: 0)
        let album = try #require(harness.engine.feed.first { harness.mock.library.tracks[$0.id] != nil }).id
        await harness.engine.retryTracks(albumID: album)
        #expect(harness.engine.sheet.albumID == album)
        #expect(harness.engine.sheet.state?.name == "loaded")
    }

    @Test("a refresh asked for while one runs joins it and is reported once")
    func joinedRefreshIsReportedOnce() async {
        let harness = EngineHarness()
        harness.mock.answerDelay = { _ in 3 }
        let collector = ReportCollector()
        harness.engine.actionObserver = collector
        async let first = harness.engine.refresh()
        async let second = harness.engine.refresh()
        let (a, b) = await (first, second)
        #expect(a == b)
        #expect(collector.reports.map(\.action) == [.refresh])
    }

    @Test("without an observer nothing is reported and nothing changes")
    func noObserver() async {
        let harness = EngineHarness()
        #expect(harness.engine.actionObserver == nil)
        let summary = await harness.refresh(at: 0)
        #expect(summary.checked > 0)
    }
}
