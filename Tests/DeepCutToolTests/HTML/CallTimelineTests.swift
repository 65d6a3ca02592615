@testable import DeepCutAnalysis
@testable import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import Testing

extension VerifySuites {
    @Suite("The HTML time line puts each call on the lowest lane free at its start, one lane per call in flight")
    struct CallTimelineTests {
        /// A one-refresh trace whose catalog calls start at `at` and take `durationMs`, in `seq` order.
        static func trace(_ calls: [(at: Double, durationMs: Double)]) throws -> Trace {
            let lines = calls.enumerated().map { seq, call in
                #"{"seq": \#(seq), "method": "fetchCatalogReleases", "args": {"artistID": "r.\#(seq)"}, "at": \#(call.at), "#
                    + #""durationMs": \#(call.durationMs), "result": {"albums": []}}"#
            }
            let document = #"""
                {"format": "deepcut-trace", "version": 1,
                 "capture": {"origin": "synthetic", "title": "lanes", "startedAt": "2026-05-12T09:14:03Z"},
                 "calls": [\#(lines.joined(separator: ",\n"))],
                 "session": [{"action": "refresh"}]}
                """#
            return try TraceReader.read(string: document, sourceName: "lanes.json")
        }

        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var calls: [(at: Double, durationMs: Double)]
            /// Each call's lane, in `seq` order.
            var lanes: [Int]
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "a call that ends as another starts frees its lane for it",
                 calls: [(0, 100), (0.1, 100)], lanes: [0, 0]),
            Case(name: "a call that took no time holds its lane at its instant, and frees it after",
                 calls: [(0, 0), (0, 100), (0.05, 10)], lanes: [0, 1, 0]),
            Case(name: "of the free lanes the lowest is taken, not the one freed last",
                 calls: [(0, 300), (0, 100), (0, 200), (0.25, 10)], lanes: [0, 1, 2, 1]),
            Case(name: "calls in flight at once each have a lane of their own",
                 calls: [(0, 500), (0.1, 500), (0.2, 500), (0.3, 500)], lanes: [0, 1, 2, 3]),
        ]

        @Test("each call's lane follows the rule", arguments: cases)
        func lanes(_ example: Case) throws {
            let step = try #require(CallTimeline.of(try Self.trace(example.calls)).steps.first)
            #expect(step.calls.sorted { $0.seq < $1.seq }.map(\.lane) == example.lanes)
            #expect(step.lanes == (example.lanes.max() ?? -1) + 1)
        }

        @Test("on thousands of calls in flight the lanes are as many as TraceTimeline's most in flight, and no two calls on a lane overlap")
        func manyInFlight() throws {
            // A fixed pseudo-random table: starts within two seconds, durations up to three.
            var state: UInt64 = 20_000
            func next(_ bound: Int) -> Double {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double((state >> 33) % UInt64(bound))
            }
            let calls = (0..<3_000).map { _ in (at: next(2_000) / 1000, durationMs: next(4) == 0 ? 0 : next(3_000)) }
            let step = try #require(CallTimeline.of(try Self.trace(calls)).steps.first)
            #expect(step.calls.count == calls.count)
            #expect(step.lanes == step.summary.mostInFlight)
            #expect(step.lanes > 1_000)
            let byLane = Dictionary(grouping: step.calls, by: \.lane)
            for (_, onLane) in byLane {
                for (earlier, later) in zip(onLane, onLane.dropFirst()) {
                    let end = earlier.start + earlier.durationMs / 1000
                    #expect(end < later.start || (end == later.start && earlier.durationMs > 0),
                            "seq \(earlier.seq) and \(later.seq) overlap on lane \(earlier.lane)")
                }
            }
        }
    }
}
