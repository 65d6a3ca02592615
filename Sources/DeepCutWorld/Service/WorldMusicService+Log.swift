import DeepCutKit
import DeepCutTrace
import Foundation

/// The session, logged with the calls: set the service as the Discover engine's
/// `actionObserver` (or forward to it from the app's own observer), and each
/// user action is kept, when it finishes, as the recorder keeps it.
extension WorldMusicService: DiscoverActionObserver {
    /// Keeps the finished action as a session step among the logged calls.
    public func discoverActionDidFinish(_ report: DiscoverActionReport) {
        let capture = TraceCapture(origin: .synthetic, title: "", startedAt: startedAt)
        steps.append((RecordingMusicLibraryService.step(for: report, startedAt: capture), log.count))
    }
}

extension WorldMusicService {
    /// The log as a trace: every call answered, with its answer or error, and
    /// the session's steps among them, so that `deepcut-replay TRACE` (or
    /// `expectTracePasses`) replays the session strictly. Each call carries
    /// `"world"`: `recorded`, `unrecorded`, `injected` or `written`, kept by
    /// every reader as an unknown key.
    /// - Parameters:
    ///   - title: `capture.title`.
    ///   - engine: the engine settings the app ran with; give them when they are
    ///     not the defaults, so that the replay asks for the same batches.
    /// - Returns: a trace of origin `synthetic`, its notes naming the world's sources and options.
    public func loggedTrace(title: String = "A session answered by a recorded world", engine: TraceEngineSettings? = nil) -> Trace {
        let notes = "Answered by WorldMusicService over a world of "
            + (world.sources.isEmpty ? "no trace" : world.sources.map(\.name).joined(separator: ", "))
            + "; unrecorded calls answered \(options.unrecorded.rawValue), recorded errors \(options.recordedErrors.rawValue). "
            + "The observed values are what the engine showed against the world."
        let capture = TraceCapture(origin: .synthetic, title: title, startedAt: startedAt, notes: notes)
        guard !steps.isEmpty else { return Trace(capture: capture, calls: log, engine: engine) }
        return Trace(
            capture: capture, calls: log, engine: engine, session: steps.map(\.step),
            sessionPlacement: .amongCalls(callsBefore: steps.map(\.callsBefore)))
    }

    /// Writes the log as a trace file (`TraceWriter`'s bytes).
    /// - Throws: `TraceWriteError` when the file cannot be written.
    public func writeLog(to url: URL, title: String = "A session answered by a recorded world", engine: TraceEngineSettings? = nil)
        throws(TraceWriteError) {
        try TraceWriter.write(loggedTrace(title: title, engine: engine), to: url)
    }

    /// Forgets the log and the steps (the world keeps its writes).
    public func clearLog() {
        log.removeAll()
        steps.removeAll()
        unrecordedRequests.removeAll()
    }
}
