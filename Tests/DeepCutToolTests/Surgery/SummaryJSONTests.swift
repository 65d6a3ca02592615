import DeepCutTestSupport
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

@Suite("bless, redact, shrink and mutate print their summary as versioned JSON with --format json")
@MainActor
struct SummaryJSONTests {
    /// The format example: it passes under strict and fails under legacy (expected degraded, got caughtUp).
    static let example = FormatExample.document

    /// The JSON object `text` holds, or a recorded issue.
    func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(text)")
    }

    /// Runs the tool in `folder`'s files: `{}` in the arguments stands for the folder's path.
    func run(_ arguments: [String], in folder: URL) async -> ToolResult {
        await DeepCutReplayTool.run(arguments.map { $0.replacingOccurrences(of: "{}", with: folder.path) })
    }

    @Test("bless names each change by step and key with the old and the new value, and says what it wrote")
    func bless() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let result = await run(["bless", "{}/t.json", "--policy", "legacy", "--format", "json"], in: folder)
            #expect(result.status == .success && result.standardError == "")
            let json = try object(result.standardOutput)
            #expect(json["format"] as? String == "deepcut-replay-bless" && json["version"] as? Int == 1)
            #expect(json["policy"] as? String == "legacy" && json["written"] as? Bool == true)
            let changes = try #require(json["changes"] as? [[String: Any]])
            let state = try #require(changes.first { $0["key"] as? String == "state" })
            #expect(state["step"] as? Int == 1 && state["old"] as? String == "degraded" && state["new"] as? String == "caughtUp")
            let notes = try #require(json["notes"] as? [String])
            #expect(notes.contains { $0.hasPrefix("Check it with: deepcut-replay") })
            // Blessed once, there is nothing left to change: written is false and no change is listed.
            let again = try object(await run(["bless", "{}/t.json", "--policy", "legacy", "--format=json"], in: folder)
                .standardOutput)
            #expect(again["written"] as? Bool == false && (again["changes"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("redact's summary gives the counts and whether a key was given; with -o - it goes to standard error")
    func redact() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let file = await run(["redact", "{}/t.json", "-o", "{}/r.json", "--key", "k", "--format", "json"], in: folder)
            #expect(file.status == .success && file.standardError == "")
            let json = try object(file.standardOutput)
            #expect(json["format"] as? String == "deepcut-replay-redact" && json["version"] as? Int == 1)
            #expect(json["keyGiven"] as? Bool == true && json["output"] as? String == folder.path + "/r.json")
            #expect((json["calls"] as? Int ?? 0) > 0 && (json["steps"] as? Int ?? 0) > 0)
            let piped = await run(["redact", "{}/t.json", "-o", "-", "--format", "json"], in: folder)
            #expect(piped.status == .success)
            #expect(try object(piped.standardError)["keyGiven"] as? Bool == false)
            #expect(piped.standardOutput.hasPrefix("{") && piped.standardOutput.contains("\"deepcut-trace\""))
        }
    }

    @Test("shrink's summary holds what was kept and what still fails, and no time: two runs give the same bytes")
    func shrink() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let arguments = ["shrink", "{}/t.json", "-o", "{}/s.json", "--policy", "legacy", "--format", "json"]
            let first = await run(arguments, in: folder)
            #expect(first.status == .success, "\(first.standardError)")
            let json = try object(first.standardOutput)
            #expect(json["format"] as? String == "deepcut-replay-shrink" && json["policy"] as? String == "legacy")
            let calls = try #require(json["calls"] as? [String: Int])
            #expect(calls["kept"]! <= calls["original"]! && calls["kept"]! > 0)
            #expect(json["ended"] as? String == "smallest")
            #expect((json["stillFailing"] as? [String])?.contains { $0.hasPrefix("legacy:") } == true)
            let text = await run(Array(arguments.dropLast(2)), in: folder)
            #expect(text.standardOutput.contains("  still failing: " + ((json["stillFailing"] as? [String]) ?? []).joined(separator: "; ")))
            #expect(await run(arguments, in: folder).standardOutput == first.standardOutput)
        }
    }

    @Test("mutate's summary lists the mutations, the changes and the dropped expectations where the text would go")
    func mutate() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "t.json")
            let piped = await run(["mutate", "{}/t.json", "--call", "1=http:503", "--format", "json"], in: folder)
            #expect(piped.status == .success)
            let json = try object(piped.standardError)
            #expect(json["format"] as? String == "deepcut-replay-mutate" && json["output"] as? String == "-")
            let mutations = try #require(json["mutations"] as? [[String: Any]])
            #expect(mutations.count == 1 && mutations[0]["seq"] as? Int == 1 && mutations[0]["fault"] as? String == "http:503")
            #expect((json["changes"] as? [String])?.first?.hasPrefix("call 1 ") == true)
            let text = await run(["mutate", "{}/t.json", "--call", "1=http:503", "-o", "{}/m.json"], in: folder)
            let dropped = (json["dropped"] as? [String]) ?? []
            #expect(dropped.allSatisfy { text.standardOutput.contains("    " + $0 + "\n") })
            let file = await run(["mutate", "{}/t.json", "--call", "1=http:503", "-o", "{}/m.json", "--format=json"], in: folder)
            #expect(try object(file.standardOutput)["output"] as? String == folder.path + "/m.json")
        }
    }

    @Test("--format text is the default summary, and any other format is refused", arguments: ["bless", "redact", "shrink", "mutate"])
    func formats(_ name: String) async throws {
        let refused = await DeepCutReplayTool.run([name, "t.json", "--format", "xml"])
        #expect(refused.status == .usage)
        #expect(refused.standardError.hasPrefix("deepcut-replay: --format takes text or json (got 'xml')\n"))
        try await withTemporaryFolder { folder in
            try folder.write(Self.example, to: "a.json")
            try folder.write(Self.example, to: "b.json")
            let extra = name == "bless" ? ["--policy", "legacy"] : name == "mutate" ? ["--call", "1=http:503"]
                : name == "shrink" ? ["--policy", "legacy", "-o", "{}/out.json"] : ["-o", "{}/out.json", "--key", "k"]
            let plain = await run([name, "{}/a.json"] + extra, in: folder)
            let text = await run([name, "{}/b.json", "--format", "text"] + extra, in: folder)
            #expect(plain.status == text.status)
            func normal(_ output: String) -> String {
                output.replacingOccurrences(of: "/a.json", with: "/X.json").replacingOccurrences(of: "/b.json", with: "/X.json")
                    .replacing(/[0-9.]+ s\b/, with: "<time>")
            }
            #expect(normal(plain.standardOutput) == normal(text.standardOutput))
            #expect(normal(plain.standardError) == normal(text.standardError))
        }
    }
}
