import DeepCutTestSupport
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

@Suite("Every command that reads a trace takes --max-trace-size, and a trace past it is unreadable (66) with the flag named")
@MainActor
struct TraceSizeLimitCommandTests {
    @Test("bless, redact, shrink, diff, mutate, faults, coverage and inspect --timeline refuse a trace larger than the limit, naming the flag that raises it",
          arguments: [
              ["bless", "t.json", "--max-trace-size", "100"],
              ["redact", "t.json", "-o", "out.json", "--max-trace-size", "100"],
              ["shrink", "t.json", "-o", "out.json", "--max-trace-size", "100"],
              ["diff", "t.json", "t.json", "--max-trace-size", "100"],
              ["mutate", "t.json", "--call", "3=http:404", "-o", "out.json", "--max-trace-size", "100"],
              ["faults", "t.json", "--max-trace-size", "100"],
              ["coverage", "t.json", "--max-trace-size", "100"],
              ["inspect", "t.json", "--timeline", "--max-trace-size", "100"],
          ])
    func refusedPastTheLimit(_ arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let paths = arguments.map { $0.hasSuffix(".json") ? folder.appendingPathComponent($0).path : $0 }
            let result = await DeepCutReplayTool.run(paths)
            #expect(result.status == .unreadable)
            #expect(result.standardError.contains("--max-trace-size raises it"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
        }
    }

    @Test("the same commands read the trace under a limit it fits", arguments: [
        ["redact", "t.json", "-o", "out.json", "--key", "k", "--max-trace-size", "1M"],
        ["diff", "t.json", "t.json", "--max-trace-size", "1M"],
    ])
    func readUnderTheLimit(_ arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let paths = arguments.map { $0.hasSuffix(".json") ? folder.appendingPathComponent($0).path : $0 }
            let result = await DeepCutReplayTool.run(paths)
            #expect(result.status == .success, "\(result.standardError)")
        }
    }
}
