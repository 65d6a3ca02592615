import DeepCutEngine
import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// What each step's outcome of a `SessionRunner` replay holds: the feed, the
/// feed's albums, the log (with each call's line or not) and the cache's changes.
package struct OutcomeNeeds {
    /// For each step, whether to build the feed's album ids afterwards.
    var feed: [Bool]
    /// For each step, whether to gather the feed's album ids, unordered, afterwards.
    var feedAlbums: [Bool] = []
    /// Whether to keep every call answered.
    var log = false
    /// With `log`, whether to write each call's line for `--verbose`.
    var describesCalls = true
    /// Whether to keep what each step changed in the engine's cache.
    var cacheChanges = false

    /// Creates the needs of a replay (the campaigns' replays are made outside this module).
    package init(
        feed: [Bool], feedAlbums: [Bool] = [], log: Bool = false, describesCalls: Bool = true, cacheChanges: Bool = false
    ) {
        self.feed = feed
        self.feedAlbums = feedAlbums
        self.log = log
        self.describesCalls = describesCalls
        self.cacheChanges = cacheChanges
    }

    /// `outcome` (of another replay of the same steps) holding only what these needs ask for at step
    /// `index`, with `entries` as its log.
    @MainActor
    func trim(_ outcome: StepOutcome, at index: Int, entries: [ReplayLogEntry]) -> StepOutcome {
        var trimmed = outcome
        if !(feed.indices.contains(index) && feed[index]) { trimmed.feed = nil }
        if !(feedAlbums.indices.contains(index) && feedAlbums[index]) { trimmed.feedAlbums = nil }
        if !cacheChanges { trimmed.cacheChange = nil }
        trimmed.answered = log ? entries : nil
        trimmed.calls = log && describesCalls ? SessionRunner.ordered(entries[...]).map(\.description) : nil
        return trimmed
    }
}

/// The engine's state at the start of one step of a replay, with the clock.
package struct SessionCheckpoint {
    /// The engine's state.
    var engine: DiscoverFeed.Checkpoint
    /// The virtual clock's time.
    var clock: Date
    /// The last step offset the clock was moved to.
    var offset: Double

    /// Every how many steps a replay keeps a checkpoint: every step up to 64
    /// steps, then so that at most 64 are kept (each holds the engine's cache
    /// and batch queue, which a change copies), the steps in between replayed.
    static func stride(steps: Int) -> Int { max(1, (steps + 63) / 64) }
}

/// A replay: the run, and with `keepsStates` the checkpoints at the start of
/// the steps it began (`SessionCheckpoint.stride(steps:)`) and at its end
/// when it did not diverge, by step; the service it was answered by.
package struct SessionReplay {
    /// What the replay gave.
    package var run: SessionRun
    /// The engine's state at the start of the steps kept, then at the end, by step.
    package var checkpoints: [Int: SessionCheckpoint]
    /// The replaying service, after the run.
    var service: ReplayMusicLibraryService
}

