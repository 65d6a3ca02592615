import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

/// Explains one value of a trace's replay (Docs/CommandLine.md "explain"): replays the trace
/// once with the engine's reasons on for what is explained, gathers them (`ExplanationBuilder`),
/// then searches for a witness by replaying with answers changed, at most `budget` times.
@MainActor
package enum TraceExplainer {
    /// How an explanation runs.
    package struct Options: Hashable, Sendable {
        /// The policy of the run explained; nil: an observed check's own, else strict.
        package var policy: FailurePolicy?
        /// Overrides the trace's `engine.batchSize`.
        package var batchSize: Int?
        /// The most replays the witness search makes (0: no search).
        package var budget = 64
        /// How the engine starts a batch's helpers; the explanation is the same either way.
        package var taskStart: TaskStart = .fromEnvironment

        /// Options with the defaults.
        package init(policy: FailurePolicy? = nil, batchSize: Int? = nil, budget: Int = 64) {
            self.policy = policy
            self.batchSize = batchSize
            self.budget = budget
        }
    }

    /// Explains `target` in `trace`.
    /// - Parameters:
    ///   - trace: the trace, read once; the replays work on copies whose calls differ.
    ///   - target: what to explain.
    ///   - options: the policy, batch size and budget.
    /// - Returns: the explanation, with its witness.
    /// - Throws: `ExplainError` when the target names nothing in the trace.
    /// - Complexity: one replay with the log, then at most `options.budget` replays.
    package static func explain(
        _ trace: Trace, target: ExplainTarget, options: Options = Options()
    ) async throws(ExplainError) -> Explanation {
        let session = trace.effectiveSession
        let settings = Verifier.settings(for: trace, options: Verifier.Options(policy: options.policy, batchSize: options.batchSize))
        var policy = settings.policy
        var scope = ReasonScope.none
        var listedBy: [String] = []
        var artist: LibraryArtist?
        switch target {
        case .step(let number):
            guard number <= session.count else { throw .stepPastEnd(step: number, steps: session.count) }
        case .check(let number, _, let observed):
            guard number <= session.count else { throw .stepPastEnd(step: number, steps: session.count) }
            if observed, options.policy == nil, let own = session[number - 1].observed?.policy { policy = own }
        case .artist(let text):
            let found = try resolveArtist(text, in: trace)
            artist = found
            scope = .artists([found.id])
        case .album(let albumID):
            listedBy = artists(listing: albumID, in: trace)
            scope = .artists(Set(listedBy))
        }
        var configuration = DiscoverConfiguration(
            batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: policy, taskStart: options.taskStart)
        configuration.reasons = scope
        let needsFeed = session.indices.map { index in
            if case .check(let step, let key, _) = target { step == index + 1 && key == "feed" } else { false }
        }
        let run = await SessionRunner.run(
            copy trace, configuration: configuration, needsFeed: needsFeed, keepLog: true, describesCalls: false)
        let builder = ExplanationBuilder(run: run, session: session, policy: policy)
        let value: (SessionRun) -> String? = { run in
            Self.value(of: target, in: ExplanationBuilder(run: run, session: session, policy: policy), artist: artist, listedBy: listedBy)
        }
        var explanation: Explanation
        switch target {
        case .step(let number):
            explanation = builder.step(number - 1) ?? notReached(run, step: number, policy: policy)
        case .check(let number, let key, let observed):
            let step = session[number - 1]
            let expectation = observed ? step.observed : step.expect
            let expected = expectation.flatMap { Self.expected(key, in: $0) }
            let actual = value(run) ?? "none"
            explanation = builder.check(step: number - 1, key: (observed ? "observed." : "") + key, expected: expected, actual: actual)
                ?? notReached(run, step: number, policy: policy)
        case .artist:
            explanation = builder.artist(id: artist!.id, name: artist!.name)
        case .album(let albumID):
            explanation = builder.album(id: albumID, listedBy: listedBy)
        }
        if options.budget > 0, let original = value(run) {
            var search = WitnessSearch(trace: trace, configuration: configuration, needsFeed: needsFeed, budget: options.budget) { value($0) }
            let plan = candidates(for: target, in: builder, artist: artist, albumID: { if case .album(let id) = target { id } else { nil } }(), trace: trace)
            explanation.witness = await search.run(original: original, plan: plan)
        }
        return explanation
    }

    /// The value explained, as the reports write it, in one run; nil when the run did not reach it.
    static func value(of target: ExplainTarget, in builder: ExplanationBuilder, artist: LibraryArtist?, listedBy: [String]) -> String? {
        switch target {
        case .step(let number):
            guard builder.run.outcomes.indices.contains(number - 1) else { return nil }
            let outcome = builder.run.outcomes[number - 1]
            return outcome.refresh.map { $0.state(under: builder.policy).rawValue } ?? outcome.tracks ?? "feedCount \(outcome.feedCount)"
        case .check(let number, let key, _):
            guard builder.run.outcomes.indices.contains(number - 1) else { return nil }
            return actual(key, in: builder.run.outcomes[number - 1], policy: builder.policy)
        case .artist:
            guard let artist else { return nil }
            return builder.lastCheck(of: artist.id).map { found in
                found.check.match.map { "\($0.total)/\($0.owned)/\($0.cuts.count)" } ?? "failed"
            } ?? "never checked"
        case .album(let albumID):
            return builder.album(id: albumID, listedBy: listedBy).value
        }
    }

    /// A check's value in an outcome, as the report writes it.
    static func actual(_ key: String, in outcome: StepOutcome, policy: FailurePolicy) -> String {
        let summary = outcome.refresh
        return switch key {
        case "state": summary?.state(under: policy).rawValue ?? "none"
        case "checked": String(summary?.checked ?? 0)
        case "failed": String(summary?.failed ?? 0)
        case "feedCount": String(outcome.feedCount)
        case "feed": StepChecker.describe(outcome.feed ?? [])
        case "checkedArtistIDs": StepChecker.describe(summary?.checkedArtistIDs ?? [])
        case "tracks": outcome.tracks ?? "none"
        default: StepChecker.describe(outcome.trackIDs ?? [])
        }
    }

    /// What an expectation says of a key, as the report writes it; nil when it does not give it.
    static func expected(_ key: String, in expectation: SessionExpectation) -> String? {
        switch key {
        case "state": expectation.state?.rawValue
        case "checked": expectation.checked.map(String.init)
        case "failed": expectation.failed.map(String.init)
        case "feedCount": expectation.feedCount.map(String.init)
        case "feed": expectation.feed.map(StepChecker.describe)
        case "checkedArtistIDs": expectation.checkedArtistIDs.map(StepChecker.describe)
        case "tracks": expectation.tracks?.rawValue
        default: expectation.trackIDs.map(StepChecker.describe)
        }
    }

    /// The explanation of a step the replay did not reach: where it diverged.
    private static func notReached(_ run: SessionRun, step: Int, policy: FailurePolicy) -> Explanation {
        Explanation(
            subject: "step \(step)", policy: policy, value: "not reached",
            because: [run.divergence.map { "the replay diverged at step \($0.stepIndex + 1): \($0.message)" } ?? "the replay ended before it"])
    }

    /// The artist a `--artist` names: by id, else by name as written, else by normalized name.
    private static func resolveArtist(_ text: String, in trace: Trace) throws(ExplainError) -> LibraryArtist {
        var artists: [LibraryArtist] = []
        var seen: Set<String> = []
        for call in trace.calls.sorted(by: { $0.seq < $1.seq }) {
            guard case .success(.artists(let answered)) = call.outcome else { continue }
            for artist in answered where seen.insert(artist.id).inserted { artists.append(artist) }
        }
        if let byID = artists.first(where: { $0.id == text }) { return byID }
        var named = artists.filter { $0.name == text }
        if named.isEmpty { named = artists.filter { TitleNormalizer.name($0.name) == TitleNormalizer.name(text) } }
        if named.count == 1 { return named[0] }
        if named.count > 1 { throw .ambiguousArtist(text, ids: named.map(\.id)) }
        throw .unknownArtist(text, suggestion: KeySuggestion.closest(to: text, among: artists.map(\.name)))
    }

    /// The artists whose recorded catalog answers list the album, in `seq` order.
    private static func artists(listing albumID: String, in trace: Trace) -> [String] {
        var ids: [String] = []
        for call in trace.calls.sorted(by: { $0.seq < $1.seq }) {
            guard case .fetchCatalogReleases(let artistID) = call.request,
                  case .success(.catalogReleases(let releases)) = call.outcome,
                  releases.albums.contains(where: { $0.id == albumID }), !ids.contains(artistID) else { continue }
            ids.append(artistID)
        }
        return ids
    }
}
