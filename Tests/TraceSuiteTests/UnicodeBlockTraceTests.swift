import DeepCutTraceReading
import DeepCutVerify
import Testing

/// A trace whose names and titles are drawn from every block of 4,096 scalars
/// from U+0000 to U+10FFFF replays through the engine to the numbers the
/// rules give: no character stops a replay.
@Suite("A trace of titles from every Unicode block replays with sane numbers")
struct UnicodeBlockTraceTests {
    /// Eight scalars of the block starting at `start`, spread over it (surrogates left out).
    static func scalars(of start: UInt32, from offset: UInt32) -> String {
        var text = String.UnicodeScalarView()
        for step in UInt32(0)..<8 {
            if let scalar = Unicode.Scalar(start + offset + step * 0x1F0) { text.append(scalar) }
        }
        return String(text)
    }

    /// A JSON string literal of `text`.
    static func json(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20: literal += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// One artist per block: it owns `Gəl …`; the catalog answers that album, its deluxe edition,
    /// its single and another album, `Ölç …`: 4 albums, 3 owned, 1 cut each.
    static func trace() -> String {
        let blocks = stride(from: UInt32(0), to: 0x11_0000, by: 0x1000).map { $0 }
        var artists: [String] = [], albums: [String] = [], answers: [String] = []
        for (index, start) in blocks.enumerated() {
            let id = "r.U\(index)", name = json("Gəl " + scalars(of: start, from: 0x21))
            let title = "Gəl " + scalars(of: start, from: 0x41), other = "Ölç " + scalars(of: start, from: 0x61)
            artists.append("{\"id\": \"\(id)\", \"name\": \(name)}")
            albums.append("{\"id\": \"l.U\(index)\", \"title\": \(json(title)), \"artistName\": \(name), \"artistID\": \"\(id)\"}")
            let catalog = [title, title + " (Deluxe Edition)", title + " - Single", other].enumerated().map { offset, text in
                "{\"id\": \"\(10_000 + index * 10 + offset)\", \"title\": \(json(text)), \"artistName\": \(name)}"
            }
            answers.append("""
                {"seq": \(3 + index), "method": "fetchCatalogReleases", "args": {"artistID": "\(id)"}, \
                "result": {"albums": [\(catalog.joined(separator: ", "))]}}
                """)
        }
        return """
            {"format": "deepcut-trace", "version": 1,
             "capture": {"origin": "synthetic", "title": "Titles from every Unicode block", "startedAt": "2026-06-01T09:00:00Z"},
             "engine": {"batchSize": \(blocks.count)},
             "calls": [
              {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [\(artists.joined(separator: ", "))]}},
              {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [\(albums.joined(separator: ", "))]}},
              {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
              \(answers.joined(separator: ",\n  "))
             ],
             "session": [{"action": "refresh", "expect": {"state": "loaded", "checked": \(blocks.count), "failed": 0, "feedCount": \(blocks.count)}}]}
            """
    }

    @Test("every artist's answer is 4 albums, 3 owned and 1 cut, and the replay passes")
    func replays() async throws {
        let trace = try TraceReader.read(bytes: Array(Self.trace().utf8))
        #expect(trace.calls.count == 3 + 272)
        let report = await Verifier.verify(trace, source: "unicode-blocks")
        #expect(report.passed, "\(ReportFailures.summary(of: report))")
    }
}
