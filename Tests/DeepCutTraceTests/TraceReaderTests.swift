import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@Suite("TraceReader reads every document that follows the format")
struct TraceReaderTests {
    @Test("reads the example of Docs/TraceFormat.md \"The bug in one refresh\" into the trace it describes")
    func readsFormatExample() throws {
        let trace = try TraceReader.read(string: TraceSamples.formatExample)
        let expected = Trace(
            capture: TraceCapture(
                origin: .reconstructed, title: "Catalog ids asked for with library ids",
                startedAt: try #require(TraceTimestamp("2026-05-12T09:14:03Z")), device: "iPhone 16 Pro", os: "iOS 18.5"
            ),
            calls: [
                TraceCall(seq: 0, request: .fetchLibraryArtists, outcome: .success(.artists([
                    LibraryArtist(id: "r.Ab12Cd", name: "Acid Bath"), LibraryArtist(id: "r.Zz9Yy8", name: "A.N.I.M.A.L."),
                ]))),
                TraceCall(seq: 1, request: .fetchLibraryAlbums, outcome: .success(.albums([]))),
                TraceCall(seq: 2, request: .fetchRecentlyPlayed, outcome: .success(.tracks([]))),
                TraceCall(seq: 3, request: .fetchCatalogReleases(artistID: "r.Ab12Cd"),
                          outcome: .failure(.http(status: 404, code: "40400", title: "Resource Not Found"))),
                TraceCall(seq: 4, request: .fetchCatalogReleases(artistID: "r.Zz9Yy8"),
                          outcome: .success(.catalogReleases(CatalogReleases(albums: [])))),
            ],
            session: [
                SessionStep(
                    action: .refresh,
                    expect: SessionExpectation(state: .degraded, checked: 2, failed: 1, feedCount: 0),
                    observed: SessionExpectation(state: .caughtUp, policy: .legacy)
                ),
            ]
        )
        #expect(trace == expected)
        #expect(trace.truncation == nil)
        #expect(trace.capture.startedAt.date == Date(timeIntervalSince1970: 1_778_577_243))
    }

