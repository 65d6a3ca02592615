import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

/// Holds one replay of a (mutated) trace against the fault invariants
/// (Docs/FaultCampaigns.md "Invariants"), from the calls each step was
/// answered with, independently of the engine's own counts.
package enum InvariantChecker {
    /// What the checker needs of a replay.
    package struct Input {
        /// The session replayed.
        var session: [SessionStep]
        /// Each step's outcome, made with the log kept; the feed is held against its
        /// invariants at the steps where it was built.
        var outcomes: [StepOutcome]
        /// The divergence that ended the run, if any.
        var divergence: RunDivergence?
        /// The policy refreshes are judged under.
        var policy: FailurePolicy
        /// Whether the mutation keeps every answer (no divergence allowed, nothing may change).
        var keepsEveryAnswer: Bool
        /// The outcomes of the trace as recorded, to compare with when every answer is kept.
        var baseline: [StepOutcome]?

        /// Creates an input.
        package init(
            session: [SessionStep], outcomes: [StepOutcome], divergence: RunDivergence? = nil, policy: FailurePolicy,
            keepsEveryAnswer: Bool, baseline: [StepOutcome]? = nil
        ) {
            self.session = session
            self.outcomes = outcomes
            self.divergence = divergence
            self.policy = policy
            self.keepsEveryAnswer = keepsEveryAnswer
            self.baseline = baseline
        }

        /// The input for a run.
        init(session: [SessionStep], run: SessionRun, policy: FailurePolicy, keepsEveryAnswer: Bool, baseline: SessionRun?) {
            self.init(session: session, outcomes: run.outcomes, divergence: run.divergence, policy: policy,
                      keepsEveryAnswer: keepsEveryAnswer, baseline: baseline?.outcomes)
        }
    }

    /// What the checker has gathered before a step: the violations so far and
    /// what later steps are held against (each artist's last cuts, the albums
    /// removed, what the library and catalog told so far).
    package struct Pass {
        fileprivate var found: [InvariantViolation] = []
        fileprivate var lastCuts: [String: [String]] = [:]
        fileprivate var removed = Set<String>()
        fileprivate var library = LibraryView()
        /// The step checked next.
        package fileprivate(set) var step = 0

        /// Before the first step.
        package init() {}

        /// Whether later steps are held against the same in both: the same last cuts, removed albums and library view.
        fileprivate func holdsTheSame(as other: Pass) -> Bool {
            step == other.step && removed == other.removed && lastCuts == other.lastCuts
                && library.holdsTheSame(as: other.library)
        }
    }

    /// Every violation of the run, in step order, then by invariant. The feed is
    /// held against its invariants only after the steps where it was built.
    /// - Parameters:
    ///   - pass: the checker's state before `pass.step`, gathered from the same
    ///     outcomes of the steps before it (`passes`); the outcomes before it are not read again.
    ///   - meeting: from step `step` on, the outcomes are those of the run `pass`
    ///     (gathered with every feed) was the state of, and `violations` that run's: when
    ///     the checker's state there is that one, the rest of the violations are those of that run.
    package static func violations(
        _ input: Input, from pass: Pass = Pass(), meeting: (step: Int, pass: Pass, violations: [InvariantViolation])? = nil
    ) -> [InvariantViolation] {
        var pass = pass
        while pass.step < input.outcomes.count {
            if let meeting, pass.step == meeting.step, meeting.violations.allSatisfy({ $0.stepNumber != nil }),
               pass.holdsTheSame(as: meeting.pass) {
                return pass.found + meeting.violations.filter { ($0.stepNumber ?? 0) > meeting.step }
            }
            check(input, &pass)
        }
        if let divergence = input.divergence, input.keepsEveryAnswer {
            pass.found.append(InvariantViolation(
                invariant: .replayFollowsTrace, stepNumber: divergence.stepIndex + 1, detail: divergence.message))
        }
        return pass.found
    }

    /// The checker's state before each of `steps` in a run whose outcomes before
    /// that step are `outcomes`' without their feed (a mutated replay resumed
    /// there holds no feed before its call's step): what the feed holds adds
    /// violations but changes nothing later steps are held against.
    /// With `withFeed`, the state of the run itself, its feed held against the invariants.
    package static func passes(
        session: [SessionStep], outcomes: [StepOutcome], policy: FailurePolicy, at steps: Set<Int>, withFeed: Bool = false
    ) -> [Int: Pass] {
        var stripped = outcomes
        if !withFeed {
            for index in stripped.indices { (stripped[index].feed, stripped[index].feedAlbums) = (nil, nil) }
        }
        let input = Input(session: session, outcomes: stripped, policy: policy, keepsEveryAnswer: false)
        var pass = Pass(), kept: [Int: Pass] = [:]
        for step in 0...outcomes.count {
            if steps.contains(step) { kept[step] = pass }
            if step < outcomes.count { check(input, &pass) }
        }
        return kept
    }

    /// Holds step `pass.step` against the invariants, and moves on to the next.
    private static func check(_ input: Input, _ pass: inout Pass) {
        let index = pass.step
        let outcome = input.outcomes[index]
        pass.step += 1
        let number = index + 1
        func violate(_ invariant: FaultInvariant, _ detail: String) {
            pass.found.append(InvariantViolation(invariant: invariant, stepNumber: number, detail: detail))
        }
        let entries = outcome.answered ?? []
        pass.library.absorb(entries)
        if let summary = outcome.refresh {
            let state = summary.state(under: input.policy)
            let finals = finalCatalogAnswers(entries)
            let failedChecks = summary.checkedArtistIDs.filter { finals[$0] == false }
            let libraryFailure = entries.first { entry in
                (entry.request == .fetchLibraryArtists || entry.request == .fetchLibraryAlbums) && entry.isError
            }
            if state == .caughtUp || state == .loaded, !failedChecks.isEmpty {
                violate(.settledOnlyWhenEveryCheckSucceeded,
                        "\(state.rawValue) under \(input.policy.rawValue) with \(failedChecks.count) of "
                            + "\(summary.checked) checks failed (first: \(failedChecks[0]))")
            }
            if failedChecks.count != summary.failed || Set(finals.keys) != Set(summary.checkedArtistIDs) {
                violate(.failedCountsFailedChecks,
                        "failed \(summary.failed), checked \(summary.checked); the calls show \(failedChecks.count) "
                            + "failed of \(finals.count) artists asked")
            }
            if let libraryFailure, state != .failed {
                violate(.libraryReadFailureFailsRefresh,
                        "\(libraryFailure.request.method.rawValue) failed and the refresh is \(state.rawValue)")
            }
            let feed = outcome.feedContents
            for result in summary.results {
                let id = result.artist.id
                if result.failure != nil, let feed {
                    let lost = (pass.lastCuts[id] ?? []).filter { !pass.removed.contains($0) && !feed.contains($0) }
                    if !lost.isEmpty {
                        violate(.failedCheckKeepsCuts,
                                "\(id)'s check failed and its earlier cuts \(StepChecker.describe(lost)) left the feed")
                    }
                } else if let match = result.match {
                    pass.lastCuts[id] = match.cuts.map(\.id)
                }
            }
        }
        if case .dismiss(let albumID) = input.session[index].action { pass.removed.insert(albumID) }
        if case .addToPlaylist(let albumID, _) = input.session[index].action, outcome.error == nil {
            pass.removed.insert(albumID)
        }
        var offending: [(albumID: String, detail: String)] = []
        for albumID in outcome.feedContents ?? [] {
            if pass.removed.contains(albumID) {
                offending.append((albumID, "\(albumID) is in the feed after it was dismissed or added"))
            } else if let owner = pass.library.owner(ofFeedAlbum: albumID) {
                offending.append((
                    albumID, "\(albumID) is in the feed but the library owned it when its artist was checked (\(owner))"))
            }
        }
        // Sorted, so that the violations are listed in the same order on every run.
        for found in offending.sorted(by: { $0.albumID.utf8.lexicographicallyPrecedes($1.albumID.utf8) }) {
            violate(.feedHoldsNoOwnedDismissedOrAdded, found.detail)
        }
        if input.keepsEveryAnswer, let baseline = input.baseline, baseline.indices.contains(index) {
            var before = Signature(baseline[index], policy: input.policy)
            var after = Signature(outcome, policy: input.policy)
            if before.feed == nil || after.feed == nil { (before.feed, after.feed) = (nil, nil) }
            if before.feedAlbums == nil || after.feedAlbums == nil { (before.feedAlbums, after.feedAlbums) = (nil, nil) }
            if before != after {
                violate(.retriedFaultChangesNothing, "the step gave \(after) instead of \(before)")
            }
        }
    }

    /// For each artist asked in a step, whether its last catalog answer succeeded.
    static func finalCatalogAnswers(_ entries: [ReplayLogEntry]) -> [String: Bool] {
        var finals: [String: Bool] = [:]
        for entry in entries {
            if case .fetchCatalogReleases(let artistID) = entry.request { finals[artistID] = !entry.isError }
        }
        return finals
    }

    /// What a step's outcome shows a person, for comparing two runs.
    struct Signature: Equatable, CustomStringConvertible {
        var state: String?
        var checked: Int?
        var failed: Int?
        var feedCount: Int
        var feed: [String]?
        var feedAlbums: Set<String>?
        var tracks: String?
        var trackIDs: [String]?

        init(_ outcome: StepOutcome, policy: FailurePolicy) {
            state = outcome.refresh?.state(under: policy).rawValue
            checked = outcome.refresh?.checked
            failed = outcome.refresh?.failed
            feedCount = outcome.feedCount
            feed = outcome.feed
            feedAlbums = outcome.feedAlbums
            tracks = outcome.tracks
            trackIDs = outcome.trackIDs
        }

        var description: String {
            var parts: [String] = []
            if let state { parts.append("state \(state)") }
            if let checked { parts.append("checked \(checked)") }
            if let failed { parts.append("failed \(failed)") }
            parts.append("feedCount \(feedCount)")
            if let tracks { parts.append("tracks \(tracks)") }
            if let trackIDs { parts.append("trackIDs \(StepChecker.describe(trackIDs))") }
            return parts.joined(separator: ", ")
        }
    }
}

extension ReplayLogEntry {
    /// Whether the call was answered with a recorded error.
    var isError: Bool {
        if case .recorded(_, .failure) = answer { true } else { false }
    }
}
