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
    /// The service of the running test's `.replaying` trait; nil outside such a
    /// test. A task-local value: each test case, and the tasks it starts, see their own.
    nonisolated public static var current: TraceService? { TraceServiceScope.current }

    /// The trace as the test named it.
    public let path: String
    /// The mode the test runs in: the one it named, else the environment's, else `never`.
    public let mode: TraceRecordMode
    /// The replaying service; nil when the test records.
    public let replay: ReplayMusicLibraryService?
    /// The recorder around the live service; nil when the test replays.
    public let recorder: RecordingMusicLibraryService?
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
    /// Where a recording goes once the test is over.
    private let destination: RecordingDestination?
    /// The code that allows unused calls, named in the message that counts them.
    var unusedCallsHint = "allowingUnusedCalls: true"

    /// The service to hand to the code under test in place of the app's MusicKit service.
    public var service: any MusicLibraryService {
        if let replay { return replay }
        return recorder!
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

    /// Replays the trace at `path`, or records it from `live` when the mode says so.
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or a folder above it;
    ///     a recording is written there, beside the test file, when it is not found.
    ///   - record: the record mode; nil takes the environment's (`DEEPCUT_RECORD_MODE`), else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - filePath: the test file; leave the default.
    /// - Throws: `TraceTestingError`: the trace is missing in mode `never`, cannot be read,
    ///   the test must record but gives no live service, or the environment names no mode;
    ///   what `live` throws.
    public convenience init(
        _ path: String, record: TraceRecordMode? = nil, live: LiveService? = nil,
        allowingUnusedCalls: Bool = false, filePath: String = #filePath
    ) async throws {
        try await self.init(source: .file(path: path, filePath: filePath), record: record, live: live,
                            allowingUnusedCalls: allowingUnusedCalls)
    }

    /// Replays the trace at `path` among `bundle`'s resources, or records it
    /// from `live` when the mode says so: the recording is written beside the
    /// test file under `path` (where the test target's resources come from),
    /// or in the temporary folder where that cannot be written (on a phone).
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - record: the record mode; nil takes the environment's, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - filePath: the test file, beside which a recording is written; leave the default.
    /// - Throws: as `init(_:record:live:allowingUnusedCalls:filePath:)`.
    public convenience init(
        resource path: String, bundle: Bundle, record: TraceRecordMode? = nil, live: LiveService? = nil,
        allowingUnusedCalls: Bool = false, filePath: String = #filePath
    ) async throws {
        try await self.init(source: .resource(path: path, bundleURL: bundle.bundleURL, filePath: filePath),
                            record: record, live: live, allowingUnusedCalls: allowingUnusedCalls)
    }

    /// Replays one trace of a corpus (`TraceCorpus.files(in:)`) for the app's own code:
    /// a corpus test whose check runs the app's model over each trace instead of the
    /// package's engine (Guides/Testing.md "Whose code a check runs"). It never records.
    ///
    /// ```swift
    /// @Test(arguments: try TraceCorpus.files(in: "Traces", bundle: .module))
    /// func appModelReplays(_ file: TraceFile) async throws {
    ///     let traced = try await TraceService(file, allowingUnusedCalls: true)
    ///     let model = AppModel(service: traced.service)
    ///     await model.refresh()
    ///     traced.expectFinished()
    /// }
    /// ```
    /// - Parameters:
    ///   - file: the trace.
    ///   - allowingUnusedCalls: whether recorded calls the app's code never asked for are allowed.
    /// - Throws: `TraceTestingError` when the trace cannot be read.
    public convenience init(_ file: TraceFile, allowingUnusedCalls: Bool = false) async throws {
        try await self.init(source: .corpus(file), record: .never, live: nil, allowingUnusedCalls: allowingUnusedCalls)
    }

    init(source: TraceSource, record: TraceRecordMode?, live: LiveService?, allowingUnusedCalls: Bool) async throws {
        path = source.path
        allowsUnusedCalls = allowingUnusedCalls
        let mode = try TraceRecordMode.resolved(record)
        self.mode = mode
        let existing = source.existingFile()
        if !TraceSource.records(in: mode, existing: existing) {
            let trace = try source.file().read()
            configuration = DiscoverConfiguration(recordedIn: trace.engine)
            clock = VirtualClock(start: trace.capture.startedAt.date)
            replay = ReplayMusicLibraryService(trace: trace)
            recorder = nil
            destination = nil
            return
        }
        guard let live else { throw TraceTestingError.noLiveService(path: path, mode: mode) }
        let destination = RecordingDestination(path: path, beside: source.recordingURL(existing: existing))
        let clock = SystemClock()
        let configuration = DiscoverConfiguration(recordedIn: live.engine)
        let capture = TraceCapture(
            origin: live.origin, title: "Recorded by a test: \(path)", startedAt: TraceTimestamp(date: clock.now),
            app: live.app, device: live.device, os: ProcessInfo.processInfo.operatingSystemVersionString,
            notes: "Recorded by DeepCutTesting in record mode \(mode) from the live service the test gives.")
        let service = try await live.makeService()
        recorder = try RecordingMusicLibraryService(
            wrapping: service, capture: capture,
            engine: TraceEngineSettings(batchSize: configuration.batchSize, snapshotTTL: configuration.snapshotTTL),
            fileURL: destination.scratch(), clock: clock, recordsDiagnostics: true)
        self.configuration = configuration
        self.clock = clock
        self.destination = destination
        replay = nil
    }

    /// Ends the test's use of the service and says what to report: the
    /// failures, and the files to attach to the test's result. A recording is
    /// finished and written, and is itself a failure saying where it went.
    /// Call it once, after the code under test is done.
    public func finish() -> TraceTestResult {
        if let replay {
            let failures = ReplayAudit.messages(
                replay, path: path, allowsUnusedCalls: allowsUnusedCalls,
                allowing: unusedCallsHint)
            return TraceTestResult(failures: failures, attachments: [])
        }
        guard let recorder, let destination else { return TraceTestResult(failures: [], attachments: []) }
        return destination.finish(recorder, mode: mode)
    }
}

