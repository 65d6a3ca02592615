import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@MainActor
@Suite("The recorder writes diagnostics among the calls as the engine reports them, and the reader keeps the last of each")
struct RecordedDiagnosticsTests {
    static func check(_ id: String, _ name: String, total: Int, owned: Int, cuts: Int) -> ArtistCheckReport {
        ArtistCheckReport(artistID: id, name: name, total: total, owned: owned, cuts: cuts)
    }

    @Test("with recordsDiagnostics, each report is an entry written at once, printed as the console line")
    func writesEntriesAsTheSessionGoes() throws {
        let sink = InMemoryTraceSink()
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture, sink: sink,
            clock: VirtualClock(), recordsDiagnostics: true)
        var printed: [String] = []
        recorder.diagnosticLineHandler = { printed.append($0) }
        recorder.discoverLibraryDidLoad(artistCount: 1610)
        recorder.discoverArtistCheckDidFinish(Self.check("r.Animal01", "A.N.I.M.A.L.", total: 25, owned: 4, cuts: 21))
        #expect(sink.string.hasSuffix("""
            "calls": [
                {"diagnostic": {"libraryArtistCount": 1610}},
                {"diagnostic": {"artistID": "r.Animal01", "name": "A.N.I.M.A.L.", "total": 25, "owned": 4, "cuts": 21}}
            """))
        #expect(printed == ["library artists=1610", "'A.N.I.M.A.L.' total=25 owned=4 cuts=21"])
        #expect(recorder.recordedDiagnosticCount == 2)
        // Cut off here, as by a crash: both entries are kept.
        let cut = try TraceReader.read(string: sink.string)
        #expect(cut.truncation != nil)
        #expect(cut.diagnostics == TraceDiagnostics(libraryArtistCount: 1610, artists: [
            TraceDiagnostics.Artist(artistID: "r.Animal01", name: "A.N.I.M.A.L.", total: 25, owned: 4, cuts: 21)]))
    }

    @Test("without recordsDiagnostics, reports write nothing")
    func offWritesNothing() throws {
        let sink = InMemoryTraceSink()
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture, sink: sink,
            clock: VirtualClock())
        let before = sink.bytes
        recorder.discoverLibraryDidLoad(artistCount: 3)
        recorder.discoverArtistCheckDidFinish(Self.check("r.A", "A", total: 1, owned: 0, cuts: 1))
        #expect(sink.bytes == before && recorder.recordedDiagnosticCount == 0)
    }

    @Test("an artist checked twice keeps its last entry; entries round-trip byte for byte; finish refuses diagnostics too")
    func lastEntryWinsAndRoundTrips() async throws {
        let sink = InMemoryTraceSink()
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture, sink: sink,
            clock: VirtualClock(), recordsDiagnostics: true)
        _ = try await recorder.fetchLibraryArtists()
        recorder.discoverLibraryDidLoad(artistCount: 13)
        recorder.discoverArtistCheckDidFinish(Self.check("r.A", "A", total: 3, owned: 1, cuts: 2))
        recorder.discoverArtistCheckDidFinish(Self.check("r.B", "B", total: 1, owned: 0, cuts: 1))
        recorder.discoverArtistCheckDidFinish(Self.check("r.A", "A", total: 4, owned: 1, cuts: 3))
        #expect(throws: TraceWriteError.diagnosticsAlreadyRecorded(entries: 4)) {
            try recorder.finish(diagnostics: TraceDiagnostics(libraryArtistCount: 1))
        }
        let trace = try TraceReader.read(string: sink.string)
        #expect(trace.diagnostics?.artists?.map { "\($0.artistID) \($0.total)" } == ["r.B 1", "r.A 4"])
        #expect(trace.diagnostics?.libraryArtistCount == 13)
        #expect(TraceWriter.string(for: trace) == sink.string)
        // A tool that changes the diagnostics writes them at the top level, the entries dropped.
        var changed = trace
        changed.diagnostics?.libraryArtistCount = 14
        let rewritten = TraceWriter.string(for: changed)
        #expect(!rewritten.contains("{\"diagnostic\": ") && rewritten.contains("\"diagnostics\": {"))
        #expect(try TraceReader.read(string: rewritten).diagnostics == changed.diagnostics)
    }

    @Test("a top-level diagnostics artist keeps a libraryArtistCount key as an unknown key; an entry refuses one beside an artist's")
    func countKeyInAnArtist() throws {
        let head = """
            {"format": "deepcut-trace", "version": 1,
             "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"},
            """
        let artist = #"{"artistID": "r.A", "name": "A", "total": 1, "owned": 0, "cuts": 1, "libraryArtistCount": 7}"#
        let topLevel = try TraceReader.read(string: head + #" "calls": [], "diagnostics": {"artists": ["# + artist + "]}}")
        #expect(topLevel.diagnostics?.artists?.first?.unknownKeys.members.map(\.key) == ["libraryArtistCount"])
        #expect(throws: TraceReadError.self) {
            try TraceReader.read(string: head + #" "calls": [{"diagnostic": "# + artist + "}]}")
        }
    }

    @Test("a trace with diagnostic entries and a top-level diagnostics is refused, naming the second")
    func bothPlacesRefused() throws {
        let document = """
            {"format": "deepcut-trace", "version": 1,
             "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"},
             "calls": [{"diagnostic": {"libraryArtistCount": 1}}],
             "diagnostics": {"libraryArtistCount": 1}}
            """
        #expect(throws: TraceReadError.self) { try TraceReader.read(string: document, sourceName: "t.json") }
        do {
            _ = try TraceReader.read(string: document, sourceName: "t.json")
        } catch {
            #expect(error.description.contains("t.json:4:2: diagnostics: "))
            #expect(error.description.contains("a trace has one set of diagnostics"))
        }
    }
}
