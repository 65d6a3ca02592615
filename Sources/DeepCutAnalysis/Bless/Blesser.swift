import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `bless`'s logic: writes each step's `expect` from what today's engine
/// produces, like a snapshot test's record mode.
///
/// The session is replayed once, under the given policy, with a fresh engine
/// and the trace's engine settings. Each step's `expect` then holds the keys
/// it already had plus the keys asked for that its action takes, each with
/// the engine's value; its unknown keys are kept. `observed` (what the phone
/// showed) is never written, nor is anything else in the trace. A trace whose
/// replay diverges is refused: there is no result to bless.
@MainActor
package enum Blesser {
    /// The blessed trace and what changed.
    package struct Outcome: Sendable {
        /// The trace with its new expectations.
        package var trace: Trace
        /// Every key whose value is new or changed, by step, in the format's key order.
        package var changes: [BlessChange]
    }

    /// The keys `bless` can write: every key of `expect` (`policy` belongs in `observed`).
    package nonisolated static let writableKeys = SessionExpectation.Key.allCases.filter { $0 != .policy }
    /// The keys written by default: those with one value each, not lists.
    package nonisolated static let defaultKeys: [SessionExpectation.Key] = [.state, .checked, .failed, .feedCount, .tracks]

    /// Blesses a trace.
    /// - Parameters:
    ///   - trace: the trace, as read.
    ///   - policy: the policy the refreshes are judged under (`expect` is checked under it).
    ///   - keys: the keys to add where the step's action takes them.
    /// - Returns: the new trace and its changes, or why nothing can be written.
    /// - Complexity: one replay of the session.
    package static func bless(
        _ trace: Trace, policy: FailurePolicy = .strict, keys: [SessionExpectation.Key] = defaultKeys
    ) async -> Result<Outcome, BlessError> {
        let session = trace.effectiveSession
        guard !session.isEmpty else { return .failure(.emptySession) }
        let settings = Verifier.settings(for: trace, options: Verifier.Options(policy: policy))
        let configuration = DiscoverConfiguration(
            batchSize: settings.batchSize, snapshotTTL: settings.snapshotTTL, policy: policy)
        let wanted = session.map { step in Self.keys(for: step, adding: keys) }
        let run = await SessionRunner.run(
            trace, configuration: configuration, needsFeed: wanted.map { $0.contains(.feed) })
        if let divergence = run.divergence {
            return .failure(.diverged(stepNumber: divergence.stepIndex + 1, message: divergence.message))
        }
        var blessed = trace
        var steps: [SessionStep] = []
        var changes: [BlessChange] = []
        for (index, step) in session.enumerated() {
            var step = step
            let old = step.expect ?? SessionExpectation()
            var expect = SessionExpectation(unknownKeys: old.unknownKeys)
            for key in wanted[index] {
                Self.set(key, in: &expect, from: run.outcomes[index])
                guard let new = Self.text(of: key, in: expect), !Self.same(key, old, expect) else { continue }
                let oldText = Self.text(of: key, in: old)
                changes.append(BlessChange(stepNumber: index + 1, action: step.action.description, key: key,
                                           old: oldText, new: oldText == new ? new + " (other ids)" : new))
            }
            step.expect = expect
            steps.append(step)
        }
        blessed.session = steps
        return .success(Outcome(trace: blessed, changes: changes))
    }

    /// The keys a step's `expect` gets: those it has, and those asked for that its action takes.
    static func keys(for step: SessionStep, adding keys: [SessionExpectation.Key]) -> [SessionExpectation.Key] {
        let takes = step.action.expectationKeys
        let has = step.expect?.givenKeys ?? []
        return writableKeys.filter { has.contains($0) || (keys.contains($0) && takes.contains($0)) }
    }

    /// Sets a key of `expect` to the engine's value after the step.
    static func set(_ key: SessionExpectation.Key, in expect: inout SessionExpectation, from outcome: StepOutcome) {
        let summary = outcome.refresh
        switch key {
        case .state: expect.state = summary?.state
        case .checked: expect.checked = summary?.checked ?? 0
        case .failed: expect.failed = summary?.failed ?? 0
        case .feedCount: expect.feedCount = outcome.feedCount
        case .feed: expect.feed = outcome.feed ?? []
        case .checkedArtistIDs: expect.checkedArtistIDs = summary?.checkedArtistIDs ?? []
        case .tracks: expect.tracks = outcome.tracks.flatMap(SessionExpectation.TracksState.init(rawValue:))
        case .trackIDs: expect.trackIDs = outcome.trackIDs ?? []
        case .policy: break
        }
    }

    /// Whether a key has the same value in both (absent in both counts as the same).
    static func same(_ key: SessionExpectation.Key, _ a: SessionExpectation, _ b: SessionExpectation) -> Bool {
        switch key {
        case .state: a.state == b.state
        case .checked: a.checked == b.checked
        case .failed: a.failed == b.failed
        case .feedCount: a.feedCount == b.feedCount
        case .feed: a.feed == b.feed
        case .checkedArtistIDs: a.checkedArtistIDs == b.checkedArtistIDs
        case .tracks: a.tracks == b.tracks
        case .trackIDs: a.trackIDs == b.trackIDs
        case .policy: a.policy == b.policy
        }
    }

    /// A key's value for a person (`degraded`, `3`, `[a, b]`, `40 ids`), nil when absent.
    static func text(of key: SessionExpectation.Key, in expect: SessionExpectation) -> String? {
        switch key {
        case .state: expect.state?.rawValue
        case .checked: expect.checked.map(String.init)
        case .failed: expect.failed.map(String.init)
        case .feedCount: expect.feedCount.map(String.init)
        case .feed: expect.feed.map(StepChecker.describe)
        case .checkedArtistIDs: expect.checkedArtistIDs.map(StepChecker.describe)
        case .tracks: expect.tracks?.rawValue
        case .trackIDs: expect.trackIDs.map(StepChecker.describe)
        case .policy: expect.policy?.rawValue
        }
    }
}
