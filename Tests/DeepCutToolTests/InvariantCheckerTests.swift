import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Testing

/// A doctored replay and the invariant it must be found to break.
struct DoctoredRun: Sendable, CustomTestStringConvertible {
    let name: String
    let invariant: FaultInvariant
    /// Changes the two refreshes' outcomes of the four-artist trace replayed twice (and may add a step).
    let doctor: @Sendable (inout [SessionStep], inout [StepOutcome]) -> Void
    var keepsEveryAnswer = false

    var testDescription: String { name }
}

/// Replaces the answer to `request` in an outcome's log.
private func answer(_ outcome: inout StepOutcome, _ request: TraceRequest, with replacement: TraceOutcome) {
    outcome.answered = outcome.answered?.map { entry in
        guard entry.request == request, let seq = entry.seq else { return entry }
        return ReplayLogEntry(request: request, answer: .recorded(seq: seq, outcome: replacement))
    }
}

/// Leaves the artist out of a step's answers, as if the step had not checked it again.
private func notRechecked(_ outcome: inout StepOutcome, _ artistID: String) {
    outcome.answered?.removeAll { $0.request == .fetchCatalogReleases(artistID: artistID) }
}

/// The four-artist trace's library albums, with `extra` added.
private func libraryAlbums(_ extra: [LibraryAlbum]) -> TraceOutcome {
    .success(.albums([
        LibraryAlbum(id: "l.1", title: "Alpha One", artistName: "Alpha", artistID: "r.A", catalogID: "11"),
        LibraryAlbum(id: "l.2", title: "Bravo One", artistName: "Bravo", artistID: "r.B"),
    ] + extra))
}

extension VerifySuites {
    @Suite("Each invariant is found broken when a replay breaks it")
    @MainActor
    struct InvariantCheckerTests {
        nonisolated static let cases: [DoctoredRun] = [
            DoctoredRun(name: "caughtUp or loaded while the calls show a failed check", invariant: .settledOnlyWhenEveryCheckSucceeded) { _, outcomes in
                answer(&outcomes[1], .fetchCatalogReleases(artistID: "r.A"), with: .failure(.http(status: 404)))
            },
            DoctoredRun(name: "failed counts a check the calls show succeeded", invariant: .failedCountsFailedChecks) { _, outcomes in
                outcomes[1].refresh?.results[0].failure = .http(status: 404)
            },
            DoctoredRun(name: "a failed check's earlier cuts leave the feed", invariant: .failedCheckKeepsCuts) { _, outcomes in
                answer(&outcomes[1], .fetchCatalogReleases(artistID: "r.C"), with: .failure(.network()))
                outcomes[1].refresh?.results[2].failure = .network()
                outcomes[1].refresh?.results[2].match = nil
                outcomes[1].feed?.removeAll { $0 == "31" }
            },
            DoctoredRun(name: "an owned album in the feed", invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                outcomes[1].feed?.append("11")
            },
            DoctoredRun(name: "an album owned by title in the feed", invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                outcomes[0].feed?.append("21")
            },
            DoctoredRun(name: "a dismissed album still in the feed", invariant: .feedHoldsNoOwnedDismissedOrAdded) { session, outcomes in
                session.append(SessionStep(action: .dismiss(albumID: "12")))
                var dismissed = StepOutcome(clock: 0, feedCount: 5, feed: outcomes[1].feed)
                dismissed.answered = []
                outcomes.append(dismissed)
            },
            DoctoredRun(name: "an album owned when its artist was last checked, still in the feed after the library lost it",
                        invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                answer(&outcomes[1], .fetchLibraryAlbums, with: .success(.albums([])))
                notRechecked(&outcomes[1], "r.A")
                outcomes[1].feed?.append("11")
            },
            DoctoredRun(name: "a failed library read that does not fail the refresh", invariant: .libraryReadFailureFailsRefresh) { _, outcomes in
                answer(&outcomes[0], .fetchLibraryAlbums, with: .failure(.http(status: 500)))
            },
            DoctoredRun(name: "a retried fault that changes the feed", invariant: .retriedFaultChangesNothing,
                        doctor: { _, outcomes in outcomes[1].feedCount = 4 }, keepsEveryAnswer: true),
        ]

