import DeepCutKit
import Foundation

/// A `MusicLibraryService` that wraps another and records every call into a
/// trace: the decorator the app installs on a device to capture a session.
///
/// Each call is forwarded exactly once; the answer is returned, and the error
/// rethrown, exactly as the wrapped service gave them. What is recorded:
/// - `seq` when the call starts, so concurrent calls are numbered in the
///   order they started;
/// - the call (method, argument ids, result or error) when it finishes, so
///   `calls` is in finishing order; a thrown `MusicServiceError` is recorded
///   as it is, `CancellationError` as `cancelled`, anything else as `other`
///   with its printed text;
/// - `at`, seconds from `capture.startedAt` at the start (rounded to the
///   microsecond, never below 0), and `durationMs` (rounded to the
///   microsecond), both from `clock`.
///
/// The header goes to the sink when the recorder is created, each call's line
/// when it finishes, each session step's entry when the Discover engine
/// reports it (the recorder is the engine's `actionObserver`), and, when
/// created with `recordsDiagnostics`, each library read's artist count and
/// each successful artist check's numbers as diagnostic entries when the
/// engine reports them; the tail in `finish(diagnostics:session:)`. The recorder
/// keeps nothing of a call once its line is written: its memory holds the
/// calls in flight only, however long the session runs. A sink that
/// fails does not disturb the app: the first failure is kept in
/// `recordingFailure` and thrown by `finish`. Calls that finish after
/// `finish` are forwarded but not recorded.
@MainActor
public final class RecordingMusicLibraryService: MusicLibraryService {
    /// The service every call is forwarded to.
    public let wrapped: any MusicLibraryService
    /// Where the recording comes from; `startedAt` is the zero of every call's `at`.
    public let capture: TraceCapture
    /// The engine settings recorded in the header, when known.
    public let engine: TraceEngineSettings?
    /// Where the trace's bytes go.
    public let sink: any TraceSink
    /// How many calls have finished and been handed to the sink.
    public private(set) var recordedCallCount = 0
    /// How many session steps have been handed to the sink, each among the
    /// calls as it finished (see `discoverActionDidFinish(_:)`).
    public internal(set) var recordedStepCount = 0
    /// Whether the engine's library reads and artist checks are written as
    /// diagnostic entries among the calls (Docs/TraceFormat.md "Recorded diagnostics").
    public let recordsDiagnostics: Bool
    /// How many diagnostic entries have been handed to the sink.
    public internal(set) var recordedDiagnosticCount = 0
    /// Told each diagnostic recorded, as the console line a diagnostic build
    /// prints (`DiagnosticConsoleLine`, Docs/ConsoleDiagnostics.md); set it to
    /// print them, as the posts' diagnostic build did.
    public var diagnosticLineHandler: (@MainActor (String) -> Void)?
    /// The first error the sink threw, if any.
    public private(set) var recordingFailure: (any Error)?
    /// Whether `finish` was called.
    public private(set) var isFinished = false

    private let clock: any EngineClock
    private var nextSeq = 0

    /// Starts recording: writes the trace's header to `sink`.
    /// - Parameters:
    ///   - service: the service to forward calls to.
    ///   - capture: where the trace comes from; `startedAt` is the zero of `at`.
    ///   - engine: the engine settings to record, when known.
    ///   - sink: where the trace's bytes go.
    ///   - clock: the time source for `at` and `durationMs`.
    ///   - recordsDiagnostics: write the engine's diagnostics among the calls as the session goes.
    public init(
        wrapping service: any MusicLibraryService, capture: TraceCapture, engine: TraceEngineSettings? = nil,
        sink: any TraceSink, clock: any EngineClock, recordsDiagnostics: Bool = false
    ) {
        wrapped = service
        self.recordsDiagnostics = recordsDiagnostics
        self.capture = capture
        self.engine = engine
        self.sink = sink
        self.clock = clock
        write(TraceWriter.headerBytes(for: Trace(capture: capture, engine: engine)))
    }

    /// Starts recording into a new file (replacing one that exists).
    /// - Throws: `TraceWriteError.cannotCreate` when the file cannot be created.
    public convenience init(
        wrapping service: any MusicLibraryService, capture: TraceCapture, engine: TraceEngineSettings? = nil,
        fileURL: URL, clock: any EngineClock, recordsDiagnostics: Bool = false
    ) throws(TraceWriteError) {
        let sink = try FileTraceSink(creatingFileAt: fileURL)
        self.init(wrapping: service, capture: capture, engine: engine, sink: sink, clock: clock,
                  recordsDiagnostics: recordsDiagnostics)
    }

