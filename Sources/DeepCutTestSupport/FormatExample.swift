/// The example of Docs/TraceFormat.md "The bug in one refresh", verbatim, for the suites of every
/// module: the device said "caught up" under the legacy check; the engine
/// today says degraded, two artists checked, one failed.
public enum FormatExample {
    /// The document's text, ending with a newline.
    public static let document = """
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
}