        /// Doctored replays that the rules allow (Docs/EngineRules.md "Cache", "Feed", "Cut matching").
        nonisolated static let allowed: [DoctoredRun] = [
            DoctoredRun(name: "an album the library comes to own stays in the feed until its artist is checked again",
                        invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                answer(&outcomes[1], .fetchLibraryAlbums, with: libraryAlbums([
                    LibraryAlbum(id: "l.3", title: "Charlie One", artistName: "Charlie", artistID: "r.C", catalogID: "31"),
                ]))
                notRechecked(&outcomes[1], "r.C")
            },
            DoctoredRun(name: "an album owned by one artist and a cut of another is in the feed",
                        invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                answer(&outcomes[1], .fetchCatalogReleases(artistID: "r.D"), with: .success(.catalogReleases(CatalogReleases(
                    albums: [LibraryAlbum(id: "21", title: "Delta Two", artistName: "Delta")]))))
                outcomes[1].feed?.append("21")
            },
            DoctoredRun(name: "a library album of another artist with the album's catalogID does not own it",
                        invariant: .feedHoldsNoOwnedDismissedOrAdded) { _, outcomes in
                answer(&outcomes[0], .fetchLibraryAlbums, with: libraryAlbums([
                    LibraryAlbum(id: "l.4", title: "Not Delta", artistName: "Bravo", artistID: "r.B", catalogID: "41"),
                ]))
            },
        ]

        /// The four-artist trace, refreshed twice (the second at the snapshot's expiry, rechecking everyone).
        private func baseline() async throws -> (session: [SessionStep], outcomes: [StepOutcome]) {
            var trace = try FaultTraces.fourArtistsTrace()
            let calls = trace.calls
            trace.calls += calls.map { call in
                var again = call
                again.seq += 100
                return again
            }
            let loaded = SessionExpectation(state: .loaded, checked: 4, failed: 0, feedCount: 5)
            trace.session = [SessionStep(action: .refresh, expect: loaded), SessionStep(action: .refresh, at: 7200, expect: loaded)]
            var options = Verifier.Options(verbose: true)
            options.keepsEveryFeed = true
            let report = await Verifier.verify(trace, source: "four.json", options: options)
            #expect(report.passed, "\(ReportFailures.summary(of: report))")
            return (trace.session!, report.steps.compactMap(\.outcome))
        }

        @Test("the replay as it is breaks nothing")
        func clean() async throws {
            let (session, outcomes) = try await baseline()
            #expect(InvariantChecker.violations(.init(
                session: session, outcomes: outcomes, policy: .strict, keepsEveryAnswer: true, baseline: outcomes)).isEmpty)
        }

        @Test("a doctored replay breaks its invariant", arguments: cases)
        func doctored(_ testCase: DoctoredRun) async throws {
            var (session, outcomes) = try await baseline()
            let original = outcomes
            testCase.doctor(&session, &outcomes)
            let found = InvariantChecker.violations(.init(
                session: session, outcomes: outcomes, policy: .strict, keepsEveryAnswer: testCase.keepsEveryAnswer,
                baseline: original))
            #expect(found.map(\.invariant).contains(testCase.invariant), "\(found)")
        }

        @Test("a doctored replay the rules allow breaks nothing", arguments: allowed)
        func allowedByTheRules(_ testCase: DoctoredRun) async throws {
            var (session, outcomes) = try await baseline()
            testCase.doctor(&session, &outcomes)
            let found = InvariantChecker.violations(.init(
                session: session, outcomes: outcomes, policy: .strict, keepsEveryAnswer: false, baseline: nil))
            #expect(!found.map(\.invariant).contains(testCase.invariant), "\(found)")
        }
    }
}