    /// Ends the trace: writes the closing `]`, the diagnostics and session
    /// when given, and closes the sink. When the recorder recorded the
    /// session's steps among the calls, those are the session: leave
    /// `session` nil; when it recorded diagnostic entries, those are the
    /// diagnostics: leave `diagnostics` nil.
    /// - Throws: `TraceWriteError.alreadyFinished` the second time;
    ///   `.sessionAlreadyRecorded` when given a session after steps were
    ///   recorded (the trace is finished with the recorded steps);
    ///   `.diagnosticsAlreadyRecorded` likewise for diagnostics; the first
    ///   error the sink threw during the recording, or while finishing.
    public func finish(diagnostics: TraceDiagnostics? = nil, session: [SessionStep]? = nil) throws {
        guard !isFinished else { throw TraceWriteError.alreadyFinished }
        isFinished = true
        let conflict = session != nil && recordedStepCount > 0
        let diagnosticsConflict = diagnostics != nil && recordedDiagnosticCount > 0
        write(TraceWriter.tailBytes(diagnostics: diagnosticsConflict ? nil : diagnostics, session: conflict ? nil : session))
        do {
            try sink.close()
        } catch {
            if recordingFailure == nil { recordingFailure = error }
        }
        if let recordingFailure { throw recordingFailure }
        if conflict { throw TraceWriteError.sessionAlreadyRecorded(steps: recordedStepCount) }
        if diagnosticsConflict { throw TraceWriteError.diagnosticsAlreadyRecorded(entries: recordedDiagnosticCount) }
    }

    // MARK: MusicLibraryService

    /// Forwards and records `fetchLibraryArtists()`.
    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        try await record(.fetchLibraryArtists, { .artists($0) }) { try await self.wrapped.fetchLibraryArtists() }
    }

    /// Forwards and records `fetchLibraryAlbums()`.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        try await record(.fetchLibraryAlbums, { .albums($0) }) { try await self.wrapped.fetchLibraryAlbums() }
    }

    /// Forwards and records `fetchPlaylist(named:)` with args `{"name"}`.
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        try await record(.fetchPlaylist(name: name), { .playlist($0) }) { try await self.wrapped.fetchPlaylist(named: name) }
    }

    /// Forwards and records `fetchRecentlyPlayed()`.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        try await record(.fetchRecentlyPlayed, { .tracks($0) }) { try await self.wrapped.fetchRecentlyPlayed() }
    }

    /// Forwards and records `fetchCatalogReleases(for:)` with args `{"artistID": artist.id}`.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        try await record(.fetchCatalogReleases(artistID: artist.id), { .catalogReleases($0) }) {
            try await self.wrapped.fetchCatalogReleases(for: artist)
        }
    }

    /// Forwards and records `fetchTracks(forCatalogAlbum:)` with args `{"albumID"}`.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        try await record(.fetchTracks(albumID: albumID), { .tracks($0) }) {
            try await self.wrapped.fetchTracks(forCatalogAlbum: albumID)
        }
    }

    /// Forwards and records `addTracksToLibrary(_:)` with args `{"trackIDs"}`.
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        try await record(.addTracksToLibrary(trackIDs: tracks.map(\.id)), { .written }) {
            try await self.wrapped.addTracksToLibrary(tracks)
        }
    }

    /// Forwards and records `addTracksToPlaylist(_:playlist:)` with args `{"trackIDs", "playlistID"}`.
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await record(.addTracksToPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id), { .written }) {
            try await self.wrapped.addTracksToPlaylist(tracks, playlist: playlist)
        }
    }

    /// Forwards and records `removeTracksFromPlaylist(_:playlist:)` with args `{"trackIDs", "playlistID"}`.
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await record(.removeTracksFromPlaylist(trackIDs: tracks.map(\.id), playlistID: playlist.id), { .written }) {
            try await self.wrapped.removeTracksFromPlaylist(tracks, playlist: playlist)
        }
    }

    // MARK: Recording

    /// The error as the trace records it.
    static func recordedError(_ error: any Error) -> MusicServiceError {
        if let error = error as? MusicServiceError { return error }
        if error is CancellationError { return .cancelled }
        return .other(detail: String(describing: error))
    }

    private func record<Value>(
        _ request: TraceRequest, _ result: (Value) -> TraceResult, _ forward: () async throws -> Value
    ) async throws -> Value {
        let seq = nextSeq
        nextSeq += 1
        let start = clock.now
        do {
            let value = try await forward()
            finishCall(seq: seq, request: request, outcome: .success(result(value)), start: start)
            return value
        } catch {
            finishCall(seq: seq, request: request, outcome: .failure(Self.recordedError(error)), start: start)
            throw error
        }
    }

    private func finishCall(seq: Int, request: TraceRequest, outcome: TraceOutcome, start: Date) {
        guard !isFinished else { return }
        let at = Self.microseconds(max(0, start.timeIntervalSince(capture.startedAt.date)))
        let durationMs = (max(0, clock.now.timeIntervalSince(start)) * 1_000_000).rounded() / 1000
        let call = TraceCall(seq: seq, request: request, outcome: outcome, at: at, durationMs: durationMs)
        write(TraceWriter.callBytes(call, isFirst: recordedEntryCount == 0))
        recordedCallCount += 1
    }

    /// How many elements of `calls` have been written: calls, steps and diagnostics.
    var recordedEntryCount: Int { recordedCallCount + recordedStepCount + recordedDiagnosticCount }

    /// Rounds to six decimals, so that files stay tidy and deterministic.
    package static func microseconds(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    func write(_ bytes: [UInt8]) {
        do {
            try sink.append(bytes)
        } catch {
            if recordingFailure == nil { recordingFailure = error }
        }
    }
}
