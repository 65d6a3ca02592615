import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-bench reads its command line strictly, with deepcut-replay's parser: bad input is a usage error, never a silent default")
    struct BenchCommandTests {
        static var bench: URL? {
            ReplayExecutable.url.map { $0.deletingLastPathComponent().appendingPathComponent("deepcut-bench") }
        }

        @Test("each bad argument exits 64 and names what was wrong",
              arguments: [
                  (["--runs", "x"], "--runs takes a whole number of at least 1 (got 'x')"),
                  (["--runs", "0"], "--runs takes a whole number of at least 1 (got '0')"),
                  (["--runs", "101"], "--runs takes a whole number from 1 to 100 (got '101')"),
                  (["--runs"], "--runs needs a value"),
                  (["--runs", "3", "--runs=4"], "--runs was given twice"),
                  (["--sizes", "1610,,20000"], "--sizes takes a whole number of at least 1 (got '')"),
                  (["--sizes=1610,2000000"], "--sizes takes a whole number from 1 to 1000000 (got '2000000')"),
                  (["--recorder-calls", "10"], "--recorder-calls takes a whole number of at least 1000 (got '10')"),
                  (["--quick"], "unknown option '--quick'"),
                  (["--rnus", "3"], "unknown option '--rnus'; did you mean '--runs'?"),
                  (["--campaigns-only=yes"], "'yes' was given to an option that takes no value"),
                  (["--in-process"], "--in-process needs a value"),
                  (["trace.json"], "no operand is taken (got 'trace.json')"),
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

        @Test("--help prints the overview, the usage and every option as deepcut-replay's help does, and exits 0")
        func help() async throws {
            let binary = try #require(Self.bench, "deepcut-bench was not found beside deepcut-replay")
            try await withTemporaryFolder { folder in
                let run = try await ReplayExecutable.run(["--help"], in: folder, program: binary)
                #expect(run.status == 0)
                #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
                #expect(run.standardOutput.contains("\n\nUSAGE: deepcut-bench [--runs N] [--sizes A,B,...] [--recorder-calls N]\n"))
                for option in ["--runs N", "--sizes A,B,...", "--recorder-calls N", "--in-process FILE", "--campaigns-only", "--commands-only", "-h, --help"] {
                    #expect(run.standardOutput.contains(option))
                }
            }
        }
    }
}
