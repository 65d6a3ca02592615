import DeepCutKit
import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("diff: trace 1 against trace 2, the same library before and after the fix, and both redacted with one key")
@MainActor
struct DiffCorpusTests {
    static func read(_ path: String) throws -> Trace {
        try TraceReader.read(contentsOf: TraceSource.file(path).fileURL())
    }

    static let before = "Traces/01-empty-discover-tab.json"
    static let after = "Traces/02-diagnostic-run-after-the-fix.json"

    @Test("every call is matched; the 1,598 catalog calls that answered 404 now answer albums; the step's expectations changed")
    func beforeAndAfterTheFix() throws {
        let diff = TraceDiff(try Self.read(Self.before), try Self.read(Self.after))
        #expect(diff.onlyInA.isEmpty && diff.onlyInB.isEmpty)
        #expect(diff.answeredDifferently.count == 1598)
        #expect(diff.answeredDifferently.allSatisfy { $0.request.method == .fetchCatalogReleases })
        #expect(diff.answeredDifferently.allSatisfy { $0.a.hasPrefix("HTTP 404") && !$0.b.hasPrefix("HTTP") })
        #expect(diff.artistsAdded.isEmpty && diff.artistsRemoved.isEmpty)
        let step = try #require(diff.session.first)
        #expect(step.step == 1 && step.kind == "changed")
        #expect(step.changes.contains(TraceDiff.Change(field: "expect.state", a: "degraded", b: "loaded")))
        #expect(step.changes.contains(TraceDiff.Change(field: "expect.failed", a: "1598", b: "0")))
        #expect(diff.capture.map(\.field).contains("title"))
    }

    @Test("redacted with the same key, the two traces show the same differences under pseudonyms")
    func redactedWithOneKey() throws {
        let (a, b) = (try Self.read(Self.before), try Self.read(Self.after))
        let redactor = TraceRedactor(key: "one key for both captures")
        let original = TraceDiff(a, b)
        let redacted = TraceDiff(redactor.redact(a), redactor.redact(b))
        #expect(redacted.count == original.count)
        #expect(redacted.onlyInA.isEmpty && redacted.onlyInB.isEmpty)
        #expect(redacted.answeredDifferently.count == original.answeredDifferently.count)
        #expect(zip(original.answeredDifferently, redacted.answeredDifferently).allSatisfy { $0.changes == $1.changes })
        #expect(redacted.session == original.session)
        let text = redacted.text(a: "a", b: "b")
        #expect(!text.contains("r.AcidBth1") && !text.contains("Acid Bath"))
    }

    @Test("the command exits 0 for a trace against itself and 1 for the pair, in text and JSON")
    func command() async throws {
        let (a, b) = (try TraceSource.file(Self.before).fileURL().path, try TraceSource.file(Self.after).fileURL().path)
        let same = await DeepCutReplayTool.run(["diff", a, a])
        #expect(same.status == .success)
        let text = await DeepCutReplayTool.run(["diff", a, b])
        #expect(text.status == .failure)
        #expect(text.standardOutput.contains("calls: 0 only in A, 0 only in B, 1598 answered differently"))
        let json = await DeepCutReplayTool.run(["diff", a, b, "--format", "json"])
        #expect(json.status == .failure)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["same"] as? Bool == false)
        let calls = object?["calls"] as? [String: Any]
        #expect((calls?["answeredDifferently"] as? [Any])?.count == 1598)
    }
}
