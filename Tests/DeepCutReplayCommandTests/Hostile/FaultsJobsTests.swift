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
            try await withTemporaryFolder { folder in
                let (temporary, status) = try await Self.startedCampaign(in: folder) { kill($0.processIdentifier, signal) }
                #expect(status == signal)
                #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
                try await Self.expectNoWorkerLeft(in: folder)
            }
        }

        @Test("a SIGKILL to faults --jobs, which it cannot catch, still ends its processes: their standard input closes")
        func killedParentEndsWorkers() async throws {
            try await withTemporaryFolder { folder in
                let (_, status) = try await Self.startedCampaign(in: folder) { kill($0.processIdentifier, SIGKILL) }
                #expect(status == SIGKILL)
                try await Self.expectNoWorkerLeft(in: folder)
            }
        }

        /// Starts the campaign with `--jobs 2` in `folder`, its temporary folder
        /// `folder/tmp`, calls `stop` once both processes have their error files,
        /// and checks that the command ended by a signal.
        /// - Returns: the temporary folder, and the signal that ended the command.
        static func startedCampaign(
            in folder: URL, stop: (Process) -> Void, sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> (temporary: URL, signal: Int32) {
            let binary = try #require(ReplayExecutable.url)
            try await generatedTrace(in: folder)
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = binary
            // The default campaign, which runs for minutes: the processes cannot end on their own in the test's wait.
            process.arguments = ["faults", "g.json", "--jobs", "2"]
            process.currentDirectoryURL = folder
            process.environment = ReplayExecutable.environment(["TMPDIR": temporary.path])
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The processes are being started once their error files are there.
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
            try #require(started, "the --jobs processes never started", sourceLocation: sourceLocation)
            stop(process)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, sourceLocation: sourceLocation)
            return (temporary, process.terminationStatus)
        }

        /// No `--worker` process whose folder is `folder` is left, within 10 seconds; any left is killed.
        static func expectNoWorkerLeft(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            #if os(Linux)
            let here = folder.resolvingSymlinksInPath().path
            let running = {
                ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid -> Int32? in
                    guard let line = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                          line.contains("--worker"),
                          let directory = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
                          directory == here
                    else { return nil }
                    return Int32(pid)
                }
            }
            let ended = ContinuousClock.now + .seconds(10)
            while !running().isEmpty, ContinuousClock.now < ended { try await Task.sleep(for: .milliseconds(50)) }
            let left = running()
            #expect(left.isEmpty, "a --jobs process outlived the command", sourceLocation: sourceLocation)
            for pid in left { kill(pid, SIGKILL) }
            #endif
        }
        #endif
    }
}
