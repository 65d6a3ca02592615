import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Testing

/// JSON documents that break Docs/TraceFormat.md.
@Suite("TraceReader refuses what does not follow the format")
struct TraceReaderTraceRefusalTests {
    static let header: [Refusal] = [
        Refusal("a wrong format", #"{"format": "other", "version": 1}"#,
                #"format: expected "deepcut-trace", found a string ("other"): this is not a Deep Cut trace"#),
        Refusal("a format that is not a string", #"{"format": 1}"#,
                #"format: expected the string "deepcut-trace", found a number (1)"#),
        Refusal("no format", #"{"version": 1, "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}, "calls": []}"#,
                #"missing required key "format" (this is not a Deep Cut trace: a trace starts with "format": "deepcut-trace")"#),
        Refusal("no version", #"{"format": "deepcut-trace", "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}, "calls": []}"#,
                #"missing required key "version" (a trace names its format version, 1)"#),
        Refusal("a version that is a string", #"{"format": "deepcut-trace", "version": "1"}"#,
                #"version: expected an integer (the format version, 1), found a string ("1")"#),
        Refusal("a version with a fraction", #"{"format": "deepcut-trace", "version": 1.0}"#,
                "version: expected an integer (the format version, 1), found a number (1.0)"),
        Refusal("a newer version", #"{"format": "deepcut-trace", "version": 2}"#,
                "version: version 2 is newer than this reader; it reads version 1"),
        Refusal("version 0", #"{"format": "deepcut-trace", "version": 0}"#,
                "version: version 0 does not exist; this reader reads version 1"),
        Refusal("no capture", #"{"format": "deepcut-trace", "version": 1, "calls": []}"#,
                #"missing required key "capture""#),
        Refusal("no calls", #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}}"#,
                #"missing required key "calls" (an array, [] when there are none)"#),
        Refusal("calls that are not an array", #"{"format": "deepcut-trace", "version": 1, "calls": {}}"#,
                "calls: expected an array of calls, found an object"),
        Refusal("a capture without title", #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "device", "startedAt": "2026-05-12T09:14:03Z"}}"#,
                #"capture: missing required key "title""#),
        Refusal("a capture without origin", #"{"format": "deepcut-trace", "version": 1, "capture": {"title": "t", "startedAt": "2026-05-12T09:14:03Z"}}"#,
                #"capture: missing required key "origin" ("device", "reconstructed" or "synthetic")"#),
        Refusal("an unknown origin", #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "phone"}}"#,
                #"capture.origin: expected an origin: "device", "reconstructed" or "synthetic", found a string ("phone")"#),
        Refusal("a startedAt with an offset", #"{"format": "deepcut-trace", "version": 1, "capture": {"startedAt": "2026-05-12T09:14:03+02:00"}}"#,
                #"capture.startedAt: expected an RFC 3339 UTC time such as "2026-05-12T09:14:03Z" (Z or +00:00, optional fraction), found a string ("2026-05-12T09:14:03+02:00")"#),
        Refusal("a startedAt on a day that does not exist", #"{"format": "deepcut-trace", "version": 1, "capture": {"startedAt": "2026-02-30T09:14:03Z"}}"#,
                #"capture.startedAt: expected an RFC 3339 UTC time such as "2026-05-12T09:14:03Z" (Z or +00:00, optional fraction), found a string ("2026-02-30T09:14:03Z")"#),
        Refusal("a device that is not a string", #"{"format": "deepcut-trace", "version": 1, "capture": {"device": 16}}"#,
                "capture.device: expected a string, found a number (16)"),
        Refusal("a batch size of 0", ##"{"format": "deepcut-trace", "version": 1, "engine": {"batchSize": 0}}"##,
                "engine.batchSize: expected an integer ≥ 1, found a number (0)"),
        Refusal("a batch size with a fraction", #"{"format": "deepcut-trace", "version": 1, "engine": {"batchSize": 2.5}}"#,
                "engine.batchSize: expected an integer, found a number (2.5)"),
        Refusal("a negative snapshot TTL", #"{"format": "deepcut-trace", "version": 1, "engine": {"snapshotTTL": -1}}"#,
                "engine.snapshotTTL: expected a number ≥ 0, found a number (-1)"),
        Refusal("engine settings that are not an object", #"{"format": "deepcut-trace", "version": 1, "engine": [40]}"#,
                #"engine: expected an engine object {"batchSize"?, "snapshotTTL"?}, found an array"#),
    ]

    static let calls: [Refusal] = [
        .call("a call without seq", #"{"method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#,
              #"calls[0]: missing required key "seq" (an integer ≥ 0 numbering the call)"#),
        .call("a negative seq", #"{"seq": -1, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#,
              "calls[0].seq: expected an integer ≥ 0, found a number (-1)"),
        .call("a seq with a fraction", #"{"seq": 1.5}"#, "calls[0].seq: expected an integer, found a number (1.5)"),
        .call("a seq in exponent form", #"{"seq": 1e2}"#, "calls[0].seq: expected an integer, found a number (1e2)"),
        .call("a seq that is a string", #"{"seq": "1"}"#, #"calls[0].seq: expected an integer, found a string ("1")"#),
        .call("a seq beyond 64 bits", #"{"seq": 99999999999999999999}"#,
              "calls[0].seq: expected an integer between -9223372036854775808 and 9223372036854775807, found a number (99999999999999999999)"),
        .call("a call without method", #"{"seq": 0, "args": {}, "result": {"artists": []}}"#,
              "calls[0]: missing required key \"method\" (\(methods))"),
        .call("an unknown method", #"{"seq": 0, "method": "fetchEverything"}"#,
              "calls[0].method: expected \(methods), found a string (\"fetchEverything\")"),
        .call("a method that is not a string", #"{"seq": 0, "method": 3}"#,
              "calls[0].method: expected \(methods), found a number (3)"),
        .call("both result and error", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}, "error": {"kind": "cancelled"}}"#,
              #"calls[0]: a call holds "result" or "error", not both"#),
        .call("neither result nor error", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}}"#,
              #"calls[0]: a call holds "result" or "error", and this one holds neither"#),
        .call("a call that is not an object", "[]", "calls[0]: expected a call object, found an array"),
        .call("a call without args", #"{"seq": 0, "method": "fetchTracks", "result": {"tracks": []}}"#,
              #"calls[0]: missing required key "args" (fetchTracks takes {"albumID": string})"#),
        .call("args without the method's argument", #"{"seq": 0, "method": "fetchTracks", "args": {}, "result": {"tracks": []}}"#,
              #"calls[0].args: missing required key "albumID" (fetchTracks takes {"albumID": string})"#),
        .call("args with another method's argument", #"{"seq": 0, "method": "fetchTracks", "args": {"artistID": "r.A"}}"#,
              #"calls[0].args.artistID: fetchTracks takes no "artistID" argument: its args are {"albumID": string}"#),
        .call("args with an argument for a method that takes none", #"{"seq": 0, "method": "fetchLibraryAlbums", "args": {"name": "x"}}"#,
              #"calls[0].args.name: fetchLibraryAlbums takes no "name" argument: its args are {}"#),
        .call("an argument of the wrong type", #"{"seq": 0, "method": "fetchTracks", "args": {"albumID": 1440935467}}"#,
              "calls[0].args.albumID: expected a string (a catalog album id), found a number (1440935467)"),
        .call("a track id that is a number", #"{"seq": 0, "method": "addTracksToLibrary", "args": {"trackIDs": ["i.A", 3]}}"#,
              "calls[0].args.trackIDs[1]: expected a string, found a number (3)"),
        .call("a write without its playlist", #"{"seq": 0, "method": "addTracksToPlaylist", "args": {"trackIDs": []}, "result": {}}"#,
              #"calls[0].args: missing required key "playlistID" (addTracksToPlaylist takes {"trackIDs": [string], "playlistID": string})"#),
        .call("an argument of the wrong type given before the method", #"{"seq": 0, "args": {"albumID": 5}, "method": "fetchTracks", "result": {"tracks": []}}"#,
              "calls[0].args.albumID: expected a string (a catalog album id), found a number (5)"),
        .call("a result key of another method given before the method", #"{"result": {"artists": []}, "seq": 0, "method": "fetchTracks", "args": {"albumID": "1"}}"#,
              #"calls[0].result.artists: "artists" does not belong in the result of fetchTracks: it is {"tracks": [track]}"#),
        .call("args that are not an object", #"{"seq": 0, "method": "fetchTracks", "args": ["1"]}"#,
              #"calls[0].args: expected an args object {"albumID": string}, found an array"#),
        .call("a result without the method's key", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {}}"#,
              #"calls[0].result: missing required key "artists" (the result of fetchLibraryArtists is {"artists": [artist]})"#),
        .call("a result with another method's key", #"{"seq": 0, "method": "fetchLibraryAlbums", "args": {}, "result": {"artists": []}}"#,
              #"calls[0].result.artists: "artists" does not belong in the result of fetchLibraryAlbums: it is {"albums": [album]}"#),
        .call("a write result with a key", #"{"seq": 0, "method": "addTracksToLibrary", "args": {"trackIDs": []}, "result": {"tracks": []}}"#,
              #"calls[0].result.tracks: "tracks" does not belong in the result of addTracksToLibrary: it is {}"#),
        .call("hasMore outside catalog releases", #"{"seq": 0, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [], "hasMore": true}}"#,
              #"calls[0].result.hasMore: "hasMore" does not belong in the result of fetchLibraryAlbums: it is {"albums": [album]}"#),
        .call("a hasMore that is not a boolean", #"{"seq": 0, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"albums": [], "hasMore": "yes"}}"#,
              #"calls[0].result.hasMore: expected a boolean (true or false), found a string ("yes")"#),
        .call("a result that is not an object", Calls.tracks(result: "[]"),
              #"calls[0].result: expected a result object {"tracks": [track]}, found an array"#),
        .call("tracks that are not an array", Calls.tracks(result: #"{"tracks": {}}"#),
              "calls[0].result.tracks: expected an array of tracks, found an object"),
        .call("a track number that is a string", Calls.tracks(result: #"{"tracks": [{"id": "1", "title": "a", "artistName": "b", "trackNumber": "4"}]}"#),
              #"calls[0].result.tracks[0].trackNumber: expected an integer, found a string ("4")"#),
        .call("a track without title", Calls.tracks(result: #"{"tracks": [{"id": "1", "artistName": "b"}]}"#),
              #"calls[0].result.tracks[0]: missing required key "title""#),
        .call("an album title that is a number", Calls.albums(#"{"id": "l.A", "title": 12, "artistName": "b"}"#),
              "calls[0].result.albums[0].title: expected a string, found a number (12)"),
        .call("an album without artistName", Calls.albums(#"{"id": "l.A", "title": "a"}"#),
              #"calls[0].result.albums[0]: missing required key "artistName""#),
        .call("an impossible release date", Calls.albums(#"{"id": "l.A", "title": "a", "artistName": "b", "releaseDate": "2023-02-29"}"#),
              #"calls[0].result.albums[0].releaseDate: expected a release date YYYY, YYYY-MM or YYYY-MM-DD, found a string ("2023-02-29")"#),
        .call("a release date with slashes", Calls.albums(#"{"id": "l.A", "title": "a", "artistName": "b", "releaseDate": "2023/02/01"}"#),
              #"calls[0].result.albums[0].releaseDate: expected a release date YYYY, YYYY-MM or YYYY-MM-DD, found a string ("2023/02/01")"#),
        .call("a release date with a time", Calls.albums(#"{"id": "l.A", "title": "a", "artistName": "b", "releaseDate": "2023-02-01T00:00:00Z"}"#),
              #"calls[0].result.albums[0].releaseDate: expected a release date YYYY, YYYY-MM or YYYY-MM-DD, found a string ("2023-02-01T00:00:00Z")"#),
        .call("an unknown content rating", Calls.albums(#"{"id": "l.A", "title": "a", "artistName": "b", "contentRating": "dirty"}"#),
              #"calls[0].result.albums[0].contentRating: expected a content rating: "explicit" or "clean", found a string ("dirty")"#),
        .call("null for an optional string", Calls.albums(#"{"id": "l.A", "title": "a", "artistName": "b", "artistID": null}"#),
              "calls[0].result.albums[0].artistID: expected a string, found null"),
        .call("an album key twice", Calls.albums(#"{"id": "l.A", "title": "a", "title": "b"}"#),
              #"calls[0].result.albums[0]: duplicate key "title": a key may appear only once in an object"#),
        .call("an artist without name", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.A"}]}}"#,
              #"calls[0].result.artists[0]: missing required key "name""#),
        .call("a playlist that is an array", #"{"seq": 0, "method": "fetchPlaylist", "args": {"name": "Deep Cuts"}, "result": {"playlist": []}}"#,
              #"calls[0].result.playlist: expected a playlist object {"id", "name", ...} or null, found an array"#),
        .call("a negative at", Calls.at("-0.5"), "calls[0].at: expected a number ≥ 0, found a number (-0.5)"),
        .call("a negative durationMs", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "durationMs": -3, "result": {"artists": []}}"#,
              "calls[0].durationMs: expected a number ≥ 0, found a number (-3)"),
        .call("a durationMs that is a string", #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "durationMs": "3"}"#,
              #"calls[0].durationMs: expected a number, found a string ("3")"#),
        .call("an error without kind", Calls.error(#"{"status": 404}"#),
              #"calls[0].error: missing required key "kind" (http, authorization, network, cancelled or other)"#),
        .call("an unknown error kind", Calls.error(#"{"kind": "timeout"}"#),
              #"calls[0].error.kind: expected an error kind: http, authorization, network, cancelled or other, found a string ("timeout")"#),
        .call("an http error without status", Calls.error(#"{"kind": "http", "code": "40400"}"#),
              #"calls[0].error: missing required key "status" (an http error gives its HTTP status)"#),
        .call("an http status that is a string", Calls.error(#"{"kind": "http", "status": "404"}"#),
              #"calls[0].error.status: expected an integer (the HTTP status), found a string ("404")"#),
        .call("an unknown authorization reason", Calls.error(#"{"kind": "authorization", "reason": "sleepy"}"#),
              #"calls[0].error.reason: expected an authorization reason: permissionDenied, userNotSignedIn, privacyAcknowledgementRequired, userTokenRevoked, notSubscribed, found a string ("sleepy")"#),
        .call("a status in a network error", Calls.error(#"{"kind": "network", "status": 500}"#),
              #"calls[0].error.status: "status" does not belong in a "network" error: its keys are "kind", "detail""#),
        .call("a reason in an http error", Calls.error(#"{"reason": "notSubscribed", "kind": "http", "status": 401}"#),
              #"calls[0].error.reason: "reason" does not belong in a "http" error: its keys are "kind", "status", "code", "title", "detail""#),
        .call("an error that is a string", Calls.error(#""404""#),
              #"calls[0].error: expected an error object {"kind": ...}, found a string ("404")"#),
    ]

    static let tail: [Refusal] = [
        .top("diagnostics that are not an object", #", "diagnostics": []"#,
             #"diagnostics: expected a diagnostics object {"libraryArtistCount"?, "artists"?}, found an array"#),
        .top("an artist count that is a string", #", "diagnostics": {"libraryArtistCount": "many"}"#,
             #"diagnostics.libraryArtistCount: expected an integer, found a string ("many")"#),
        .top("diagnostics artists that are not an array", #", "diagnostics": {"artists": {}}"#,
             #"diagnostics.artists: expected an array of {"artistID", "name", "total", "owned", "cuts"}, found an object"#),
        .top("a diagnostics total with a fraction", #", "diagnostics": {"artists": [{"artistID": "r.A", "name": "A", "total": 1.5, "owned": 0, "cuts": 1}]}"#,
             "diagnostics.artists[0].total: expected an integer, found a number (1.5)"),
        .top("a diagnostics artist without cuts", #", "diagnostics": {"artists": [{"artistID": "r.A", "name": "A", "total": 1, "owned": 0}]}"#,
             #"diagnostics.artists[0]: missing required key "cuts""#),
        .top("a session that is not an array", #", "session": {}"#, "session: expected an array of steps, found an object"),
        .top("a step without action", #", "session": [{"at": 1}]"#,
             #"session[0]: missing required key "action" (refresh, openRelease, retryTracks, addToPlaylist, dismiss)"#),
        .top("an unknown action", #", "session": [{"action": "scroll"}]"#,
             #"session[0].action: expected an action: refresh, openRelease, retryTracks, addToPlaylist, dismiss, found a string ("scroll")"#),
        .top("an openRelease without albumID", #", "session": [{"action": "openRelease"}]"#,
             #"session[0]: missing required key "albumID" (openRelease takes "albumID")"#),
        .top("an addToPlaylist without playlistName", #", "session": [{"action": "addToPlaylist", "albumID": "1"}]"#,
             #"session[0]: missing required key "playlistName" (addToPlaylist takes "albumID" and "playlistName")"#),
        .top("a refresh with an albumID", #", "session": [{"albumID": "1", "action": "refresh"}]"#,
             #"session[0].albumID: refresh takes no "albumID": it takes no arguments"#),
        .top("a dismiss with a playlistName", #", "session": [{"action": "dismiss", "albumID": "1", "playlistName": "x"}]"#,
             #"session[0].playlistName: dismiss takes no "playlistName": it takes "albumID""#),
        .top("an albumID that is a number", #", "session": [{"action": "dismiss", "albumID": 1}]"#,
             "session[0].albumID: expected a string, found a number (1)"),
        .top("tracks expected of a refresh", #", "session": [{"action": "refresh", "expect": {"tracks": "loaded"}}]"#,
             #"session[0].expect.tracks: "tracks" does not belong in expect for refresh: it takes state, checked, failed, feedCount, feed, checkedArtistIDs"#),
        .top("a feed expected of openRelease", #", "session": [{"expect": {"feed": []}, "action": "openRelease", "albumID": "1"}]"#,
             #"session[0].expect.feed: "feed" does not belong in expect for openRelease: it takes tracks, trackIDs"#),
        .top("a state observed for dismiss", #", "session": [{"action": "dismiss", "albumID": "1", "observed": {"state": "loaded"}}]"#,
             #"session[0].observed.state: "state" does not belong in observed for dismiss: it takes feedCount, feed, policy"#),
        .top("an expectation given before the action, with another action's key", #", "session": [{"expect": {"tracks": "loaded"}, "action": "refresh"}]"#,
             #"session[0].expect.tracks: "tracks" does not belong in expect for refresh: it takes state, checked, failed, feedCount, feed, checkedArtistIDs"#),
        .top("a policy in expect", #", "session": [{"action": "refresh", "expect": {"policy": "strict"}}]"#,
             #"session[0].expect.policy: "policy" belongs in "observed" only: it names the failure policy the device ran"#),
        .top("a refresh observed without policy", #", "session": [{"action": "refresh", "observed": {"state": "caughtUp"}}]"#,
             #"session[0].observed: missing required key "policy" (a refresh's observed names the failure policy the device ran: strict or legacy)"#),
        .top("an unknown state", #", "session": [{"action": "refresh", "expect": {"state": "happy"}}]"#,
             #"session[0].expect.state: expected a state: loaded, caughtUp, degraded or failed, found a string ("happy")"#),
        .top("an unknown policy", #", "session": [{"action": "refresh", "observed": {"policy": "lenient"}}]"#,
             #"session[0].observed.policy: expected a policy: strict or legacy, found a string ("lenient")"#),
        .top("a negative checked count", #", "session": [{"action": "refresh", "expect": {"checked": -1}}]"#,
             "session[0].expect.checked: expected an integer ≥ 0, found a number (-1)"),
        .top("a feed with a number", #", "session": [{"action": "dismiss", "albumID": "1", "expect": {"feed": ["1", 2]}}]"#,
             "session[0].expect.feed[1]: expected a string, found a number (2)"),
        .top("an unknown tracks state", #", "session": [{"action": "retryTracks", "albumID": "1", "expect": {"tracks": "some"}}]"#,
             #"session[0].expect.tracks: expected a tracks state: loaded, empty or failed, found a string ("some")"#),
        .top("a step at that is a string", #", "session": [{"action": "refresh", "at": "noon"}]"#,
             #"session[0].at: expected a number, found a string ("noon")"#),
    ]

    /// The methods the reader names, in the protocol's order.
    static let methods = "a method: " + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", ")

    @Test("refuses a header that breaks the format", arguments: header)
    func refusesHeader(_ refusal: Refusal) throws {
        let error = try #require(TraceSamples.readError(refusal.document))
        #expect(error.pathAndMessage == refusal.expected)
    }

    @Test("refuses a call that breaks the format", arguments: calls)
    func refusesCall(_ refusal: Refusal) throws {
        let error = try #require(TraceSamples.readError(refusal.document))
        #expect(error.pathAndMessage == refusal.expected)
    }

    @Test("refuses diagnostics and session steps that break the format", arguments: tail)
    func refusesTail(_ refusal: Refusal) throws {
        let error = try #require(TraceSamples.readError(refusal.document))
        #expect(error.pathAndMessage == refusal.expected)
    }

    @Test("names both places of a repeated seq")
    func namesBothPlacesOfRepeatedSeq() throws {
        let document = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"},
         "calls": [
          {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}},
          {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
          {"seq": 0, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}]}
        """
        let error = try #require(TraceSamples.readError(document, sourceName: "Fixtures/seq.json"))
        #expect(error.description
            == "Fixtures/seq.json:6:11: calls[2].seq: seq 0 is used twice: by calls[0] (line 4, column 11) and here")
        guard case .duplicateSeq(_, _, let seq, let firstPath, _) = error else {
            Issue.record("expected a duplicateSeq error, got \(error)")
            return
        }
        #expect(seq == 0)
        #expect(firstPath == "calls[0]")
    }

    @Test("gives the file, line, column, path, expectation and finding, word for word")
    func givesFullMessage() throws {
        let document = """
        {
          "format": "deepcut-trace",
          "version": 1,
          "capture": {"origin": "device", "title": "Björk’s catalog", "startedAt": "2026-05-12T09:14:03Z"},
          "calls": [
            {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}},
            {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
            {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
            {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Bjork01"}, "result": {"albums": [
              {"id": "1440935467", "title": "Début", "artistName": "Björk"},
              {"id": "1440935468", "title": 12, "artistName": "Björk"}]}}
          ]
        }
        """
        let error = try #require(TraceSamples.readError(document, sourceName: "Traces/x.json"))
        #expect(error.description
            == "Traces/x.json:11:37: calls[3].result.albums[1].title: expected a string, found a number (12)")
        #expect(error.location == TraceSourceLocation(file: "Traces/x.json", line: 11, column: 37, offset: 638))
    }

    @Test("places an error in a value read after the key that says how to read it at that value")
    func placesDeferredErrors() throws {
        let document = #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "device", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}, "calls": [{"seq": 0, "args": {"albumID": 5}, "method": "fetchTracks"}]}"#
        let error = try #require(TraceSamples.readError(document))
        let offset = try #require(document.range(of: #""albumID": 5"#)).upperBound.utf16Offset(in: document) - 1
        #expect(error.location == TraceSourceLocation(file: nil, line: 1, column: offset + 1, offset: offset))
        #expect(error.description == "1:\(offset + 1): calls[0].args.albumID: expected a string (a catalog album id), found a number (5)")
    }

    @Test("counts columns in characters, not bytes")
    func countsColumnsInCharacters() throws {
        let document = #"{"format": "deepcut-trace", "version": 1, "capture": {"title": "Björk’s", "origin": "robot"}}"#
        let error = try #require(TraceSamples.readError(document))
        // The value `"robot"` is the 85th character; "ö" and "’" before it are 5 bytes but 2 characters.
        #expect(error.location?.column == 85)
        #expect(error.location?.line == 1)
        #expect(error.location?.offset == 87)
    }
}
