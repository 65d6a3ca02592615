// Guides/Recording.md: begin DiscoverSession
import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The Discover engine as the app builds it at launch: over the live service,
/// or, behind the launch flag (`-RecordTrace YES` in the scheme's arguments),
/// over a recorder that writes every call and every user action to a trace;
/// with `-RecordDiagnostics YES` too, also each artist check's numbers and the
/// library's artist count, each printed to the console as a diagnostic build does.
@MainActor
struct DiscoverSession {
    /// The engine the Discover tab shows.
    let feed: DiscoverFeed
    /// The recorder, kept for the whole session so that `finish()` can end the
    /// trace; nil when not recording.
    let recorder: RecordingMusicLibraryService?

    /// At launch: records into Documents/traces when the launch flags ask for it.
    static func launch(live: any MusicLibraryService) throws -> DiscoverSession {
        let recording = UserDefaults.standard.bool(forKey: "RecordTrace")
        return try DiscoverSession(
            live: live, recordingTo: recording ? newTraceURL() : nil,
            diagnostics: UserDefaults.standard.bool(forKey: "RecordDiagnostics"))
    }

    /// Builds the engine; with `traceURL`, over a recorder writing there, and
    /// with `diagnostics`, recording and printing the engine's numbers too.
    init(
        live: any MusicLibraryService, configuration: DiscoverConfiguration = DiscoverConfiguration(),
        clock: any EngineClock = SystemClock(), recordingTo traceURL: URL?, diagnostics: Bool = false,
        notes: String? = nil
    ) throws {
        guard let traceURL else {
            feed = DiscoverFeed(service: live, clock: clock, configuration: configuration)
            recorder = nil
            return
        }
        let recorder = try RecordingMusicLibraryService(
            wrapping: live, capture: Self.capture(startedAt: clock.now, notes: notes),
            engine: TraceEngineSettings(batchSize: configuration.batchSize, snapshotTTL: configuration.snapshotTTL),
            fileURL: traceURL, clock: clock, recordsDiagnostics: diagnostics)
        if diagnostics {
            // The lines the posts' diagnostic build printed: 'A.N.I.M.A.L.' total=25 owned=4 cuts=21
            recorder.diagnosticLineHandler = { print($0) }
        }
        feed = DiscoverFeed(service: recorder, clock: clock, configuration: configuration)
        feed.actionObserver = recorder  // records each user action, and what it showed, with the calls
        self.recorder = recorder
    }

    /// Ends the trace; call it when the session ends (the scene goes to the
    /// background). A session killed before still leaves every finished call,
    /// step and diagnostic on disk, readable.
    func finish() throws {
        try recorder?.finish()
    }

    /// Documents/traces/discover-<UTC time>.json; the folder is created.
    static func newTraceURL(now: Date = Date()) throws -> URL {
        let documents = try FileManager.default.url(
            for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let folder = documents.appendingPathComponent("traces", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "-")
        return folder.appendingPathComponent("discover-\(stamp).json")
    }

    /// Where the trace comes from: a phone records as `device`, with the app,
    /// the model and the system; the simulator, a Mac or Linux, where the
    /// service is not a phone's MusicKit, as `synthetic`.
    static func capture(startedAt: Date, notes: String?) -> TraceCapture {
        let startedAt = TraceTimestamp(date: startedAt)
        #if os(iOS) && !targetEnvironment(simulator)
        let info = Bundle.main.infoDictionary
        let app = [info?["CFBundleShortVersionString"], info?["CFBundleVersion"]].compactMap { $0 as? String }
        return TraceCapture(
            origin: .device, title: "Discover session", startedAt: startedAt,
            app: app.isEmpty ? nil : app.joined(separator: " "), device: UIDevice.current.model,
            os: "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)", notes: notes)
        #else
        return TraceCapture(origin: .synthetic, title: "Discover session", startedAt: startedAt, notes: notes)
        #endif
    }
}
// Guides/Recording.md: end DiscoverSession
