import DeepCutKit
import DeepCutTrace

/// The app's live music service, for a test that records its trace
/// (`TraceRecordMode.missing` or `.all`), with what the recording's header
/// says of it. The service is made only when the test records.
///
/// ```swift
/// @Test(.replaying(.file("Traces/banner.json"), record: .missing, live: LiveService { AppleMusicService() }))
/// ```
public struct LiveService: Sendable {
    /// Makes the service the recorder wraps; called once per recording test.
    public var makeService: @MainActor @Sendable () async throws -> any MusicLibraryService
    /// How the recording is made, for its `capture.origin`: `device` when the
    /// service is a phone's MusicKit, `synthetic` (the default) when it is a
    /// mock or a simulator's stand-in.
    public var origin: TraceCapture.Origin
    /// The app's version, for `capture.app`.
    public var app: String?
    /// The device, for `capture.device` (`iPhone 16 Pro`).
    public var device: String?
    /// The engine settings the test runs with: recorded in the trace's
    /// `engine`, and given back, when it replays, by `TraceService.configuration`.
    public var engine: TraceEngineSettings

    /// Describes the live service.
    /// - Parameters:
    ///   - origin: `capture.origin` of the recordings (`synthetic` unless the service is a phone's MusicKit).
    ///   - app: `capture.app`, the app's version.
    ///   - device: `capture.device`.
    ///   - engine: the engine settings the test runs with (the engine's defaults when a setting is absent).
    ///   - makeService: makes the live service; called only when the test records.
    public init(
        origin: TraceCapture.Origin = .synthetic, app: String? = nil, device: String? = nil,
        engine: TraceEngineSettings = TraceEngineSettings(),
        _ makeService: @escaping @MainActor @Sendable () async throws -> any MusicLibraryService
    ) {
        self.makeService = makeService
        self.origin = origin
        self.app = app
        self.device = device
        self.engine = engine
    }
}
