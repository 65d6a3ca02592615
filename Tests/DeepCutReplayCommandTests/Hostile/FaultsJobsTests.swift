import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Docs/FaultCampaigns.md "Shards and jobs": the processes of `faults --jobs`
    /// tell the parent how far they are, and a signal to the parent stops them
    /// and removes the folder of their results.
    @Suite("faults --jobs shows its processes' progress on a terminal only, and an interrupted one leaves nothing behind")
    struct FaultsJobsTests {
        /// `g.json`, a generated library of 300 artists in eight refreshes (`LongRunTests.failingTrace`):
        /// a campaign of two faults on it takes a minute in a debug build.
        static func generatedTrace(in folder: URL) async throws {
            try await LongRunTests.failingTrace(in: folder)
        }

        static let campaign = ["faults", "g.json", "--kinds", "http:404,empty"]
        /// A share of it that still runs for seconds in a debug build: 50 replays.
        static let sampled = campaign + ["--sample", "25"]

        #if canImport(Glibc) || canImport(Darwin)
        @Test("on a terminal a campaign shows mutations done of all, replays per second and time left, in one process or several",
              arguments: [
                  (["--jobs", "1"], ["\r\u{1B}[Kfaults: trace 1 of 1: ", " mutations, ", " replays/s, about ", " s left"]),
                  (["--jobs", "2"], ["\r\u{1B}[Kfaults: ", " mutations in 2 processes, ", " replays/s, about ", " s left"]),
              ])
        func progressOnTerminal(jobs: [String], fragments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try await Self.generatedTrace(in: folder)
                let (status, output) = try await ReplayExecutable.runOnTerminal(Self.sampled + jobs, in: folder, errorToo: true)
                #expect(status == 0, "\(output)")
                for fragment in fragments { #expect(output.contains(fragment), "\(output)") }
                // The line is cleared before the report, which is the same as in a pipe.
                let piped = try await ReplayExecutable.run(Self.sampled + jobs, in: folder)
                #expect(piped.status == 0, "\(piped)")
                #expect(!piped.standardError.contains("\u{1B}") && !piped.standardOutput.contains("\u{1B}"), "\(piped)")
                #expect(!piped.standardError.contains("progress: "), "\(piped)")
                let report = piped.standardOutput.replacingOccurrences(of: "\n", with: "\r\n")
                #expect(output.contains("\u{1B}[K" + report), "\(output)")
            }
        }

        @Test("SIGINT, SIGTERM or SIGHUP to faults --jobs stops its processes, removes their folder and ends by the signal",
              arguments: [SIGINT, SIGTERM, SIGHUP])
        func signalRemovesWorkerFolder(signal: Int32) async throws {
            let binary = try #require(ReplayExecutable.url)
            try await withTemporaryFolder { folder in
                try await Self.generatedTrace(in: folder)
                let temporary = folder.appendingPathComponent("tmp")
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                let process = Process()
                process.executableURL = binary
                process.arguments = Self.campaign + ["--jobs", "2"]
                process.currentDirectoryURL = folder
                process.environment = ReplayExecutable.environment(["TMPDIR": temporary.path])
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                // The processes have started once their error files are there.
                let deadline = ContinuousClock.now + .seconds(100)
                var started = false
                while !started, ContinuousClock.now < deadline, process.isRunning {
                    let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
                    started = folders.contains { name in
                        let files = (try? FileManager.default.contentsOfDirectory(
                            atPath: temporary.appendingPathComponent(name).path)) ?? []
                        return name.hasPrefix("deepcut-replay-faults-") && files.contains("1.err") && files.contains("2.err")
                    }
                    if !started { try await Task.sleep(for: .milliseconds(20)) }
                }
                try #require(started, "the --jobs processes never started")
                kill(process.processIdentifier, signal)
                process.waitUntilExit()
                #expect(process.terminationReason == .uncaughtSignal)
                #expect(process.terminationStatus == signal)
                #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
                #if os(Linux)
                // No `--worker` process is left in this folder.
                let here = folder.resolvingSymlinksInPath().path
                let stillRunning = {
                    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { pid in
                        guard let line = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                              line.contains("--worker"),
                              let directory = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")
                        else { return false }
                        return directory == here
                    }
                }
                let ended = ContinuousClock.now + .seconds(30)
                while stillRunning(), ContinuousClock.now < ended { try await Task.sleep(for: .milliseconds(50)) }
                #expect(!stillRunning(), "a --jobs process outlived the command")
                #endif
            }
        }
        #endif
    }
}
