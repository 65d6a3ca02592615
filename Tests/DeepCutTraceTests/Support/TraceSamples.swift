import DeepCutFixtures
import DeepCutKit
import DeepCutTestSupport
import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// Documents and traces the suites share.
enum TraceSamples {
    /// The example of Docs/TraceFormat.md "The bug in one refresh", verbatim.
    static let formatExample = FormatExample.document

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

extension TraceSamples {
    /// A trace holding everything `SampleLibrary.standard` answers, every
    /// error kind, the three writes, engine settings, diagnostics and a session.
    static func standardTrace() -> Trace {
        let library = SampleLibrary.standard
        var calls: [TraceCall] = []
        func add(_ request: TraceRequest, _ outcome: TraceOutcome) {
            calls.append(TraceCall(seq: calls.count, request: request, outcome: outcome,
                                   at: Double(calls.count) * 0.125, durationMs: Double(calls.count % 7) * 33.3))
        }
        add(.fetchLibraryArtists, .success(.artists(library.artists)))
        add(.fetchLibraryAlbums, .success(.albums(library.albums)))
        add(.fetchRecentlyPlayed, .success(.tracks(library.recentlyPlayed)))
        for artist in library.artists {
            add(.fetchCatalogReleases(artistID: artist.id), .success(.catalogReleases(library.catalog[artist.id]!)))
        }
        for albumID in library.tracks.keys.sorted() {
            add(.fetchTracks(albumID: albumID), .success(.tracks(library.tracks[albumID]!)))
        }
        add(.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(library.playlists.first)))
        add(.fetchPlaylist(name: "Nope"), .success(.playlist(nil)))
        add(.fetchCatalogReleases(artistID: "r.Bjork01"), .failure(.http(status: 429, title: "Too Many Requests")))
        add(.fetchCatalogReleases(artistID: "r.Mitski"), .failure(.network(detail: "The Internet connection appears to be offline.")))
        add(.fetchTracks(albumID: "1"), .failure(.authorization(.userTokenRevoked)))
        add(.fetchTracks(albumID: "2"), .failure(.cancelled))
        add(.fetchTracks(albumID: "3"), .failure(.other(detail: "Error Domain=MPErrorDomain Code=5 \"(null)\"")))
        add(.addTracksToLibrary(trackIDs: ["1", "2"]), .success(.written))
        add(.addTracksToPlaylist(trackIDs: ["1", "2"], playlistID: "p.DeepCuts"), .success(.written))
        add(.removeTracksFromPlaylist(trackIDs: ["2"], playlistID: "p.DeepCuts"), .failure(.http(status: 403, code: "40300")))
        return Trace(
            capture: TraceCapture(origin: .synthetic, title: "Standard sample library", startedAt: startedAt,
                                  app: "1.4 (212)", device: "iPhone 16 Pro", os: "iOS 18.5", storefront: "us",
                                  notes: "generated from SampleLibrary.standard"),
            calls: calls,
            engine: TraceEngineSettings(batchSize: 40, snapshotTTL: 3600),
            diagnostics: TraceDiagnostics(libraryArtistCount: library.artists.count, artists: [
                .init(artistID: "r.AsapRocky", name: "A$AP Rocky", total: 25, owned: 6, cuts: 19),
                .init(artistID: "r.AcidBath", name: "Acid Bath", total: 7, owned: 6, cuts: 1),
            ]),
            session: [
                SessionStep(action: .refresh, at: 0, expect: SessionExpectation(state: .degraded, checked: 13, failed: 0),
                            observed: SessionExpectation(state: .caughtUp, policy: .legacy)),
                SessionStep(action: .openRelease(albumID: "1440935476"), expect: SessionExpectation(tracks: .loaded, trackIDs: ["1", "2"])),
                SessionStep(action: .retryTracks(albumID: "1440935476"), at: 30.5),
                SessionStep(action: .addToPlaylist(albumID: "1440935476", playlistName: "Deep Cuts"),
                            expect: SessionExpectation(feedCount: 40, feed: ["1", "2"])),
                SessionStep(action: .dismiss(albumID: "1440935477"), observed: SessionExpectation(policy: .strict)),
            ]
        )
    }
}
