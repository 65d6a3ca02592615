import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Docs/OutputFiles.md "Folders given as input": every command that walks a folder reads a
    /// folder named through a symbolic link through it, and skips a link cycle with one warning.
    @Suite("every command that walks folders follows a linked folder and skips a link cycle once")
    struct LinkedFolderTests {
        /// Each command that walks its folder operands, with the folder as `DIR`.
        static let walkers: [[String]] = [
            ["verify", "DIR"],
            ["lint", "DIR"],
            ["status", "DIR", "--now", "2026-12-03T00:00:00Z"],
            ["coverage", "DIR"],
            ["faults", "DIR", "--sample", "1"],
            ["status", "DIR/t.json", "--tests", "DIR", "--now", "2026-12-03T00:00:00Z"],
        ]

        private static func arguments(_ command: [String], folder: String) -> [String] {
            command.map { $0 == "DIR" || $0.hasPrefix("DIR/") ? folder + $0.dropFirst(3) : $0 }
        }

        /// A folder `real` of one trace and one test file naming it, and a link `link` (the name given) to `target`.
        private static func corpus(in folder: URL, link: String, to target: String) throws {
            try folder.write(Documents.formatExample, to: "real/t.json")
            try folder.write("let trace = \"t.json\"\n", to: "real/T.swift")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + link, withDestinationPath: target)
        }

        @Test("a folder given through a symbolic link is read through it", arguments: walkers)
        func linkedFolderRead(command: [String]) async throws {
            try await withTemporaryFolder { folder in
                try Self.corpus(in: folder, link: "link", to: "real")
                let direct = try await ReplayExecutable.run(Self.arguments(command, folder: "real"), in: folder)
                let linked = try await ReplayExecutable.run(Self.arguments(command, folder: "link"), in: folder)
                #expect(linked.status == direct.status)
                #expect(direct.status == 0 || direct.status == 1, "the trace was read and reported: \(direct.standardError)")
                #expect(!linked.standardError.contains("no .json traces found"))
                // The report is the same but for the folder's name.
                #expect(linked.standardOutput.replacingOccurrences(of: "link", with: "real")
                        == direct.standardOutput.replacingOccurrences(of: "link", with: "real"))
            }
        }

        @Test("a link back to a folder that holds it is warned of once and never loops", arguments: walkers)
        func cycleWarnedOnce(command: [String]) async throws {
            try await withTemporaryFolder { folder in
                try Self.corpus(in: folder, link: "real/again", to: ".")
                let result = try await ReplayExecutable.run(Self.arguments(command, folder: "real"), in: folder)
                #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
                let warnings = result.standardError.split(separator: "\n").filter { $0.contains("real/again") }
                #expect(warnings.count == 1, "\(result.standardError)")
                #expect(warnings.first?.contains("cycle") == true)
            }
        }
    }
}