/// A replay of a mutated trace resumed from the replay of the trace as
/// recorded (Docs/FaultCampaigns.md "Resumed replays").
///
/// A mutation made by `TraceMutator` changes the answers of one request
/// alone, the mutated call's, and none recorded before the mutated call's
/// `seq` (its retries come after it; later calls' `seq` may move, their
/// order does not). Every step before the one whose calls include the
/// mutated call is then asked the same calls and given the same answers
/// as in the baseline, so it does the same: the resumed replay hands those
/// answers out without the engine, takes the baseline's outcomes for those
/// steps, and runs the rest from the baseline's state at the last checkpoint
/// at or before that step (`start`).
///
/// At the start of every later step with a checkpoint, the replay may meet the baseline
/// again: when the engine goes on alike (`DiscoverFeed.Checkpoint.goesOnAlike`),
/// the clock agrees, every step since the mutated one asked the calls of
/// other requests that the baseline asked, and the calls of the mutated
/// request left to answer have the baseline's outcomes, every later step
/// does what the baseline's did, so its outcomes are taken from there (with
/// the replay's own log) instead of replayed.
@MainActor
package struct SessionResumption {
    /// The replay of the trace as recorded, made with `keepsStates` and the log.
    var baseline: SessionReplay
    /// The step of the mutated call: the first whose answers may differ.
    var step: Int
    /// The mutated call's request, the only one whose answers differ.
    var request: TraceRequest
    /// The mutated call's `seq` in the trace as recorded.
    var seq: Int
    /// Whether to end the run where its state meets the baseline's.
    var endsWhereConverged: Bool

    /// Creates the resumption of a replay of `baseline`'s trace with the call `seq` of
    /// `request`, asked at `step`, mutated (the campaigns' replays are made outside this module).
    package init(baseline: SessionReplay, step: Int, request: TraceRequest, seq: Int, endsWhereConverged: Bool) {
        self.baseline = baseline
        self.step = step
        self.request = request
        self.seq = seq
        self.endsWhereConverged = endsWhereConverged
    }

    /// The step the run resumes at: the last one at or before `step` with a checkpoint.
    var start: Int { baseline.checkpoints.keys.filter { $0 <= step }.max() ?? 0 }

    /// The outcomes of the steps before `start`, their answers handed out by `replay`;
    /// nil (and nothing handed out) when the run cannot resume and must start from the first step.
    func prefix(into replay: ReplayMusicLibraryService, needs: OutcomeNeeds) -> [StepOutcome]? {
        let outcomes = baseline.run.outcomes
        let step = start
        guard step <= outcomes.count, baseline.checkpoints[step] != nil, needs.log || !needs.describesCalls,
              outcomes[..<step].allSatisfy({ $0.answered != nil }) else { return nil }
        // The mutated request's calls answered before its step must be, in the mutated trace too,
        // calls recorded before the mutated one.
        let askedBefore = outcomes[..<step].reduce(0) { count, outcome in
            count + (outcome.answered ?? []).count { $0.request == request }
        }
        if askedBefore > 0 {
            let seqs = replay.recordedSeqs(of: request)
            guard askedBefore <= seqs.count, seqs[askedBefore - 1] < seq else { return nil }
        }
        return outcomes[..<step].indices.map { index in
            handOut(outcomes[index], at: index, into: replay, needs: needs)
        }
    }

    /// The baseline's outcomes from `first` on, their answers handed out by `replay`.
    func rest(from first: Int, into replay: ReplayMusicLibraryService, needs: OutcomeNeeds) -> [StepOutcome] {
        baseline.run.outcomes[first...].indices.map { index in
            handOut(baseline.run.outcomes[index], at: index, into: replay, needs: needs)
        }
    }

    /// The baseline's outcome of step `index`, its calls answered by `replay` as the engine would have
    /// asked them (the same requests, each answered by the next of its calls in `seq` order).
    private func handOut(
        _ outcome: StepOutcome, at index: Int, into replay: ReplayMusicLibraryService, needs: OutcomeNeeds
    ) -> StepOutcome {
        let entries = (outcome.answered ?? []).map { entry in
            // Every request has a call left by the checks made (`prefix`, `converges`); an entry
            // would be the baseline's own only if that reasoning failed.
            replay.handOut(entry.request) ?? entry
        }
        return needs.trim(outcome, at: index, entries: entries)
    }

    /// What a resumed run has done since `step` that its meeting the baseline depends on.
    struct Tracker {
        /// How many of the mutated request's calls the baseline answered before each step, and at its end.
        fileprivate var baselineAsked: [Int]
        /// Whether every step since `step` asked the baseline's calls of other requests.
        fileprivate var sameOtherCalls = true
        fileprivate let request: TraceRequest
        fileprivate let outcomes: [StepOutcome]

        /// Notes the step `index` just run.
        mutating func follow(_ outcome: StepOutcome, at index: Int) {
            guard sameOtherCalls else { return }
            guard outcomes.indices.contains(index) else {
                sameOtherCalls = false
                return
            }
            var counts: [TraceRequest: Int] = [:]
            for entry in outcome.answered ?? [] where entry.request != request { counts[entry.request, default: 0] += 1 }
            for entry in outcomes[index].answered ?? [] where entry.request != request {
                counts[entry.request, default: 0] -= 1
            }
            sameOtherCalls = counts.values.allSatisfy { $0 == 0 }
        }
    }

    /// A tracker for a run resumed at `start`.
    func tracker() -> Tracker {
        var asked = [0]
        for outcome in baseline.run.outcomes {
            asked.append(asked[asked.count - 1] + (outcome.answered ?? []).count { $0.request == request })
        }
        return Tracker(baselineAsked: asked, request: request, outcomes: baseline.run.outcomes)
    }

    /// Whether the run, at the start of step `index`, goes on as the baseline did from there.
    func converges(
        at index: Int, engine: DiscoverFeed, clock: Date, replay: ReplayMusicLibraryService, tracker: Tracker
    ) -> Bool {
        guard tracker.sameOtherCalls, baseline.run.divergence == nil, let checkpoint = baseline.checkpoints[index],
              tracker.baselineAsked.indices.contains(index) else { return false }
        guard checkpoint.clock == clock else { return false }
        let mine = replay.outcomes(of: request), theirs = baseline.service.outcomes(of: request)
        guard mine.all[mine.answered...].elementsEqual(theirs.all[tracker.baselineAsked[index]...]) else { return false }
        return engine.checkpoint.goesOnAlike(checkpoint.engine)
    }
}
