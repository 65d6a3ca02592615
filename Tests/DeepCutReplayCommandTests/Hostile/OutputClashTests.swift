import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Docs/OutputFiles.md "The rule": the outputs of one run are checked against
    /// each other and against standard output, after links are followed.
    @Suite("two outputs of one run on one file, or an output on standard output's file, are a usage error")
    struct OutputClashTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var arguments: [String]
            var says: String
            var testDescription: String { arguments.joined(separator: " ") }
        }

        @Test("each clash is refused with 64 and a sentence, before anything is written", arguments: [
            Case(arguments: ["t.json", "--html", "x", "--junit", "x"], says: "it is the same file as x, where this run writes the JUnit report"),
            Case(arguments: ["verify", "t.json", "--html", "x", "--junit", "./x"], says: "it is the same file as ./x, where this run writes the JUnit report"),
            Case(arguments: ["verify", "t.json", "--junit", "old", "--html", "link"], says: "it is the same file as old"),
            Case(arguments: ["verify", "t.json", "--junit", "sub/../x", "--html", "x"], says: "it is the same file as sub/../x"),
            Case(arguments: ["t.json", "--html", "/dev/stdout"], says: "it is the file standard output goes to, where this run prints its report"),
            Case(arguments: ["verify", "t.json", "--junit", "/dev/fd/1"], says: "it is the file standard output goes to"),
            Case(arguments: ["coverage", "t.json", "--html", "/dev/stdout"], says: "it is the file standard output goes to"),
            Case(arguments: ["faults", "t.json", "--html", "/dev/stdout"], says: "it is the file standard output goes to"),
        ])
        func refused(_ example: Case) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                try folder.write("old\n", to: "old")
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "old")
                let result = try await ReplayExecutable.run(example.arguments, in: folder)
                #expect(result.status == 64, "\(result.standardError)")
                #expect(result.standardError.contains(example.says), "\(result.standardError)")
                #expect(result.standardError.contains("so nothing was written"))
                #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
                #expect(try String(contentsOf: folder.appendingPathComponent("old"), encoding: .utf8) == "old\n")
            }
        }

        @Test("outputs on different files, the null device twice, or standard error, are written", arguments: [
            ["t.json", "--html", "a.html", "--junit", "a.xml"],
            ["verify", "t.json", "--html", "/dev/null", "--junit", "/dev/null"],
            ["t.json", "--junit", "/dev/stderr"],
        ])
        func accepted(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                let result = try await ReplayExecutable.run(arguments, in: folder)
                #expect(result.status == 0, "\(result.standardError)")
            }
        }
    }
}
