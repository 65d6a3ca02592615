import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Testing

@Suite("TraceReader keeps the complete calls of a recording cut off inside calls")
struct TraceReaderTruncationTests {
    /// A small recording with multi-byte characters, escapes, errors, numbers
    /// at every position, and more than ten calls (two-digit `seq`).
    static let trace: Trace = {
        let bjork = "Björk"
        var calls: [TraceCall] = [
            TraceCall(seq: 0, request: .fetchLibraryArtists, outcome: .success(.artists([
                LibraryArtist(id: "r.Bjork01", name: bjork), LibraryArtist(id: "r.SigurRos", name: "Sigur Rós"),
            ])), at: 0, durationMs: 120.5),
            TraceCall(seq: 1, request: .fetchCatalogReleases(artistID: "r.Bjork01"), outcome: .success(.catalogReleases(
                CatalogReleases(albums: [
                    LibraryAlbum(id: "1440935467", title: "Medúlla", artistName: bjork, releaseDate: ReleaseDate("2004-08-30"),
                                 trackCount: 14, isSingle: false, contentRating: .explicit),
                    LibraryAlbum(id: "1440935468", title: "Vespertine", artistName: bjork, releaseDate: ReleaseDate("2001")),
                ], hasMore: true))), at: 0.25, durationMs: 80),
            TraceCall(seq: 2, request: .fetchCatalogReleases(artistID: "r.SigurRos"),
                      outcome: .failure(.http(status: 404, code: "40400", title: "Resource Not Found")), at: 0.25),
            TraceCall(seq: 3, request: .fetchPlaylist(name: "Deep \"Cuts\"\n✓"), outcome: .success(.playlist(nil))),
        ]
        for seq in 4..<14 {
            calls.append(TraceCall(seq: seq, request: .fetchTracks(albumID: String(1_440_935_467 + seq)),
                                   outcome: .success(.tracks([LibraryTrack(id: "i.\(seq)", title: "Jóga", artistName: bjork,
                                                                           durationMs: Double(seq) * 1000.5)])),
                                   at: Double(seq) / 4))
        }
        return Trace(capture: TraceSamples.capture, calls: calls,
                     diagnostics: TraceDiagnostics(libraryArtistCount: 2), session: [SessionStep(action: .refresh)])
    }()

    /// The written trace, where its calls array opens and closes, and where each call ends.
    static let layout: (bytes: [UInt8], callsOpen: Int, callsClose: Int, callEnds: [Int]) = {
        let bytes = TraceWriter.bytes(for: trace)
        var offset = TraceWriter.headerBytes(for: trace).count
        let callsOpen = offset
        var callEnds: [Int] = []
        for (index, call) in trace.calls.enumerated() {
            offset += TraceWriter.callBytes(call, isFirst: index == 0).count
            callEnds.append(offset)
        }
        // The tail starts with "\n  ]".
        return (bytes, callsOpen, offset + 3, callEnds)
    }()

    @Test("the layout is what the test assumes")
    func layoutIsAsAssumed() {
        let layout = Self.layout
        #expect(layout.bytes[layout.callsOpen - 1] == UInt8(ascii: "["))
        #expect(layout.bytes[layout.callsClose] == UInt8(ascii: "]"))
        #expect(layout.callEnds.allSatisfy { layout.bytes[$0 - 1] == UInt8(ascii: "}") })
        #expect(layout.callEnds.count == 14)
    }

    @Test("a cut at every byte inside calls keeps exactly the calls finished before it")
    func keepsCallsFinishedBeforeEveryCut() throws {
        let layout = Self.layout
        for cut in layout.callsOpen...layout.callsClose {
            let trace: Trace
            do {
                trace = try TraceReader.read(bytes: Array(layout.bytes[..<cut]))
            } catch {
                Issue.record("a cut at byte \(cut) was refused: \(error)")
                continue
            }
            let kept = layout.callEnds.filter { $0 <= cut }.count
            let truncation = try #require(trace.truncation, "no truncation for a cut at byte \(cut)")
            #expect(truncation.keptCalls == kept, "cut at byte \(cut)")
            #expect(truncation.keptByteCount == (kept == 0 ? layout.callsOpen : layout.callEnds[kept - 1]), "cut at byte \(cut)")
            #expect(truncation.totalByteCount == cut)
            #expect(trace.calls == Array(Self.trace.calls.prefix(kept)), "cut at byte \(cut)")
            #expect(trace.capture == Self.trace.capture)
            #expect(trace.diagnostics == nil && trace.session == nil)
        }
    }

    @Test("a cut inside the header is refused as cut off")
    func refusesCutInHeader() {
        let layout = Self.layout
        for cut in 0..<layout.callsOpen {
            let error = Self.error(Array(layout.bytes[..<cut]))
            #expect(error?.isCutOff == true, "cut at byte \(cut): \(String(describing: error))")
        }
    }

    @Test("a cut after the calls closed is refused as cut off")
    func refusesCutAfterCalls() throws {
        let layout = Self.layout
        for cut in (layout.callsClose + 1)..<layout.bytes.count {
            let error = Self.error(Array(layout.bytes[..<cut]))
            let isWhitespaceOnlyAfterEnd = cut == layout.bytes.count - 1 // only the final newline is missing
            if isWhitespaceOnlyAfterEnd {
                #expect(error == nil)
            } else {
                #expect(error?.isCutOff == true, "cut at byte \(cut): \(String(describing: error))")
            }
        }
        let whole = try TraceReader.read(bytes: layout.bytes)
        #expect(whole.truncation == nil)
        #expect(whole == Self.trace)
    }

    @Test("a cut inside calls that come before the capture is refused")
    func refusesCutBeforeHeaderIsComplete() throws {
        let document = #"{"format": "deepcut-trace", "version": 1, "calls": [{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "re"#
        let error = try #require(Self.error(Array(document.utf8)))
        #expect(error.pathAndMessage == "calls[0]: the document is cut off: expected '\"' to close the string, found the end of the input")
        #expect(error.location?.column == document.count + 1)
    }

    @Test("a refusal inside the unfinished call is not mistaken for a cut")
    func refusesErrorInsideLastCall() throws {
        let header = #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-05-12T09:14:03Z"}, "calls": ["#
        let document = header + Calls.artists + #", {"seq": "one", "method""#
        let error = try #require(Self.error(Array(document.utf8)))
        #expect(error.pathAndMessage == #"calls[1].seq: expected an integer, found a string ("one")"#)
    }

    @Test("describes itself")
    func describesItself() {
        #expect(TraceTruncation(keptCalls: 12, keptByteCount: 100, totalByteCount: 157).description
            == "cut off inside \"calls\" after 12 complete calls (57 bytes after them dropped)")
        #expect(TraceTruncation(keptCalls: 1, keptByteCount: 100, totalByteCount: 101).description
            == "cut off inside \"calls\" after 1 complete call (1 byte after them dropped)")
    }

    static func error(_ bytes: [UInt8]) -> TraceReadError? {
        do {
            _ = try TraceReader.read(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }
}
