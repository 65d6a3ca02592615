import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutProcess
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VerifySuites {
    /// The `unclear-messages` cases: each message a sentence that names the file and what to do.
    @Suite("unclear-messages: every error is a sentence that names the file and what to do")
    @MainActor
    struct UnclearMessagesTests {
        @Test("Foundation's errors are put in words, never shown as their domain and code", arguments: [
            (CocoaError(.fileReadUnknown) as any Error, "the system could not read it (a folder, a socket, or a device that refuses reading)"),
            (CocoaError(.fileWriteUnknown) as any Error, "the system could not write it (a part of the path may not be a folder, or not be writable)"),
            (NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))]) as any Error, "not a directory"),
            (NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)) as any Error, "permission denied"),
            (CocoaError(.fileReadNoSuchFile) as any Error, "no such file or folder"),
        ])
        func foundationErrors(error: any Error, says: String) {
            let reason = FoundationErrorText.reason(error)
            #expect(reason == says)
            #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("(null)"))
        }

        /// A Swift error whose own words name the problem, as the workers' result files' errors do.
        struct WordedError: Error, CustomStringConvertible {
            var description: String { "the result file names shard 9 of 2" }
        }

        @Test("a Swift error with its own description is told in its words, not as a system refusal")
        func swiftErrorsKeepTheirWords() {
            #expect(FoundationErrorText.reason(WordedError()) == "the result file names shard 9 of 2")
        }

        @Test("a folder given as one trace is told to verify, and a missing trace gets the one beside it it was probably",
              arguments: ["replay", "inspect", "bless"])
        func folderAndMissingTrace(command: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FormatExample.document, to: "Traces/01-empty-discover-tab.json")
                try folder.write(FormatExample.document, to: "Traces/02-diagnostic-run.json")
                let traces = folder.appendingPathComponent("Traces").path
                let prefix = command == "replay" ? [] : [command]
                let onFolder = await DeepCutReplayTool.run(prefix + [traces])
                #expect(onFolder.status == .unreadable)
                #expect(onFolder.standardError.hasSuffix(
                    "it is a directory; to replay every trace in a folder, run: deepcut-replay verify \(traces)\n"),
                    "\(onFolder.standardError)")
                for (given, meant) in [("01-empty-discover.json", "01-empty-discover-tab.json"),
                                       ("01-empty-dicsover-tab.json", "01-empty-discover-tab.json"),
                                       ("02-diagnostic-run", "02-diagnostic-run.json")] {
                    let missing = await DeepCutReplayTool.run(prefix + ["\(traces)/\(given)"])
                    #expect(missing.status == .unreadable)
                    #expect(missing.standardError.hasSuffix("no such file; did you mean \(traces)/\(meant)?\n"),
                            "\(missing.standardError)")
                }
                let unlike = await DeepCutReplayTool.run(prefix + ["\(traces)/zz.json"])
                #expect(unlike.standardError.hasSuffix("no such file\n"), "\(unlike.standardError)")
            }
        }

        @Test("faults --merge of a folder says it is a folder, not a Foundation error")
        func mergeOfFolder() async throws {
            try await withTemporaryFolder { folder in
                let result = await DeepCutReplayTool.run(["faults", "--merge", folder.path])
                #expect(result.status == .unreadable)
                #expect(result.standardError == "deepcut-replay: cannot read \(folder.path): it is a folder; give the result "
                    + "file each shard's `faults --format json` wrote\n")
            }
        }

        @Test("a shard out of range in a result file is named by its path and value, never by an enum's debug text")
        func shardOutOfRange() async throws {
            try await withTemporaryFolder { folder in
                let result = FaultsResult(
                    options: FaultCampaign.Options(kinds: [.http(status: 404)], policy: .legacy),
                    share: MutationShare(shard: TraceShard(index: 1, count: 2), worker: TraceShard(index: 1, count: 1)),
                    missing: [], entries: [])
                let text = FaultsReport(result).jsonText().replacingOccurrences(of: "\"1/2\"", with: "\"0/2\"")
                try #require(text != FaultsReport(result).jsonText())
                try folder.write(text, to: "part.json")
                let merged = await DeepCutReplayTool.run(["faults", "--merge", folder.appendingPathComponent("part.json").path])
                #expect(merged.status == .invalidTrace)
                #expect(merged.standardError.contains("part.json:4:12: $.shard: not a deepcut-replay-faults result: "
                    + "'0/2' is not a shard K/N: K must be from 1 to N"), "\(merged.standardError)")
                #expect(!merged.standardError.contains("partOutOfRange"))
            }
        }

        @Test("a trace whose name is Latin-1 inside a folder is reported for its name, not as missing")
        func latin1Name() async throws {
            try await withTemporaryFolder { folder in
                let name = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".json".utf8) + [0]
                let descriptor = name.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
                }
                try #require(descriptor >= 0)
                let document = Array(FormatExample.document.utf8)
                #expect(write(descriptor, document, document.count) == document.count)
                close(descriptor)
                let result = await DeepCutReplayTool.run(["verify", folder.path])
                #expect(result.status == .unreadable)
                #expect(result.standardOutput.contains("the file's name is not UTF-8"), "\(result.standardOutput)")
                #expect(result.standardOutput.contains("rename it in UTF-8"))
                #expect(!result.standardOutput.contains("no such file"))
            }
        }

        func importDiagnostics(log: String) async throws -> ToolResult {
            try await withTemporaryFolder { folder in
                try folder.write(ImportDiagnosticsCommandTests.trace, to: "t.json")
                try folder.write(log, to: "console.log")
                let path = folder.path
                return await DeepCutReplayTool.run(
                    ["import-diagnostics", "\(path)/t.json", "--log", "\(path)/console.log", "-o", "\(path)/out.json"])
            }
        }

        @Test("a library artists= line of 20 digits is described as that, not as an artist's total=, owned=, cuts= line")
        func twentyDigitCount() async throws {
            let result = try await importDiagnostics(log: "'A.N.I.M.A.L.' total=2 owned=1 cuts=1\nlibrary artists=12345678901234567890\n")
            #expect(result.status == .invalidTrace)
            #expect(result.standardError.contains("console.log:2:17: the number 12345678901234567890 is larger than any count "
                + "can be (at most 9223372036854775807)"), "\(result.standardError)")
            #expect(!result.standardError.contains("holds total="))
        }

        @Test("unplaced lines are listed up to 20, then counted, and a long name is cut")
        func unplacedCapped() async throws {
            let long = String(repeating: "n", count: 50_000)
            let log = "'\(long)' total=1 owned=0 cuts=1\n"
                + (1...44).map { "'Nobody \($0)' total=1 owned=0 cuts=1\n" }.joined()
            let result = try await importDiagnostics(log: log)
            #expect(result.status == .failure)
            let listed = result.standardError.split(separator: "\n").filter { $0.hasPrefix("  line ") }
            #expect(listed.count == 20)
            #expect(result.standardError.contains("  … and 25 more lines that could not be placed\n"))
            #expect(result.standardError.contains("… (45,904 more characters)' matches no library artist"))
            #expect(result.standardError.utf8.count < 8_000)
        }
    }
}
