import DeepCutEngine
import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import DeepCutVerify
import Testing

extension VerifySuites {
    @Suite("Completion orders: shuffled by a seed, or the device's own")
    @MainActor
    struct CompletionOrderTests {
        /// The seqs of the catalog calls in the order the replaying service answered them.
        private func answerOrder(_ order: ReplayCompletionOrder) async throws -> [Int] {
            let service = ReplayMusicLibraryService(trace: try FaultTraces.fourArtistsTrace())
            service.completionOrder = order
            let artists = try await service.fetchLibraryArtists()
            let tasks = artists.map { artist in
                Task { @MainActor in
                    do { _ = try await service.fetchCatalogReleases(for: artist) } catch {}
                }
            }
            for task in tasks { await task.value }
            return service.log.compactMap { entry in entry.request.method == .fetchCatalogReleases ? entry.seq : nil }
        }

        @Test("the recorded order answers concurrent calls in the order they finished on the device")
        func recorded() async throws {
            #expect(try await answerOrder(.recorded) == [6, 4, 3, 5])
        }

        @Test("a seed gives the same order every time, and some seeds give different orders")
        func shuffled() async throws {
            let first = try await answerOrder(.shuffled(seed: 7))
            #expect(try await answerOrder(.shuffled(seed: 7)) == first)
            var orders = Set<[Int]>()
            for seed in 1...8 as ClosedRange<UInt64> { orders.insert(try await answerOrder(.shuffled(seed: seed))) }
            #expect(orders.count > 1)
            #expect(orders.allSatisfy { $0.sorted() == [3, 4, 5, 6] })
        }

        @Test("calls in flight together answer by the documented key of the seq that answers them", arguments: [1, 7, 9, 1234] as [UInt64])
        func shuffledKeys(seed: UInt64) async throws {
            // Docs/FaultCampaigns.md: the top 53 bits of the first number of
            // SplitMix64 seeded with seed + seq × 0x9E3779B97F4A7C15; ties by seq.
            func key(_ seq: Int) -> UInt64 {
                var generator = SplitMix64(seed: seed &+ UInt64(seq) &* 0x9E37_79B9_7F4A_7C15)
                return generator.next() >> 11
            }
            let expected = [3, 4, 5, 6].sorted { (key($0), $0) < (key($1), $1) }
            #expect(try await answerOrder(.shuffled(seed: seed)) == expected)
        }

        @Test("chaos compares what every step changed in the cache the feed is built from, not only some steps",
              arguments: [0, 2, 4, 6])
        func everyStepsCacheIsCompared(differingStep: Int) throws {
            // Seven refreshes; one order files an artist's cuts under a step where the other has none.
            let session = Array(repeating: SessionStep(action: .refresh), count: 7)
            let record = ArtistRecord(
                artistID: "r.1", name: "Artist", lastChecked: Date(timeIntervalSince1970: 0), outcome: .ok, total: 2,
                cuts: [LibraryAlbum(id: "l.1", title: "Cut", artistName: "Artist")])
            func run(records: [ArtistRecord?]) -> CompletionChaos.Run {
                let outcomes = session.indices.map { index in
                    var outcome = StepOutcome(clock: Double(index), feedCount: 1)
                    outcome.cacheChange = CacheChange(
                        artistCount: 1, records: index == differingStep ? records : [record], removedCount: 0)
                    return outcome
                }
                return (outcomes, nil)
            }
            let difference = try #require(CompletionChaos.firstDifference(
                run(records: [record]), run(records: [nil]), session: session, policy: .strict, seed: 3))
            #expect(difference.stepNumber == differingStep + 1)
            #expect(difference.referenceOutcome.hasSuffix("1 artist cached, 1 cut of the 1 checked"))
            #expect(difference.otherOutcome.hasSuffix("1 artist cached, 0 cuts of the 1 checked"))
            #expect(CompletionChaos.firstDifference(
                run(records: [record]), run(records: [record]), session: session, policy: .strict, seed: 3) == nil)
        }

        @Test("the engine's outcome does not depend on the order: chaos finds no difference")
        func chaosPasses() async throws {
            let report = await CompletionChaos.run(try FaultTraces.fourArtistsTrace(), runs: 10, seed: 1)
            #expect(report.passed)
            #expect(report.text.contains("✔ every step had the same outcome in every order"))
        }

        @Test("a step whose outcome differs between orders is reported with both orders")
        func differenceIsReported() throws {
            let trace = try FaultTraces.fourArtistsTrace()
            func run(feedCount: Int, order: [Int]) -> CompletionChaos.Run {
                var outcome = StepOutcome(clock: 0, feedCount: feedCount)
                outcome.answered = order.map { seq in
                    ReplayLogEntry(request: .fetchLibraryArtists, answer: .recorded(seq: seq, outcome: .success(.artists([]))))
                }
                return ([outcome], nil)
            }
            let difference = try #require(CompletionChaos.firstDifference(
                run(feedCount: 5, order: [3, 4]), run(feedCount: 4, order: [4, 3]), session: trace.effectiveSession,
                policy: .strict, seed: 9))
            #expect(difference.stepNumber == 1)
            #expect(difference.referenceOrder == [3, 4])
            #expect(difference.otherOrder == [4, 3])
            #expect(difference.referenceOutcome.contains("feedCount 5"))
            #expect(difference.otherOutcome.contains("feedCount 4"))
            #expect(CompletionChaos.firstDifference(
                run(feedCount: 5, order: [3, 4]), run(feedCount: 5, order: [4, 3]), session: trace.effectiveSession,
                policy: .strict, seed: 9) == nil)
        }

        @Test("in verify's run, a trace whose report passed fails when its outcome depends on the order")
        func orderDifferenceFailsTheTrace() async throws {
            let report = await Verifier.verify(try FaultTraces.fourArtistsTrace(), source: "four.json")
            #expect(report.passed)
            var entry = CorpusEntry(path: "four.json", className: "four", outcome: .verified(report))
            #expect(entry.resultName == "pass")
            entry.orderDifference = "step 1 (refresh) differs between completion orders (seed 3): feedCount 5 vs feedCount 4"
            #expect(entry.resultName == "fail")
            let run = CorpusRun(paths: ["four.json"], shard: nil, missing: [], entries: [entry])
            #expect(run.totals.line == "1 trace: 0 passed, 1 failed, 0 invalid")
            #expect(run.status == .failure)
        }

        @Test("--chaos and --order on the replay and verify", arguments: [
            (["TRACE", "--chaos", "5", "--seed", "2"], DeepCutAnalysis.ExitStatus.success),
            (["verify", "TRACE", "--chaos", "3"], .success),
            (["TRACE", "--order", "recorded"], .success),
            (["TRACE", "--seed", "2"], .usage),
            (["TRACE", "--chaos", "0"], .usage),
            (["TRACE", "--chaos", "2", "--order", "recorded"], .usage),
            (["TRACE", "--chaos", "2", "--format", "json"], .usage),
            (["TRACE", "--order", "sideways"], .usage),
        ])
        func options(arguments: [String], status: DeepCutAnalysis.ExitStatus) async throws {
            let path = FaultTraces.root.appendingPathComponent("Fixtures/retry-429-then-success.json").path
            let result = await DeepCutReplayTool.run(arguments.map { $0 == "TRACE" ? path : $0 })
            #expect(result.status == status, "\(result.standardError)")
            if arguments.contains("--seed"), status == .success {
                #expect(result.standardOutput.contains("Completion orders: 5 shuffled orders (seed 2)"))
            }
        }
    }
}
