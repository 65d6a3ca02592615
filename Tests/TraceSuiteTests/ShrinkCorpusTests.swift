import DeepCutKit
import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("shrink: trace 1 under legacy ends at a handful of calls; fixtures made to fail shrink to what fails")
@MainActor
struct ShrinkCorpusTests {
    nonisolated static func read(_ path: String) throws -> Trace {
        try TraceReader.read(contentsOf: TraceSource.file(path).fileURL())
    }

    /// The failing checks of a report, `expect.state`, `observed.feedCount`, by step number;
    /// `numbers` gives each step's number in the trace it was shrunk from.
    static func failing(_ trace: Trace, _ policy: FailurePolicy, numbers: [Int]? = nil) async -> [String] {
        let report = await Verifier.verify(trace, source: "test", options: Verifier.Options(policy: policy))
        func number(_ step: Int) -> Int { numbers.map { $0[step - 1] } ?? step }
        return report.steps.flatMap { step in
            step.observations.filter { !$0.passed }.map { "\(number(step.number)) observed.\($0.key)" }
                + step.expectations.filter { !$0.passed }.map { "\(number(step.number)) expect.\($0.key)" }
        } + (report.divergence.map { ["divergence at \(number($0.stepNumber))"] } ?? [])
    }

    @Test("trace 1 under legacy shrinks to one artist whose catalog call fails and one whose answer is empty")
    func traceOne() async throws {
        let original = try Self.read("Traces/01-empty-discover-tab.json")
        let result = try await TraceShrinker.shrink(original, options: .init(policy: .legacy))
        let calls = result.trace.calls
        #expect(result.calls.kept == 5 && result.calls.original == 1613)
        #expect(result.artists.kept == 2 && result.artists.original == 1610)
        #expect(result.steps.kept == 1 && result.steps.original == 1 && result.stepNumbers == [1])
        #expect(result.replays > 0 && !result.exhausted)
        #expect(Set(calls.map(\.method)) == [.fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed,
                                              .fetchCatalogReleases])
        let catalog = calls.filter { $0.method == .fetchCatalogReleases }.map(\.outcome)
        #expect(catalog.contains { if case .failure(.http(404, _, _, _)) = $0 { true } else { false } })
        #expect(catalog.contains(.success(.catalogReleases(CatalogReleases(albums: [])))))
        // It fails the same way: state expected degraded, got caughtUp under legacy, and passes under strict.
        #expect(await Self.failing(result.trace, .legacy) == ["1 expect.state"])
        #expect(await Self.failing(result.trace, .strict) == [])
        let report = await Verifier.verify(result.trace, source: "shrunk", options: .init(policy: .legacy))
        #expect(report.steps.first?.expectations.first?.actual == "caughtUp")
        #expect(report.calls.unused.isEmpty && report.calls.used == calls.count)
    }

    @Test("shrinking is deterministic: the same trace and options give byte-identical output")
    func deterministic() async throws {
        let original = try Self.read("Fixtures/most-artists-404-legacy-caught-up.json")
        let first = try await TraceShrinker.shrink(original, options: .init(policy: .legacy))
        let second = try await TraceShrinker.shrink(original, options: .init(policy: .legacy))
        #expect(TraceWriter.bytes(for: first.trace) == TraceWriter.bytes(for: second.trace))
        #expect(first.replays == second.replays)
    }

    /// A fixture and how to break its last step's expectation.
    struct Broken: Sendable, CustomTestStringConvertible {
        var path: String
        var testDescription: String { path }

        /// The fixture with the last expectation of its last step made wrong.
        func trace() throws -> (trace: Trace, key: String) {
            var trace = try ShrinkCorpusTests.read(path)
            var session = trace.session ?? []
            let index = try #require(session.lastIndex { $0.expect != nil })
            var expect = session[index].expect!
            let key: String
            if let count = expect.feedCount {
                expect.feedCount = count + 1
                key = "feedCount"
            } else if let checked = expect.checked {
                expect.checked = checked + 1
                key = "checked"
            } else if let tracks = expect.tracks {
                expect.tracks = tracks == .failed ? .loaded : .failed
                key = "tracks"
            } else {
                expect.state = expect.state == .failed ? .loaded : .failed
                key = "state"
            }
            session[index].expect = expect
            trace.session = session
            return (trace, "\(index + 1) expect.\(key)")
        }
    }

    nonisolated static let broken = [
        "Fixtures/dismiss-stays-dismissed.json",
        "Fixtures/snapshot-ttl-reuse-and-refetch.json", "Fixtures/tracklist-fails-then-retry.json",
        "Fixtures/retry-503-three-times-degraded.json", "Fixtures/add-to-playlist-disc-order.json",
    ].map(Broken.init)

    @Test("a fixture made to fail shrinks to a smaller trace failing the same check, whose calls are all used",
          arguments: broken)
    func brokenFixture(_ fixture: Broken) async throws {
        let (trace, key) = try fixture.trace()
        #expect(await Self.failing(trace, .strict) == [key])
        let result = try await TraceShrinker.shrink(trace)
        let shrunk = try TraceReader.read(bytes: TraceWriter.bytes(for: result.trace))
        #expect(result.calls.kept <= result.calls.original)
        #expect(result.checks.kept < result.checks.original)
        #expect(await Self.failing(shrunk, .strict, numbers: result.stepNumbers) == [key])
        #expect(await Self.failing(shrunk, .legacy, numbers: result.stepNumbers) == Self.failing(trace, .legacy))
        let report = await Verifier.verify(shrunk, source: "shrunk", options: .init(policy: .strict))
        #expect(report.calls.unused.isEmpty, "unused: \(report.calls.unused.map(\.request))")
    }

    @Test("a recording with its steps among the calls, its last observation made wrong, shrinks and reads back")
    func recordedSteps() async throws {
        var trace = try Self.read("Fixtures/recorded-session-with-the-calls.json")
        guard case .amongCalls = trace.sessionPlacement else {
            Issue.record("the fixture no longer has its steps among the calls")
            return
        }
        var session = try #require(trace.session)
        let last = session.count - 1
        var observed = try #require(session[last].observed)
        observed.feedCount = (observed.feedCount ?? 0) + 1
        session[last].observed = observed
        trace.session = session
        let failing = await Self.failing(trace, .strict)
        #expect(failing == ["\(session.count) observed.feedCount"])
        let result = try await TraceShrinker.shrink(trace)
        let shrunk = try TraceReader.read(bytes: TraceWriter.bytes(for: result.trace))
        #expect(result.calls.kept < result.calls.original)
        #expect(shrunk.sessionPlacement == .topLevel)
        #expect(await Self.failing(shrunk, .strict, numbers: result.stepNumbers) == failing)
    }

    @Test("the generated 200-artist library made to fail, shrunk --until its broken check, keeps far fewer artists")
    func generatedShrinksMuch() async throws {
        // Without --until each removal shifts the batches, so other steps' legacy states change:
        // held to every failure under both policies, this library hardly shrinks.
        let (trace, key) = try Broken(path: "Fixtures/generated-200-artists.json").trace()
        let parts = key.split(separator: " ")
        let check = try #require(CheckSelector("\(parts[0]).\(parts[1].dropFirst("expect.".count))"))
        let result = try await TraceShrinker.shrink(trace, options: .init(until: check))
        #expect(result.artists.kept * 4 < result.artists.original)
        #expect(result.calls.kept * 4 < result.calls.original)
        #expect(await Self.failing(result.trace, .strict, numbers: result.stepNumbers).contains(key))
    }

    @Test("a divergence is kept: the call the replay asked for and the trace lacks")
    func divergence() async throws {
        var trace = try Self.read("Fixtures/tracklist-fails-then-retry.json")
        trace.calls.removeAll { $0.method == .fetchTracks }
        let before = await Self.failing(trace, .strict)
        #expect(before.contains { $0.hasPrefix("divergence") })
        let result = try await TraceShrinker.shrink(trace)
        #expect(await Self.failing(result.trace, .strict, numbers: result.stepNumbers) == before)
        #expect(result.calls.kept <= trace.calls.count)
    }

    @Test("a trace that passes has nothing to shrink, and the other policy is suggested only where the trace fails under it")
    func passingTrace() async throws {
        let trace = try Self.read("Traces/01-empty-discover-tab.json")
        await #expect(throws: TraceShrinker.Failure.passes(.strict, failsUnder: .legacy)) {
            try await TraceShrinker.shrink(trace, options: .init(policy: .strict))
        }
        let passingBoth = try Self.read("Fixtures/retry-429-then-success.json")
        for policy in FailurePolicy.allCases {
            await #expect(throws: TraceShrinker.Failure.passes(policy, failsUnder: nil)) {
                try await TraceShrinker.shrink(passingBoth, options: .init(policy: policy))
            }
        }
        #expect(TraceShrinker.Failure.passes(.legacy, failsUnder: nil).description
                == "the trace passes under every policy (legacy asked for): there is no failure to shrink to")
        #expect(TraceShrinker.Failure.passes(.strict, failsUnder: .legacy).description
                == "the trace passes under strict: there is no failure to shrink to (it fails under legacy: try --policy legacy)")
    }

    @Test("--until keeps only the named check, which may leave an even smaller trace")
    func until() async throws {
        let trace = try Self.read("Traces/01-empty-discover-tab.json")
        let check = try #require(CheckSelector("1.state"))
        let result = try await TraceShrinker.shrink(trace, options: .init(policy: .legacy, until: check))
        #expect(result.calls.kept <= 5)
        #expect(await Self.failing(result.trace, .legacy).contains("1 expect.state"))
        let missing = try #require(CheckSelector("1.trackIDs"))
        await #expect(throws: TraceShrinker.Failure.checkDoesNotFail(missing, .legacy)) {
            try await TraceShrinker.shrink(trace, options: .init(policy: .legacy, until: missing))
        }
    }
}
