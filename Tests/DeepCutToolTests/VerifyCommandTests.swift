import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("verify checks every trace under its paths: recursive, sorted, one line each, then the totals")
    @MainActor
    struct VerifyCommandTests {
        /// The output without the explanation lines under each failing trace's line
        /// (`    because …`, `    rule: …`, `    more: deepcut-replay explain …`), which tests of their own hold.
        static func withoutExplanations(_ output: String) -> String {
            output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("    ") }
                .joined(separator: "\n")
        }

        /// A folder of traces: passing, failing and invalid, nested, with a file that is not a trace.
        func makeFolder(_ folder: URL) throws -> String {
            let root = folder.appendingPathComponent("traces")
            try root.write(SampleTraces.formatExample, to: "z.json")
            try root.write(SampleTraces.formatExample(expect: #"{"checked": 3}"#), to: "a.json")
            try root.write(SampleTraces.formatExample, to: "a/deeper/zz.json")
            try root.write(SampleTraces.releaseSheet, to: "b/sheet.json")
            try root.write(SampleTraces.formatExample.replacingOccurrences(
                of: #""title": "Resource Not Found""#, with: #""title": 12"#), to: "c/d/invalid.json")
            try root.write("not a trace", to: "notes.txt")
            try root.write("{}", to: "c/readme.md")
            return root.path
        }

        @Test("a folder of mixed traces: byte order, one line per trace, totals, exit 65 for the invalid one")
        func mixedFolder() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeFolder(folder)
                let result = await DeepCutReplayTool.run(["verify", root])
                #expect(result.status == .invalidTrace)
                #expect(result.standardError == "")
                #expect(Self.withoutExplanations(result.standardOutput) == """
                    ✘ \(root)/a.json  step 1 (refresh): checked expected 3, got 2
                    ✔ \(root)/a/deeper/zz.json  Catalog ids asked for with library ids (1 step, 5 checks)
                    ✔ \(root)/b/sheet.json  Open a release, dismiss another (4 steps, 11 checks)
                    ✘ \(root)/c/d/invalid.json  invalid: \(root)/c/d/invalid.json:12:73: calls[3].error.title: expected a string, found a number (12)
                    ✔ \(root)/z.json  Catalog ids asked for with library ids (1 step, 5 checks)
                    5 traces: 3 passed, 1 failed, 1 invalid

                    """)
            }
        }

        @Test("a trace the trace suites would fail for its provenance is warned of with the fix", arguments: [
            // A device trace that names its device and os but no app, in Fixtures/: two things to say.
            ("Fixtures", #""origin": "device""#, ["capture.app", "move it to Traces/"]),
            // A synthetic trace in Traces/.
            ("Traces", #""origin": "synthetic""#, ["move it to Fixtures/"]),
        ])
        func provenanceWarned(folderName: String, origin: String, fixes: [String]) async throws {
            try await withTemporaryFolder { folder in
                let trace = SampleTraces.formatExample.replacingOccurrences(of: #""origin": "reconstructed""#, with: origin)
                try folder.write(trace, to: "\(folderName)/t.json")
                let result = await DeepCutReplayTool.run(["verify", folder.path + "/" + folderName])
                #expect(result.status == .success, "the replay passes: only the suites' layout rule is broken")
                let warnings = result.standardError.split(separator: "\n")
                #expect(warnings.count == 1)
                #expect(warnings.first?.hasPrefix("deepcut-replay: warning: \(folder.path)/\(folderName)/t.json: ") == true)
                for fix in fixes { #expect(result.standardError.contains(fix), "\(fix)") }
            }
        }

        @Test("--quiet leaves out the traces that passed")
        func quiet() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeFolder(folder)
                let result = await DeepCutReplayTool.run(["verify", "-q", root + "/"])
                #expect(result.status == .invalidTrace)
                #expect(Self.withoutExplanations(result.standardOutput) == """
                    ✘ \(root)/a.json  step 1 (refresh): checked expected 3, got 2
                    ✘ \(root)/c/d/invalid.json  invalid: \(root)/c/d/invalid.json:12:73: calls[3].error.title: expected a string, found a number (12)
                    5 traces: 3 passed, 1 failed, 1 invalid

                    """, "a trailing slash gives the same paths")
            }
        }

        @Test("paths are taken in the order given, each file once, and the exit status is the worst outcome",
              arguments: [
                  (["z.json", "b"], ["z.json", "b/sheet.json"], DeepCutAnalysis.ExitStatus.success, "2 traces: 2 passed, 0 failed, 0 invalid"),
                  (["b", "a.json", "b/sheet.json"], ["b/sheet.json", "a.json"], .failure, "2 traces: 1 passed, 1 failed, 0 invalid"),
                  (["c", "z.json"], ["c/d/invalid.json", "z.json"], .invalidTrace, "2 traces: 1 passed, 0 failed, 1 invalid"),
                  (["a"], ["a/deeper/zz.json"], .success, "1 trace: 1 passed, 0 failed, 0 invalid"),
              ])
        func pathOrder(paths: [String], expected: [String], status: DeepCutAnalysis.ExitStatus, totals: String) async throws {
            try await withTemporaryFolder { folder in
                let root = try makeFolder(folder)
                let result = await DeepCutReplayTool.run(["verify"] + paths.map { root + "/" + $0 })
                #expect(result.status == status)
                let lines = Self.withoutExplanations(result.standardOutput).split(separator: "\n").map(String.init)
                #expect(lines.dropLast().map { line in
                    String(line.dropFirst(2).prefix { $0 != " " }.dropFirst(root.count + 1))
                } == expected)
                #expect(lines.last == totals)
            }
        }

        @Test("a path that does not exist is named on standard error and counted; exit 66 unless a trace is invalid")
        func missingPath() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeFolder(folder)
                let result = await DeepCutReplayTool.run(["verify", root + "/z.json", root + "/gone"])
                #expect(result.status == .unreadable)
                #expect(result.standardError == "deepcut-replay: cannot read \(root)/gone: no such file or folder\n")
                #expect(result.standardOutput.hasSuffix("\n1 trace: 1 passed, 0 failed, 0 invalid, 1 unreadable\n"))
            }
        }

        @Test("--policy and --batch-size apply to every trace", arguments: [
            (["--policy", "legacy"], #"{"state": "degraded"}"#, "state expected degraded, got caughtUp"),
            (["--batch-size", "1"], #"{"checked": 2, "failed": 1}"#, "checked expected 2, got 1"),
        ])
        func options(options: [String], expect: String, reason: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample(expect: expect), to: "t/one.json")
                try folder.write(SampleTraces.formatExample(expect: expect), to: "t/two.json")
                let root = folder.appendingPathComponent("t").path
                let plain = await DeepCutReplayTool.run(["verify", root])
                #expect(plain.status == .success)
                let result = await DeepCutReplayTool.run(["verify", root] + options)
                #expect(result.status == .failure)
                #expect(Self.withoutExplanations(result.standardOutput) == """
                    ✘ \(root)/one.json  step 1 (refresh): \(reason)
                    ✘ \(root)/two.json  step 1 (refresh): \(reason)
                    2 traces: 0 passed, 2 failed, 0 invalid

                    """)
            }
        }

        @Test("a trace whose device behaviour is not reproduced says so in its line")
        func observedLine() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample(observed: #"{"policy": "legacy", "state": "degraded"}"#), to: "o.json")
                let path = folder.appendingPathComponent("o.json").path
                let result = await DeepCutReplayTool.run(["verify", path])
                #expect(result.status == .failure)
                #expect(Self.withoutExplanations(result.standardOutput) == """
                    ✘ \(path)  step 1 (refresh): device behaviour not reproduced under legacy: state expected degraded, got caughtUp
                    1 trace: 0 passed, 1 failed, 0 invalid

                    """)
                let why = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("    ") }
                #expect(why.first == "    because 1 of 2 checks failed (HTTP 404 ×1) and 1 answered (1 with no album), so not all failed (rule 'all failed?': no)")
                #expect(why.last == "    more: deepcut-replay explain \(path) --check 1:observed.state")
            }
        }

        @Test("marks are coloured only on a terminal without NO_COLOR or --no-color", arguments: [
            (ToolEnvironment(outputIsTerminal: true), [String](), true),
            (ToolEnvironment(outputIsTerminal: true), ["--no-color"], false),
            (ToolEnvironment(outputIsTerminal: true, noColorRequested: true), [], false),
            (ToolEnvironment(outputIsTerminal: false), [], false),
        ])
        func colour(environment: ToolEnvironment, options: [String], coloured: Bool) async throws {
            try await withTemporaryFolder { folder in
                let root = try makeFolder(folder)
                let result = await DeepCutReplayTool.run(["verify", root] + options, environment: environment)
                #expect(result.standardOutput.contains("\u{1B}[") == coloured)
                #expect(result.standardOutput.contains("\u{1B}[32m✔\u{1B}[0m \(root)/z.json") == coloured)
            }
        }

        @Test("hidden folders such as .build and .git are not searched for traces")
        func skipsHiddenFolders() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample, to: "traces/a.json")
                try folder.write(#"{"version": 7}"#, to: "traces/.build/workspace-state.json")
                try folder.write(#"{"version": 7}"#, to: "traces/.hidden.json")
                let result = await DeepCutReplayTool.run(["verify", folder.appendingPathComponent("traces").path])
                #expect(result.status == .success)
                #expect(result.standardOutput.hasSuffix("1 trace: 1 passed, 0 failed, 0 invalid\n"))
            }
        }

        @Test("a JUnit report that cannot be written keeps a failed verification's status and says why")
        func unwritableJUnit() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample(expect: #"{"checked": 3}"#), to: "f.json")
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("report.xml"), withIntermediateDirectories: true)
                let trace = folder.appendingPathComponent("f.json").path
                let junit = folder.appendingPathComponent("report.xml").path
                let failed = await DeepCutReplayTool.run([trace, "--junit", junit, "-q"])
                #expect(failed.status == .failure)
                #expect(failed.standardError == "deepcut-replay: cannot write the JUnit report to \(junit): it is a folder\n")
                try folder.write(SampleTraces.formatExample, to: "p.json")
                let passed = await DeepCutReplayTool.run([folder.appendingPathComponent("p.json").path, "--junit", junit])
                #expect(passed.status == .cannotCreate, "a passing trace without its report is not a pass: 73, cannot create")
            }
        }
    }
}
