import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Testing

extension VerifySuites {
    /// Each lint's condition of Docs/Lints.md: a case that shows the pitfall, and the near cases that do not.
    @Suite("Each lint fires on the pitfall it names and stays silent on its look-alikes")
    struct LintConditionTests {
        typealias D = LintDocuments

        @Test("library-id-to-catalog: 404s for library artist ids fire only when no library artist id brought back albums")
        func libraryIDToCatalog() throws {
            let artists = D.artists([("r.A", "Acid Bath"), ("r.B", "Boris")])
            let fired = try #require(try D.finding("library-id-to-catalog", [
                artists, D.releasesError("r.A", D.notFound), D.releasesError("r.B", D.notFound)]))
            #expect(fired.count == 2)
            #expect(fired.evidence.map(\.detail) == ["HTTP 404 (40400)", "HTTP 404 (40400)"])
            #expect(fired.evidence.first?.artistName == "Acid Bath")
            // Boris brought back an album: asking through the library artist works, Acid Bath is not in the catalog.
            #expect(try D.finding("library-id-to-catalog", [
                artists, D.releasesError("r.A", D.notFound), D.releases("r.B", [D.album("1", "Pink", by: "Boris")])]) == nil)
            // A library album id sent to fetchTracks is the bug, whatever else answered.
            let tracks = "{\"method\": \"fetchTracks\", \"args\": {\"albumID\": \"l.Xy9\"}, \"error\": \(D.notFound)}"
            let finding = try D.finding("library-id-to-catalog", [
                artists, D.releases("r.B", [D.album("1", "Pink", by: "Boris")]), tracks])
            #expect(finding?.count == 1)
            #expect(finding?.evidence.first?.detail == "fetchTracks(albumID: \"l.Xy9\"): HTTP 404 (40400)")
        }

        @Test("name-only-ownership: albums owned through a name, and a name that fits two library artists")
        func nameOnlyOwnership() throws {
            let artists = D.artists([("r.A", "Acid Bath"), ("r.B", "Boris")])
            let byName = D.albums([D.libraryAlbum("l.1", "When the Kite String Pops", by: "ACID BATH", artistID: nil)])
            let answer = D.releases("r.A", [D.album("1", "When the Kite String Pops", by: "Acid Bath"), D.album("2", "Paegan Terrorism Tactics", by: "Acid Bath")])
            let finding = try #require(try D.finding("name-only-ownership", [artists, byName, answer]))
            #expect(finding.count == 1)
            #expect(finding.evidence.first?.detail == "owned 1 of 2, 1 through library albums without artistID")
            // The same album with its artistID decides by id: silent.
            let byID = D.albums([D.libraryAlbum("l.1", "When the Kite String Pops", by: "Acid Bath", artistID: "r.A")])
            #expect(try D.finding("name-only-ownership", [artists, byID, answer]) == nil)
            // Two library artists named Boris, and an album without artistID under that name.
            let twins = D.artists([("r.B1", "Boris"), ("r.B2", "boris")])
            let shared = D.albums([D.libraryAlbum("l.2", "Pink", by: "Boris", artistID: nil)])
            let twinFinding = try #require(try D.finding("name-only-ownership", [twins, shared]))
            #expect(twinFinding.count == 2)
            #expect(twinFinding.summary == "1 name fits several library artists")
            // Two Borises whose albums all carry an artistID: silent.
            #expect(try D.finding("name-only-ownership", [twins, D.albums([D.libraryAlbum("l.2", "Pink", by: "Boris", artistID: "r.B1")])]) == nil)
        }

        @Test("other-artist-release: another artist's album fires; the artist's own name, spelt otherwise, does not")
        func otherArtistRelease() throws {
            let artists = D.artists([("r.BB", "Beach Bunny")])
            let marina = D.album("1590556925", "I Love You But I Love Me More (feat. Beach Bunny) - Single", by: "MARINA")
            let finding = try #require(try D.finding("other-artist-release", [artists, D.releases("r.BB", [D.album("1", "Honeymoon", by: "Beach Bunny"), marina])]))
            #expect(finding.count == 1)
            #expect(finding.unit == .albums)
            #expect(finding.evidence.first?.detail.hasSuffix("by MARINA (1590556925)") == true)
            #expect(try D.finding("other-artist-release", [artists, D.releases("r.BB", [D.album("1", "Honeymoon", by: "BEACH BUNNY")])]) == nil)
        }

        @Test("duplicate-release: one EP under two ids fires; clean and explicit versions and a deluxe edition do not")
        func duplicateRelease() throws {
            let artists = D.artists([("r.BB", "Beach Bunny")])
            let twice = [D.album("1445627459", "Beach Bunny on Audiotree Live - EP", by: "Beach Bunny", date: "2018-12-13"),
                         D.album("1509311498", "Beach Bunny on Audiotree Live - EP", by: "Beach Bunny", date: "2018-12-13")]
            let finding = try #require(try D.finding("duplicate-release", [artists, D.releases("r.BB", twice)]))
            #expect(finding.count == 1)
            #expect(finding.evidence.first?.detail == "\"Beach Bunny on Audiotree Live - EP\" as 1445627459 and 1509311498")
            let versions = [D.album("1", "Blame Game - EP", by: "Beach Bunny", date: "2021-01-15", rating: "explicit"),
                            D.album("2", "Blame Game - EP", by: "Beach Bunny", date: "2021-01-15", rating: "clean"),
                            D.album("3", "Honeymoon", by: "Beach Bunny", date: "2020-02-14"),
                            D.album("4", "Honeymoon (Deluxe Edition)", by: "Beach Bunny", date: "2020-02-14"),
                            D.album("3", "Honeymoon", by: "Beach Bunny", date: "2020-02-14")]
            #expect(try D.finding("duplicate-release", [artists, D.releases("r.BB", versions)]) == nil)
        }

        @Test("recently-played-blind: silent as soon as one read names a library artist, or when it is never read twice")
        func recentlyPlayedBlind() throws {
            let artists = D.artists([("r.A", "Ana Moura")])
            let failing = "{\"method\": \"fetchRecentlyPlayed\", \"args\": {}, \"error\": {\"kind\": \"network\"}}"
            let finding = try #require(try D.finding("recently-played-blind", [artists, failing, artists, D.recentlyPlayed([])]))
            #expect(finding.evidence.map(\.detail) == ["failed: network", "no tracks"])
            #expect(try D.finding("recently-played-blind", [artists, failing, artists, D.recentlyPlayed(["ana moura"])]) == nil)
        }

        @Test("authorization: the refused calls, and the calls made after the first refusal")
        func authorization() throws {
            let refused = "{\"method\": \"fetchLibraryAlbums\", \"args\": {}, \"error\": {\"kind\": \"authorization\", \"reason\": \"notSubscribed\"}}"
            let finding = try #require(try D.finding("authorization", [D.artists([]), refused, D.recentlyPlayed([]), refused]))
            #expect(finding.count == 2)
            #expect(finding.summary == "2 calls refused for authorization; 2 calls made after the first refusal (seq 1)")
            #expect(finding.evidence.first?.detail == "fetchLibraryAlbums: authorization notSubscribed")
            #expect(try D.finding("authorization", [D.artists([]), D.recentlyPlayed([])]) == nil)
        }

        @Test("provenance: lint says what a first device trace lacks and which folder a trace belongs in, with the fix",
              arguments: [
                  ("Traces/05.json", #""origin": "device", "app": "2.3 (41)""#, [#"add "device": "iPhone 16 Pro""#, #"add "os": "iOS 18.5""#]),
                  ("Traces/05.json", #""origin": "device", "app": "2.3", "device": "iPhone", "os": "iOS 18.5""#, []),
                  ("Fixtures/05.json", #""origin": "device", "app": "2.3", "device": "iPhone", "os": "iOS 18.5""#, ["move it to Traces/"]),
                  ("Traces/edge.json", #""origin": "synthetic""#, ["move it to Fixtures/"]),
                  ("Fixtures/edge.json", #""origin": "synthetic""#, []),
              ])
        func provenance(path: String, capture: String, says: [String]) async throws {
            try await withTemporaryFolder { folder in
                let document = #"{"format": "deepcut-trace", "version": 1, "capture": {"#
                    + capture + #", "title": "t", "startedAt": "2026-06-01T09:00:00Z"}, "calls": []}"#
                try folder.write(document, to: path)
                let result = await DeepCutReplayTool.run(["lint", folder.appendingPathComponent(path).path, "--deny", "provenance"])
                #expect(result.status == (says.isEmpty ? .success : .failure), "\(result.standardOutput)")
                for fix in says { #expect(result.standardOutput.contains(fix), "\(result.standardOutput)") }
                #expect(result.standardOutput.contains("⚠ provenance") == !says.isEmpty)
            }
        }

        @Test("every lint has a stable id, a meaning and a fix, and the ids are those Docs/Lints.md documents")
        func registry() throws {
            #expect(TraceLints.ids == ["library-id-to-catalog", "catalog-only-owned", "capped-discography", "rate-limit-storm",
                                       "name-only-ownership", "other-artist-release", "duplicate-release",
                                       "recently-played-blind", "authorization", "provenance"])
            let page = try String(contentsOf: FaultTraces.root.appendingPathComponent("Docs/Lints.md"), encoding: .utf8)
            for id in TraceLints.ids { #expect(page.contains("### `\(id)`"), "Docs/Lints.md does not document \(id)") }
        }
    }
}
