import DeepCutKit

/// How a `WorldMusicService` answers what the recordings did not say: a call
/// no trace made, recorded errors, and how long answers take.
public struct WorldServiceOptions: Hashable, Sendable {
    /// What a call that no recording made gets (Docs/WorldFormat.md "Unrecorded calls").
    public var unrecorded: UnrecordedAnswer
    /// Whether recorded errors are given back.
    public var recordedErrors: RecordedErrors
    /// How long an answer takes.
    public var latency: WorldLatency

    /// Creates options; by default an unrecorded call gets an empty answer marked
    /// unrecorded, recorded errors are given back, and nothing waits.
    public init(
        unrecorded: UnrecordedAnswer = .empty, recordedErrors: RecordedErrors = .asRecorded, latency: WorldLatency = .none
    ) {
        self.unrecorded = unrecorded
        self.recordedErrors = recordedErrors
        self.latency = latency
    }
}

/// What a call that no recording made gets: the catalog of an artist never
/// checked, the tracks of an album never opened, a playlist never asked for,
/// a library read a trace lacks.
public enum UnrecordedAnswer: String, Hashable, Sendable, CaseIterable {
    /// An answer with nothing in it (no albums and no more in the catalog, no
    /// tracks, no playlist, an empty library), logged with `"world": "unrecorded"`:
    /// the screen shows an empty state and nothing is invented. The default.
    case empty
    /// HTTP 404 Resource Not Found (code 40400), the error the catalog gives an id
    /// it does not know: the app's error path, as a fault campaign's `http:404`.
    case notFound
    /// The mock's credible sample data (`SampleLibrary.standard`) standing in:
    /// an artist gets one sample artist's releases under its own name and ids
    /// of its own, an album one sample tracklist, a playlist name a new empty
    /// playlist; a library read the sample library's. Chosen by the id, so the
    /// same call always gets the same filler.
    case filler
}

/// Whether recorded errors are given back.
public enum RecordedErrors: String, Hashable, Sendable, CaseIterable {
    /// Each request gets its recorded answers in order, errors included.
    case asRecorded
    /// Errors are passed over: a request gets its recorded successes in order;
    /// one that only ever failed is answered as unrecorded.
    case skipped
}

/// How long an answer takes.
public enum WorldLatency: Hashable, Sendable {
    /// At once.
    case none
    /// The recorded `durationMs` times `scale`, waited on the service's
    /// `EngineClock` (a `VirtualClock` in tests records the wait and returns at
    /// once); an answer without a recorded duration comes at once.
    case recorded(scale: Double)

    /// The seconds to wait for an answer that took `durationMs` on the device.
    func seconds(forRecorded durationMs: Double?) -> Double {
        guard case .recorded(let scale) = self, let durationMs, durationMs.isFinite, scale.isFinite, scale > 0 else {
            return 0
        }
        return durationMs / 1000 * scale
    }
}

extension MusicServiceError {
    /// HTTP 404 as the catalog gives it for an id it does not know, and as a fault
    /// campaign's `http:404` writes it.
    public static let notFound = MusicServiceError.http(status: 404, code: "40400", title: "Resource Not Found")
}
