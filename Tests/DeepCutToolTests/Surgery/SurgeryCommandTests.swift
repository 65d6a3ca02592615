import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

@Suite("redact, shrink and diff on the command line: parsing, help, exit statuses, atomic output")
@MainActor
struct SurgeryCommandTests {
    /// A failing trace: the format example under legacy (expected degraded, got caughtUp).
    static let example = FormatExample.document

    @Test("argument lists that are refused, with the message", arguments: [
        (["redact"], "redact needs a TRACE"),
        (["redact", "a.json"], "redact needs -o OUT (where to write the redacted trace)"),
        (["redact", "a.json", "b.json", "-o", "c"], "redact takes one TRACE (got 'b.json' too)"),
        (["redact", "a.json", "-o", "c", "--key"], "--key needs a value"),
        (["redact", "a.json", "-o", "c", "--key", "k", "--key", "l"], "--key was given twice"),
        (["redact", "a.json", "-o", "c", "--fast"], "unknown option '--fast'"),
        (["shrink", "a.json"], "shrink needs -o OUT (where to write the shrunk trace)"),
        (["shrink", "a.json", "-o", "c", "--policy", "lenient"], "--policy takes strict or legacy (got 'lenient')"),
        (["shrink", "a.json", "-o", "c", "--max-replays", "0"], "--max-replays takes a whole number of at least 1 (got '0')"),
        (["diff", "a.json"], "diff takes A B (got 1 operand)"),
        (["diff", "a.json", "b.json", "c.json"], "diff takes A B (got 3 operands)"),
        (["diff", "a.json", "b.json", "--format", "xml"], "--format takes text or json (got 'xml')"),
        (["diff", "a.json", "b.json", "--limit", "0"], "--limit takes a whole number of at least 1 (got '0')"),
        (["diff", "a.json", "b.json", "--limit", "3", "--all"], "--limit and --all cannot be given together"),
        (["diff", "a.json", "b.json", "--all", "--all"], "--all was given twice"),
    ])
    func refused(_ arguments: [String], _ message: String) async {
        let result = await DeepCutReplayTool.run(arguments)
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("deepcut-replay: \(message)\n"))
        #expect(result.standardError.contains("Run 'deepcut-replay \(arguments[0]) --help' for usage."))
    }

    @Test("--until names a check: step, side and key, or divergence / diagnostics", arguments: [
        ("1.state", "1.state"), ("2.observed.feedCount", "2.observed.feedCount"), ("state", "state"),
        ("divergence", "divergence"), ("diagnostics", "diagnostics"), ("3.expect.trackIDs", "3.trackIDs"),
    ])
    func untilParses(_ text: String, _ description: String) throws {
        #expect(CheckSelector(text)?.description == description)
        let command = try ShrinkCommand(parsing: ["t.json", "-o", "o.json", "--until", text])
        #expect(command.options.until?.description == description)
    }

    @Test("--until refuses what is not a check", arguments: ["0.state", "1.colour", "observed", "1.observed", "x.state", ""])
    func untilRefused(_ text: String) async {
        #expect(CheckSelector(text) == nil)
        let result = await DeepCutReplayTool.run(["shrink", "t.json", "-o", "o.json", "--until=\(text)"])
        #expect(result.status == .usage)
    }

    @Test("each command has its help, and the tool's help lists it", arguments: ["redact", "shrink", "diff"])
    func help(_ name: String) async {
        let result = await DeepCutReplayTool.run([name, "--help"])
        #expect(result.status == .success)
        #expect(result.standardOutput.contains("USAGE: deepcut-replay \(name)"))
        #expect(result.standardOutput.contains("EXIT STATUS"))
        let tool = await DeepCutReplayTool.run(["--help"])
        #expect(tool.standardOutput.contains("  \(name) "))
    }

    @Test("an invalid trace is 65 with file, line, column and path; a missing one 66", arguments: [
        ["redact", "{T}", "-o", "{O}"], ["shrink", "{T}", "-o", "{O}"], ["diff", "{T}", "{T}"],
    ])
    func unreadableAndInvalid(_ template: [String]) async throws {
        try await withTemporaryFolder { folder in
            try folder.write(#"{"format": "deepcut-trace", "version": 1, "capture": 3}"#, to: "bad.json")
            let output = folder.appendingPathComponent("out.json").path
            func run(_ trace: String) async -> ToolResult {
                await DeepCutReplayTool.run(template.map { $0 == "{T}" ? trace : $0 == "{O}" ? output : $0 })
            }
            let invalid = await run(folder.appendingPathComponent("bad.json").path)
            #expect(invalid.status == .invalidTrace)
            #expect(invalid.standardError.contains("bad.json:1:"))
            #expect(invalid.standardError.contains("capture"))
            let missing = await run(folder.appendingPathComponent("missing.json").path)
            #expect(missing.status == .unreadable)
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test("an output that cannot be written is 73, and nothing is left beside it", arguments: ["redact", "shrink"])
    func unwritable(_ name: String) async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let trace = folder.appendingPathComponent("t.json").path
            let extra = name == "shrink" ? ["--policy", "legacy"] : ["--key", "k"]
            let noFolder = await DeepCutReplayTool.run([name, trace, "-o", folder.path + "/nowhere/out.json"] + extra)
            #expect(noFolder.status == .cannotCreate)
            #expect(noFolder.standardError.contains("does not exist"))
            let isFolder = await DeepCutReplayTool.run([name, trace, "-o", folder.path] + extra)
            #expect(isFolder.status == .cannotCreate)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.json"])
        }
    }

    @Test("redact with a key writes the same bytes every time, replacing the output atomically")
    func redactWrites() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let trace = folder.appendingPathComponent("t.json").path
            let out = folder.appendingPathComponent("out.json").path
            let first = await DeepCutReplayTool.run(["redact", trace, "-o", out, "--key", "k"])
            #expect(first.status == .success)
            #expect(first.standardOutput.contains("replays with the same outcome"), "the summary goes to standard output")
            #expect(first.standardError.isEmpty)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
            let second = await DeepCutReplayTool.run(["redact", trace, "-o", out, "--key", "k"])
            #expect(second.status == .success)
            #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.json", "t.json"])
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("Acid Bath") && !text.contains("r.Ab12Cd") && !text.contains("iPhone 16 Pro"))
            let random = await DeepCutReplayTool.run(["redact", trace, "-o", "-"])
            #expect(random.status == .success)
            // With the trace on standard output, the summary goes to standard error.
            #expect(random.standardError.contains("a random key was used and not kept"))
            #expect(random.standardOutput.hasPrefix("{") && !random.standardOutput.contains("redacted "))
            #expect(random.standardOutput != text)
        }
    }

    @Test("shrink prints what it kept; a trace that passes is exit status 1 and writes nothing")
    func shrinkRuns() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let trace = folder.appendingPathComponent("t.json").path
            let out = folder.appendingPathComponent("small.json").path
            let result = await DeepCutReplayTool.run(["shrink", trace, "-o", out, "--policy", "legacy"])
            #expect(result.status == .success)
            #expect(result.standardOutput.contains("kept 5 of 5 calls, 2 of 2 artists, 1 of 1 step, 1 of 5 checks"))
            #expect(result.standardOutput.contains("still failing: legacy: step 1 expect.state"))
            let passes = await DeepCutReplayTool.run(["shrink", trace, "-o", out + "2"])
            #expect(passes.status == .failure)
            #expect(passes.standardError.contains("the trace passes under strict: there is no failure to shrink to "
                                                  + "(it fails under legacy: try --policy legacy)"))
            #expect(!FileManager.default.fileExists(atPath: out + "2"))
        }
    }

    @Test("diff exits 0 for the same trace and 1 for different ones")
    func diffStatus() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "a.json")
            try folder.write(Self.example.replacingOccurrences(of: "\"status\": 404", with: "\"status\": 503"), to: "b.json")
            let (a, b) = (folder.appendingPathComponent("a.json").path, folder.appendingPathComponent("b.json").path)
            let same = await DeepCutReplayTool.run(["diff", a, a])
            #expect(same.status == .success && same.standardOutput.hasSuffix("same: no semantic difference\n"))
            let differ = await DeepCutReplayTool.run(["diff", a, b, "--format", "json"])
            #expect(differ.status == .failure)
            #expect(differ.standardOutput.contains(#""field": "error.status""#))
        }
    }

    @Test("diff's text says the total first and lists at most --limit entries a section; --all lists every one")
    func diffLimit() async throws {
        try await withTemporaryFolder { folder in
            // Five artists answered 404 in A and with no releases in B: five calls answered differently.
            func trace(_ answer: String) -> String {
                let ids = (1...5).map { "r.A\($0)" }
                let artists = ids.map { #"{"id": "\#($0)", "name": "\#($0)"}"# }.joined(separator: ", ")
                let calls = ids.enumerated().map { index, id in
                    #"{"seq": \#(index + 3), "method": "fetchCatalogReleases", "args": {"artistID": "\#(id)"}, \#(answer)}"#
                }
                return #"{"format": "deepcut-trace", "version": 1, "capture": {"origin": "synthetic", "title": "t", "#
                    + #""startedAt": "2026-05-12T09:14:03Z"}, "calls": [{"seq": 0, "method": "fetchLibraryArtists", "#
                    + #""args": {}, "result": {"artists": [\#(artists)]}}, {"seq": 1, "method": "fetchLibraryAlbums", "#
                    + #""args": {}, "result": {"albums": []}}, {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "#
                    + #""result": {"tracks": []}}, \#(calls.joined(separator: ", "))]}"#
            }
            try folder.write(trace(#""error": {"kind": "http", "status": 404}"#), to: "a.json")
            try folder.write(trace(#""result": {"albums": []}"#), to: "b.json")
            let (a, b) = (folder.appendingPathComponent("a.json").path, folder.appendingPathComponent("b.json").path)
            let limited = await DeepCutReplayTool.run(["diff", a, b, "--limit", "2"])
            #expect(limited.status == .failure)
            let lines = limited.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.prefix(3).last == "differ: 5 differences")
            #expect(lines.filter { $0.hasPrefix("  ~ fetchCatalogReleases") }.count == 2)
            #expect(lines.contains("  … 3 more calls (--all lists every one)"))
            let all = await DeepCutReplayTool.run(["diff", a, b, "--all"])
            #expect(all.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ~ fetchCatalogReleases") }.count == 5)
            #expect(!all.standardOutput.contains("…"))
            let byDefault = await DeepCutReplayTool.run(["diff", a, b])
            #expect(byDefault.standardOutput == all.standardOutput, "five entries are under the default limit")
        }
    }
}
