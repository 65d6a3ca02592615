import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

extension VerifySuites {
    @Suite("verify reports a corpus for CI: JUnit with times and errors, JSON in full, Markdown, shards")
    @MainActor
    struct CorpusReportTests {
        /// `my traces/`: a passing trace, a failing one inside a folder, an invalid one.
        func makeCorpus(_ folder: URL) throws -> String {
            let root = folder.appendingPathComponent("my traces")
            try root.write(SampleTraces.formatExample, to: "01 pass.json")
            try root.write(SampleTraces.formatExample(expect: #"{"checked": 3}"#), to: "sub/02.fail.json")
            try root.write(#"{"format": "deepcut-trace", "version": 1}"#, to: "03-invalid.json")
            return root.path
        }

        @Test("JUnit: a case per step, classnames relative to the folder given, an invalid trace an <error> case, status kept")
        func junit() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeCorpus(folder)
                let junit = folder.appendingPathComponent("out.xml").path
                let result = await DeepCutReplayTool.run(["verify", root, "--junit", junit, "-q"])
                #expect(result.status == .invalidTrace, "the exit status is the verification's")
                let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: junit)))
                let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
                #expect(cases.map { $0.attribute(forName: "classname")?.stringValue ?? "" }
                        == ["my traces.01 pass", "my traces.03-invalid", "my traces.sub.02_fail"])
                #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["step 1: refresh", "read", "step 1: refresh"])
                #expect(cases.allSatisfy { $0.attribute(forName: "time")?.stringValue == "0.000" })
                let error = try #require(cases[1].elements(forName: "error").first)
                #expect(error.attribute(forName: "type")?.stringValue == "invalid")
                #expect(error.attribute(forName: "message")?.stringValue?.hasPrefix("\(root)/03-invalid.json:1:") == true)
                #expect(cases[2].elements(forName: "failure").count == 1)
                let suites = try #require(document.rootElement())
                #expect(suites.attribute(forName: "errors")?.stringValue == "1")
                #expect(suites.attribute(forName: "failures")?.stringValue == "1")
            }
        }

        @Test("JUnit times are each step's recorded device time: from its clock to the end of its last call")
        func junitTimes() async throws {
            let document = SampleTraces.formatExample
                .replacingOccurrences(of: #""args": {}, "result": {"artists""#, with: #""args": {}, "at": 0, "durationMs": 250, "result": {"artists""#)
                .replacingOccurrences(of: #"{"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"},"#,
                                      with: #"{"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"}, "at": 1.5, "durationMs": 1250,"#)
            let report = try await SampleTraces.verify(document, name: "t.json")
            #expect(report.steps.map(\.duration) == [2.75])
            #expect(JUnitReportRenderer.render([report]).contains(#"name="step 1: refresh" time="2.750""#))
        }

        @Test("a replay with --junit writes the file even when the trace is not valid, keeping 65")
        func replayJUnitInvalid() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeCorpus(folder)
                let junit = folder.appendingPathComponent("r.xml").path
                let result = await DeepCutReplayTool.run([root + "/03-invalid.json", "--junit", junit])
                #expect(result.status == .invalidTrace)
                let xml = try String(contentsOfFile: junit, encoding: .utf8)
                #expect(xml.contains(#"<testcase classname="03-invalid" name="read" time="0.000">"#))
                #expect(xml.contains(#"<error type="invalid""#))
            }
        }

        @Test("an unwritable JUnit file exits 73 with the reason when every trace passed")
        func unwritable() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample, to: "t/a.json")
                let junit = folder.appendingPathComponent("missing/out.xml").path
                let result = await DeepCutReplayTool.run(["verify", folder.appendingPathComponent("t").path, "--junit", junit])
                #expect(result.status == .cannotCreate)
                #expect(result.standardError == "deepcut-replay: cannot write the JUnit report to \(junit): "
                        + "the folder \(folder.appendingPathComponent("missing").path) does not exist\n")
            }
        }

        @Test("JSON gives every trace with its full report, lists in full, and the reason a trace was not verified")
        func json() async throws {
            try await withTemporaryFolder { folder in
                let ids = (1...7).map { "r.Id\($0)" }
                let quoted = ids.map { "\"\($0)\"" }.joined(separator: ", ")
                try folder.write(SampleTraces.formatExample(expect: #"{"checkedArtistIDs": [\#(quoted)]}"#), to: "c/long.json")
                try folder.write("[]", to: "c/not.json")
                let result = await DeepCutReplayTool.run(["verify", folder.appendingPathComponent("c").path, "--format", "json"])
                #expect(result.status == .invalidTrace)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                #expect(object["format"] as? String == "deepcut-replay-verify")
                #expect(object["version"] as? Int == 1)
                #expect(object["result"] as? String == "fail")
                #expect((object["totals"] as? [String: Int]) == ["traces": 2, "passed": 0, "failed": 1, "invalid": 1, "unreadable": 0])
                let traces = try #require(object["traces"] as? [[String: Any]])
                #expect(traces.map { $0["result"] as? String } == ["fail", "invalid"])
                #expect(traces[1]["report"] is NSNull)
                #expect((traces[1]["error"] as? String)?.contains("not.json:1:1") == true)
                let report = try #require(traces[0]["report"] as? [String: Any])
                let step = try #require((report["steps"] as? [[String: Any]])?.first)
                let check = try #require((step["expect"] as? [[String: Any]])?.first)
                #expect(check["expected"] as? [String] == ids, "seven ids in full, not \"7 ids\"")
                #expect(check["actual"] as? [String] == ["r.Zz9Yy8", "r.Ab12Cd"])
                #expect(!result.standardOutput.contains("\"7 ids\""))
            }
        }

        @Test("Markdown: the totals, a table of traces with ✔ and ✘, then each failing trace's checks")
        func markdown() async throws {
            try await withTemporaryFolder { folder in
                let root = try makeCorpus(folder)
                let result = await DeepCutReplayTool.run(["verify", root, "--format", "markdown"])
                #expect(result.status == .invalidTrace)
                let invalid = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("invalid: ") })
                #expect(result.standardOutput == """
                    ## deepcut-replay verify

                    **3 traces: 1 passed, 1 failed, 1 invalid**

                    | | Trace | Title | Steps | Checks |
                    |---|---|---|---:|---|
                    | ✔ | `\(root)/01 pass.json` | Catalog ids asked for with library ids | 1 | 5 held |
                    | ✘ | `\(root)/03-invalid.json` | invalid | | |
                    | ✘ | `\(root)/sub/02.fail.json` | Catalog ids asked for with library ids | 1 | 1 of 2 failed |

                    ### ✘ `\(root)/03-invalid.json`

                    ```
                    \(invalid)
                    ```

                    ### ✘ `\(root)/sub/02.fail.json`

                    ```
                    step 1 (refresh): checked: expected 3, got 2
                    ```

                    """)
            }
        }

        @Test("shards are disjoint, their union is the corpus, and each is the same on every machine", arguments: [1, 2, 3, 5])
        func shards(count: Int) async throws {
            try await withTemporaryFolder { folder in
                for index in 0..<7 {
                    let padding = String(repeating: " ", count: index * 37 % 11)
                    try folder.write(SampleTraces.formatExample + padding, to: "s/t\(index).json")
                }
                let path = folder.appendingPathComponent("s").path
                var seen: [String] = []
                for shard in 1...count {
                    let first = await DeepCutReplayTool.run(["verify", path, "--shard", "\(shard)/\(count)", "--format", "json"])
                    let again = await DeepCutReplayTool.run(["verify", path, "--shard", "\(shard)/\(count)", "--format", "json"])
                    #expect(first == again)
                    #expect(first.status == .success)
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
                    seen += (object["traces"] as? [[String: Any]] ?? []).compactMap { $0["trace"] as? String }
                }
                #expect(seen.sorted() == (0..<7).map { "\(path)/t\($0).json" })
            }
        }

        @Test("a shard splits by size: the biggest trace alone balances the rest", arguments: [(1, ["big"]), (2, ["a", "b", "c"])])
        func shardBySize(index: Int, expected: [String]) {
            let files = [CorpusFile(path: "a", className: "a", size: 10), CorpusFile(path: "b", className: "b", size: 10),
                         CorpusFile(path: "big", className: "big", size: 40), CorpusFile(path: "c", className: "c", size: 10)]
            #expect(TraceShard(index: index, count: 2).select(files).map(\.path) == expected)
        }

        @Test("an empty shard of a non-empty corpus passes and says so")
        func emptyShard() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(SampleTraces.formatExample, to: "one/a.json")
                let result = await DeepCutReplayTool.run(["verify", folder.appendingPathComponent("one").path, "--shard", "2/2"])
                #expect(result.status == .success)
                #expect(result.standardOutput == "0 traces: 0 passed, 0 failed, 0 invalid (shard 2/2)\n")
                #expect(result.standardError == "deepcut-replay: shard 2/2 holds none of the 1 trace found\n")
            }
        }

        @Test("- reads a trace from standard input, for replay, inspect and verify")
        func standardInput() async throws {
            let environment = ToolEnvironment(standardInput: .bytes(Data(SampleTraces.formatExample.utf8)))
            let replay = await DeepCutReplayTool.run(["-", "-q"], environment: environment)
            #expect(replay == ToolResult(standardOutput: "PASS  <stdin>: 5 checks held\n", status: .success))
            let verify = await DeepCutReplayTool.run(["verify", "-"], environment: environment)
            #expect(verify.standardOutput.hasPrefix("✔ <stdin>  Catalog ids asked for with library ids"))
            let inspect = await DeepCutReplayTool.run(["inspect", "-"], environment: environment)
            #expect(inspect.standardOutput.hasPrefix("Trace     <stdin>\n"))
            let invalid = await DeepCutReplayTool.run(["-"], environment: ToolEnvironment(standardInput: .bytes(Data("{".utf8))))
            #expect(invalid.status == .invalidTrace)
            #expect(invalid.standardError.hasPrefix("deepcut-replay: <stdin>:1:2: "))
            let none = await DeepCutReplayTool.run(["-"])
            #expect(none.status == .unreadable)
        }
    }
}
