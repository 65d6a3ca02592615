import DeepCutKit

/// The session, recorded with the calls: set the recorder as the Discover
/// engine's `actionObserver`, and each user action is written, when it
/// finishes, as a step entry among the calls (Docs/TraceFormat.md "Recorded
/// steps"), with its `at` and, as `observed`, what the engine showed under
/// the policy it ran. A recording cut off by a crash keeps every finished
/// step with every finished call.
extension RecordingMusicLibraryService: DiscoverActionObserver {
    /// Writes the finished action as a session step among the calls.
    /// Nothing is written after `finish`.
    public func discoverActionDidFinish(_ report: DiscoverActionReport) {
        guard !isFinished else { return }
        let step = Self.step(for: report, startedAt: capture)
        write(TraceWriter.stepEntryBytes(step, isFirst: recordedEntryCount == 0))
        recordedStepCount += 1
    }

    /// The step a report is recorded as: the action, `at` (seconds from
    /// `capture.startedAt`, to the microsecond, never below 0) and `observed`
    /// (the policy, and the state and counts, tracklist or feed size the action shows).
    package static func step(for report: DiscoverActionReport, startedAt capture: TraceCapture) -> SessionStep {
        let at = microseconds(max(0, report.startedAt.timeIntervalSince(capture.startedAt.date)))
        var observed = SessionExpectation(policy: report.policy)
        let action: SessionStep.Action
        switch report.action {
        case .refresh:
            action = .refresh
            observed.state = report.state
            observed.checked = report.checked
            observed.failed = report.failed
            observed.feedCount = report.feedCount
        case .openRelease(let albumID), .retryTracks(let albumID):
            if case .openRelease = report.action {
                action = .openRelease(albumID: albumID)
            } else {
                action = .retryTracks(albumID: albumID)
            }
            observed.tracks = report.tracks.flatMap { SessionExpectation.TracksState(rawValue: $0.rawValue) }
        case .addToPlaylist(let albumID, let playlistName):
            action = .addToPlaylist(albumID: albumID, playlistName: playlistName)
            observed.feedCount = report.feedCount
        case .dismiss(let albumID):
            action = .dismiss(albumID: albumID)
            observed.feedCount = report.feedCount
        }
        return SessionStep(action: action, at: at, observed: observed)
    }
}
