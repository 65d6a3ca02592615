import DeepCutTestSupport
import Foundation
import Testing

/// A command line, the exit status it must give, and where its text must go.
struct ExitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let status: Int32
    /// The beginning of standard output (empty: nothing on standard output).
    let outputPrefix: String
    /// Standard error, word for word (empty: nothing on standard error).
    let error: String

    var testDescription: String { name }
}

extension ReplayCommandSuites {
    @Suite("deepcut-replay, run as a program, exits with the tool's statuses")
    struct DeepCutReplayCommandTests {
        /// Writes the documents every case may use: a passing trace, a failing one, an invalid one.
        private func folderWithTraces(_ folder: URL) throws {
            try folder.write(Documents.formatExample, to: "pass.json")
            try folder.write(Documents.wrongExpectation, to: "fail.json")
            try folder.write(Documents.invalid, to: "invalid.json")
        }

        static let cases: [ExitCase] = [
            ExitCase(name: "a passing trace exits 0 with the report on standard output",
                     arguments: ["pass.json"], status: 0, outputPrefix: "Trace     pass.json\n", error: ""),
            ExitCase(name: "a trace with a wrong expectation exits 1 with the report on standard output",
                     arguments: ["fail.json"], status: 1, outputPrefix: "Trace     fail.json\n", error: ""),
            ExitCase(name: "an unknown option exits 64 with the message on standard error",
                     arguments: ["pass.json", "--fast"], status: 64, outputPrefix: "",
                     error: "deepcut-replay: unknown option '--fast'\nRun 'deepcut-replay --help' for usage.\n"),
            ExitCase(name: "no arguments exit 64",
                     arguments: [], status: 64, outputPrefix: "",
                     error: "deepcut-replay: no TRACE given\nRun 'deepcut-replay --help' for usage.\n"),
            ExitCase(name: "an invalid option value exits 64 before the trace is read",
                     arguments: ["missing.json", "--policy", "lax"], status: 64, outputPrefix: "",
                     error: "deepcut-replay: --policy takes strict or legacy (got 'lax')\nRun 'deepcut-replay --help' for usage.\n"),
            ExitCase(name: "a subcommand's usage error points at the subcommand's help",
                     arguments: ["inspect"], status: 64, outputPrefix: "",
                     error: "deepcut-replay: inspect needs a TRACE\nRun 'deepcut-replay inspect --help' for usage.\n"),
            ExitCase(name: "an invalid trace exits 65 naming the file, line, column and JSON path",
                     arguments: ["invalid.json"], status: 65, outputPrefix: "",
                     error: "deepcut-replay: invalid.json:12:73: calls[3].error.title: expected a string, found a number (12)\n"),
            ExitCase(name: "inspecting an invalid trace exits 65 with the same message",
                     arguments: ["inspect", "invalid.json"], status: 65, outputPrefix: "",
                     error: "deepcut-replay: invalid.json:12:73: calls[3].error.title: expected a string, found a number (12)\n"),
            ExitCase(name: "a missing file exits 66 naming it",
                     arguments: ["missing.json"], status: 66, outputPrefix: "",
                     error: "deepcut-replay: missing.json: cannot read the file: no such file\n"),
            ExitCase(name: "a folder given as a trace exits 66",
                     arguments: ["."], status: 66, outputPrefix: "",
                     error: "deepcut-replay: .: cannot read the file: it is a directory; to replay every trace in a folder, run: deepcut-replay verify .\n"),
            ExitCase(name: "inspecting a missing file exits 66",
                     arguments: ["inspect", "missing.json"], status: 66, outputPrefix: "",
                     error: "deepcut-replay: missing.json: cannot read the file: no such file\n"),
            ExitCase(name: "--help exits 0 and prints the usage on standard output",
                     arguments: ["--help"], status: 0, outputPrefix: "OVERVIEW: Replay a Deep Cut Atlas device trace", error: ""),
            ExitCase(name: "-h is --help", arguments: ["-h"], status: 0,
                     outputPrefix: "OVERVIEW: Replay a Deep Cut Atlas device trace", error: ""),
            ExitCase(name: "a subcommand's --help exits 0", arguments: ["generate", "--help"], status: 0,
                     outputPrefix: "OVERVIEW: Write a synthetic trace of a library of N artists.", error: ""),
            ExitCase(name: "help TOPIC exits 0", arguments: ["help", "verify"], status: 0,
                     outputPrefix: "OVERVIEW: Verify every trace in the given files and folders.", error: ""),
            ExitCase(name: "--version exits 0 and prints the version on standard output",
                     arguments: ["--version"], status: 0,
                     outputPrefix: "deepcut-replay 1.0.0 (reads trace format version 1)\n", error: ""),
            ExitCase(name: "inspect exits 0 with its listing on standard output",
                     arguments: ["inspect", "pass.json"], status: 0, outputPrefix: "Trace     pass.json\n", error: ""),
            ExitCase(name: "a JSON report goes to standard output too",
                     arguments: ["fail.json", "--format", "json"], status: 1,
                     outputPrefix: "{\n  \"format\": \"deepcut-replay-report\",\n", error: ""),
            ExitCase(name: "--quiet prints the verdict alone",
                     arguments: ["pass.json", "-q"], status: 0, outputPrefix: "PASS  pass.json: 5 checks held\n", error: ""),
        ]

