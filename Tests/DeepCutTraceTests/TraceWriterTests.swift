import DeepCutGenerator
import DeepCutKit
@testable import DeepCutTrace
@testable import DeepCutTraceReading
import Foundation
import Testing

@Suite("TraceWriter writes deterministic bytes that read back to the same trace")
struct TraceWriterTests {
    @Test("writes the format example in the documented layout, byte for byte")
    func writesLayout() throws {
        let trace = try TraceReader.read(string: TraceSamples.formatExample)
        let expected = #"""
        {
          "format": "deepcut-trace",
          "version": 1,
          "capture": {"origin": "reconstructed", "title": "Catalog ids asked for with library ids", "startedAt": "2026-05-12T09:14:03Z", "device": "iPhone 16 Pro", "os": "iOS 18.5"},
          "calls": [
            {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.Ab12Cd", "name": "Acid Bath"}, {"id": "r.Zz9Yy8", "name": "A.N.I.M.A.L."}]}},
            {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}},
            {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
            {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Ab12Cd"}, "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}},
            {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"}, "result": {"albums": []}}
          ],
          "session": [
            {"action": "refresh", "expect": {"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}, "observed": {"state": "caughtUp", "policy": "legacy"}}
          ]
        }

        """#
        #expect(TraceWriter.string(for: trace) == expected)
    }

    @Test("writes engine, diagnostics and an empty trace in the documented layout")
    func writesOtherParts() {
        let trace = Trace(
            capture: TraceSamples.capture, engine: TraceEngineSettings(batchSize: 40),
            diagnostics: TraceDiagnostics(libraryArtistCount: 1610, artists: [
                .init(artistID: "r.A", name: "A.N.I.M.A.L.", total: 25, owned: 4, cuts: 21),
                .init(artistID: "r.B", name: "A$AP Rocky", total: 25, owned: 6, cuts: 19),
            ]),
            session: []
        )
        let expected = #"""
        {
          "format": "deepcut-trace",
          "version": 1,
          "capture": {"origin": "synthetic", "title": "A test session", "startedAt": "2026-05-12T09:14:03Z"},
          "engine": {"batchSize": 40},
          "calls": [
          ],
          "diagnostics": {
            "libraryArtistCount": 1610,
            "artists": [
              {"artistID": "r.A", "name": "A.N.I.M.A.L.", "total": 25, "owned": 4, "cuts": 21},
              {"artistID": "r.B", "name": "A$AP Rocky", "total": 25, "owned": 6, "cuts": 19}
            ]
          },
          "session": []
        }

        """#
        #expect(TraceWriter.string(for: trace) == expected)
    }

    static let traces: [(String, @Sendable () throws -> Trace)] = [
        ("the format example", { try TraceReader.read(string: TraceSamples.formatExample) }),
        ("the standard sample library", { TraceSamples.standardTrace() }),
        ("a bare trace", { Trace(capture: TraceSamples.capture) }),
        ("a trace with unknown keys everywhere", { try TraceReader.read(string: UnknownKeysTests.document) }),
    ]

    @Test("reading what it wrote gives the same trace, and writing that again the same bytes",
          arguments: traces.map(\.0))
    func roundTrips(_ name: String) throws {
        let trace = try #require(Self.traces.first { $0.0 == name }).1()
        let bytes = TraceWriter.bytes(for: trace)
        let reread = try TraceReader.read(bytes: bytes)
        #expect(reread == trace)
        #expect(TraceWriter.bytes(for: reread) == bytes)
        #expect(TraceWriter.bytes(for: trace) == bytes, "writing twice gives the same bytes")
    }

    @Test("formats numbers stably", arguments: [
        (0.0, "0"), (-0.0, "0"), (1.5, "1.5"), (180_000.0, "180000"), (-2.5, "-2.5"), (0.1, "0.1"),
        (0.30000000000000004, "0.30000000000000004"), (1e-5, "0.00001"), (1.5e-7, "0.00000015"), (1e-8, "1e-08"),
        (123_456_789.125, "123456789.125"), (1e15, "1000000000000000"), (1e16, "10000000000000000"),
        (9_007_199_254_740_993.0, "9007199254740992"), (1e19, "10000000000000000000"), (1e21, "1e+21"), (3600.0, "3600"), (Double.nan, "null"),
    ] as [(Double, String)])
    func formatsNumbers(_ value: Double, _ text: String) {
        var output = JSONOutput()
        output.writeDouble(value)
        #expect(output.string == text)
    }

    @Test("writes doubles that read back exactly")
    func doublesRoundTrip() throws {
        var generator = SplitMix64(seed: 2026)
        var values: [Double] = [0.1, 1e-7, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 123.456, 2.5e-3, 1e22, 1e23]
        for _ in 0..<300 {
            values.append(Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF))
            values.append(Double(generator.next() % 10_000_000) / 1000)
        }
        let calls = values.enumerated().map { index, value in
            TraceCall(seq: index, request: .fetchLibraryArtists, outcome: .success(.artists([])), at: value, durationMs: value)
        }
        let trace = Trace(capture: TraceSamples.capture, calls: calls)
        let reread = try TraceReader.read(bytes: TraceWriter.bytes(for: trace))
        for (written, read) in zip(trace.calls, reread.calls) {
            #expect(written.at == read.at, "\(String(describing: written.at))")
        }
    }

    @Test("escapes strings minimally and the same way every time", arguments: [
        ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#), ("a/b", #""a/b""#),
        ("line\nfeed\ttab\rreturn", #""line\nfeed\ttab\rreturn""#), ("\u{8}\u{C}", #""\b\f""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#), ("Björk 🎵 \u{2028}", "\"Björk 🎵 \u{2028}\""), ("\u{7F}", "\"\u{7F}\""),
    ])
    func escapesStrings(_ value: String, _ text: String) {
        var output = JSONOutput()
        output.writeString(value)
        #expect(output.string == text)
    }

    @Test("writes every string back to itself, control characters included")
    func stringsRoundTrip() throws {
        let names = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["Sigur Rós", "\u{0}", "𝄞", "a\u{301}"]
        let calls = names.enumerated().map { index, name in
            TraceCall(seq: index, request: .fetchPlaylist(name: name), outcome: .success(.playlist(nil)))
        }
        let trace = Trace(capture: TraceSamples.capture, calls: calls)
        #expect(try TraceReader.read(bytes: TraceWriter.bytes(for: trace)) == trace)
    }

    @Test("writes a file atomically and reads it back")
    func writesFiles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("TraceWriterTests-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let trace = TraceSamples.standardTrace()
        try TraceWriter.write(trace, to: url)
        #expect(try TraceReader.read(contentsOf: url) == trace)
        let missingFolder = url.appendingPathComponent("no/such/folder.json")
        #expect(throws: TraceWriteError.self) { try TraceWriter.write(trace, to: missingFolder) }
    }
}
