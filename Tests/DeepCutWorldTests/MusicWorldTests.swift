import DeepCutKit
import DeepCutTrace
import DeepCutWorld
import Testing

@Suite("A world is made from traces, a later trace winning per request, what it replaced kept")
struct MusicWorldTests {
    @Test("the listing of Traces/ is not empty, so that no test passes by running no case")
    func listingIsNotEmpty() {
        #expect(!WorldTraces.paths.isEmpty)
    }

    @Test("a trace's world holds each request's answers in seq order, errors included", arguments: WorldTraces.paths)
    func answersInSeqOrder(path: String) throws {
        let trace = try WorldTraces.trace(path)
        let world = MusicWorld(trace: trace, name: path)
        let reads = trace.calls.filter { !$0.method.isWrite }
        #expect(world.answers.values.reduce(0) { $0 + $1.count } == reads.count)
        for (request, answers) in world.answers {
            let recorded = reads.filter { $0.request == request }.sorted { $0.seq < $1.seq }.map(\.outcome)
            #expect(answers.map(\.outcome) == recorded, "\(request)")
        }
        #expect(world.sources.map(\.name) == [path])
        #expect(world.conflicts.isEmpty)
    }

    @Test("a later trace wins a request both recorded, and the earlier answers are listed as a conflict")
    func laterTraceWins() {
        let first = trace("first", [
            (.fetchCatalogReleases(artistID: björk.id), .failure(.notFound)),
            (.fetchTracks(albumID: homogenic.id), .success(.tracks([hunter]))),
        ])
        let second = trace("second", [
            (.fetchCatalogReleases(artistID: björk.id), .success(.catalogReleases(CatalogReleases(albums: [homogenic])))),
            (.fetchTracks(albumID: homogenic.id), .success(.tracks([hunter]))),
        ])
        let world = MusicWorld(traces: [(first, "a.json"), (second, "b.json")])
        #expect(world.answers[.fetchCatalogReleases(artistID: björk.id)]?.map(\.outcome)
            == [.success(.catalogReleases(CatalogReleases(albums: [homogenic])))])
        #expect(world.answers[.fetchCatalogReleases(artistID: björk.id)]?.map(\.source) == [1])
        #expect(world.conflicts == [WorldConflict(
            request: .fetchCatalogReleases(artistID: björk.id), kept: 1,
            replaced: [WorldAnswer(outcome: .failure(.notFound), source: 0)])])
        // The same answers from both sources are no conflict.
        #expect(world.answers[.fetchTracks(albumID: homogenic.id)]?.map(\.source) == [1])
    }

    @Test("the summary counts what the world holds and what no recording asked")
    func summaryCounts() {
        let world = MusicWorld(trace: trace("t", [
            (.fetchLibraryArtists, .success(.artists([björk, LibraryArtist(id: "r.Other1", name: "Other")]))),
            (.fetchCatalogReleases(artistID: björk.id), .failure(.http(status: 429))),
            (.fetchCatalogReleases(artistID: björk.id), .success(.catalogReleases(CatalogReleases(albums: [homogenic, vespertine])))),
            (.fetchTracks(albumID: homogenic.id), .success(.tracks([hunter]))),
        ]), name: "t.json")
        let summary = world.summary
        #expect(summary.artists == 2 && summary.artistsChecked == 1 && summary.artistsUnchecked == 1)
        #expect(summary.catalogReleases == 2 && summary.albumsOpened == 1 && summary.releasesUnopened == 1)
        #expect(summary.errors.map(\.key) == ["HTTP 429"] && summary.errors.map(\.count) == [1])
        #expect(summary.libraryReadsUnrecorded == [.fetchLibraryAlbums, .fetchRecentlyPlayed])
        #expect(summary.description.contains("unrecorded: 1 library artist never checked, 1 release never opened"))
    }
}
