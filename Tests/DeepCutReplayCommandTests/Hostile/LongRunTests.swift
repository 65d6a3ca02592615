import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// A shrink that runs long says how far it is on a terminal, and an
    /// interrupted one keeps what it found.
    @Suite("a long shrink shows its progress on a terminal only, and an interrupted one writes the smallest trace found")
    struct LongRunTests {
        /// A generated library of 300 artists whose first refresh is expected to check one artist too many.
        static func failingTrace(in folder: URL) async throws {
            let generated = try await ReplayExecutable.runGuarded(["generate", "--artists", "300", "-o", "g.json"], in: folder)
            try #require(generated.status == 0, "\(generated)")
            let text = try String(contentsOf: folder.appendingPathComponent("g.json"), encoding: .utf8)
            let range = try #require(text.range(of: #""checked": 40, "failed": 1"#))
            try folder.write(text.replacingCharacters(in: range, with: #""checked": 41, "failed": 1"#), to: "f.json")
        }

        #if canImport(Glibc) || canImport(Darwin)
        @Test("SIGINT during shrink writes the smallest failing trace found so far, says so, and exits 130")
        func interruptedShrink() async throws {
            try await withTemporaryFolder { folder in
                try await Self.failingTrace(in: folder)
                let result = try await ReplayExecutable.runGuarded(["shrink", "f.json", "-o", "s.json"], in: folder) { pid in
                    try await Task.sleep(for: .seconds(3))
                    kill(pid, SIGINT)
                }
                #expect(result.status == 130, "\(result)")
                #expect(result.standardOutput.contains("(interrupted: this is the smallest failing trace found so far)"),
                        "\(result)")
                let replay = try await ReplayExecutable.runGuarded(["s.json", "-q"], in: folder)
                #expect(replay.status == 1, "the trace written still fails: \(replay)")
                #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains { $0.contains(".deepcut-replay-") })
            }
        }

        @Test("on a terminal a run of more than a second shows how far it is on one line, then clears it; --quiet shows none",
              arguments: [
                  (["shrink", "f.json", "-o", "s.json", "--max-replays", "60"],
                   ["\r\u{1B}[Kshrink: ", " replays, smallest failing trace so far ", "\r\u{1B}[Kshrunk f.json → s.json"]),
                  (["redact", "large.json", "-o", "r.json", "--key", "k"],
                   ["\r\u{1B}[Kredact: ", " of 4 replays (both traces under strict and legacy)"]),
                  (["g.json", "--chaos", "30"], ["\r\u{1B}[Kchaos: ", " of 30 shuffled orders replayed"]),
                  (["g.json", "--chaos", "30", "--quiet"], []),
              ])
        func progressOnTerminal(arguments: [String], fragments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try await Self.failingTrace(in: folder)
                if arguments.contains("large.json") {
                    // A redaction of 300 artists can end within the second before progress shows.
                    let generated = try await ReplayExecutable.runGuarded(
                        ["generate", "--artists", "2000", "-o", "large.json"], in: folder)
                    try #require(generated.status == 0, "\(generated)")
                }
                let (status, output) = try await ReplayExecutable.runOnTerminal(arguments, in: folder, errorToo: true)
                #expect(status == 0, "\(output)")
                for fragment in fragments { #expect(output.contains(fragment), "\(output)") }
                if fragments.isEmpty { #expect(!output.contains("\u{1B}[K"), "\(output)") }
            }
        }
        #endif

        @Test("in a pipe or a file the same shrink writes no progress line")
        func noProgressInPipe() async throws {
            try await withTemporaryFolder { folder in
                try await Self.failingTrace(in: folder)
                let result = try await ReplayExecutable.runGuarded(["shrink", "f.json", "-o", "s.json", "--max-replays", "60"],
                                                                   in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.hasPrefix("shrunk f.json → s.json"), "\(result)")
                #expect(!result.standardOutput.contains("\u{1B}") && !result.standardError.contains("\u{1B}"))
            }
        }
    }
}
