import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Docs/ConsoleDiagnostics.md "Writers of one trace" and Docs/OutputFiles.md
    /// "The rule": two runs that replace one trace exclude each other, and a signal
    /// that comes after the rename never passes for a write that did not happen.
    @Suite("writers of one trace exclude each other, and a signal after the rename reports the write as done")
    struct ConcurrentWriterTests {
        /// A generated trace of `artists` artists with its diagnostics taken out, and
        /// the console log that puts them back (`'NAME' total=N owned=N cuts=N`).
        static func traceAndLog(artists: Int, in folder: URL) async throws -> (trace: String, log: String) {
            let generated = try await ReplayExecutable.run(["generate", "--artists", "\(artists)"], in: folder)
            try #require(generated.status == 0, "\(generated.standardError)")
            var kept: [Substring] = []
            var log = ""
            var inDiagnostics = false
            for line in generated.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "  \"diagnostics\": {" { inDiagnostics = true; continue }
                if inDiagnostics {
                    if line == "  }," { inDiagnostics = false; continue }
                    let object = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ","))
                    if object.hasPrefix("{\"artistID\""),
                       let artist = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any],
                       let name = artist["name"] as? String, let total = artist["total"] as? Int,
                       let owned = artist["owned"] as? Int, let cuts = artist["cuts"] as? Int {
                        log += "'\(name)' total=\(total) owned=\(owned) cuts=\(cuts)\n"
                    }
                    continue
                }
                kept.append(line)
            }
            try #require(!log.isEmpty && !kept.contains { $0.contains("\"diagnostics\"") })
            return (kept.joined(separator: "\n"), log)
        }

        @Test("two import-diagnostics -o TRACE run at once: never both succeed, and the trace holds the diagnostics once")
        func twoImports() async throws {
            try await withTemporaryFolder { folder in
                let (trace, log) = try await Self.traceAndLog(artists: 20_000, in: folder)
                try folder.write(log, to: "console.log")
                for _ in 0..<2 {
                    try folder.write(trace, to: "t.json")
                    let arguments = ["import-diagnostics", "t.json", "--log", "console.log", "-o", "t.json"]
                    async let first = ReplayExecutable.run(arguments, in: folder)
                    async let second = ReplayExecutable.run(arguments, in: folder)
                    let results = try await [first, second]
                    let succeeded = results.filter { $0.status == 0 }
                    #expect(succeeded.count == 1, "\(results.map { "\($0.status): \($0.standardError)" })")
                    for refused in results where refused.status != 0 {
                        // Either it found the other run's lock (73), or it ran after it and found its diagnostics (1).
                        #expect(refused.status == 73 && refused.standardError.contains("is writing it now")
                                || refused.status == 1 && refused.standardError.contains("already has diagnostics"),
                                "\(refused.status): \(refused.standardError)")
                        #expect(refused.standardOutput.isEmpty)
                    }
                    let written = try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8)
                    #expect(written.components(separatedBy: "\"diagnostics\": {").count == 2)
                }
            }
        }

        #if canImport(Glibc) || canImport(Darwin)
        @Test("bless and import-diagnostics refuse with 73, and leave the trace as it was, while another run holds its lock",
              arguments: [["bless", "t.json"], ["import-diagnostics", "t.json", "--log", "console.log", "-o", "t.json"]])
        func lockHeld(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                let (trace, log) = try await Self.traceAndLog(artists: 30, in: folder)
                try folder.write(trace.replacingOccurrences(of: "\"state\": \"loaded\"", with: "\"state\": \"degraded\""),
                                 to: "t.json")
                try folder.write(log, to: "console.log")
                let path = folder.appendingPathComponent("t.json").path
                let before = try Data(contentsOf: URL(fileURLWithPath: path))
                // Another run's lock, as WriterLock takes it.
                let descriptor = open(path, O_RDONLY)
                try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
                defer { close(descriptor) }
                let result = try await ReplayExecutable.run(arguments, in: folder)
                #expect(result.status == 73, "\(result.standardError)")
                #expect(result.standardError.contains("cannot write the") && result.standardError.contains(
                    "another deepcut-replay run (bless or import-diagnostics) is writing it now, so nothing was written"))
                #expect(result.standardOutput.isEmpty)
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            }
        }

        @Test("a signal right after the rename of a command's last write ends it as written: status 0 and its success line",
              arguments: ["INT", "TERM"])
        func signalAfterLastRename(signal: String) async throws {
            try await withTemporaryFolder { folder in
                let (trace, log) = try await Self.traceAndLog(artists: 30, in: folder)
                try folder.write(trace, to: "t.json")
                try folder.write(log, to: "console.log")
                let result = try await ReplayExecutable.run(
                    ["import-diagnostics", "t.json", "--log", "console.log", "-o", "t.json"], in: folder,
                    environment: ["DEEPCUT_REPLAY_TEST_SIGNAL_AFTER_RENAME": signal])
                #expect(result.status == 0, "\(result.status): \(result.standardError)")
                #expect(result.standardOutput.hasPrefix("Imported 30 artists"), "\(result.standardOutput)")
                let written = try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8)
                #expect(written.contains("\"diagnostics\": {"))
            }
        }

        @Test("a signal right after the rename of an earlier output ends the run by the signal, saying that output is complete")
        func signalAfterEarlierRename() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                let result = try await ReplayExecutable.run(
                    ["verify", "t.json", "--junit", "j.xml", "--html", "h.html"], in: folder,
                    environment: ["DEEPCUT_REPLAY_TEST_SIGNAL_AFTER_RENAME": "INT"])
                #expect(result.status == 128 + SIGINT || result.status == -1 || result.status == SIGINT,
                        "\(result.status): \(result.standardError)")
                #expect(result.standardError.contains(
                    "deepcut-replay: interrupted, but the JUnit report was written to j.xml in full before the signal came"),
                    "\(result.standardError)")
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("j.xml").path))
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("h.html").path))
            }
        }
        #endif
    }
}
