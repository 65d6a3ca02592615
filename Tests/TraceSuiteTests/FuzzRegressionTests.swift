import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// Every input that ever crashed a fuzz target (Fuzz/Regressions/, see
/// Fuzz/run.sh) or the tool, run through what the targets check: the reader
/// answers; what it accepts writes and reads back equal, with identical bytes
/// the second time; and the tool replays and inspects it, answering with one
/// of its exit statuses and, asked for JSON, with JSON.
@Suite("Every input kept in Fuzz/Regressions/ is read, written and replayed without a crash")
@MainActor
struct FuzzRegressionTests {
    /// The regression inputs: every file of Fuzz/Regressions/ but its README (the
    /// folders in it hold the inputs of other targets: `ConsoleFuzzRegressionTests`,
    /// `ShardResultFuzzRegressionTests`).
    nonisolated static var inputs: [String] {
        get throws { try files(in: "") }
    }

    /// The files of `Fuzz/Regressions/SUBFOLDER`, sorted, without folders or Markdown.
    nonisolated static func files(in subfolder: String) throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions").appendingPathComponent(subfolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        return names.map { folder.appendingPathComponent($0).path }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// The tool's runs of each input, as the replay target makes them.
    static let runs: [[String]] = [
        ["-"], ["-", "--format", "json", "--verbose"], ["-", "--policy", "legacy", "--quiet"],
        ["inspect", "-", "--all"], ["inspect", "-", "--format", "json"],
        ["verify", "-", "--format", "json"], ["verify", "-", "--format", "markdown"],
    ]

    @Test("the folder holds inputs, so no case passes by running none")
    func folderIsNotEmpty() throws {
        #expect(try !Self.inputs.isEmpty)
    }

    @Test("the input reads, round-trips and replays without a crash", arguments: try inputs)
    func regression(_ path: String) async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        if let trace = try? TraceReader.read(data: data) {
            let written = TraceWriter.bytes(for: trace)
            let reread = try TraceReader.read(bytes: written)
            #expect(reread == trace.asWritten)
            #expect(TraceWriter.bytes(for: reread) == written)
        }
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-regression-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: junit) }
        for arguments in Self.runs + [["-", "--junit", junit.path], ["verify", "-", "--junit", junit.path]] {
            let result = await DeepCutReplayTool.run(arguments, environment: ToolEnvironment(standardInput: .bytes(data)))
            #expect([.success, .failure, .invalidTrace, .unreadable].contains(result.status), "\(arguments): \(result)")
            if arguments.contains("json"), result.status == .success || result.status == .failure {
                #expect((try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) != nil,
                        "\(arguments) printed what is not JSON")
            }
            if arguments.first != "verify", result.status == .invalidTrace || result.status == .unreadable {
                #expect(result.standardError.hasPrefix("deepcut-replay: <stdin>"), "\(arguments): \(result.standardError)")
            }
        }
    }
}
