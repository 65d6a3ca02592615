/// Where a trace came from: Docs/TraceFormat.md `capture`.
public struct TraceCapture: Hashable, Sendable {
    /// How the trace was made.
    public enum Origin: String, Hashable, Sendable, CaseIterable {
        /// Recorded on a phone.
        case device
        /// Rebuilt by hand from a device's published diagnostics.
        case reconstructed
        /// Generated.
        case synthetic
    }

    /// How the trace was made.
    public var origin: Origin
    /// One line saying what the session shows.
    public var title: String
    /// When the session started: the replay clock's zero.
    public var startedAt: TraceTimestamp
    /// The app's version, free text.
    public var app: String?
    /// The device, free text (`iPhone 16 Pro`).
    public var device: String?
    /// The system, free text (`iOS 18.5`).
    public var os: String?
    /// The Apple Music storefront, free text (normally two letters, `us`).
    public var storefront: String?
    /// Anything else worth saying.
    public var notes: String?
    /// Keys the format does not define here, in document order; written back after the known keys.
    public var unknownKeys: JSONObject

    /// Creates a capture.
    public init(
        origin: Origin, title: String, startedAt: TraceTimestamp,
        app: String? = nil, device: String? = nil, os: String? = nil,
        storefront: String? = nil, notes: String? = nil, unknownKeys: JSONObject = JSONObject()
    ) {
        self.origin = origin
        self.title = title
        self.startedAt = startedAt
        self.app = app
        self.device = device
        self.os = os
        self.storefront = storefront
        self.notes = notes
        self.unknownKeys = unknownKeys
    }
}
