import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation
import Testing

/// Collects the library reads and checks the feed reports, and the actions, in order.
@MainActor
final class CheckCollector: DiscoverActionObserver {
    var events: [String] = []
    var checks: [ArtistCheckReport] = []
    func discoverActionDidFinish(_ report: DiscoverActionReport) { events.append("action") }
    func discoverLibraryDidLoad(artistCount: Int) { events.append("library \(artistCount)") }
    func discoverArtistCheckDidFinish(_ report: ArtistCheckReport) {
        events.append("check \(report.artistID)")
        checks.append(report)
    }
}

@MainActor
@Suite("The feed tells its observer each library read and each successful check, with what the cut matching counted")
struct CheckReportTests {
    @Test("each successful check is reported with the numbers the cache keeps, in batch order, before the refresh")
    func reportsChecks() async throws {
        let harness = EngineHarness(configuration: DiscoverConfiguration(batchSize: 5))
        let collector = CheckCollector()
        harness.engine.actionObserver = collector
        // The second artist of the batch, as a first run over the same library checks it.
        let dryRun = await EngineHarness(configuration: DiscoverConfiguration(batchSize: 5)).refresh(at: 0)
        let failing = try #require(dryRun.results.dropFirst().first?.artist)
        harness.mock.failNext(.fetchCatalogReleases, argument: failing.id,
                              with: .http(status: 404, code: "40400", title: "Resource Not Found", detail: nil))
        let summary = await harness.refresh(at: 0)
        let succeeded = summary.results.filter { $0.match != nil }
        #expect(succeeded.count == summary.results.count - 1)
        #expect(collector.events == ["library \(harness.mock.library.artists.count)"]
            + succeeded.map { "check \($0.artist.id)" } + ["action"])
        for (report, check) in zip(collector.checks, succeeded) {
            let record = try #require(harness.engine.cache.artists[check.artist.id])
            #expect(report == ArtistCheckReport(artistID: check.artist.id, name: check.artist.name, total: record.total,
                                                owned: record.owned, cuts: record.cuts.count))
        }
        // The snapshot is reused: the second refresh reports its checks, not the library.
        collector.events = []
        await harness.refresh(at: 60)
        #expect(!collector.events.contains { $0.hasPrefix("library") } && collector.events.last == "action")
    }

    @Test("an observer of actions alone compiles and hears nothing else")
    func actionsAlone() async {
        let harness = EngineHarness()
        let collector = ReportCollector()
        harness.engine.actionObserver = collector
        await harness.refresh(at: 0)
        #expect(collector.reports.count == 1)
    }
}
