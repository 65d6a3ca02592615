import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What a trace test hands to the code under test, whichever way the test
/// runs: the trace's replaying service, or, when the test records
/// (`TraceRecordMode`), a recorder around the app's live service; with the
/// engine settings and the clock that go with it.
///
/// The `.replaying` trait makes one per test case (`TraceService.current`);
/// an XCTest test makes one in `setUp` and checks it in `tearDown`
/// (`assertFinished()`). Once the test is over, `finish()` says what the
/// test must report: each call the trace does not hold and each recorded call
/// never asked for (unless allowed) when it replayed; that it recorded, where
/// the trace is and how to bring it into the repository, when it recorded.
@MainActor
public final class TraceService {
    /// The service of the running test's `.replaying` trait, whether it replays or
    /// records; nil outside such a test. DeepCutTesting's one task-local value: each
    /// test case, and the tasks it starts, see their own.
    nonisolated public static var current: TraceService? { TraceServiceScope.current }

    /// The trace as the test named it.
    public let path: String
    /// The mode the test runs in: the one it named, else the environment's, else `never`.
    public let mode: TraceRecordMode
    /// The engine settings to build the code under test with: the trace's
    /// `engine` when it replays (so that a replay asks for the batches the
    /// device asked for), the live service's `engine` when it records (and
    /// the recording writes them); the engine's defaults where a setting is absent.
    public let configuration: DiscoverConfiguration
    /// The clock to build the code under test with: a `VirtualClock` at the
    /// trace's `capture.startedAt` when it replays, the system clock when it records.
    public let clock: any EngineClock
    /// Whether recorded calls the test never asked for are allowed.
    public let allowsUnusedCalls: Bool
    /// The replaying service; nil when the test records.
    public let replay: ReplayMusicLibraryService?
    /// The recorder around the live service; nil when the test replays.
    public let recorder: RecordingMusicLibraryService?
    /// Whether the test replays or records, with what each needs.
    private let role: Role
    /// The code that allows unused calls, named in the message that counts them.
    var unusedCallsHint = "allowingUnusedCalls: true"

    /// What a test's service does.
    private enum Role {
        /// It answers from the trace.
        case answering(ReplayMusicLibraryService)
        /// It records the live service, into a recording that goes to `destination` once the test is over.
        case recording(RecordingMusicLibraryService, destination: RecordingDestination)
    }

    /// The service to hand to the code under test in place of the app's MusicKit service.
    public var service: any MusicLibraryService {
        switch role {
        case .answering(let replay): replay
        case .recording(let recorder, _): recorder
        }
    }

    /// Whether the test records its trace instead of replaying it.
    public var isRecording: Bool { recorder != nil }

    /// The observer to set as the engine's `actionObserver`: the recorder,
    /// which writes each user action and the engine's diagnostics into the
    /// recording; nil when the test replays.
    public var actionObserver: (any DiscoverActionObserver)? { recorder }

    /// A Discover engine over `service`, with `configuration`, `clock` and
    /// (when recording) `actionObserver` set: what an app that builds its own
    /// engine does with the three.
    /// - Parameter store: the engine's cut store; an empty in-memory one by default.
    /// - Returns: the engine.
    public func makeFeed(store: any CutStore = InMemoryCutStore()) -> DiscoverFeed {
        let feed = DiscoverFeed(service: service, clock: clock, store: store, configuration: configuration)
        feed.actionObserver = actionObserver
        return feed
    }

