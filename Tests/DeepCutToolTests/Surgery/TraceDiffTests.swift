import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("diff: calls matched by request, answers compared item by item, library, session and settings")
struct TraceDiffTests {
    static let a = """
    {"format": "deepcut-trace", "version": 1,
     "capture": {"origin": "device", "title": "Monday", "startedAt": "2026-05-12T09:14:03Z", "os": "iOS 18.4"},
     "engine": {"batchSize": 40},
     "calls": [
      {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
        {"id": "r.A1", "name": "Acid Bath"}, {"id": "r.B2", "name": "Boris"}, {"id": "r.C3", "name": "Cocteau Twins"}]}},
      {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [
        {"id": "l.1", "title": "Pink", "artistName": "Boris", "artistID": "r.B2"}]}},
      {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
      {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 1, "durationMs": 200,
       "error": {"kind": "http", "status": 429, "code": "42900"}},
      {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 2,
       "result": {"albums": [{"id": "100", "title": "When the Kite String Pops", "artistName": "Acid Bath"}]}},
      {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.B2"},
       "result": {"albums": [{"id": "200", "title": "Pink", "artistName": "Boris"},
                             {"id": "201", "title": "Akuma no Uta", "artistName": "Boris"}]}},
      {"seq": 6, "method": "fetchCatalogReleases", "args": {"artistID": "r.C3"}, "result": {"albums": []}},
      {"seq": 7, "method": "fetchTracks", "args": {"albumID": "201"}, "result": {"tracks": []}}
     ],
     "session": [{"action": "refresh", "expect": {"state": "loaded", "feedCount": 2}}]}
    """

    /// B: a later capture. r.A1's 429 became a 503; r.B2 lost 201, gained 202 and hasMore;
    /// r.C3 answers 404; the fetchTracks call is gone and a playlist call is new; the
    /// library gained r.D4 and lost l.1; batchSize, title and the expectation changed; timing differs.
    static let b = """
    {"format": "deepcut-trace", "version": 1,
     "capture": {"origin": "device", "title": "Tuesday", "startedAt": "2026-05-12T09:14:03Z", "os": "iOS 18.4"},
     "engine": {"batchSize": 1610},
     "calls": [
      {"seq": 10, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [
        {"id": "r.A1", "name": "Acid Bath"}, {"id": "r.B2", "name": "Boris"}, {"id": "r.C3", "name": "Cocteau Twins"},
        {"id": "r.D4", "name": "Deftones"}]}},
      {"seq": 11, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
      {"seq": 12, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
      {"seq": 14, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 9,
       "result": {"albums": [{"id": "100", "title": "When the Kite String Pops", "artistName": "Acid Bath"}]}},
      {"seq": 13, "method": "fetchCatalogReleases", "args": {"artistID": "r.A1"}, "at": 8, "durationMs": 900,
       "error": {"kind": "http", "status": 503, "code": "50300"}},
      {"seq": 15, "method": "fetchCatalogReleases", "args": {"artistID": "r.B2"},
       "result": {"albums": [{"id": "200", "title": "Pink", "artistName": "Boris"},
                             {"id": "202", "title": "Heavy Rocks", "artistName": "Boris"}], "hasMore": true}},
      {"seq": 16, "method": "fetchCatalogReleases", "args": {"artistID": "r.C3"},
       "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
      {"seq": 17, "method": "fetchPlaylist", "args": {"name": "Deep Cuts"}, "result": {"playlist": null}}
     ],
     "session": [{"action": "refresh", "expect": {"state": "degraded", "feedCount": 2}}]}
    """

    static func diff(_ a: String, _ b: String) throws -> TraceDiff {
        TraceDiff(try TraceReader.read(string: a), try TraceReader.read(string: b))
    }

