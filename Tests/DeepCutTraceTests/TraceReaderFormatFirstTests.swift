import DeepCutTrace
import DeepCutTraceReading
import Testing

@Suite("A JSON document of another kind is refused for its format before its version")
struct TraceReaderFormatFirstTests {
    private func message(_ text: String) -> String? {
        do {
            _ = try TraceReader.read(string: text, sourceName: "f.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("another tool's file with a version and no format is not a trace")
    func noFormat() {
        #expect(message(#"{"version": 7, "object": {}}"#)
            == #"f.json:1:1: missing required key "format" (this is not a Deep Cut trace: a trace starts with "format": "deepcut-trace")"#)
    }

    @Test("a package manifest's version string is not a trace's version: the file is not a trace", arguments: [
        (#"{"name": "app", "version": "1.0.0", "dependencies": {}}"#,
         #"f.json:1:1: missing required key "format" (this is not a Deep Cut trace: a trace starts with "format": "deepcut-trace")"#),
        (#"{"version": {"major": 1}, "format": "swiftpm"}"#,
         #"f.json:1:37: format: expected "deepcut-trace", found a string ("swiftpm"): this is not a Deep Cut trace"#),
        (#"{"format": "deepcut-trace", "version": "1.0.0"}"#,
         #"f.json:1:40: version: expected an integer (the format version, 1), found a string ("1.0.0")"#),
        (#"{"version": "1", "format": "deepcut-trace", "capture": {}}"#,
         #"f.json:1:13: version: expected an integer (the format version, 1), found a string ("1")"#),
    ])
    func versionOfAnotherKind(document: String, says: String) {
        #expect(message(document) == says)
    }

    @Test("a version given before a wrong format: the format is what is wrong")
    func wrongFormatAfterVersion() {
        #expect(message(#"{"version": 2, "format": "swiftpm"}"#)
            == #"f.json:1:26: format: expected "deepcut-trace", found a string ("swiftpm"): this is not a Deep Cut trace"#)
    }

    @Test("a trace of a newer version is refused for its version, wherever the format stands")
    func newerVersion() {
        let expected = "f.json:1:13: version: version 2 is newer than this reader; it reads version 1"
        #expect(message(#"{"version": 2, "format": "deepcut-trace"}"#) == expected)
        #expect(message(#"{"format": "deepcut-trace", "version": 2}"#)
            == "f.json:1:40: version: version 2 is newer than this reader; it reads version 1")
    }
}
