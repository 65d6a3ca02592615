import DeepCutAnalysis
import DeepCutTestSupport
import DeepCutTool
import DeepCutTraceReading
import DeepCutWorld
import Foundation
import Testing

/// A `world` command line that is refused, the status it ends with and words its message holds.
struct RefusedWorldCommand: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: DeepCutAnalysis.ExitStatus
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
}

extension VerifySuites {
    @Suite("world writes the same bytes for the same traces, summarizes a world, and refuses bad input with its status")
    @MainActor
    struct WorldCommandTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// Every trace of Traces/, by absolute path, sorted.
        static var traces: [String] {
            get throws {
                let folder = root.appendingPathComponent("Traces")
                return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
                    .map { folder.appendingPathComponent($0).path }
            }
        }

        @Test("the world of every trace in Traces/ is written byte for byte the same twice, reads back as their merge, and summarizes")
        func writesAndSummarizes() async throws {
            let traces = try Self.traces
            #expect(!traces.isEmpty)
            try await withTemporaryFolder { folder in
                let first = folder.appendingPathComponent("first.json").path
                let second = folder.appendingPathComponent("second.json").path
                let written = await DeepCutReplayTool.run(["world"] + traces + ["-o", first])
                #expect(written.status == .success, "\(written.standardError)")
                #expect(written.standardOutput.hasPrefix("wrote \(first): "))
                #expect(await DeepCutReplayTool.run(["world"] + traces + ["-o", second]).status == .success)
                let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
                #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == bytes)
                let merged = MusicWorld(traces: try traces.map { (try TraceReader.read(contentsOf: URL(fileURLWithPath: $0)), $0) })
                #expect(try WorldFile.read(data: bytes) == merged)
                let summary = await DeepCutReplayTool.run(["world", "--summary", first])
                #expect(summary.status == .success)
                #expect(summary.standardOutput.hasPrefix("\(first): deepcut-world version 1, \(traces.count) sources, "))
                #expect(summary.standardOutput.contains(merged.summary.description))
                #expect(summary.standardOutput.components(separatedBy: "  conflict: ").count - 1 == merged.conflicts.count)
            }
        }

        @Test("-o - writes the world to standard output and what it holds to standard error")
        func standardOutput() async throws {
            let trace = try #require(try Self.traces.last)
            let result = await DeepCutReplayTool.run(["world", trace, "-o", "-"])
            #expect(result.status == .success)
            #expect(result.standardOutput.hasPrefix("{\n  \"format\": \"deepcut-world\""))
            #expect(result.standardError.hasPrefix("wrote -: "))
        }

        @Test("a command line the world command refuses ends with its status and says why", arguments: [
            RefusedWorldCommand(arguments: ["world", "TRACE"], status: .usage, message: "world needs -o OUT"),
            RefusedWorldCommand(arguments: ["world", "--summary", "W", "-o", "X"], status: .usage, message: "leave out -o"),
            RefusedWorldCommand(arguments: ["world", "--summary", "W", "V"], status: .usage, message: "takes one world file (got 2)"),
            RefusedWorldCommand(arguments: ["world", "-o", "X"], status: .usage, message: "TRACE"),
            RefusedWorldCommand(arguments: ["world", "missing.json", "-o", "OUT"], status: .unreadable, message: "missing.json"),
            RefusedWorldCommand(arguments: ["world", "--summary", "missing.json"], status: .unreadable, message: "missing.json"),
            RefusedWorldCommand(arguments: ["world", "bad-trace.json", "-o", "OUT"], status: .invalidTrace,
                                message: "bad-trace.json:3:25: capture.origin: expected an origin"),
            RefusedWorldCommand(arguments: ["world", "--summary", "good-trace.json"], status: .invalidTrace,
                                message: "good-trace.json:1:12: format: format is \"deepcut-trace\", not \"deepcut-world\""),
            RefusedWorldCommand(arguments: ["world", "--summary", "bad-world.json"], status: .invalidTrace,
                                message: "bad-world.json:6:16: calls[0].method: \"fetchEverything\" is not a method"),
            RefusedWorldCommand(arguments: ["world", "--summary", "not-json.json"], status: .invalidTrace,
                                message: "not-json.json:1:"),
            RefusedWorldCommand(arguments: ["world", "good-trace.json", "-o", "good-trace.json"], status: .usage,
                                message: "writing it would replace that input, so nothing was written"),
            RefusedWorldCommand(arguments: ["world", "good-trace.json", "-o", "no-such-folder/world.json"], status: .cannotCreate,
                                message: "no-such-folder/world.json"),
        ])
        func refusals(_ refused: RefusedWorldCommand) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(#"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "startedAt": "2026-01-01T00:00:00Z"}, "calls": []}"#, to: "good-trace.json")
                try folder.write("{\n  \"format\": \"deepcut-trace\", \"version\": 1,\n  \"capture\": {\"origin\": \"sideways\"}, \"calls\": []}", to: "bad-trace.json")
                try folder.write("{\n  \"format\": \"deepcut-world\",\n  \"version\": 1,\n  \"sources\": [],\n  \"calls\": [\n    {\"method\": \"fetchEverything\", \"args\": {}, \"answers\": []}\n  ]\n}\n", to: "bad-world.json")
                try folder.write("{\"format\": [", to: "not-json.json")
                let arguments = refused.arguments.map { argument in
                    argument.hasSuffix(".json") ? folder.appendingPathComponent(argument).path : argument
                }
                let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                let result = await DeepCutReplayTool.run(arguments)
                #expect(result.status == refused.status, "\(result.standardError)")
                #expect(result.standardError.contains(refused.message), "\(result.standardError)")
                #expect(result.standardOutput.isEmpty)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before, "nothing written, nothing replaced")
            }
        }
    }
}
