import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// Small traces for the fault, mutation and order suites.
enum FaultTraces {
    /// Four artists checked concurrently, each with one owned album and one cut;
    /// every call has `at` and `durationMs`, and the catalog calls finished on
    /// the device in the order seq 6, 4, 3, 5 (Docs/FaultCampaigns.md "Completion orders").
    static let fourArtists = """
    {"format": "deepcut-trace", "version": 1,
     "capture": {"origin": "synthetic", "title": "Four artists checked at once", "startedAt": "2026-05-12T09:14:03Z"},
     "calls": [
      {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "at": 0, "durationMs": 100, "result": {"artists": [
        {"id": "r.A", "name": "Alpha"}, {"id": "r.B", "name": "Bravo"}, {"id": "r.C", "name": "Charlie"}, {"id": "r.D", "name": "Delta"}]}},
      {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "at": 0.1, "durationMs": 100, "result": {"albums": [
        {"id": "l.1", "title": "Alpha One", "artistName": "Alpha", "artistID": "r.A", "catalogID": "11"},
        {"id": "l.2", "title": "Bravo One", "artistName": "Bravo", "artistID": "r.B"}]}},
      {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "at": 0.2, "durationMs": 50, "result": {"tracks": []}},
      {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "at": 0.3, "durationMs": 300, "result": {"albums": [
        {"id": "11", "title": "Alpha One", "artistName": "Alpha"}, {"id": "12", "title": "Alpha Two", "artistName": "Alpha"}]}},
      {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.B"}, "at": 0.3, "durationMs": 200, "result": {"albums": [
        {"id": "21", "title": "Bravo One (Deluxe Edition)", "artistName": "Bravo"}, {"id": "22", "title": "Bravo Two", "artistName": "Bravo"}]}},
      {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.C"}, "at": 0.3, "durationMs": 900, "result": {"albums": [
        {"id": "31", "title": "Charlie One", "artistName": "Charlie"}, {"id": "32", "title": "Charlie Two", "artistName": "Charlie"}]}},
      {"seq": 6, "method": "fetchCatalogReleases", "args": {"artistID": "r.D"}, "at": 0.3, "durationMs": 50, "result": {"albums": [
        {"id": "41", "title": "Delta One", "artistName": "Delta"}]}}
     ],
     "session": [
      {"action": "refresh", "expect": {"state": "loaded", "checked": 4, "failed": 0, "feedCount": 5}}
     ]}
    """

    /// `fourArtists`, read.
    static func fourArtistsTrace() throws -> Trace {
        try TraceReader.read(string: fourArtists, sourceName: "four-artists.json")
    }

    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A trace of the corpus, read.
    static func corpus(_ relativePath: String) throws -> Trace {
        try TraceReader.read(contentsOf: root.appendingPathComponent(relativePath))
    }
}
