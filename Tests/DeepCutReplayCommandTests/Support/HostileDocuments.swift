import Foundation

/// Small traces built around one hostile value, for the hostile-input suites.
enum HostileDocuments {
    /// The top level's first members: format, version and a capture with `captureExtra` appended.
    static func header(captureExtra: String = "") -> String {
        #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "hostile", "#
            + #""startedAt": "2026-05-12T09:14:03Z"\#(captureExtra)}"#
    }

    /// An empty library read once: the calls one refresh of the engine makes.
    static let emptyLibraryCalls = [
        #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#,
        #"{"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}}"#,
        #"{"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
    ]

    /// A session of one refresh of the empty library, checked: a trace
    /// without a check fails whatever the engine does.
    static let checkedSession = #"[{"action": "refresh", "expect": {"state": "caughtUp"}}]"#

    /// A trace whose calls are `calls` (default: an empty library), with a
    /// session when `session` is given and `extra` top-level members.
    static func trace(
        captureExtra: String = "", calls: [String] = emptyLibraryCalls, session: String? = nil, extra: String = ""
    ) -> String {
        header(captureExtra: captureExtra) + #", "calls": ["# + calls.joined(separator: ",\n")
            + "]" + (session.map { #", "session": \#($0)"# } ?? "") + extra + "}\n"
    }

    /// The calls of an empty library whose first call has these extra members (`"at": 1e19`).
    static func callsWithFirst(_ members: String) -> [String] {
        var calls = emptyLibraryCalls
        calls[0] = calls[0].replacingOccurrences(of: #""args": {}"#, with: #""args": {}, \#(members)"#)
        return calls
    }
}

extension URL {
    /// Writes `bytes` to `name` inside this folder.
    func write(bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: appendingPathComponent(name))
    }
}
