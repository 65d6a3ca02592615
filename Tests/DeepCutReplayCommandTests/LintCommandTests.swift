import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// `deepcut-replay lint`, run as a program on the package's own traces.
    @Suite("deepcut-replay lint names the pitfalls, exits 1 only on a denied lint, and refuses bad input with the tool's statuses")
    struct LintCommandTests {
        /// The package's root: the corpus is linted where it lies.
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test("findings alone exit 0; a denied lint that fires exits 1; a denied lint that stays silent exits 0",
              arguments: [
                  (options: [String](), status: Int32(0)), (options: ["--deny", "capped-discography"], status: Int32(1)),
                  (options: ["--deny", "authorization,rate-limit-storm"], status: Int32(0)),
                  (options: ["--deny", "authorization", "--deny", "capped-discography"], status: Int32(1)),
              ] as [(options: [String], status: Int32)])
        func deny(options: [String], status: Int32) async throws {
            let result = try await ReplayExecutable.run(["lint", "Traces/02-diagnostic-run-after-the-fix.json"] + options, in: Self.root)
            #expect(result.status == status, "\(result)")
            #expect(result.standardError == "")
            #expect(result.standardOutput.contains("  ⚠ capped-discography: 2 artists got one page of albums and no next page\n"))
        }

        @Test("an unknown lint id in --deny exits 64 with a did-you-mean and the list of lints")
        func unknownLint() async throws {
            let result = try await ReplayExecutable.run(["lint", "Traces", "--deny", "caped-discography"], in: Self.root)
            #expect(result.status == 64)
            #expect(result.standardOutput == "")
            #expect(result.standardError.hasPrefix(
                "deepcut-replay: --deny: unknown lint 'caped-discography'; did you mean 'capped-discography'? (the lints: library-id-to-catalog, "))
        }

        /// The traces Docs/Lints.md's example block is made from, and those the corpus test lints:
        /// named, and copied into a folder of their own, so that a trace a team adds under
        /// Traces/ or Fixtures/ changes neither (it is one more case of the trace suites).
        static let rebuilt = [
            "Traces/01-empty-discover-tab.json", "Traces/02-diagnostic-run-after-the-fix.json",
            "Traces/03-incremental-feed.json", "Traces/04-tracklist-sheet.json",
        ]
        static let fixtures = [
            "Fixtures/every-artist-fails.json", "Fixtures/most-artists-404-legacy-caught-up.json",
            "Fixtures/retry-429-then-success.json",
        ]

        /// Runs `body` in a folder holding copies of `files` under their own paths.
        static func withCopies(of files: [String], _ body: (URL) async throws -> Void) async throws {
            try await withTemporaryFolder { folder in
                for file in files {
                    let copy = folder.appendingPathComponent(file)
                    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: copy)
                }
                try await body(folder)
            }
        }

        @Test("a corpus is linted file by file and ends with a one-line summary")
        func corpus() async throws {
            try await Self.withCopies(of: Self.rebuilt + Self.fixtures) { folder in
                let result = try await ReplayExecutable.run(["lint", "Traces", "Fixtures"], in: folder)
                #expect(result.status == 0)
                let lines = result.standardOutput.split(separator: "\n").map(String.init)
                let summary = try #require(lines.last)
                #expect(summary.hasPrefix("7 traces linted: "))
                #expect(summary.contains("library-id-to-catalog 3"))
                #expect(lines.contains("Fixtures/retry-429-then-success.json  clean"))
                #expect(lines.contains("Traces/01-empty-discover-tab.json"))
                #expect(lines.contains("What they mean"))
            }
        }

        @Test("--format json is the deepcut-replay-lint shape, version 1, with the same findings")
        func json() async throws {
            let result = try await ReplayExecutable.run(["lint", "Traces/01-empty-discover-tab.json", "--format", "json", "--deny", "authorization"], in: Self.root)
            #expect(result.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(object["format"] as? String == "deepcut-replay-lint")
            #expect(object["version"] as? Int == 1)
            let traces = try #require(object["traces"] as? [[String: Any]])
            let lints = try #require(traces.first?["lints"] as? [[String: Any]])
            #expect(lints.map { $0["id"] as? String } == ["library-id-to-catalog"])
            #expect(lints.first?["count"] as? Int == 1598)
            #expect((lints.first?["evidence"] as? [[String: Any]])?.first?["seq"] as? Int == 3)
            let summary = try #require(object["summary"] as? [String: Any])
            #expect(summary["denied"] as? [String] == ["authorization"])
            #expect(summary["deniedFired"] as? [String] == [])
        }

        @Test("an invalid trace exits 65 and the others are still linted; a missing path exits 66")
        func badInput() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.invalid, to: "invalid.json")
                try folder.write(Documents.formatExample, to: "good.json")
                let invalid = try await ReplayExecutable.run(["lint", "invalid.json", "good.json"], in: folder)
                #expect(invalid.status == 65)
                #expect(invalid.standardError.hasPrefix("deepcut-replay: invalid.json:"), "\(invalid)")
                #expect(invalid.standardOutput.contains("good.json\n  ⚠ library-id-to-catalog"))
                #expect(invalid.standardOutput.hasSuffix("; 1 trace could not be read\n"))
                let missing = try await ReplayExecutable.run(["lint", "nowhere.json"], in: folder)
                #expect(missing.status == 66)
                #expect(missing.standardError == "deepcut-replay: cannot read nowhere.json: no such file or folder\n")
                let none = try await ReplayExecutable.run(["lint"], in: folder)
                #expect(none.status == 64)
            }
        }
    }
}
