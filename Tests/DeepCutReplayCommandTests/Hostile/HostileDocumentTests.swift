import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Documents built to hurt a reader: deep nesting, huge strings and
    /// numbers, bytes that are not UTF-8, a byte order mark, NULs. Each goes
    /// through the real executable, which answers with its exit status and a
    /// first line that names the file, the place and the problem; none traps.
    @Suite("deepcut-replay answers hostile documents with an exit status and a message, never a crash")
    struct HostileDocumentTests {
        /// A hostile document and how the tool answers it.
        struct Case: Sendable, CustomTestStringConvertible {
            /// What is hostile about it.
            var name: String
            /// The document's bytes.
            var bytes: [UInt8]
            /// The exit status.
            var status: Int32
            /// The first line of standard error (the verdict on standard output when the trace passes).
            var firstLine: String

            var testDescription: String { name }
        }

        /// A checked trace of an empty library with these members.
        static func trace(captureExtra: String = "", calls: [String] = HostileDocuments.emptyLibraryCalls,
                          extra: String = "") -> [UInt8] {
            Array(HostileDocuments.trace(captureExtra: captureExtra, calls: calls, session: HostileDocuments.checkedSession,
                                         extra: extra).utf8)
        }

        /// The document with each occurrence of `marker`'s UTF-8 replaced by `bytes`.
        static func replacing(_ marker: String, with bytes: [UInt8], in document: [UInt8]) -> [UInt8] {
            let pattern = Array(marker.utf8)
            var result: [UInt8] = []
            var index = 0
            while index < document.count {
                if document[index...].starts(with: pattern) {
                    result += bytes
                    index += pattern.count
                } else {
                    result.append(document[index])
                    index += 1
                }
            }
            return result
        }

        static let cases: [Case] = [
            Case(name: "a 64 MiB string is read", bytes: trace(captureExtra: #", "notes": ""# + String(repeating: "a", count: 64 << 20) + #"""#),
                 status: 0, firstLine: "PASS  t.json: 1 check held"),
            Case(name: "a number of a million digits in an unknown member is kept as written",
                 bytes: trace(extra: #", "x": 1"# + String(repeating: "0", count: 1_000_000)),
                 status: 0, firstLine: "PASS  t.json: 1 check held"),
            Case(name: "1e400 in an unknown member is kept as written", bytes: trace(extra: #", "x": 1e400"#),
                 status: 0, firstLine: "PASS  t.json: 1 check held"),
            Case(name: "a byte order mark at the start is ignored", bytes: [0xEF, 0xBB, 0xBF] + trace(),
                 status: 0, firstLine: "PASS  t.json: 1 check held"),
            Case(name: "an escaped NUL in a string is a character", bytes: trace(captureExtra: #", "notes": "a\u0000b""#),
                 status: 0, firstLine: "PASS  t.json: 1 check held"),
            Case(name: "100,000 nested arrays stop at 512 levels",
                 bytes: trace(extra: #", "x": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
                 status: 65, firstLine: "deepcut-replay: t.json:3:671: x" + String(repeating: "[0]", count: 512)
                     + ": invalid JSON: expected at most 512 levels of nested arrays and objects, found deeper nesting"),
            Case(name: "100,000 nested objects stop at 512 levels",
                 bytes: trace(extra: #", "x": "# + String(repeating: #"{"a": "#, count: 100_000) + "0"
                     + String(repeating: "}", count: 100_000)),
                 status: 65, firstLine: "deepcut-replay: t.json:3:3231: x" + String(repeating: ".a", count: 512)
                     + ": invalid JSON: expected at most 512 levels of nested arrays and objects, found deeper nesting"),
            Case(name: "a byte that is not UTF-8 in a string",
                 bytes: replacing("@", with: [0xFF], in: trace(captureExtra: #", "notes": "caf@""#)),
                 status: 65, firstLine:
                 "deepcut-replay: t.json:1:148: capture.notes: invalid JSON: expected UTF-8 text, found the byte 0xFF, which is not UTF-8"),
            Case(name: "an overlong UTF-8 sequence in a key",
                 bytes: replacing("@", with: [0xC0, 0xAF], in: trace(captureExtra: #", "k@": 1"#)),
                 status: 65, firstLine:
                 "deepcut-replay: t.json:1:137: capture: invalid JSON: expected UTF-8 text, found the byte 0xC0, which is not UTF-8"),
            Case(name: "a raw NUL in a string", bytes: replacing("@", with: [0], in: trace(captureExtra: #", "notes": "a@b""#)),
                 status: 65, firstLine:
                 "deepcut-replay: t.json:1:146: capture.notes: invalid JSON: expected a character in a string (control characters must be escaped, e.g. \\n), found the control character U+0000"),
            Case(name: "a NUL after the document", bytes: trace() + [0], status: 65, firstLine:
                 "deepcut-replay: t.json:4:1: invalid JSON: expected the end of the document after its top-level object, found U+0000"),
            Case(name: "a lone surrogate escape", bytes: trace(captureExtra: #", "notes": "\udc00""#), status: 65, firstLine:
                 "deepcut-replay: t.json:1:145: capture.notes: invalid JSON: expected a Unicode escape that is a character, found a lone low surrogate \\uDC00"),
            Case(name: "a version of 1e400", bytes: Array(String(decoding: trace(), as: UTF8.self)
                .replacingOccurrences(of: #""version": 1"#, with: #""version": 1e400"#).utf8), status: 65, firstLine:
                 "deepcut-replay: t.json:1:40: version: expected an integer (the format version, 1), found a number (1e400)"),
            Case(name: "a seq of 1e19", bytes: trace(calls: HostileDocuments.emptyLibraryCalls.enumerated().map { index, call in
                index == 0 ? call.replacingOccurrences(of: #""seq": 0"#, with: #""seq": 1e19"#) : call
            }), status: 65, firstLine:
                 "deepcut-replay: t.json:1:154: calls[0].seq: expected an integer, found a number (1e19)"),
            Case(name: "a negative seq", bytes: trace(calls: HostileDocuments.emptyLibraryCalls.enumerated().map { index, call in
                index == 0 ? call.replacingOccurrences(of: #""seq": 0"#, with: #""seq": -1"#) : call
            }), status: 65, firstLine:
                 "deepcut-replay: t.json:1:154: calls[0].seq: expected an integer ≥ 0, found a number (-1)"),
            Case(name: "an at of 1e400", bytes: trace(calls: HostileDocuments.callsWithFirst(#""at": 1e400"#)),
                 status: 65, firstLine:
                 "deepcut-replay: t.json:1:208: calls[0].at: expected a number that fits in a Double, found a number (1e400)"),
            Case(name: "a negative durationMs", bytes: trace(calls: HostileDocuments.callsWithFirst(#""durationMs": -1"#)),
                 status: 65, firstLine:
                 "deepcut-replay: t.json:1:216: calls[0].durationMs: expected a number ≥ 0, found a number (-1)"),
            Case(name: "a batch size of 1e19", bytes: trace(extra: #", "engine": {"batchSize": 1e19}"#), status: 65, firstLine:
                 "deepcut-replay: t.json:3:178: engine.batchSize: expected an integer, found a number (1e19)"),
            Case(name: "a negative batch size", bytes: trace(extra: #", "engine": {"batchSize": -1}"#), status: 65, firstLine:
                 "deepcut-replay: t.json:3:178: engine.batchSize: expected an integer ≥ 1, found a number (-1)"),
            Case(name: "an empty file", bytes: [], status: 65, firstLine:
                 "deepcut-replay: t.json:1:1: the document is cut off: expected a JSON object ('{'), found the end of the input"),
            Case(name: "a file of NULs", bytes: [UInt8](repeating: 0, count: 4096), status: 65, firstLine:
                 "deepcut-replay: t.json:1:1: invalid JSON: expected a JSON object ('{'), found U+0000"),
        ]

        @Test("each hostile document gets its exit status and first line", arguments: cases)
        func hostileDocument(_ hostile: Case) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(bytes: hostile.bytes, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["t.json", "-q"], in: folder)
                #expect(result.status == hostile.status, "\(result)")
                let firstLine = hostile.status == 0
                    ? String(result.standardOutput.prefix { $0 != "\n" }) : result.firstErrorLine
                #expect(firstLine == hostile.firstLine)
            }
        }
    }
}