    /// Replays the trace `source` names, or records it from `live` when the mode says so:
    /// the service a test hands to the code under test, made in an XCTest `setUp`, in a
    /// Swift Testing test's body (Swift 6.0, where there is no `.replaying`), or for each
    /// trace of a folder (Guides/Testing.md "Whose code a check runs").
    ///
    /// ```swift
    /// @Test(arguments: try TraceSource.folder("Traces", bundle: .module))
    /// func appModelReplays(_ trace: TraceSource) async throws {
    ///     let traced = try await TraceService(trace, allowingUnusedCalls: true)
    ///     let model = AppModel(service: traced.service)
    ///     await model.refresh()
    ///     traced.expectFinished()
    /// }
    /// ```
    /// - Parameters:
    ///   - source: the trace. A recording of a missing `.file` or `.resource` trace is written
    ///     beside the test file; a `.url` source (a folder's trace) is only replayed.
    ///   - record: the record mode; nil takes the environment's (`DEEPCUT_RECORD_MODE`), else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    /// - Throws: `TraceTestingError`: the trace is missing in mode `never`, cannot be read,
    ///   the test must record but gives no live service, or the environment names no mode;
    ///   what `live` throws.
    public convenience init(
        _ source: TraceSource, record: TraceRecordMode? = nil, live: LiveService? = nil, allowingUnusedCalls: Bool = false
    ) async throws {
        let mode = try source.recordMode(record)
        let existing = source.existingFile()
        guard TraceSource.records(in: mode, existing: existing) else {
            try self.init(replaying: source, mode: mode, allowingUnusedCalls: allowingUnusedCalls)
            return
        }
        guard let live else { throw TraceTestingError.noLiveService(path: source.path, mode: mode) }
        let destination = RecordingDestination(path: source.path, beside: source.recordingURL(existing: existing))
        let clock = SystemClock()
        let configuration = DiscoverConfiguration(recordedIn: live.engine)
        let capture = TraceCapture(
            origin: live.origin, title: "Recorded by a test: \(source.path)", startedAt: TraceTimestamp(date: clock.now),
            app: live.app, device: live.device, os: ProcessInfo.processInfo.operatingSystemVersionString,
            notes: "Recorded by DeepCutTesting in record mode \(mode) from the live service the test gives.")
        let service = try await live.makeService()
        let recorder = try RecordingMusicLibraryService(
            wrapping: service, capture: capture,
            engine: TraceEngineSettings(batchSize: configuration.batchSize, snapshotTTL: configuration.snapshotTTL),
            fileURL: destination.scratch(), clock: clock, recordsDiagnostics: true)
        self.init(path: source.path, mode: mode, role: .recording(recorder, destination: destination),
                  configuration: configuration, clock: clock, allowsUnusedCalls: allowingUnusedCalls)
    }

    /// Reads the trace and makes its replaying service, with the trace's engine settings
    /// and a virtual clock at its start.
    /// - Throws: `TraceTestingError` when the trace cannot be found or read.
    convenience init(replaying source: TraceSource, mode: TraceRecordMode, allowingUnusedCalls: Bool) throws(TraceTestingError) {
        self.init(path: source.path, mode: mode, replaying: ReplayMusicLibraryService(trace: try source.read()),
                  allowingUnusedCalls: allowingUnusedCalls)
    }

    /// A test's service over `replay`, with its trace's engine settings and a virtual clock at its start.
    convenience init(path: String, mode: TraceRecordMode, replaying replay: ReplayMusicLibraryService, allowingUnusedCalls: Bool) {
        self.init(path: path, mode: mode, role: .answering(replay),
                  configuration: DiscoverConfiguration(recordedIn: replay.trace.engine),
                  clock: VirtualClock(start: replay.trace.capture.startedAt.date), allowsUnusedCalls: allowingUnusedCalls)
    }

    private init(
        path: String, mode: TraceRecordMode, role: Role, configuration: DiscoverConfiguration, clock: any EngineClock,
        allowsUnusedCalls: Bool
    ) {
        self.path = path
        self.mode = mode
        self.role = role
        switch role {
        case .answering(let replay): (self.replay, recorder) = (replay, nil)
        case .recording(let recorder, _): (replay, self.recorder) = (nil, recorder)
        }
        self.configuration = configuration
        self.clock = clock
        self.allowsUnusedCalls = allowsUnusedCalls
    }

    /// Refreshes a Discover engine over the service (`makeFeed()`), then finishes: what
    /// `expectTracePasses` and `XCTAssertTracePasses` record when they are given a live service.
    func recordRefresh() async -> TraceTestResult {
        _ = await makeFeed().refresh()
        return finish()
    }

    /// Ends the test's use of the service and says what to report: the
    /// failures, and the files to attach to the test's result. A recording is
    /// finished and written, and is itself a failure saying where it went.
    /// Call it once, after the code under test is done.
    public func finish() -> TraceTestResult {
        switch role {
        case .answering(let replay):
            let failures = ReplayAudit.messages(
                replay, path: path, allowsUnusedCalls: allowsUnusedCalls, allowing: unusedCallsHint)
            return TraceTestResult(failures: failures, attachments: [])
        case .recording(let recorder, let destination):
            return destination.finish(recorder, mode: mode)
        }
    }
}

/// The one task-local of DeepCutTesting: the running `.replaying` test's service,
/// behind `TraceService.current`.
enum TraceServiceScope {
    @TaskLocal static var current: TraceService?
}

extension DiscoverConfiguration {
    /// The engine's configuration with the settings a trace was recorded
    /// under (its `engine`: batch size, snapshot TTL), the defaults for the
    /// rest and for a setting the trace does not give: what a replay of the
    /// trace must run with to ask for what the device asked for.
    /// - Parameter settings: the trace's `engine`; nil for all the defaults.
    public init(recordedIn settings: TraceEngineSettings?) {
        self.init()
        if let batchSize = settings?.batchSize { self.batchSize = max(1, batchSize) }
        if let snapshotTTL = settings?.snapshotTTL { self.snapshotTTL = snapshotTTL }
    }
}
