import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Docs/FaultCampaigns.md "Shards and jobs": a `--jobs` process that cannot
    /// start or ends without its result is status 70 with what happened, never
    /// 1 (an invariant broke); TMPDIR is used as found; no more processes start
    /// than there are pairs to replay.
    @Suite("faults --jobs: a process that dies or cannot start is status 70 with the reason; TMPDIR is left as found")
    struct FaultsWorkerFailureTests {
        #if os(Linux)
        /// The `--worker` processes whose folder is `folder`.
        static func workers(in folder: URL) -> [Int32] {
            let here = folder.resolvingSymlinksInPath().path
            return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid -> Int32? in
                guard let line = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8), line.contains("--worker"),
                      let directory = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
                      directory == here else { return nil }
                return Int32(pid)
            }
        }

        @Test("a process killed by a signal ends the campaign with status 70, naming the process and the signal")
        func killedWorker() async throws {
            try await withTemporaryFolder { folder in
                try await FaultsJobsTests.generatedTrace(in: folder)
                let run = try await ReplayExecutable.runGuarded(["faults", "g.json", "--jobs", "2"], in: folder) { _ in
                    let deadline = ContinuousClock.now + .seconds(100)
                    var found: [Int32] = []
                    while found.isEmpty, ContinuousClock.now < deadline {
                        try await Task.sleep(for: .milliseconds(50))
                        found = Self.workers(in: folder)
                    }
                    try #require(!found.isEmpty, "no --jobs process started")
                    kill(found.min()!, SIGKILL)
                }
                #expect(run.status == 70, "\(run)")
                #expect(run.standardError.contains(try Regex("faults process [12] of 2 was ended by signal 9 \\(SIGKILL\\)")),
                        "\(run.standardError)")
                #expect(run.standardOutput.isEmpty)
                try await FaultsJobsTests.expectNoWorkerLeft(in: folder)
            }
        }

        @Test("under a low limit on open files the campaign says what failed and why, status 70, and starts nothing")
        func fileLimit() async throws {
            let binary = try #require(ReplayExecutable.url)
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document, to: "e.json")
                for limit in ["10", "12", "16"] {
                    let run = try await ReplayExecutable.run(
                        ["-c", #"ulimit -n "$1" && shift && exec "$@""#, "sh", limit, binary.path, "faults", "e.json", "--jobs", "2"],
                        in: folder, environment: ["SWIFT_BACKTRACE": "enable=no"], program: URL(fileURLWithPath: "/bin/sh"))
                    #expect(run.status == 70, "ulimit -n \(limit): \(run.standardError)")
                    #expect(run.standardError.contains("cannot start"), "\(run.standardError)")
                    #expect(run.standardError.contains("ulimit -n"), "\(run.standardError)")
                    #expect(!run.standardError.contains("does not run"))
                }
            }
        }
        #endif

        @Test("a TMPDIR that does not exist is not made: the campaign says so and ends with 73")
        func missingTemporaryFolder() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document, to: "e.json")
                let missing = folder.appendingPathComponent("no/such/tmp")
                let run = try await ReplayExecutable.run(["faults", "e.json", "--jobs", "2"], in: folder,
                                                         environment: ["TMPDIR": missing.path])
                #expect(run.status == 73, "\(run.standardError)")
                #expect(run.standardError.contains("the temporary folder \(missing.path) (TMPDIR) is not a folder that exists"),
                        "\(run.standardError)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("no").path))
            }
        }

        @Test("--jobs is capped at the active cores and at the pairs to replay: 64 asked for 5 pairs start at most 5, one pair none")
        func jobsCapped() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document, to: "e.json")
                // Five calls and one fault kind: five pairs, with the trace as recorded six replays.
                let run = try await ReplayExecutable.run(["faults", "e.json", "--kinds", "empty", "--jobs", "64"], in: folder)
                #expect(run.standardError.contains("time: "), "\(run.standardError)")
                let started = min(5, ProcessInfo.processInfo.activeProcessorCount)
                if started > 1 {
                    #expect(run.standardError.contains(" in \(started) processes"), "\(run.standardError)")
                } else {
                    #expect(!run.standardError.contains(" processes"), "\(run.standardError)")
                }
                let one = try await ReplayExecutable.run(
                    ["faults", "e.json", "--kinds", "empty", "--methods", "fetchRecentlyPlayed", "--jobs", "64"], in: folder)
                #expect(!one.standardError.contains(" processes"), "\(one.standardError)")
                #expect(one.status == run.status || one.status == 0 || one.status == 1)
            }
        }
    }
}