    @Test("a trace against itself, or against a copy with other timing and seq numbers, has no difference")
    func same() throws {
        #expect(try Self.diff(Self.a, Self.a).isEmpty)
        let retimed = Self.a.replacingOccurrences(of: #""at": 1, "durationMs": 200"#, with: #""at": 7"#)
            .replacingOccurrences(of: #""seq": 7"#, with: #""seq": 70"#)
        #expect(try Self.diff(Self.a, retimed).isEmpty)
    }

    @Test("settings and capture fields that changed are listed with both values")
    func settings() throws {
        let diff = try Self.diff(Self.a, Self.b)
        #expect(diff.capture == [TraceDiff.Change(field: "title", a: "Monday", b: "Tuesday")])
        #expect(diff.engine == [TraceDiff.Change(field: "batchSize", a: "40", b: "1610")])
    }

    @Test("calls only in A, only in B, and answered differently, matched by request and occurrence")
    func calls() throws {
        let diff = try Self.diff(Self.a, Self.b)
        #expect(diff.onlyInA.map(\.request) == [.fetchTracks(albumID: "201")])
        #expect(diff.onlyInB.map(\.request) == [.fetchPlaylist(name: "Deep Cuts")])
        let changed = diff.answeredDifferently.map { "\($0.request) #\($0.occurrence)" }
        #expect(changed == [
            #"fetchLibraryArtists() #1"#, #"fetchLibraryAlbums() #1"#,
            #"fetchCatalogReleases(artistID: "r.A1") #1"#, #"fetchCatalogReleases(artistID: "r.B2") #1"#,
            #"fetchCatalogReleases(artistID: "r.C3") #1"#,
        ])
        let retried = diff.answeredDifferently[2]
        #expect(retried.changes == [TraceDiff.Change(field: "error.status", a: "429", b: "503"),
                                    TraceDiff.Change(field: "error.code", a: "42900", b: "50300")])
        let boris = diff.answeredDifferently[3]
        #expect(boris.removed == [#"201 "Akuma no Uta" by "Boris""#])
        #expect(boris.added == [#"202 "Heavy Rocks" by "Boris""#])
        #expect(boris.changes == [TraceDiff.Change(field: "hasMore", a: "false", b: "true")])
        let cocteau = diff.answeredDifferently[4]
        #expect(cocteau.a == "0 albums" && cocteau.b.hasPrefix("HTTP 404"))
        #expect(cocteau.changes.map(\.field) == ["error.kind", "error.status", "error.code"])
        #expect(cocteau.changes.allSatisfy { $0.a == nil })
    }

    @Test("the library snapshot lists artists and albums added and removed; the session its changed keys")
    func libraryAndSession() throws {
        let diff = try Self.diff(Self.a, Self.b)
        #expect(diff.artistsAdded == [#"r.D4 "Deftones""#] && diff.artistsRemoved.isEmpty)
        #expect(diff.albumsRemoved == [#"l.1 "Pink" by "Boris""#] && diff.albumsAdded.isEmpty)
        #expect(diff.session == [TraceDiff.StepChange(step: 1, kind: "changed", action: "refresh", changes: [
            TraceDiff.Change(field: "expect.state", a: "loaded", b: "degraded"),
        ])])
        #expect(diff.count == 12)
    }

    @Test("the text and JSON renderings name every difference; the JSON is versioned")
    func renderings() throws {
        let diff = try Self.diff(Self.a, Self.b)
        let text = diff.text(a: "a.json", b: "b.json")
        #expect(text.contains("  - fetchTracks(albumID: \"201\")  0 tracks"))
        #expect(text.contains("  + fetchPlaylist(name: \"Deep Cuts\")  no playlist"))
        #expect(text.contains("      error.status: 429 → 503"))
        #expect(text.contains("      hasMore: false → true"))
        #expect(text.contains("  + artist r.D4 \"Deftones\""))
        #expect(text.split(separator: "\n").prefix(3).last == "differ: 12 differences", "the total comes first")
        let json = try JSONSerialization.jsonObject(with: Data(TraceDiffReport(diff, a: "a.json", b: "b.json", limit: nil).jsonText().utf8)) as? [String: Any]
        #expect(json?["format"] as? String == "deepcut-replay-diff")
        #expect(json?["version"] as? Int == 1)
        #expect(json?["same"] as? Bool == false)
        let calls = json?["calls"] as? [String: Any]
        #expect((calls?["answeredDifferently"] as? [Any])?.count == 5)
    }

    @Test("two captures redacted with the same key show the same differences as the originals, under pseudonyms")
    func redactedPair() throws {
        let (a, b) = (try TraceReader.read(string: Self.a), try TraceReader.read(string: Self.b))
        let redactor = TraceRedactor(key: "shared key")
        let original = TraceDiff(a, b)
        let redacted = TraceDiff(redactor.redact(a), redactor.redact(b))
        #expect(redacted.count == original.count)
        #expect(redacted.onlyInA.map(\.request.method) == original.onlyInA.map(\.request.method))
        #expect(redacted.onlyInB.map(\.request.method) == original.onlyInB.map(\.request.method))
        #expect(redacted.answeredDifferently.map(\.request.method) == original.answeredDifferently.map(\.request.method))
        for (before, after) in zip(original.answeredDifferently, redacted.answeredDifferently) {
            // Statuses, codes, kinds and hasMore are kept; only names and ids are pseudonyms.
            #expect(after.changes == before.changes)
            #expect(after.added.count == before.added.count && after.removed.count == before.removed.count)
        }
        #expect(redacted.engine == original.engine)
        #expect(redacted.session == original.session)
        #expect(redacted.artistsAdded.count == 1 && redacted.albumsRemoved.count == 1)
        let text = redacted.text(a: "a.json", b: "b.json")
        for name in ["Acid Bath", "Boris", "Deftones", "Heavy Rocks", "Akuma no Uta", "Deep Cuts", "r.A1", "r.D4", "Monday"] {
            #expect(!text.contains(name), "\(name) is in the redacted diff")
        }
    }
}