        @Test("exits with the status of the outcome, reports on standard output, errors on standard error",
              arguments: cases)
        func exitStatus(_ testCase: ExitCase) async throws {
            try await withTemporaryFolder { folder in
                try folderWithTraces(folder)
                let result = try await ReplayExecutable.run(testCase.arguments, in: folder)
                #expect(result.status == testCase.status)
                #expect(result.standardError == testCase.error)
                if testCase.outputPrefix.isEmpty {
                    #expect(result.standardOutput == "")
                } else {
                    #expect(result.standardOutput.hasPrefix(testCase.outputPrefix))
                    #expect(result.standardOutput.hasSuffix("\n"))
                }
            }
        }

        @Test("the reports end with their verdict: PASS, or FAIL with the count of failed checks")
        func verdictLines() async throws {
            try await withTemporaryFolder { folder in
                try folderWithTraces(folder)
                let pass = try await ReplayExecutable.run(["pass.json"], in: folder)
                #expect(pass.standardOutput.hasSuffix("\nPASS  pass.json: 5 checks held\n"))
                let fail = try await ReplayExecutable.run(["fail.json"], in: folder)
                #expect(fail.standardOutput.contains("  ✘ checked          expected 3, got 2\n"))
                #expect(fail.standardOutput.hasSuffix("\nFAIL  fail.json: 1 of 5 checks failed\n"))
            }
        }

        @Test("verify exits 0 when all pass, 1 when one fails, 65 when one is invalid, 66 when a path is missing",
              arguments: [
                  (["pass.json"], Int32(0)),
                  (["pass.json", "fail.json"], Int32(1)),
                  (["invalid.json", "pass.json"], Int32(65)),
                  (["fail.json", "invalid.json"], Int32(65)),
                  (["pass.json", "nowhere"], Int32(66)),
                  (["fail.json", "nowhere"], Int32(66)),
                  (["invalid.json", "nowhere"], Int32(65)),
              ])
        func verifyStatus(paths: [String], status: Int32) async throws {
            try await withTemporaryFolder { folder in
                try folderWithTraces(folder)
                let result = try await ReplayExecutable.run(["verify"] + paths, in: folder)
                #expect(result.status == status)
                // A failing trace's explanation lines (indented) stand under its line.
                let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("    ") }
                let found = paths.filter { $0 != "nowhere" }
                #expect(lines.count == found.count + 2, "one line per trace, the totals, and the final newline")
                #expect(lines.last == "")
                if paths.contains("nowhere") {
                    #expect(result.standardError == "deepcut-replay: cannot read nowhere: no such file or folder\n")
                } else {
                    #expect(result.standardError == "")
                }
            }
        }

        @Test("verify of a folder without traces says so on standard error and exits 66")
        func verifyEmptyFolder() async throws {
            try await withTemporaryFolder { folder in
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
                let result = try await ReplayExecutable.run(["verify", "empty"], in: folder)
                #expect(result.status == 66)
                #expect(result.standardError == "deepcut-replay: no .json traces found in empty\n")
                #expect(result.standardOutput == "0 traces: 0 passed, 0 failed, 0 invalid\n")
            }
        }