    @Test("reads keys in any order: args and result before method, expect before action")
    func readsKeysInAnyOrder() throws {
        let document = TraceSamples.document(
            calls: #"{"result": {"hasMore": true, "albums": [{"title": "Post", "artistName": "Björk", "id": "2"}]}, "args": {"artistID": "r.B"}, "method": "fetchCatalogReleases", "seq": 7}"#,
            extra: #", "session": [{"expect": {"trackIDs": ["1"]}, "observed": {"tracks": "empty"}, "albumID": "2", "action": "openRelease"}]"#
        )
        let trace = try TraceReader.read(string: document)
        let call = try #require(trace.calls.first)
        #expect(call.seq == 7)
        #expect(call.request == .fetchCatalogReleases(artistID: "r.B"))
        #expect(call.outcome == .success(.catalogReleases(CatalogReleases(
            albums: [LibraryAlbum(id: "2", title: "Post", artistName: "Björk")], hasMore: true))))
        #expect(trace.session == [SessionStep(
            action: .openRelease(albumID: "2"), expect: SessionExpectation(trackIDs: ["1"]),
            observed: SessionExpectation(tracks: .empty))])
    }

    struct Accepted: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let document: String
        let check: @Sendable (Trace) -> Bool
    }

    static let accepted: [Accepted] = [
        Accepted(testDescription: "escaped key names", document: TraceSamples.document(
            calls: #"{"\u0073eq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#),
            check: { $0.calls.first?.seq == 0 }),
        Accepted(testDescription: "escaped strings, surrogate pairs included", document: TraceSamples.document(
            calls: #"{"seq": 0, "method": "fetchPlaylist", "args": {"name": "Bj\u00f6rk \ud83c\udfb5 \"A\"\n\/"}, "result": {"playlist": null}}"#),
            check: { $0.calls.first?.request == .fetchPlaylist(name: "Björk 🎵 \"A\"\n/") }),
        Accepted(testDescription: "tabs and CRLF line ends between tokens", document:
            TraceSamples.document(calls: Calls.artists).replacingOccurrences(of: "\n", with: "\r\n\t"),
            check: { $0.calls.count == 1 }),
        Accepted(testDescription: "a byte order mark", document: "\u{FEFF}" + TraceSamples.document(calls: ""),
            check: { $0.calls.isEmpty }),
        Accepted(testDescription: "a startedAt with +00:00 and a fraction", document:
            TraceSamples.document(calls: "").replacingOccurrences(of: "2026-05-12T09:14:03Z", with: "2026-05-12T09:14:03.250+00:00"),
            check: { $0.capture.startedAt.date == Date(timeIntervalSince1970: 1_778_577_243.25)
                && $0.capture.startedAt.text == "2026-05-12T09:14:03.250+00:00" }),
        Accepted(testDescription: "a playlist that is null", document: TraceSamples.document(
            calls: #"{"seq": 0, "method": "fetchPlaylist", "args": {"name": "x"}, "result": {"playlist": null}}"#),
            check: { $0.calls.first?.outcome == .success(.playlist(nil)) }),
        Accepted(testDescription: "a playlist", document: TraceSamples.document(
            calls: #"{"seq": 0, "method": "fetchPlaylist", "args": {"name": "x"}, "result": {"playlist": {"id": "p.A", "name": "x", "isEditable": false}}}"#),
            check: { $0.calls.first?.outcome == .success(.playlist(LibraryPlaylist(id: "p.A", name: "x", isEditable: false))) }),
        Accepted(testDescription: "hasMore false and absent alike", document: TraceSamples.document(calls:
            #"{"seq": 0, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "result": {"albums": [], "hasMore": false}}, "#
            + #"{"seq": 1, "method": "fetchCatalogReleases", "args": {"artistID": "r.B"}, "result": {"albums": []}}"#),
            check: { $0.calls.map(\.outcome) == Array(repeating: .success(.catalogReleases(CatalogReleases(albums: []))), count: 2) }),
        Accepted(testDescription: "numbers in exponent and fraction form", document: TraceSamples.document(
            calls: #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "at": 1.5e2, "durationMs": 0.0001, "result": {"artists": []}}"#),
            check: { $0.calls.first?.at == 150 && $0.calls.first?.durationMs == 0.0001 }),
        Accepted(testDescription: "every album and track key", document: TraceSamples.document(calls:
            Calls.albums(#"{"id": "l.A", "title": "T", "artistName": "N", "artistID": "r.N", "releaseDate": "2019-06", "trackCount": 9, "isSingle": false, "contentRating": "clean", "catalogID": "12", "artworkURL": "https://a/{w}x{h}.jpg"}"#)
            + ", " + #"{"seq": 1, "method": "fetchTracks", "args": {"albumID": "12"}, "result": {"tracks": [{"id": "1", "title": "a", "artistName": "b", "albumTitle": "T", "albumID": "12", "trackNumber": 2, "discNumber": 1, "durationMs": 181000.5, "isrc": "USX"}]}}"#),
            check: { trace in
                trace.calls.map(\.outcome) == [
                    .success(.albums([LibraryAlbum(id: "l.A", title: "T", artistName: "N", artistID: "r.N",
                                                   releaseDate: ReleaseDate("2019-06"), trackCount: 9, isSingle: false,
                                                   contentRating: .clean, catalogID: "12", artworkURL: "https://a/{w}x{h}.jpg")])),
                    .success(.tracks([LibraryTrack(id: "1", title: "a", artistName: "b", albumTitle: "T", albumID: "12",
                                                   trackNumber: 2, discNumber: 1, durationMs: 181_000.5, isrc: "USX")])),
                ]
            }),
        Accepted(testDescription: "every error kind", document: TraceSamples.document(calls: [
            #"{"kind": "http", "status": 429, "detail": "slow down"}"#, #"{"kind": "authorization", "reason": "notSubscribed"}"#,
            #"{"kind": "authorization"}"#, #"{"kind": "network", "detail": "offline"}"#, #"{"kind": "cancelled"}"#, #"{"kind": "other"}"#,
        ].enumerated().map { index, error in
            #"{"seq": \#(index), "method": "fetchLibraryArtists", "args": {}, "error": \#(error)}"#
        }.joined(separator: ", ")),
            check: { $0.calls.map(\.outcome) == [
                .failure(.http(status: 429, detail: "slow down")), .failure(.authorization(.notSubscribed)),
                .failure(.authorization(nil)), .failure(.network(detail: "offline")), .failure(.cancelled), .failure(.other()),
            ] }),
        Accepted(testDescription: "every write", document: TraceSamples.document(calls: [
            #""method": "addTracksToLibrary", "args": {"trackIDs": ["1", "2"]}"#,
            #""method": "addTracksToPlaylist", "args": {"trackIDs": ["1"], "playlistID": "p.A"}"#,
            #""method": "removeTracksFromPlaylist", "args": {"playlistID": "p.A", "trackIDs": []}"#,
        ].enumerated().map { #"{"seq": \#($0.offset), \#($0.element), "result": {}}"# }.joined(separator: ", ")),
            check: { $0.calls.map(\.request) == [
                .addTracksToLibrary(trackIDs: ["1", "2"]), .addTracksToPlaylist(trackIDs: ["1"], playlistID: "p.A"),
                .removeTracksFromPlaylist(trackIDs: [], playlistID: "p.A"),
            ] && $0.calls.allSatisfy { $0.outcome == .success(.written) } }),
        Accepted(testDescription: "engine settings and diagnostics", document: TraceSamples.document(calls: "",
            extra: #", "engine": {"batchSize": 40, "snapshotTTL": 3600}, "diagnostics": {"libraryArtistCount": 1610, "artists": [{"artistID": "r.A", "name": "A.N.I.M.A.L.", "total": 25, "owned": 4, "cuts": 21}]}"#),
            check: { $0.engine == TraceEngineSettings(batchSize: 40, snapshotTTL: 3600)
                && $0.diagnostics == TraceDiagnostics(libraryArtistCount: 1610, artists: [
                    .init(artistID: "r.A", name: "A.N.I.M.A.L.", total: 25, owned: 4, cuts: 21)]) }),
        Accepted(testDescription: "an empty session, which is not an absent one", document: TraceSamples.document(calls: "", extra: #", "session": []"#),
            check: { $0.session == [] && $0.effectiveSession.isEmpty }),
        Accepted(testDescription: "no session, which means one refresh", document: TraceSamples.document(calls: ""),
            check: { $0.session == nil && $0.effectiveSession == [SessionStep(action: .refresh)] }),
        Accepted(testDescription: "every action with its arguments and a policy observed anywhere", document: TraceSamples.document(calls: "", extra: """
            , "session": [
              {"action": "refresh", "at": 0, "observed": {"policy": "strict"}, "expect": {"state": "loaded", "checked": 1, "failed": 0, "feedCount": 2, "feed": ["1", "2"], "checkedArtistIDs": ["r.A"]}},
              {"action": "openRelease", "albumID": "1", "expect": {"tracks": "failed"}},
              {"action": "retryTracks", "albumID": "1", "at": -5, "observed": {"policy": "legacy", "tracks": "loaded"}},
              {"action": "addToPlaylist", "albumID": "1", "playlistName": "Deep Cuts", "expect": {"feedCount": 1, "feed": ["2"]}},
              {"action": "dismiss", "albumID": "2", "expect": {"feedCount": 0}}]
            """),
            check: { $0.session?.map(\.action) == [
                .refresh, .openRelease(albumID: "1"), .retryTracks(albumID: "1"),
                .addToPlaylist(albumID: "1", playlistName: "Deep Cuts"), .dismiss(albumID: "2"),
            ] && $0.session?[0].expect == SessionExpectation(state: .loaded, checked: 1, failed: 0, feedCount: 2, feed: ["1", "2"], checkedArtistIDs: ["r.A"])
              && $0.session?[2].at == -5 && $0.session?[2].observed?.policy == .legacy }),
    ]

    @Test("accepts", arguments: accepted)
    func accepts(_ accepted: Accepted) throws {
        let trace = try TraceReader.read(string: accepted.document)
        #expect(accepted.check(trace))
    }

    @Test("reads a file, naming it in messages, and tells an unreadable file apart")
    func readsFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("TraceReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json")
        try Data(TraceSamples.formatExample.utf8).write(to: good)
        #expect(try TraceReader.read(contentsOf: good).calls.count == 5)

        let bad = directory.appendingPathComponent("bad.json")
        try Data(#"{"format": "deepcut-trace", "version": 3}"#.utf8).write(to: bad)
        #expect(throws: TraceReadError.unsupportedVersion(
            TraceSourceLocation(file: bad.path, line: 1, column: 40, offset: 39), version: 3)) {
            try TraceReader.read(contentsOf: bad)
        }

        let missing = directory.appendingPathComponent("missing.json")
        #expect(throws: TraceReadError.unreadable(path: missing.path, reason: "no such file")) {
            try TraceReader.read(contentsOf: missing)
        }
        #expect(throws: TraceReadError.unreadable(path: directory.path, reason: "it is a directory")) {
            try TraceReader.read(contentsOf: directory)
        }
        #expect(TraceReadError.unreadable(path: "a.json", reason: "no such file").description
            == "a.json: cannot read the file: no such file")
    }
}
