import DeepCutKit
import DeepCutTrace
import Foundation

/// Documents and traces the suites share.
enum TraceSamples {
    /// The example of TRACE-FORMAT.md, verbatim.
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

    static let startedAt = TraceTimestamp("2026-05-12T09:14:03Z")!

    static let capture = TraceCapture(origin: .synthetic, title: "A test session", startedAt: startedAt)

    /// A minimal valid document with `calls` replaced by `callsJSON`.
    static func document(calls callsJSON: String, extra: String = "") -> String {
        """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"},
         "calls": [\(callsJSON)]\(extra)}
        """
    }

    /// The error reading `text` throws, or nil when it reads.
    static func readError(_ text: String, sourceName: String? = nil) -> TraceReadError? {
        do {
            _ = try TraceReader.read(string: text, sourceName: sourceName)
            return nil
        } catch {
            return error
        }
    }
}
