import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Docs/OutputFiles.md: an interrupted write leaves
    /// no temporary file and the old file as it was; a reader that goes away is a clear failure.
    @Suite("an interrupted write leaves nothing behind, and a closed pipe ends a command with a message")
    struct InterruptTests {
        #if canImport(Glibc) || canImport(Darwin)
        @Test("SIGINT, SIGTERM or SIGHUP while the temporary file is written removes it, keeps the old file, and ends by the signal",
              arguments: [SIGINT, SIGTERM, SIGHUP])
        func signalRemovesTemporaryFile(signal: Int32) async throws {
            try await withTemporaryFolder { folder in
                try folder.write("old\n", to: "big.json")
                // The write of 20,000 artists (30 MB) takes long enough to be caught in the act;
                // a run that ends before its temporary file is seen is tried again.
                var caught = false
                for _ in 0..<5 where !caught {
                    let result = try await ReplayExecutable.runGuarded(
                        ["generate", "--artists", "20000", "-o", "big.json"], in: folder
                    ) { pid in
                        let deadline = ContinuousClock.now + .seconds(100)
                        while ContinuousClock.now < deadline {
                            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                            if names.contains(".big.json.deepcut-replay-\(pid).tmp") {
                                kill(pid, signal)
                                return
                            }
                            // The write ended before it was seen: the file holds the new trace.
                            if names.contains("big.json"), (try? FileManager.default.attributesOfItem(
                                atPath: folder.appendingPathComponent("big.json").path)[.size] as? Int) != 4 { return }
                            usleep(500)
                        }
                    }
                    guard result.signal == signal else {
                        #expect(result.status == 0, "\(result)")
                        try folder.write("old\n", to: "big.json")
                        continue
                    }
                    caught = true
                    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    #expect(!names.contains { $0.contains(".deepcut-replay-") }, "\(names)")
                    #expect(try String(contentsOf: folder.appendingPathComponent("big.json"), encoding: .utf8) == "old\n")
                }
                #expect(caught, "the write was never caught while its temporary file existed")
            }
        }
        #endif

        @Test("output into a pipe whose reader has gone is exit 73 with a message, never a silent SIGPIPE", arguments: [
            ["generate", "--artists", "300"],
            ["verify", "t.json"],
            ["inspect", "t.json", "--timeline"],
            ["diff", "t.json", "t.json"],
        ])
        func closedPipe(arguments: [String]) async throws {
            let binary = try #require(ReplayExecutable.url)
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                try folder.write(Documents.wrongExpectation, to: "u.json")
                let output = Pipe()
                let errors = folder.appendingPathComponent("errors.txt")
                #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
                let process = Process()
                process.executableURL = binary
                process.arguments = arguments
                process.currentDirectoryURL = folder
                process.environment = ReplayExecutable.environment([:])
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = output
                process.standardError = try FileHandle(forWritingTo: errors)
                try output.fileHandleForReading.close()
                let status = try await ReplayExecutable.launch(process)
                #expect(process.terminationReason == .exit, "ended by signal \(status)")
                #expect(status == 73)
                #expect(try String(contentsOf: errors, encoding: .utf8).hasSuffix(
                    "deepcut-replay: cannot write to standard output: broken pipe\n"))
            }
        }
    }
}
