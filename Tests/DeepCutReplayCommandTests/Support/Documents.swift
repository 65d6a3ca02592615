/// Trace documents the command line tests write to files.
enum Documents {
    /// The example of TRACE-FORMAT.md: the device's "caught up" reproduced under legacy, strict says degraded.
    static let formatExample = """
    {
      "format": "deepcut-trace",
      "version": 1,
      "capture": {"origin": "reconstructed", "title": "Catalog ids asked for with library ids",
                  "startedAt": "2026-05-12T09:14:03Z", "device": "iPhone 16 Pro", "os": "iOS 18.5"},
      "calls": [
        {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
          {"id": "r.Ab12Cd", "name": "Acid Bath"}, {"id": "r.Zz9Yy8", "name": "A.N.I.M.A.L."}]}},
        {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
        {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
        {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Ab12Cd"},
         "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
        {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"},
         "result": {"albums": []}}
      ],
      "session": [
        {"action": "refresh",
         "observed": {"policy": "legacy", "state": "caughtUp"},
         "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}}
      ]
    }

    """

    /// The example with a wrong expectation: two artists were checked, not three.
    static let wrongExpectation = formatExample.replacingOccurrences(of: #""checked": 2"#, with: #""checked": 3"#)

    /// The example made invalid: line 12, column 73 holds a number where the error's title must be a string.
    static let invalid = formatExample.replacingOccurrences(
        of: #""title": "Resource Not Found""#, with: #""title": 12"#)
}
