import DeepCutKit
import DeepCutTesting
import DeepCutTrace
import DeepCutVerify
import Testing

@Suite("Trace 1 reproduces the device's empty Discover tab only under the legacy policy")
@MainActor
struct LegacyPolicyTests {
    private let path = "Traces/01-empty-discover-tab.json"

    private func report(policy: FailurePolicy) async throws -> VerificationReport {
        let trace = try TraceSource.file(path).read()
        return await Verifier.verify(trace, source: path, options: Verifier.Options(policy: policy))
    }

    @Test("the legacy policy shows caughtUp with an empty feed, as the phone did")
    func legacyShowsCaughtUp() async throws {
        let step = try #require(try await report(policy: .legacy).steps.first)
        #expect(step.outcome?.refresh?.state == .caughtUp)
        #expect(step.outcome?.feedCount == 0)
        #expect(step.observations.allSatisfy(\.passed) && !step.observations.isEmpty)
    }

    @Test("the strict policy never says caughtUp while artists failed")
    func strictDoesNot() async throws {
        let step = try #require(try await report(policy: .strict).steps.first)
        let summary = try #require(step.outcome?.refresh)
        #expect(summary.state == .degraded)
        #expect(summary.failed > 0 && summary.failed < summary.checked)
        #expect(step.states.map(\.state) == [.degraded, .caughtUp])
    }

    @Test("checking the trace's expect under legacy fails: the expectation is today's behaviour")
    func expectIsStrict() async throws {
        let legacy = try await report(policy: .legacy)
        #expect(!legacy.passed)
        #expect(legacy.steps.first?.expectations.first { $0.key == "state" }?.actual == "caughtUp")
        try await expectTracePasses(.file(path), policy: .strict)
    }
}
