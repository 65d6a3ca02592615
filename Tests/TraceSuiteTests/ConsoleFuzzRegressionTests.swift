import DeepCutTestSupport
import DeepCutTrace
import DeepCutTraceReading
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

/// Every console log kept in Fuzz/Regressions/console/, imported as the
/// `console` fuzz target imports its inputs (Fuzz/Targets/FuzzConsoleLog.swift)
/// into Fuzz/Support/console-trace.json, with and without `--partial`: a
/// status of the command's own (65 naming the log's place), and a trace
/// written that reads back holding only the library's artist ids.
@Suite("Every log kept in Fuzz/Regressions/console/ is imported or refused without a crash")
@MainActor
struct ConsoleFuzzRegressionTests {
    nonisolated static var inputs: [String] {
        get throws { try FuzzRegressionTests.files(in: "console") }
    }

    static let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Support/console-trace.json")

    @Test("the folder holds inputs, so no case passes by running none")
    func folderIsNotEmpty() throws {
        #expect(try !Self.inputs.isEmpty)
    }

    @Test("the log is imported, or refused with its place", arguments: try inputs)
    func regression(_ path: String) async throws {
        let library = try TraceReader.read(contentsOf: Self.trace)
        let ids = Set(library.calls.flatMap { call -> [String] in
            if case .success(.artists(let artists)) = call.outcome { artists.map(\.id) } else { [] }
        })
        try await withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("out.json").path
            for extra in [[], ["--partial", "--replace"]] {
                try? FileManager.default.removeItem(atPath: output)
                let result = await DeepCutReplayTool.run(
                    ["import-diagnostics", Self.trace.path, "--log", path, "-o", output] + extra)
                #expect([.success, .failure, .invalidTrace].contains(result.status), "\(extra): \(result)")
                switch result.status {
                case .success:
                    let written = try TraceReader.read(contentsOf: URL(fileURLWithPath: output))
                    #expect((written.diagnostics?.artists ?? []).allSatisfy { ids.contains($0.artistID) })
                case .invalidTrace:
                    #expect(result.standardError.hasPrefix("deepcut-replay: \(path):"), "\(result.standardError)")
                default:
                    #expect(!result.standardError.isEmpty)
                }
            }
        }
    }
}
