import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Testing

/// Documents that are not JSON, or not strict JSON.
@Suite("TraceReader refuses what is not strict JSON")
struct TraceReaderJSONRefusalTests {
    static let cases: [Refusal] = [
        Refusal("an empty document", "", "the document is cut off: expected a JSON object ('{'), found the end of the input"),
        Refusal("plain text", "hello", "invalid JSON: expected a JSON object ('{'), found 'h'"),
        Refusal("an array at the top", "[]", "invalid JSON: expected a JSON object ('{'), found '['"),
        Refusal("a trailing comma in an object", #"{"format": "deepcut-trace",}"#,
                "invalid JSON: expected a key after ',' (no trailing comma), found '}'"),
        Refusal("a trailing comma in an array", TraceSamples.document(calls: Calls.artists + ","),
                "calls: invalid JSON: expected a value after ',' (no trailing comma), found ']'"),
        Refusal("a comment", "{// note\n}", "invalid JSON: expected a key in double quotes or '}', found '/'"),
        Refusal("an unquoted key", "{format: 1}", "invalid JSON: expected a key in double quotes or '}', found 'f'"),
        Refusal("a missing colon", #"{"format" "deepcut-trace"}"#, "invalid JSON: expected ':' after the key, found '\"'"),
        Refusal("single quotes", "{'format': 1}", "invalid JSON: expected a key in double quotes or '}', found '''"),
        Refusal("NaN", TraceSamples.document(calls: Calls.at("NaN")), "calls[0].at: expected a number, found 'N'"),
        Refusal("Infinity", TraceSamples.document(calls: Calls.at("Infinity")), "calls[0].at: expected a number, found 'I'"),
        Refusal("a leading plus", TraceSamples.document(calls: Calls.at("+1")), "calls[0].at: expected a number, found '+'"),
        Refusal("a leading zero", TraceSamples.document(calls: Calls.at("01")),
                "calls[0].at: invalid JSON: expected a number without leading zeros, found a leading zero before a digit"),
        Refusal("a bare decimal point", TraceSamples.document(calls: Calls.at("1.")),
                "calls[0].at: invalid JSON: expected a digit after '.', found ','"),
        Refusal("an exponent without digits", TraceSamples.document(calls: Calls.at("1e")),
                "calls[0].at: invalid JSON: expected a digit in the exponent, found ','"),
        Refusal("a raw tab in a string", TraceSamples.document(calls: "").replacingOccurrences(of: "\"t\"", with: "\"a\tb\""),
                "capture.title: invalid JSON: expected a character in a string (control characters must be escaped, e.g. \\n), found the control character U+0009"),
        Refusal("an unknown escape", TraceSamples.document(calls: "").replacingOccurrences(of: "\"t\"", with: #""a\xb""#),
                #"capture.title: invalid JSON: expected an escape: \" \\ \/ \b \f \n \r \t or \uXXXX, found '\x'"#),
        Refusal("a short unicode escape", TraceSamples.document(calls: "").replacingOccurrences(of: "\"t\"", with: #""\u12G4""#),
                #"capture.title: invalid JSON: expected four hex digits after \u, found 'G'"#),
        Refusal("a lone low surrogate", TraceSamples.document(calls: "").replacingOccurrences(of: "\"t\"", with: #""\uDC00""#),
                #"capture.title: invalid JSON: expected a Unicode escape that is a character, found a lone low surrogate \uDC00"#),
        Refusal("a high surrogate without its low half", TraceSamples.document(calls: "").replacingOccurrences(of: "\"t\"", with: #""\uD83Dx""#),
                #"capture.title: invalid JSON: expected a low surrogate \uDC00-\uDFFF after the high surrogate \uD83D, found 'x'"#),
        Refusal("a key twice", #"{"format": "deepcut-trace", "format": "deepcut-trace"}"#,
                #"duplicate key "format": a key may appear only once in an object"#),
        Refusal("a key twice in an unknown object", TraceSamples.document(calls: "", extra: #", "x": {"a": 1, "a": 2}"#),
                #"x: duplicate key "a": a key may appear only once in an object"#),
        Refusal("content after the document", TraceSamples.document(calls: "") + " x",
                "invalid JSON: expected the end of the document after its top-level object, found 'x'"),
        Refusal("an invalid literal", TraceSamples.document(calls: "", extra: #", "x": nul"#),
                "x: invalid JSON: expected a value (a string, number, object, array, true, false or null), found 'n'"),
        Refusal("a cut inside the header", #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synth"#,
                "capture.origin: the document is cut off: expected '\"' to close the string, found the end of the input"),
        Refusal("a cut after the calls closed", String(TraceSamples.document(calls: Calls.artists).dropLast()),
                "the document is cut off: expected ',' or '}', found the end of the input"),
    ]

    @Test("refuses, naming the path, what was expected and what was found", arguments: cases)
    func refuses(_ refusal: Refusal) throws {
        let error = try #require(TraceSamples.readError(refusal.document))
        #expect(error.pathAndMessage == refusal.expected)
    }

    @Test("refuses bytes that are not UTF-8 inside a string", arguments: [
        ([0xFF], "the byte 0xFF, which is not UTF-8"),
        ([0xC0, 0xAF], "the byte 0xC0, which is not UTF-8"),
        ([0xED, 0xA0, 0x80], "the byte 0xED starting an invalid UTF-8 sequence"),
        ([0xE2, 0x28, 0xA1], "the byte 0xE2 starting an invalid UTF-8 sequence"),
        ([0xF4, 0x90, 0x80, 0x80], "the byte 0xF4 starting an invalid UTF-8 sequence"),
    ] as [([UInt8], String)])
    func refusesInvalidUTF8(_ bad: [UInt8], _ found: String) throws {
        let parts = TraceSamples.document(calls: "").components(separatedBy: "\"title\": \"t\"")
        let bytes = Array(parts[0].utf8) + Array("\"title\": \"".utf8) + bad + [0x22] + Array(parts[1].utf8)
        let error = try #require(Self.error(bytes))
        #expect(error.pathAndMessage == "capture.title: invalid JSON: expected UTF-8 text, found " + found)
    }

    @Test("refuses nesting deeper than the limit")
    func refusesDeepNesting() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let error = try #require(TraceSamples.readError(TraceSamples.document(calls: "", extra: ", \"x\": " + deep)))
        #expect(error.message == "invalid JSON: expected at most 512 levels of nested arrays and objects, found deeper nesting")
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

/// Calls used to build documents.
enum Calls {
    static let artists = #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": []}}"#

    static func at(_ literal: String) -> String {
        #"{"seq": 0, "method": "fetchLibraryArtists", "args": {}, "at": \#(literal), "result": {"artists": []}}"#
    }

    static func tracks(result: String) -> String {
        #"{"seq": 0, "method": "fetchTracks", "args": {"albumID": "1440935467"}, "result": \#(result)}"#
    }

    static func albums(_ album: String) -> String {
        #"{"seq": 0, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [\#(album)]}}"#
    }

    static func error(_ error: String) -> String {
        #"{"seq": 0, "method": "fetchCatalogReleases", "args": {"artistID": "r.A"}, "error": \#(error)}"#
    }
}