        @Test("--junit writes the XML file and keeps the exit status of the verification",
              arguments: [("pass.json", Int32(0), #"failures="0""#), ("fail.json", Int32(1), #"failures="1""#)])
        func junitFile(trace: String, status: Int32, failures: String) async throws {
            try await withTemporaryFolder { folder in
                try folderWithTraces(folder)
                let result = try await ReplayExecutable.run([trace, "--junit", "out/report.xml", "-q"], in: folder)
                // The folder does not exist yet: the report cannot be written, and the run does not pass.
                #expect(result.status != 0)
                #expect(result.standardError.hasPrefix("deepcut-replay: cannot write the JUnit report to out/report.xml: "))
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
                let written = try await ReplayExecutable.run([trace, "--junit", "out/report.xml", "-q"], in: folder)
                #expect(written.status == status)
                #expect(written.standardError == "")
                let xml = try String(contentsOf: folder.appendingPathComponent("out/report.xml"), encoding: .utf8)
                #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
                #expect(xml.contains(#"<testsuite name="\#(trace)" tests="1" \#(failures) errors="0" skipped="0" time="0.000">"#))
            }
        }

        @Test("generate writes the trace on standard output, or to -o with a note on standard error")
        func generate() async throws {
            try await withTemporaryFolder { folder in
                let printed = try await ReplayExecutable.run(["generate", "--artists", "3", "--seed", "9"], in: folder)
                #expect(printed.status == 0)
                #expect(printed.standardError == "")
                #expect(printed.standardOutput.hasPrefix("{\n  \"format\": \"deepcut-trace\",\n  \"version\": 1,\n"))
                let written = try await ReplayExecutable.run(
                    ["generate", "--artists", "3", "--seed", "9", "-o", "g.json"], in: folder)
                #expect(written.status == 0)
                #expect(written.standardError == "")
                let bytes = try Data(contentsOf: folder.appendingPathComponent("g.json"))
                #expect(bytes == Data(printed.standardOutput.utf8), "the file holds what standard output showed")
                #expect(written.standardOutput.hasPrefix("wrote g.json: "), "the summary goes to standard output")
                #expect(written.standardOutput.hasSuffix(" \(bytes.count) bytes\n"))
                let replayed = try await ReplayExecutable.run(["g.json", "-q"], in: folder)
                #expect(replayed.status == 0)
                #expect(replayed.standardOutput.hasPrefix("PASS  g.json: "))
            }
        }

        @Test("a JSON report on standard output is one JSON document whose result matches the exit status",
              arguments: [("pass.json", Int32(0), "pass"), ("fail.json", Int32(1), "fail")])
        func jsonReport(trace: String, status: Int32, verdict: String) async throws {
            try await withTemporaryFolder { folder in
                try folderWithTraces(folder)
                let result = try await ReplayExecutable.run([trace, "--format=json"], in: folder)
                #expect(result.status == status)
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                #expect(object["format"] as? String == "deepcut-replay-report")
                #expect(object["trace"] as? String == trace)
                #expect(object["result"] as? String == verdict)
            }
        }
    }
}

extension ReplayCommandSuites {
    @Suite("deepcut-replay prints colour only on a terminal, and never with NO_COLOR or --no-color")
    struct ColourTests {
        static let escape = "\u{1B}["

        @Test("output to a pipe or a file has no ANSI escapes", arguments: [
            ["pass.json"], ["fail.json"], ["verify", "."], ["fail.json", "--verbose"],
        ])
        func noColourWhenPiped(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "pass.json")
                try folder.write(Documents.wrongExpectation, to: "fail.json")
                let result = try await ReplayExecutable.run(arguments, in: folder)
                #expect(!result.standardOutput.isEmpty)
                #expect(!result.standardOutput.contains(Self.escape))
                #expect(!result.standardError.contains(Self.escape))
            }
        }

        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        @Test("on a terminal the verdict is coloured, unless NO_COLOR is set or --no-color is given", arguments: [
            ([], [String: String?](), true),
            (["--no-color"], [String: String?](), false),
            ([], ["NO_COLOR": "1"], false),
            ([], ["NO_COLOR": ""], true),
        ])
        func colourOnTerminal(extra: [String], environment: [String: String?], coloured: Bool) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "fail.json")
                let result = try await ReplayExecutable.runOnTerminal(["fail.json"] + extra, in: folder, environment: environment)
                #expect(result.status == 1)
                #expect(result.output.contains("FAIL"))
                #expect(result.output.contains(Self.escape) == coloured)
                if coloured {
                    #expect(result.output.contains("\u{1B}[31m✘\u{1B}[0m checked"))
                }
            }
        }

        @Test("verify on a terminal honours NO_COLOR too", arguments: [("", true), ("1", false)])
        func verifyColour(noColor: String, coloured: Bool) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "traces/pass.json")
                let result = try await ReplayExecutable.runOnTerminal(
                    ["verify", "traces"], in: folder, environment: ["NO_COLOR": noColor])
                #expect(result.status == 0)
                #expect(result.output.contains("traces/pass.json"))
                #expect(result.output.contains(Self.escape) == coloured)
            }
        }
        #endif
    }
}
