import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// Trace documents and traces the suites share.
enum SampleTraces: SampleTraceDocuments {

    /// A refresh with two cuts, a release sheet that loads (tracks out of order in the
    /// answer), one that fails, and a dismiss.
    static let releaseSheet = """
    {"format": "deepcut-trace", "version": 1,
     "capture": {"origin": "synthetic", "title": "Open a release, dismiss another", "startedAt": "2026-05-12T09:14:03Z"},
     "calls": [
      {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.Acid", "name": "Acid Bath"}]}},
      {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [
        {"id": "l.1", "title": "When the Kite String Pops", "artistName": "Acid Bath", "artistID": "r.Acid", "catalogID": "100"}]}},
      {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
      {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Acid"}, "result": {"albums": [
        {"id": "100", "title": "When the Kite String Pops", "artistName": "Acid Bath", "releaseDate": "1994-08-23"},
        {"id": "200", "title": "Paegan Terrorism Tactics", "artistName": "Acid Bath", "releaseDate": "1996-07-30"},
        {"id": "300", "title": "Demos: 1993-1996", "artistName": "Acid Bath"}]}},
      {"seq": 4, "method": "fetchTracks", "args": {"albumID": "200"}, "result": {"tracks": [
        {"id": "t2", "title": "Paegan Love Song", "artistName": "Acid Bath", "trackNumber": 2},
        {"id": "t1", "title": "Graveflower", "artistName": "Acid Bath", "trackNumber": 1}]}},
      {"seq": 5, "method": "fetchTracks", "args": {"albumID": "300"}, "error": {"kind": "network", "detail": "The Internet connection appears to be offline."}}
     ],
     "session": [
      {"action": "refresh", "expect": {"state": "loaded", "checked": 1, "failed": 0, "feedCount": 2, "feed": ["200", "300"]}},
      {"action": "openRelease", "albumID": "200", "expect": {"tracks": "loaded", "trackIDs": ["t1", "t2"]}},
      {"action": "openRelease", "albumID": "300", "expect": {"tracks": "failed", "trackIDs": []}},
      {"action": "dismiss", "albumID": "300", "expect": {"feedCount": 1, "feed": ["200"]}}
     ]}

    """


    /// The example with `observed` replaced by `observed` (JSON object text).
    static func formatExample(observed: String) -> String {
        formatExample.replacingOccurrences(of: #"{"policy": "legacy", "state": "caughtUp"}"#, with: observed)
    }

    /// A library sent to the catalog by library id, as in the seeds: `notFound`
    /// artists answer HTTP 404, `empty` artists answer no albums; one refresh
    /// with the given `observed` and `expect` (JSON object text, or nil).
    static func libraryIDSession(notFound: Int, empty: Int, observed: String?, expect: String?) -> String {
        let artists = (0..<(notFound + empty)).map { index in
            (id: "r.A\(String(index, radix: 36))x", name: "Artist \(index)", fails: index < notFound)
        }
        var calls = [
            #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": ["#
                + artists.map { #"{"id": "\#($0.id)", "name": "\#($0.name)"}"# }.joined(separator: ", ") + "]}}",
            #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}}"#,
            #"{"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
        ]
        for (index, artist) in artists.enumerated() {
            let outcome = artist.fails
                ? #""error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}"#
                : #""result": {"albums": []}"#
            calls.append(#"{"seq": \#(index + 3), "method": "fetchCatalogReleases", "args": {"artistID": "\#(artist.id)"}, \#(outcome)}"#)
        }
        var step = #"{"action": "refresh""#
        if let observed { step += #", "observed": \#(observed)"# }
        if let expect { step += #", "expect": \#(expect)"# }
        step += "}"
        return """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "reconstructed", "title": "\(notFound) of \(notFound + empty) artists 404",
                     "startedAt": "2026-05-12T09:14:03Z"},
         "calls": [
          \(calls.joined(separator: ",\n  "))
         ],
         "session": [\(step)]}

        """
    }



    /// What `deepcut-replay generate` prints for these arguments (after `generate`).
    @MainActor
    static func generated(_ arguments: [String]) async throws -> String {
        let result = await DeepCutReplayTool.run(["generate"] + arguments)
        try #require(result.status == .success, "generate \(arguments.joined(separator: " ")): \(result.standardError)")
        #expect(result.standardError == "")
        return result.standardOutput
    }
}

