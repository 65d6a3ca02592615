/// One trace: what the service layer saw during a session, and the session to
/// replay (Docs/TraceFormat.md, version 1).
///
/// Read with `TraceReader`, written with `TraceWriter`; `TraceReader.read`
/// of `TraceWriter.bytes(for:)` gives back an equal trace for every trace that
/// follows the format.
///
/// Equality and hashing are synthesized: they compare every stored
/// property, `truncation` too (a trace read cut short is not the complete one).
public struct Trace: Hashable, Sendable {
    /// The value of `format`.
    public static let formatName = "deepcut-trace"
    /// The only version this module reads and writes.
    public static let supportedVersion = 1

    /// The format version (always `supportedVersion` for a trace this module read).
    public var version: Int
    /// Where the trace came from.
    public var capture: TraceCapture
    /// Every service call, in the document's order (finishing order for a recorder).
    public var calls: [TraceCall]
    /// The engine settings the app ran with, when recorded.
    public var engine: TraceEngineSettings?
    /// What the device printed about the library, when given: the top-level
    /// `diagnostics`, or what the diagnostic entries a recorder wrote among
    /// the calls keep (see `diagnosticsPlacement`).
    public var diagnostics: TraceDiagnostics?
    /// The user actions to replay; nil when the trace has no `session` (which
    /// means one `refresh` with no expectations), empty when it has `[]`.
    public var session: [SessionStep]?
    /// Where the session's steps are written: the top-level `session`, or
    /// among the calls where a recorder wrote them as they finished. A
    /// placement that does not fit the session is written as `topLevel`.
    public var sessionPlacement: SessionPlacement
    /// Where the diagnostics are written: the top-level `diagnostics`, or
    /// among the calls where a recorder wrote them as the session went.
    /// Entries that no longer give `diagnostics` (a tool changed them) are
    /// not written; `diagnostics` is then written at the top level.
    public var diagnosticsPlacement: DiagnosticsPlacement
    /// Top-level keys the format does not define, in document order; written
    /// after the known keys.
    public var unknownKeys: JSONObject
    /// Set by the reader when the document was cut off inside `calls`;
    /// nil for a complete document.
    public var truncation: TraceTruncation?

    /// Creates a trace.
    public init(
        version: Int = Trace.supportedVersion, capture: TraceCapture, calls: [TraceCall] = [],
        engine: TraceEngineSettings? = nil, diagnostics: TraceDiagnostics? = nil, session: [SessionStep]? = nil,
        unknownKeys: JSONObject = JSONObject(), truncation: TraceTruncation? = nil,
        sessionPlacement: SessionPlacement = .topLevel, diagnosticsPlacement: DiagnosticsPlacement = .topLevel
    ) {
        self.sessionPlacement = sessionPlacement
        self.diagnosticsPlacement = diagnosticsPlacement
        self.version = version
        self.capture = capture
        self.calls = calls
        self.engine = engine
        self.diagnostics = diagnostics
        self.session = session
        self.unknownKeys = unknownKeys
        self.truncation = truncation
    }

    /// The session to replay: `session`, or one `refresh` without expectations when absent.
    public var effectiveSession: [SessionStep] {
        session ?? [SessionStep(action: .refresh)]
    }
}
