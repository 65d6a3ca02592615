import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-replay mutate, faults, coverage, --chaos and --timeline, run as a program")
    struct NeighbourhoodCommandTests {
        static let cases: [ExitCase] = [
            ExitCase(name: "mutate writes the trace to standard output and says what it did on standard error",
                     arguments: ["mutate", "pass.json", "--call", "4=http:404"], status: 0,
                     outputPrefix: "{\n", error: #"""
                       call 4 fetchCatalogReleases(artistID: "r.Zz9Yy8") answers http:404 instead of 0 albums
                       dropped 3 expectations:
                         step 1 expect.state: state expected degraded, got failed
                         step 1 expect.failed: failed expected 1, got 2
                         step 1 observed.state: state expected caughtUp, got failed

                     """#),
            ExitCase(name: "mutate of a seq the trace lacks exits 64",
                     arguments: ["mutate", "pass.json", "--call", "9=network"], status: 64, outputPrefix: "",
                     error: "deepcut-replay: the trace has no call with seq 9 (its seqs go up to 4)\n"
                         + "Run 'deepcut-replay mutate --help' for usage.\n"),
            ExitCase(name: "mutate to a folder exits 73",
                     arguments: ["mutate", "pass.json", "--call", "4=network", "-o", "."], status: 73, outputPrefix: "",
                     error: "deepcut-replay: cannot write the mutated trace to .: it is a folder\n"),
            ExitCase(name: "coverage exits 0 with its table",
                     arguments: ["coverage", "pass.json"], status: 0, outputPrefix: "Coverage of 1 trace, 5 calls\n", error: ""),
            ExitCase(name: "inspect --timeline exits 0",
                     arguments: ["inspect", "pass.json", "--timeline"], status: 0,
                     outputPrefix: "Timeline  pass.json\n\nStep 1  refresh\n  5 calls (5 without at or durationMs)", error: ""),
            ExitCase(name: "--chaos passes on a trace whose outcome does not depend on the order",
                     arguments: ["pass.json", "--chaos", "5"], status: 0, outputPrefix: "Trace     pass.json\n", error: ""),
        ]

        @Test("exit statuses and streams", arguments: cases)
        func exitStatus(_ testCase: ExitCase) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "pass.json")
                let result = try await ReplayExecutable.run(testCase.arguments, in: folder)
                #expect(result.status == testCase.status)
                #expect(result.standardError == testCase.error)
                #expect(result.standardOutput.hasPrefix(testCase.outputPrefix))
            }
        }

        @Test("faults exits 1 under legacy on the format's example and 0 under strict; the time goes to standard error")
        func faults() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "pass.json")
                let legacy = try await ReplayExecutable.run(["faults", "pass.json", "--policy", "legacy"], in: folder)
                #expect(legacy.status == 1)
                #expect(legacy.standardOutput.contains("the trace as recorded  step 1: caughtUp under legacy with 1 of 2 checks failed"))
                #expect(legacy.standardError.hasPrefix("time: "))
                let strict = try await ReplayExecutable.run(["faults", "pass.json"], in: folder)
                #expect(strict.status == 0)
                #expect(strict.standardOutput.contains("✔ every invariant held"))
            }
        }

        @Test("faults --jobs N prints what --jobs 1 prints, byte for byte, and writes the same failing traces")
        func jobs() async throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let fixture = root.appendingPathComponent("Fixtures/retry-429-then-success.json").path
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "pass.json")
                let common = ["faults", "pass.json", fixture, "missing.json", "--policy", "legacy", "--kinds", "http:404,http:503,empty,short"]
                let one = try await ReplayExecutable.run(common + ["--jobs", "1", "--write-failures", "one"], in: folder)
                #expect(one.status == 66)
                #expect(one.standardOutput.contains("✘ a refresh is caughtUp or loaded only when every check in it succeeded"))
                for jobs in ["2", "3"] {
                    let many = try await ReplayExecutable.run(common + ["--jobs", jobs, "--write-failures", "many\(jobs)"], in: folder)
                    #expect(many.status == one.status)
                    #expect(many.standardOutput == one.standardOutput.replacingOccurrences(of: " to one\n", with: " to many\(jobs)\n"))
                    #expect(many.standardError.hasPrefix("deepcut-replay: cannot read missing.json: no such file or folder\ntime: "))
                    let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
                    #expect(!written.isEmpty)
                    #expect(try FileManager.default.contentsOfDirectory(
                        atPath: folder.appendingPathComponent("many\(jobs)").path).sorted() == written)
                    for name in written {
                        #expect(try Data(contentsOf: folder.appendingPathComponent("one/\(name)"))
                            == Data(contentsOf: folder.appendingPathComponent("many\(jobs)/\(name)")))
                    }
                }
            }
        }
    }
}
