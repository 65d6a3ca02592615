import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Testing

@Suite("Unknown keys are kept at every level and written back unchanged")
struct UnknownKeysTests {
    /// A trace in the writer's own layout with unknown keys at every level,
    /// numbers in unusual spellings included.
    static let document = #"""
    {
      "format": "deepcut-trace",
      "version": 1,
      "capture": {"origin": "device", "title": "Unknown keys everywhere", "startedAt": "2026-05-12T09:14:03.5Z", "device": "iPhone 16 Pro", "x-capture": {"build": 212, "flags": [true, false, null]}},
      "engine": {"batchSize": 40, "x-engine": 1.50},
      "calls": [
        {"seq": 0, "method": "fetchLibraryArtists", "args": {"x-args": "a"}, "at": 0, "durationMs": 12.5, "result": {"artists": [{"id": "r.A", "name": "A", "x-artist": -0}, {"id": "r.B", "name": "B"}], "x-result": []}, "x-call": {"nested": {"deep": [1E3, 2e-2, "é\n"]}}},
        {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [{"id": "l.A", "title": "T", "artistName": "A", "x-album": {}}]}},
        {"seq": 2, "method": "fetchTracks", "args": {"albumID": "1"}, "result": {"tracks": [{"id": "1", "title": "t", "artistName": "A"}, {"id": "2", "title": "u", "artistName": "A", "x-track": 0.10}]}},
        {"seq": 3, "method": "fetchPlaylist", "args": {"name": "Deep Cuts"}, "result": {"playlist": {"id": "p.A", "name": "Deep Cuts", "x-playlist": "yes"}}},
        {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "error": {"kind": "http", "status": 503, "x-error": {"retryAfter": 30}}},
        {"seq": 5, "method": "fetchCatalogReleases", "args": {"artistID": "r.B"}, "result": {"albums": [{"id": "9", "title": "N", "artistName": "B", "x-album": 1}], "hasMore": true}}
      ],
      "diagnostics": {
        "libraryArtistCount": 2,
        "artists": [
          {"artistID": "r.A", "name": "A", "total": 1, "owned": 0, "cuts": 1, "x-artist": "a"}
        ],
        "x-diagnostics": [1, 2]
      },
      "session": [
        {"action": "refresh", "expect": {"state": "loaded"}, "observed": {"policy": "strict"}, "x-step": "s"}
      ],
      "x-top": {"b": 1, "a": 2},
      "x-last": null
    }

    """#

    @Test("keeps each unknown key where it was met")
    func keepsUnknownKeys() throws {
        let trace = try TraceReader.read(string: Self.document)
        #expect(trace.unknownKeys == ["x-top": .object(["b": .integer(1), "a": .integer(2)]), "x-last": .null])
        #expect(trace.unknownKeys.keys == ["x-top", "x-last"])
        #expect(trace.capture.unknownKeys == ["x-capture": .object([
            "build": .number("212"), "flags": .array([.bool(true), .bool(false), .null]),
        ])])
        #expect(trace.engine?.unknownKeys == ["x-engine": .number("1.50")])
        let calls = trace.calls
        #expect(calls[0].unknownKeys == ["x-call": .object(["nested": .object(["deep": .array([
            .number("1E3"), .number("2e-2"), .string("é\n"),
        ])])])])
        #expect(calls[0].nestedUnknownKeys.paths == ["args", "result", "result.artists[0]"])
        #expect(calls[0].nestedUnknownKeys["args"] == ["x-args": .string("a")])
        #expect(calls[0].nestedUnknownKeys["result"] == ["x-result": .array([])])
        #expect(calls[0].nestedUnknownKeys["result.artists[0]"] == ["x-artist": .number("-0")])
        #expect(calls[1].nestedUnknownKeys["result.albums[0]"] == ["x-album": .object(JSONObject())])
        #expect(calls[2].nestedUnknownKeys.paths == ["result.tracks[1]"])
        #expect(calls[2].nestedUnknownKeys["result.tracks[1]"] == ["x-track": .number("0.10")])
        #expect(calls[3].nestedUnknownKeys["result.playlist"] == ["x-playlist": .string("yes")])
        #expect(calls[4].nestedUnknownKeys["error"] == ["x-error": .object(["retryAfter": .integer(30)])])
        #expect(calls[5].nestedUnknownKeys["result.albums[0]"] == ["x-album": .integer(1)])
        #expect(trace.diagnostics?.unknownKeys == ["x-diagnostics": .array([.integer(1), .integer(2)])])
        #expect(trace.diagnostics?.artists?.first?.unknownKeys == ["x-artist": .string("a")])
        let step = try #require(trace.session?.first)
        #expect(step.unknownKeys == ["x-step": .string("s")])
        #expect(step.expect?.unknownKeys == JSONObject())
        #expect(step.observed?.unknownKeys == JSONObject())
        // The DTOs themselves are untouched.
        #expect(calls[0].outcome == .success(.artists([LibraryArtist(id: "r.A", name: "A"), LibraryArtist(id: "r.B", name: "B")])))
    }

    @Test("writes a document in its own layout back byte for byte")
    func writesBackByteForByte() throws {
        let trace = try TraceReader.read(string: Self.document)
        #expect(TraceWriter.string(for: trace) == Self.document)
        #expect(try TraceReader.read(bytes: TraceWriter.bytes(for: trace)) == trace)
    }

    @Test("moves unknown keys after the known ones, keeping their order and their values' spelling")
    func movesUnknownKeysAfterKnownOnes() throws {
        let document = TraceSamples.document(
            calls: #"{"z-first": 1.0e+2, "seq": 0, "a-second": "x", "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#)
        let trace = try TraceReader.read(string: document)
        let written = TraceWriter.string(for: trace)
        #expect(written.contains(#"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}, "z-first": 1.0e+2, "a-second": "x"}"#))
    }

    @Test("refuses an unknown key twice, but not the same unknown key in two objects")
    func unknownKeysAreUniquePerObject() throws {
        let twice = TraceSamples.document(calls: #"{"x": 1, "seq": 0, "x": 2}"#)
        #expect(TraceSamples.readError(twice)?.pathAndMessage
            == #"calls[0]: duplicate key "x": a key may appear only once in an object"#)
        let separate = TraceSamples.document(
            calls: #"{"x": 1, "seq": 0, "method": "fetchLibraryArtists", "args": {"x": 2}, "result": {"artists": [], "x": 3}}"#)
        let call = try #require(try TraceReader.read(string: separate).calls.first)
        #expect(call.unknownKeys == ["x": .integer(1)])
        #expect(call.nestedUnknownKeys["args"] == ["x": .integer(2)])
        #expect(call.nestedUnknownKeys["result"] == ["x": .integer(3)])
    }

    /// A key inside `expect` or `observed` that the tool does not check, and the message naming the closest valid key.
    static let uncheckedKeys: [(document: String, expected: String)] = [
        (#"{"action": "refresh", "expect": {"feedcount": 3}}"#,
         #"session[0].expect.feedcount: "feedcount" is not a key this tool checks: did you mean feedCount? "#
            + "(expect here takes state, checked, failed, feedCount, feed, checkedArtistIDs; an unchecked expectation would pass silently)"),
        (#"{"action": "refresh", "observed": {"policy": "strict", "stat": "loaded"}}"#,
         #"session[0].observed.stat: "stat" is not a key this tool checks: did you mean state? "#
            + "(observed here takes state, checked, failed, feedCount, feed, checkedArtistIDs, policy; an unchecked expectation would pass silently)"),
        (#"{"action": "openRelease", "albumID": "1", "expect": {"trackIds": []}}"#,
         #"session[0].expect.trackIds: "trackIds" is not a key this tool checks: did you mean trackIDs? "#
            + "(expect here takes tracks, trackIDs; an unchecked expectation would pass silently)"),
        (#"{"action": "dismiss", "albumID": "1", "expect": {"x-note": "why"}}"#,
         #"session[0].expect["x-note"]: "x-note" is not a key this tool checks "#
            + "(expect here takes feedCount, feed; an unchecked expectation would pass silently)"),
    ]

    @Test("a key that expect or observed does not check is refused, naming the closest valid key",
          arguments: uncheckedKeys.indices)
    func refusesUncheckedExpectationKeys(_ index: Int) throws {
        let (step, expected) = Self.uncheckedKeys[index]
        let document = TraceSamples.document(calls: "", extra: #", "session": [\#(step)]"#)
        let error = try #require(TraceSamples.readError(document, sourceName: "typo.json"))
        #expect(error.pathAndMessage == expected)
        let location = try #require(error.location)
        #expect(location.file == "typo.json" && location.line == 3 && location.column > 1)
    }

    @Test("an empty table entry is no entry")
    func emptyEntriesVanish() {
        var table = NestedUnknownKeys()
        table["args"] = ["a": .null]
        table["args"] = JSONObject()
        #expect(table.isEmpty)
        #expect(table == NestedUnknownKeys())
    }

    /// "é" as one code point (U+00E9) and as two (e, U+0301): canonically
    /// equivalent, so equal as Swift strings, but two keys in JSON.
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    @Test("keys are told apart by their code points, not by canonical equivalence, at every level", arguments: [
        #"{"x": 1, "KEY1": 1, "seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}, "KEY2": 2}"#,
        #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}, "x": {"KEY1": 1, "KEY2": 2}}"#,
    ])
    func canonicallyEquivalentKeysAreDistinct(_ call: String) throws {
        let text = call.replacingOccurrences(of: "KEY1", with: Self.composed).replacingOccurrences(of: "KEY2", with: Self.decomposed)
        let document = TraceSamples.document(calls: text)
        let trace = try TraceReader.read(string: document)
        let written = TraceWriter.bytes(for: trace)
        #expect(String(decoding: written, as: UTF8.self).contains(#""\#(Self.composed)": 1, "\#(Self.decomposed)": 2"#))
        let again = try TraceReader.read(bytes: written)
        #expect(again == trace)
        #expect(TraceWriter.bytes(for: again) == written)
    }

    @Test("a key written once plainly and once escaped is the same key, refused the second time")
    func escapedKeyIsTheSameKey() {
        let twice = TraceSamples.document(calls: #"{"\#(Self.composed)": 1, "seq": 0, "\u00e9": 2}"#)
        #expect(TraceSamples.readError(twice)?.pathAndMessage
            == #"calls[0]: duplicate key "\#(Self.composed)": a key may appear only once in an object"#)
    }

    @Test("objects whose keys differ only in their code points are different objects")
    func objectsCompareKeysByCodePoints() {
        let composed = JSONObject([JSONObject.Member(key: Self.composed, value: .integer(1))])
        let decomposed = JSONObject([JSONObject.Member(key: Self.decomposed, value: .integer(1))])
        #expect(composed != decomposed)
        #expect(composed[Self.decomposed] == nil)
        let both = JSONObject([JSONObject.Member(key: Self.composed, value: .integer(1)),
                               JSONObject.Member(key: Self.decomposed, value: .integer(2))])
        #expect(both[Self.decomposed] == .integer(2))
        #expect(Set([composed, decomposed]).count == 2)
    }
}