/// The task-local behind `TraceService.current`.
enum TraceServiceScope {
    @TaskLocal static var current: TraceService?
}

/// Where a trace test's trace is named: a file found from the test file, or a bundle's resource.
enum TraceSource: Sendable {
    case file(path: String, filePath: String)
    case resource(path: String, bundleURL: URL, filePath: String)
    /// A trace of a corpus, found already; it is only replayed.
    case corpus(TraceFile)

    /// The path as the test named it.
    var path: String {
        switch self {
        case .file(let path, _), .resource(let path, _, _): path
        case .corpus(let file): file.path
        }
    }

    /// The trace file.
    /// - Throws: `TraceTestingError` when it is not found.
    func file() throws(TraceTestingError) -> TraceFile {
        switch self {
        case .file(let path, let filePath):
            return try TraceFile(path, filePath: filePath)
        case .resource(let path, let bundleURL, _):
            guard let bundle = Bundle(url: bundleURL) else { throw .notInBundle(path: path, bundle: bundleURL.path) }
            return try TraceFile(resource: path, bundle: bundle)
        case .corpus(let file):
            return file
        }
    }

    /// Whether a test in `mode` records its trace, whose file is `existing`
    /// (nil when it is nowhere to be found): always in `all`, when it is
    /// missing in `missing`, never in `never`.
    static func records(in mode: TraceRecordMode, existing: URL?) -> Bool {
        mode == .all || (mode == .missing && existing == nil)
    }

    /// The trace's file when it exists, nil when it is nowhere to be found.
    func existingFile() -> URL? {
        try? file().url
    }

    /// Where a recording belongs in the repository: over the file found from
    /// the test file when it exists (mode `all`), else beside the test file
    /// under the path the test names; an absolute path as it is.
    func recordingURL(existing: URL?) -> URL {
        switch self {
        case .file(let path, let filePath):
            if let existing { return existing }
            return Self.beside(filePath, path)
        case .resource(let path, _, let filePath):
            return Self.beside(filePath, path)
        case .corpus(let file):
            return file.url
        }
    }

    private static func beside(_ filePath: String, _ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    }
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

extension TraceService {
    /// What `expectTracePasses` and `XCTAssertTracePasses` do with a live
    /// service: verify the trace when the mode replays it, else record a
    /// refresh of the Discover engine over the live service.
    /// - Returns: the report (nil when it recorded) and what to report.
    static func checkOrRecord(
        _ source: TraceSource, record: TraceRecordMode?, live: LiveService, policy: FailurePolicy?, batchSize: Int?
    ) async throws -> (VerificationReport?, TraceTestResult) {
        let mode = try TraceRecordMode.resolved(record)
        if !TraceSource.records(in: mode, existing: source.existingFile()) {
            return try await source.file().check(policy: policy, batchSize: batchSize)
        }
        let traced = try await TraceService(source: source, record: mode, live: live, allowingUnusedCalls: true)
        let feed = traced.makeFeed()
        _ = await feed.refresh()
        return (nil, traced.finish())
    }
}
