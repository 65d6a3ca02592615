import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// Replays a trace's session through a fresh engine over a
/// `ReplayMusicLibraryService`, with a virtual clock that starts at
/// `capture.startedAt` and moves to each step's `at` (never backwards).
@MainActor
package enum SessionRunner {
    /// Runs every step of the session (one `refresh` when the trace has none)
    /// until the end or the first divergence.
    /// - Parameters:
    ///   - trace: the trace; with `releasesAnswers`, pass it with `consume`
    ///     so that the replaying service owns its calls alone.
    ///   - needsFeed: for each step, whether to build the feed's album ids afterwards.
    ///   - needsFeedAlbums: for each step, whether to gather the feed's album ids,
    ///     unordered, afterwards (`StepOutcome.feedAlbums`).
    ///   - keepLog: whether to keep every call answered (for `--verbose`).
    ///   - releasesAnswers: whether the replaying service lets go of each
    ///     recorded result once the engine has it (the last run of a trace).
    ///   - order: the order in which concurrent calls finish (Docs/FaultCampaigns.md "Completion orders").
    ///   - describesCalls: with `keepLog`, whether to write each call's line for `--verbose`
    ///     (campaigns only need `StepOutcome.answered`).
    ///   - keepsCacheChanges: whether to keep what each step changed in the
    ///     engine's cache (`StepOutcome.cacheChange`, which a chaos run
    ///     compares), and the cache after the last step (`SessionRun.finalCache`).
    /// - Complexity: linear in the trace and the work the engine does.
    package static func run(
        _ trace: consuming Trace, configuration: DiscoverConfiguration, needsFeed: [Bool], needsFeedAlbums: [Bool] = [],
        keepLog: Bool = false, releasesAnswers: Bool = false, order: ReplayCompletionOrder = .immediate,
        describesCalls: Bool = true, keepsCacheChanges: Bool = false
    ) async -> SessionRun {
        await replay(
            trace, configuration: configuration, needs: OutcomeNeeds(
                feed: needsFeed, feedAlbums: needsFeedAlbums, log: keepLog, describesCalls: describesCalls,
                cacheChanges: keepsCacheChanges),
            releasesAnswers: releasesAnswers, order: order).run
    }

    /// Runs the session as `run` does, keeping the engine's state at the start
    /// of steps (`keepsStates`), or resuming from another replay's state
    /// (`resume`; Docs/FaultCampaigns.md "Resumed replays").
    /// - Parameters:
    ///   - keepsStates: whether to keep `SessionReplay.checkpoints`, for replays of mutations to resume from:
    ///     at the start of every `SessionCheckpoint.stride(steps:)`-th step, and at the end.
    ///   - resume: the replay of the trace as recorded, made with `keepsStates`, and the mutated call;
    ///     the run is from the start when the mutation does not allow resuming.
    /// - Complexity: linear in the trace and the work the engine does from the step resumed at
    ///   (the steps before it cost one pass over their answers).
    package static func replay(
        _ trace: consuming Trace, configuration: DiscoverConfiguration, needs: OutcomeNeeds,
        releasesAnswers: Bool = false, order: ReplayCompletionOrder = .immediate, keepsStates: Bool = false,
        resume: SessionResumption? = nil
    ) async -> SessionReplay {
        let session = trace.effectiveSession
        let start = trace.capture.startedAt.date
        let recorded = trace.calls.count
        let replay = ReplayMusicLibraryService(
            trace: consume trace, keepsLog: needs.log, releasesAnswers: releasesAnswers)
        replay.completionOrder = order
        let clock = VirtualClock(start: start)
        var outcomes: [StepOutcome] = []
        var checkpoints: [Int: SessionCheckpoint] = [:]
        let stride = SessionCheckpoint.stride(steps: session.count)
        var divergence: RunDivergence?
        var unrecorded: [ReplayDivergence] = []
        var offset = 0.0
        var firstStep = 0
        var tracker: SessionResumption.Tracker?
        var resumed = false
        let engine: DiscoverFeed
        if let resume, order == .immediate, let prefix = resume.prefix(into: replay, needs: needs),
           let checkpoint = resume.baseline.checkpoints[resume.start] {
            clock.advance(to: checkpoint.clock)
            offset = checkpoint.offset
            engine = DiscoverFeed(
                resuming: checkpoint.engine, service: replay, clock: clock, store: ReplayCutStore(),
                configuration: configuration)
            outcomes = prefix
            firstStep = resume.start
            resumed = true
            tracker = resume.endsWhereConverged ? resume.tracker() : nil
        } else {
            engine = DiscoverFeed(service: replay, clock: clock, store: ReplayCutStore(), configuration: configuration)
        }
        var convergedStep: Int?
        for (index, step) in session.enumerated() where index >= firstStep {
            if keepsStates, index % stride == 0 {
                checkpoints[index] = SessionCheckpoint(engine: engine.checkpoint, clock: clock.now, offset: offset)
            }
            if let resume, let known = tracker, index > resume.step,
               resume.converges(at: index, engine: engine, clock: clock.now, replay: replay, tracker: known) {
                outcomes += resume.rest(from: index, into: replay, needs: needs)
                convergedStep = index
                break
            }
            // The clock never moves backwards; the offset is kept as given, free of date arithmetic.
            if let at = step.at, at > offset {
                offset = at
                clock.advance(to: start.addingTimeInterval(at))
            }
            let logStart = replay.log.count
            let divergencesBefore = replay.divergences.count
            var outcome = await perform(step.action, on: engine, at: offset)
            var diverged: [ReplayDivergence] = []
            if needs.log, !needs.describesCalls {
                outcome.answered = Array(replay.log[logStart...])
                diverged = replay.divergences[divergencesBefore...].sorted(by: precedes)
            } else if needs.log {
                let entries = ordered(replay.log[logStart...])
                outcome.calls = entries.map(\.description)
                outcome.answered = Array(replay.log[logStart...])
                diverged = entries.compactMap(\.divergence)
            } else if replay.divergences.count > divergencesBefore {
                diverged = replay.divergences[divergencesBefore...].sorted(by: precedes)
            }
            unrecorded += diverged
            if let first = diverged.first {
                divergence = RunDivergence(stepIndex: index, message: first.description)
                break
            }
            if needs.feed.indices.contains(index), needs.feed[index] { outcome.feed = engine.feed.map(\.id) }
            if needs.feedAlbums.indices.contains(index), needs.feedAlbums[index] { outcome.feedAlbums = engine.feedAlbumIDs }
            if needs.cacheChanges {
                outcome.cacheChange = CacheChange(engine, checkedArtistIDs: outcome.refresh?.checkedArtistIDs ?? [])
            }
            tracker?.follow(outcome, at: index)
            outcomes.append(outcome)
        }
        if keepsStates, divergence == nil {
            checkpoints[session.count] = SessionCheckpoint(engine: engine.checkpoint, clock: clock.now, offset: offset)
        }
        let divergedArtists = unrecorded.compactMap { divergence -> String? in
            if case .fetchCatalogReleases(let artistID) = divergence.request { artistID } else { nil }
        }
        var run = SessionRun(
            outcomes: outcomes, divergence: divergence,
            libraryArtistCount: convergedStep == nil ? engine.libraryArtistCount : resume?.baseline.run.libraryArtistCount,
            accounting: accounting(of: replay, recorded: recorded, unrecorded: unrecorded),
            divergedArtistIDs: Set(divergedArtists),
            // After a replay ends early the engine holds the state where it met the other run, not the last step's.
            finalCache: needs.cacheChanges && convergedStep == nil ? engine.cache : nil)
        run.resumedStep = resumed ? firstStep : nil
        run.convergedStep = convergedStep
        return SessionReplay(run: run, checkpoints: checkpoints, service: replay)
    }

    private static func perform(_ action: SessionStep.Action, on engine: DiscoverFeed, at offset: Double) async
        -> StepOutcome {
        switch action {
        case .refresh:
            let summary = await engine.refresh()
            return StepOutcome(clock: offset, refresh: summary, feedCount: engine.feedCount)
        case .openRelease(let albumID):
            await engine.openRelease(albumID: albumID)
            return tracksOutcome(engine, at: offset)
        case .retryTracks(let albumID):
            await engine.retryTracks(albumID: albumID)
            return tracksOutcome(engine, at: offset)
        case .addToPlaylist(let albumID, let playlistName):
            var error: String?
            do {
                try await engine.addToPlaylist(albumID: albumID, playlistName: playlistName)
            } catch let failure {
                error = failure.description
            }
            return StepOutcome(clock: offset, error: error, feedCount: engine.feedCount)
        case .dismiss(let albumID):
            engine.dismiss(albumID: albumID)
            return StepOutcome(clock: offset, feedCount: engine.feedCount)
        }
    }

    private static func tracksOutcome(_ engine: DiscoverFeed, at offset: Double) -> StepOutcome {
        let state = engine.sheet.state
        var error: String?
        if case .failed(let failure)? = state { error = failure.description }
        return StepOutcome(
            clock: offset, tracks: state?.name, trackIDs: state?.items.map(\.id), error: error,
            feedCount: engine.feedCount)
    }

    /// One step's log in an order that does not depend on how the engine's
    /// concurrent calls happened to be scheduled: answered calls by `seq`, then
    /// divergences by call and by how often it was asked. The replaying service
    /// logs calls in the order they reached it, which differs from run to run.
    static func ordered(_ entries: ArraySlice<ReplayLogEntry>) -> [ReplayLogEntry] {
        entries.sorted { lhs, rhs in
            switch (lhs.answer, rhs.answer) {
            case (.recorded(let left, _), .recorded(let right, _)):
                left < right
            case (.recorded, .diverged):
                true
            case (.diverged, .recorded):
                false
            case (.diverged(let left), .diverged(let right)):
                precedes(left, right)
            }
        }
    }

    /// The order of one step's divergences: by call, then by how often it was asked.
    static func precedes(_ left: ReplayDivergence, _ right: ReplayDivergence) -> Bool {
        left.request.description != right.request.description
            ? left.request.description < right.request.description : left.askedCount < right.askedCount
    }

    private static func accounting(
        of replay: ReplayMusicLibraryService, recorded: Int, unrecorded: [ReplayDivergence]
    ) -> CallAccounting {
        let unused = replay.unusedCalls
        return CallAccounting(
            recorded: recorded, used: recorded - unused.count, unused: unused,
            unrecorded: unrecorded.map(\.description))
    }
}

extension ReplayLogEntry {
    /// The divergence, when the trace could not answer the call.
    var divergence: ReplayDivergence? {
        if case .diverged(let divergence) = answer { divergence } else { nil }
    }
}
