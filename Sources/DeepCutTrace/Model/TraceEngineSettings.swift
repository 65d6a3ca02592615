/// The engine settings the app ran with when it recorded: Docs/TraceFormat.md
/// `engine`. The replay uses them unless the command line overrides them;
/// an absent setting means the default of Docs/EngineRules.md.
public struct TraceEngineSettings: Hashable, Sendable {
    /// Artists checked per refresh (≥ 1), when given.
    public var batchSize: Int?
    /// How old the library snapshot may get, in seconds (≥ 0), when given.
    public var snapshotTTL: Double?
    /// Keys the format does not define here, in document order; written back after the known keys.
    public var unknownKeys: JSONObject

    /// Creates settings.
    public init(batchSize: Int? = nil, snapshotTTL: Double? = nil, unknownKeys: JSONObject = JSONObject()) {
        self.batchSize = batchSize
        self.snapshotTTL = snapshotTTL
        self.unknownKeys = unknownKeys
    }
}
