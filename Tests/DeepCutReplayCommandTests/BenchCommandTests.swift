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
                  (["--in-process"], "--in-process needs a value"),
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

        @Test("--in-process measures one trace in its own process: three times, or the reason and the tool's status")
        func inProcess() async throws {
            let binary = try #require(Self.bench, "deepcut-bench was not found beside deepcut-replay")
            try await withTemporaryFolder { folder in
                try FormatExample.document.write(to: folder.appendingPathComponent("trace.json"), atomically: true, encoding: .utf8)
                let measured = try await ReplayExecutable.run(["--in-process", "trace.json"], in: folder, program: binary)
                #expect(measured.status == 0, "\(measured.standardError)")
                let times = measured.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
                #expect(times.count == 3 && times.allSatisfy { $0 >= 0 })

                let missing = try await ReplayExecutable.run(["--in-process", "missing.json"], in: folder, program: binary)
                #expect(missing.status == 66)
                #expect(missing.standardError.hasPrefix("deepcut-bench: missing.json"))

                try "{}".write(to: folder.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
                let invalid = try await ReplayExecutable.run(["--in-process", "empty.json"], in: folder, program: binary)
                #expect(invalid.status == 65)
                #expect(invalid.standardError.contains("missing required key \"format\""))
            }
        }

        @Test("--help prints the usage and every option, and exits 0")
        func help() async throws {
            let binary = try #require(Self.bench, "deepcut-bench was not found beside deepcut-replay")
            try await withTemporaryFolder { folder in
                let run = try await ReplayExecutable.run(["--help"], in: folder, program: binary)
                #expect(run.status == 0)
                #expect(run.standardOutput.hasPrefix("USAGE: deepcut-bench [--runs N]"))
                for option in ["--runs N", "--sizes A,B,...", "--recorder-calls N", "--in-process FILE", "--campaigns-only", "--commands-only", "-h, --help"] {
                    #expect(run.standardOutput.contains(option))
                }
            }
        }
    }
}
