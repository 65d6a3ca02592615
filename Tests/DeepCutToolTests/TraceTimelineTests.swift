import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("inspect --timeline: each step's time on the device from at and durationMs")
    @MainActor
    struct TraceTimelineTests {
        @Test("wall time, calls in flight and the slowest calls of a refresh")
        func refresh() async throws {
            let timeline = await TraceTimeline.of(try FaultTraces.fourArtistsTrace())
            let step = try #require(timeline.steps.first)
            #expect(step.calls == 7 && step.untimedCalls == 0)
            #expect(step.wallSeconds == 1.2)
            #expect(step.mostInFlight == 4)
            #expect(step.slowest.map(\.seq) == [5, 3, 4])
            #expect(step.slowest.first?.request == #"fetchCatalogReleases(artistID: "r.C")"#)
            #expect(step.retries == 0 && step.retryWaitSeconds == 0)
        }

        /// The `at` and `durationMs` of each call of the four-artist refresh, and the most in flight.
        struct Instants: Sendable, CustomTestStringConvertible {
            var at: [Double]
            var durationMs: [Double]
            var mostInFlight: Int
            var testDescription: String { "at \(at), durationMs \(durationMs)" }
        }

        nonisolated static let instants: [Instants] = [
            Instants(at: [0, 0, 0, 0.5, 0.5, 0.5, 0.5], durationMs: [0, 0, 0, 0, 0, 0, 0], mostInFlight: 4),
            Instants(at: [0, 1, 2, 3, 4, 5, 6], durationMs: [0, 0, 0, 0, 0, 0, 0], mostInFlight: 1),
            Instants(at: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5], durationMs: [250, 250, 250, 250, 250, 250, 250], mostInFlight: 1),
            Instants(at: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6], durationMs: [100, 0, 0, 0, 0, 0, 0], mostInFlight: 1),
            Instants(at: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6], durationMs: [200, 0, 0, 0, 0, 0, 0], mostInFlight: 2),
        ]

        @Test("calls that took no time are in flight at their instant; calls that touch are not in flight together",
              arguments: instants)
        func inFlightAtAnInstant(_ instants: Instants) async throws {
            var trace = try FaultTraces.fourArtistsTrace()
            try #require(trace.calls.count == instants.at.count)
            for index in trace.calls.indices {
                trace.calls[index].at = instants.at[index]
                trace.calls[index].durationMs = instants.durationMs[index]
            }
            let step = try #require(await TraceTimeline.of(trace).steps.first)
            #expect(step.mostInFlight == instants.mostInFlight)
        }

        @Test("a retry's wait is the time from the failed attempt's end to the retry's start")
        func retryWait() async throws {
            let mutated = try TraceMutator.mutate(try FaultTraces.fourArtistsTrace(), [TraceMutation(seq: 4, fault: .http(status: 503))])
            let step = try #require(await TraceTimeline.of(mutated.trace).steps.first)
            #expect(step.calls == 8)
            #expect(step.retries == 1)
            #expect(abs(step.retryWaitSeconds - 1.0) < 1e-9)
        }

        @Test("calls without times are counted apart and leave the wall time unknown")
        func untimed() async throws {
            let path = FaultTraces.root.appendingPathComponent("Fixtures/retry-503-three-times-degraded.json").path
            let result = await DeepCutReplayTool.run(["inspect", path, "--timeline", "--format", "json"])
            #expect(result.status == .success)
            #expect(result.standardOutput.contains(#""untimedCalls": 8"#))
            #expect(result.standardOutput.contains(#""wallSeconds": null"#))
            #expect(result.standardOutput.contains(#""retries": 2"#))
            let text = await DeepCutReplayTool.run(["inspect", path, "--timeline"])
            #expect(text.standardOutput.contains("8 calls (8 without at or durationMs) · wall time unknown"))
            let again = await DeepCutReplayTool.run(["inspect", path, "--timeline"])
            #expect(again == text)
        }
    }
}
