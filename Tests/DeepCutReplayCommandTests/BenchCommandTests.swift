import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-bench reads its command line strictly: bad input is a usage error, never a silent default")
    struct BenchCommandTests {
        static var bench: URL? {
            ReplayExecutable.url.map { $0.deletingLastPathComponent().appendingPathComponent("deepcut-bench") }
        }

        @Test("each bad argument exits 64 and names what was wrong",
              arguments: [
                  (["--runs", "x"], "--runs takes a whole number from 1 to 100, not 'x'"),
                  (["--runs", "0"], "--runs takes a whole number from 1 to 100, not '0'"),
                  (["--runs"], "--runs needs a value"),
                  (["--sizes", "1610,,20000"], "--sizes takes a whole number from 1 to 1000000, not ''"),
                  (["--recorder-calls", "10"], "--recorder-calls takes a whole number from 1000 to 10000000, not '10'"),
                  (["--quick"], "unknown argument '--quick'"),
              ])
        func badArguments(arguments: [String], message: String) async throws {
            let binary = try #require(Self.bench, "deepcut-bench was not found beside deepcut-replay")
            try await withTemporaryFolder { folder in
                let run = try await ReplayExecutable.run(arguments, in: folder, program: binary)
                #expect(run.status == 64)
                #expect(run.standardError == "deepcut-bench: \(message)\nRun 'deepcut-bench --help' for usage.\n")
                #expect(run.standardOutput.isEmpty)
            }
        }

        @Test("--help prints the usage and every option, and exits 0")
        func help() async throws {
            let binary = try #require(Self.bench, "deepcut-bench was not found beside deepcut-replay")
            try await withTemporaryFolder { folder in
                let run = try await ReplayExecutable.run(["--help"], in: folder, program: binary)
                #expect(run.status == 0)
                #expect(run.standardOutput.hasPrefix("USAGE: deepcut-bench [--runs N]"))
                for option in ["--runs N", "--sizes A,B,...", "--recorder-calls N", "-h, --help"] {
                    #expect(run.standardOutput.contains(option))
                }
            }
        }
    }
}
