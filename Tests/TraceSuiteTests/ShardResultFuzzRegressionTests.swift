import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

/// Every input kept in Fuzz/Regressions/shard-results/, run through what the
/// `shard-result` fuzz target checks (Fuzz/Targets/FuzzShardResult.swift): a
/// result or a refusal with a message; what is read writes and reads back
/// equal, and merged alone renders without a trap; and `faults --merge` of it
/// ends with one of the command's statuses.
@Suite("Every result kept in Fuzz/Regressions/shard-results/ is read, merged and refused without a crash")
@MainActor
struct ShardResultFuzzRegressionTests {
    nonisolated static var inputs: [String] {
        get throws { try FuzzRegressionTests.files(in: "shard-results") }
    }

    @Test("the folder holds inputs, so no case passes by running none")
    func folderIsNotEmpty() throws {
        #expect(try !Self.inputs.isEmpty)
    }

    @Test("the result reads back equal, merges and renders, or is refused with its place", arguments: try inputs)
    func regression(_ path: String) async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let result = try FaultsResult(reading: data)
            #expect(try FaultsResult(reading: Data(FaultsReport(result).jsonText().utf8)) == result)
            if let merged = try? FaultsResult.merge([result]) {
                #expect(!HTMLFaultsPage.render(merged.campaigns, summary: merged.totalsLine).isEmpty)
            }
        } catch {
            #expect(!error.description.isEmpty)
        }
        let merged = await DeepCutReplayTool.run(["faults", "--merge", path])
        #expect([.success, .failure, .usage, .invalidTrace].contains(merged.status), "\(merged)")
        if merged.status == .invalidTrace {
            #expect(merged.standardError.contains(try Regex("^deepcut-replay: \(NSRegularExpression.escapedPattern(for: path)):[0-9]+:[0-9]+: ")),
                    "\(merged.standardError)")
        }
    }
}
