import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Keys: a duplicate check that compared each new key with every earlier
    /// one made 200,000 keys a matter of minutes, and one that compared Swift
    /// strings refused two distinct JSON keys that are canonically equivalent.
    @Suite("deepcut-replay reads objects with many keys in linear time and tells keys apart by code points")
    struct HostileKeyTests {
        /// `count` members `"k0": 0, "k1": 1, …`, each after a comma.
        static func members(_ count: Int) -> String {
            var text = ""
            text.reserveCapacity(count * 14)
            for index in 0..<count { text += #", "k\#(index)": \#(index)"# }
            return text
        }

        /// 200,000 keys: compared pairwise, 2·10^10 comparisons, far beyond
        /// the guard's processor minute; read linearly, well under a second.
        static let keyCount = 200_000

        @Test("200,000 unknown keys in one object of the format are read, exit 0")
        func manyUnknownKeysInAFormatObject() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(HostileDocuments.trace(captureExtra: Self.members(Self.keyCount)), to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["inspect", "t.json"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.hasPrefix("Trace     t.json\nCapture   hostile\n"))
            }
        }

        @Test("200,000 keys in an unknown value are read, exit 0")
        func manyKeysInAnUnknownValue() async throws {
            try await withTemporaryFolder { folder in
                let value = #"{"k": 0"# + Self.members(Self.keyCount) + "}"
                let document = HostileDocuments.trace(session: HostileDocuments.checkedSession, extra: #", "x": \#(value)"#)
                try folder.write(document, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["t.json", "-q"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == "PASS  t.json: 1 check held\n")
            }
        }

        @Test("the keys é (U+00E9) and é (e + U+0301) are two keys, in an object of the format and in an unknown value",
              arguments: [
                  HostileDocuments.trace(captureExtra: ", \"\u{E9}\": 1, \"e\u{301}\": 2",
                                         session: HostileDocuments.checkedSession),
                  HostileDocuments.trace(session: HostileDocuments.checkedSession,
                                         extra: ", \"x\": {\"\u{E9}\": 1, \"e\u{301}\": 2}"),
              ])
        func canonicallyEquivalentKeys(document: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(document, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["t.json", "-q"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == "PASS  t.json: 1 check held\n")
            }
        }

        @Test("é written plainly and as \\u00e9 is one key given twice: exit 65 naming it")
        func escapedDuplicate() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(HostileDocuments.trace(captureExtra: ", \"\u{E9}\": 1, \"\\u00e9\": 2"), to: "t.json")
                let result = try await ReplayExecutable.runGuarded(["t.json"], in: folder)
                #expect(result.status == 65, "\(result)")
                #expect(result.standardError
                    == "deepcut-replay: t.json:1:143: capture: duplicate key \"\u{E9}\": a key may appear only once in an object\n")
            }
        }
    }
}
