import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Testing

extension VerifySuites {
    @Suite("A resumed replay ends early where its state meets the trace as recorded's, and only there")
    @MainActor
    struct ResumedReplayTests {
        /// Two refreshes of two artists each: Alpha and Bravo, then Charlie and Delta.
        static let twoRefreshes = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "synthetic", "title": "Two refreshes of two artists", "startedAt": "2026-05-12T09:14:03Z"},
         "engine": {"batchSize": 2},
         "calls": [
          {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
            {"id": "r.A", "name": "Alpha"}, {"id": "r.B", "name": "Bravo"}, {"id": "r.C", "name": "Charlie"}, {"id": "r.D", "name": "Delta"}]}},
          {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [
            {"id": "l.1", "title": "Alpha One", "artistName": "Alpha", "artistID": "r.A", "catalogID": "11"}]}},
          {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
          {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"albums": [
            {"id": "11", "title": "Alpha One", "artistName": "Alpha"}, {"id": "12", "title": "Alpha Two", "artistName": "Alpha"}]}},
          {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.B"}, "result": {"albums": [
            {"id": "21", "title": "Bravo One", "artistName": "Bravo"}]}},
          {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.C"}, "result": {"albums": [
            {"id": "31", "title": "Charlie One", "artistName": "Charlie"}]}},
          {"seq": 6, "method": "fetchCatalogReleases", "args": {"artistID": "r.D"}, "result": {"albums": [
            {"id": "41", "title": "Delta One", "artistName": "Delta"}]}}
         ],
         "session": [{"action": "refresh", "at": 0}, {"action": "refresh", "at": 60}]}
        """

        static func replayers() async throws -> (resumed: CampaignReplayer, fromStart: CampaignReplayer) {
            let trace = try TraceReader.read(string: twoRefreshes, sourceName: "two-refreshes.json")
            return (await CampaignReplayer(trace, options: FaultCampaign.Options()),
                    await CampaignReplayer(trace, options: FaultCampaign.Options(resumes: false)))
        }

        @Test("a retried 503 that then succeeds meets the trace as recorded at the next step, and breaks nothing",
              arguments: [3, 4])
        func retriedFaultConverges(seq: Int) async throws {
            let (resumed, fromStart) = try await Self.replayers()
            let call = try #require(resumed.trace.calls.first { $0.seq == seq })
            let replay = try #require(await resumed.replay(call, .http(status: 503)))
            let whole = try #require(await fromStart.replay(call, .http(status: 503)))
            #expect(replay.run.resumedStep == 0)
            #expect(replay.run.convergedStep == 1)
            #expect(whole.run.convergedStep == nil)
            #expect(replay.violations.isEmpty)
            #expect(replay.violations == whole.violations)
            #expect(replay.run.outcomes.map(\.refresh?.checkedArtistIDs) == whole.run.outcomes.map(\.refresh?.checkedArtistIDs))
            #expect(replay.run.outcomes.map(\.feedAlbums) == whole.run.outcomes.map(\.feedAlbums))
            #expect(replay.run.accounting == whole.run.accounting)
        }

        @Test("a fault that changes the cache, or one in the last step, is replayed to the end",
              arguments: [(3, Fault.http(status: 404)), (4, .empty), (5, .http(status: 503)), (6, .network)])
        func changedStateDoesNotConverge(seq: Int, fault: Fault) async throws {
            let (resumed, fromStart) = try await Self.replayers()
            let call = try #require(resumed.trace.calls.first { $0.seq == seq })
            let replay = try #require(await resumed.replay(call, fault))
            let whole = try #require(await fromStart.replay(call, fault))
            #expect(replay.run.resumedStep == (seq < 5 ? 0 : 1))
            #expect(replay.run.convergedStep == nil)
            #expect(replay.violations == whole.violations)
            #expect(replay.run.outcomes.map(\.feedAlbums) == whole.run.outcomes.map(\.feedAlbums))
            #expect(replay.run.outcomes.map(\.refresh?.failed) == whole.run.outcomes.map(\.refresh?.failed))
        }

        @Test("a failed library read is resumed at the first step and replayed whole")
        func libraryFaultRunsWhole() async throws {
            let (resumed, fromStart) = try await Self.replayers()
            let call = try #require(resumed.trace.calls.first { $0.seq == 1 })
            let replay = try #require(await resumed.replay(call, .http(status: 500)))
            let whole = try #require(await fromStart.replay(call, .http(status: 500)))
            #expect(replay.run.resumedStep == 0)
            #expect(replay.run.convergedStep == nil)
            #expect(replay.violations == whole.violations)
            #expect(replay.run.divergence == whole.run.divergence)
        }
    }
}
