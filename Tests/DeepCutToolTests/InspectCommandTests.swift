import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("inspect lists the library ids sent in catalog calls, with counts, and flags the 404s")
    @MainActor
    struct InspectCommandTests {
        /// Library ids in catalog calls, repeated; a catalog id that must not be listed; a
        /// library album id sent to fetchTracks; a cut-short answer; errors of every kind.
        static let libraryIDs = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "device", "title": "Library ids everywhere", "startedAt": "2026-05-12T09:14:03Z",
                     "device": "iPhone 15", "os": "iOS 18.4", "storefront": "br"},
         "calls": [
          {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
            {"id": "r.A1", "name": "Acid Bath"}, {"id": "r.B2", "name": "Boris"}]}},
          {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
          {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "error": {"kind": "network", "detail": "offline"}},
          {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 1, "durationMs": 200,
           "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
          {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.B2"}, "at": 1.5,
           "error": {"kind": "http", "status": 429, "code": "42900", "title": "Too Many Requests"}},
          {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.B2"}, "at": 3,
           "result": {"albums": [{"id": "100", "title": "Pink", "artistName": "Boris"}], "hasMore": true}},
          {"seq": 6, "method": "fetchCatalogReleases", "args": {"artistID": "1440935467"}, "result": {"albums": []}},
          {"seq": 7, "method": "fetchTracks", "args": {"albumID": "l.Xy9"},
           "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
          {"seq": 8, "method": "fetchTracks", "args": {"albumID": "100"}, "result": {"tracks": []}},
          {"seq": 9, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 125.2, "durationMs": 1500,
           "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
          {"seq": 10, "method": "addTracksToLibrary", "args": {"trackIDs": ["i.1"]}, "error": {"kind": "authorization", "reason": "notSubscribed"}}
         ]}

        """

        /// Runs `inspect` on a document written to a file named `name` in a fresh folder.
        func inspect(_ document: String, name: String, options: [String] = []) async throws -> ToolResult {
            try await withTemporaryFolder { folder in
                try folder.write(document, to: name)
                return await DeepCutReplayTool.run(["inspect", folder.appendingPathComponent(name).path] + options)
            }
        }

        @Test("the format example: two library ids, one answered 404, flagged as the bug that emptied the Discover tab")
        func formatExample() async throws {
            let result = try await inspect(SampleTraces.formatExample, name: "example.json")
            #expect(result.status == .success)
            #expect(result.standardError == "")
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            #expect(lines.joined(separator: "\n") == """
                Capture   Catalog ids asked for with library ids
                          reconstructed · iPhone 16 Pro · iOS 18.5 · started 2026-05-12T09:14:03Z
                Session   1 step

                Calls     5
                  fetchLibraryArtists        1   1 answered
                  fetchLibraryAlbums         1   1 answered
                  fetchRecentlyPlayed        1   1 answered
                  fetchCatalogReleases       2   1 answered · 1 HTTP 404 (40400)

                Lints     1: library-id-to-catalog
                  ⚠ library-id-to-catalog: 1 catalog call sent a library id and got HTTP 404
                      seq 3  Acid Bath (r.Ab12Cd)  HTTP 404 (40400)
                    On the phone: The catalog does not know library ids (r., l., i., p.): every such request is refused with HTTP 404, the console fills with errors, and the few artists answered empty make the Discover tab say "you're all caught up" with nothing in it.
                    Fix: Ask through the library item instead of sending its id to the catalog: libraryArtist.with([.albums], preferredSource: .catalog) for an artist's releases, and a catalog album (from that answer) for tracks.

                Errors    1
                       1  HTTP 404 (40400)

                Library ids sent in catalog calls: 2 distinct
                  fetchCatalogReleases: 2 library ids in 2 calls
                    1 id answered (asked through the library artist, as designed)
                    1 id refused:
                      r.Ab12Cd  ×1  HTTP 404 (40400)
                  ⚠ 1 catalog call got HTTP 404: see library-id-to-catalog above

                Cut short (hasMore): 0 artists

                """)
            #expect(result.standardOutput.hasPrefix("Trace     /"))
            #expect(result.standardOutput.hasPrefix("Trace     \(FileManager.default.temporaryDirectory.path)") ||
                    result.standardOutput.contains("/example.json\n"))
        }

        @Test("repeated ids are counted with their last outcome; catalog ids are left out; every error is grouped")
        func repeatedIDs() async throws {
            let trace = try SampleTraces.trace(Self.libraryIDs)
            let inspection = TraceInspection(trace)
            #expect(inspection.callCount == 11)
            #expect(inspection.libraryIDs.map { "\($0.method.rawValue) \($0.id) ×\($0.count) \($0.outcome)" } == [
                "fetchCatalogReleases r.A1 ×2 HTTP 404 (40400)",
                "fetchCatalogReleases r.B2 ×2 answered",
                "fetchTracks l.Xy9 ×1 HTTP 404 (40400)",
            ])
            #expect(inspection.libraryIDNotFound == 1, "fetchTracks sent a library album id: the bug class")
            #expect(inspection.libraryArtistNotFound == 2, "r.B2 brought back an album, so r.A1's 404s are not")
            #expect(inspection.libraryArtistsWithAlbums == 1)
            #expect(inspection.errors.map { "\($0.count) \($0.group)" } == [
                "3 HTTP 404 (40400)", "1 HTTP 429 (42900)", "1 authorization notSubscribed", "1 network",
            ])
            #expect(inspection.cutShort.map(\.artistID) == ["r.B2"])
            #expect(inspection.cutShort.map(\.albums) == [1])
            #expect(inspection.span?.first == 1)
            #expect(inspection.span?.last == 126.7)
            #expect(inspection.sessionSteps == nil)

            let result = try await inspect(Self.libraryIDs, name: "ids.json")
            #expect(result.status == .success)
            let text = result.standardOutput
            #expect(text.contains("""
                Span      +1 s to +2m 07s (2m 06s)
                Session   none (one refresh is replayed)

                Calls     11
                  fetchLibraryArtists        1   1 answered
                  fetchLibraryAlbums         1   1 answered
                  fetchRecentlyPlayed        1   0 answered · 1 network
                  fetchCatalogReleases       5   2 answered · 2 HTTP 404 (40400) · 1 HTTP 429 (42900)
                  fetchTracks                2   1 answered · 1 HTTP 404 (40400)
                  addTracksToLibrary         1   0 answered · 1 authorization notSubscribed

                Lints     3: library-id-to-catalog, capped-discography, authorization
                  ⚠ library-id-to-catalog: 1 catalog call sent a library id and got HTTP 404
                      seq 7  fetchTracks(albumID: "l.Xy9"): HTTP 404 (40400)
                    On the phone: The catalog does not know library ids (r., l., i., p.): every such request is refused with HTTP 404, the console fills with errors, and the few artists answered empty make the Discover tab say "you're all caught up" with nothing in it.
                    Fix: Ask through the library item instead of sending its id to the catalog: libraryArtist.with([.albums], preferredSource: .catalog) for an artist's releases, and a catalog album (from that answer) for tracks.
                  ⚠ capped-discography: 1 artist got one page of albums and no next page
                      seq 5  Boris (r.B2)  1 album, hasMore
                    On the phone: The albums relationship comes in pages (25 by default, 100 at most) with a next link; with([.albums]) returns the first page only. A prolific artist's other releases never reach the feed, so their deep cuts are missing and the printed total stops at the page size.
                    Fix: Follow the pages: while albums.hasNextBatch, append try await albums.nextBatch(limit: 100) (MusicItemCollection), and record hasMore only when the last page still had a next link.
                  ⚠ authorization: 1 call refused for authorization; 0 calls made after the first refusal (seq 10)
                      seq 10  addTracksToLibrary: authorization notSubscribed
                    On the phone: MusicKit refused before any request was made (access denied, no subscription, no account): nothing loads, and every call made after the first refusal is refused the same way.
                    Fix: Check MusicAuthorization.currentStatus (ask with MusicAuthorization.request()) and MusicSubscription.current.canPlayCatalogContent before a refresh, stop at the first refusal, and tell the user what to allow.

                Errors    6
                       3  HTTP 404 (40400)
                       1  HTTP 429 (42900)
                       1  authorization notSubscribed
                       1  network

                Library ids sent in catalog calls: 3 distinct
                  fetchCatalogReleases: 2 library ids in 4 calls
                    1 id answered (asked through the library artist, as designed)
                    1 id refused:
                      r.A1  ×2  HTTP 404 (40400)
                  fetchTracks: 1 library id in 1 call
                      l.Xy9  ×1  HTTP 404 (40400)
                  ⚠ 1 catalog call got HTTP 404: see library-id-to-catalog above
                  2 fetchCatalogReleases calls got HTTP 404 for a library artist the catalog does not have; 1 other library artist brought back albums, so the ids were sent as designed

                Cut short (hasMore): 1 artist
                  r.B2  1 album returned

                """))
            #expect(!text.contains("1440935467"), "a catalog id is not a library id")
        }

        @Test("the JSON form carries the same counts")
        func json() async throws {
            let result = try await inspect(Self.libraryIDs, name: "ids.json", options: ["--format", "json"])
            #expect(result.status == .success)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(object["format"] as? String == "deepcut-replay-inspection")
            #expect(object["calls"] as? Int == 11)
            #expect(object["libraryIDNotFound"] as? Int == 1)
            #expect(object["libraryArtistNotFound"] as? Int == 2)
            #expect(object["libraryArtistsWithAlbums"] as? Int == 1)
            let ids = try #require(object["libraryIDsInCatalogCalls"] as? [[String: Any]])
            #expect(ids.map { $0["id"] as? String } == ["r.A1", "r.B2", "l.Xy9"])
            #expect(ids.map { $0["count"] as? Int } == [2, 2, 1])
            let errors = try #require(object["errors"] as? [String: Int])
            #expect(errors == ["HTTP 404 (40400)": 3, "HTTP 429 (42900)": 1, "authorization notSubscribed": 1, "network": 1])
        }

        @Test("a trace without 404s has no warning")
        func noWarning() async throws {
            let document = SampleTraces.libraryIDSession(notFound: 0, empty: 3, observed: nil, expect: nil)
            let result = try await inspect(document, name: "fine.json")
            #expect(result.standardOutput.contains("  fetchCatalogReleases: 3 library ids in 3 calls\n"))
            #expect(!result.standardOutput.contains("⚠"))
        }

        @Test("the first 20 refused library ids are listed unless --all is given", arguments: [false, true])
        func listLimit(all: Bool) async throws {
            let document = SampleTraces.libraryIDSession(notFound: 30, empty: 2, observed: nil, expect: nil)
            let result = try await inspect(document, name: "g.json", options: all ? ["--all"] : [])
            #expect(result.status == .success)
            let listed = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("      r.A") }
            #expect(listed.count == (all ? 30 : 20))
            #expect(result.standardOutput.contains("      … and 10 more (--all lists every one)\n") == !all)
            #expect(result.standardOutput.contains("Library ids sent in catalog calls: 32 distinct\n"))
            #expect(result.standardOutput.contains("    2 ids answered (asked through the library artist, as designed)\n"))
        }

        @Test("error codes that differ only in their code points (é and e + U+0301) are counted apart, in a fixed order")
        func codePointsTellCodesApart() async throws {
            let codes = ["e\u{301}", "\u{E9}"]
            let calls = codes.enumerated().map { index, code in
                #"{"seq": \#(index), "method": "fetchCatalogReleases", "args": {"artistID": "r.A\#(index)"}, "#
                    + #""error": {"kind": "http", "status": 404, "code": "\#(code)"}}"#
            }
            let document = #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "#
                + #""startedAt": "2026-05-12T09:14:03Z"}, "calls": [\#(calls.joined(separator: ", "))]}"#
            let result = try await inspect(document, name: "e.json")
            #expect(result.status == .success)
            #expect(result.standardOutput.contains(
                "\nErrors    2\n       1  HTTP 404 (\(codes[0]))\n       1  HTTP 404 (\(codes[1]))\n"))
            #expect(result.standardOutput.contains("  fetchCatalogReleases       2   0 answered · 1 HTTP 404 (\(codes[0])) · 1 HTTP 404 (\(codes[1]))\n"))
        }
    }
}
