import DeepCutKit

/// One service call of a trace: Docs/TraceFormat.md "Calls".
///
/// The request and the outcome always fit each other (a `fetchTracks` call
/// answers tracks or throws): the initializer checks it, and they can only be
/// replaced together through `init`. Equality and hashing are synthesized:
/// they compare every stored property.
public struct TraceCall: Hashable, Sendable {
    /// Numbers the calls in the order they started; unique within a trace, ≥ 0.
    public var seq: Int
    /// The method and its arguments.
    public private(set) var request: TraceRequest
    /// The answer or the error.
    public private(set) var outcome: TraceOutcome
    /// Seconds from the capture's `startedAt` when the call started (≥ 0), when recorded.
    public var at: Double?
    /// How long the device waited for the answer, in milliseconds (≥ 0), when recorded.
    public var durationMs: Double?
    /// Keys of the call object that the format does not define, in document order.
    public var unknownKeys: JSONObject
    /// Unknown keys of the objects inside the call (`args`, `result`, `error`,
    /// and the DTOs of the result), by path relative to the call.
    public var nestedUnknownKeys: NestedUnknownKeys

    /// Creates a call.
    /// - Precondition: `outcome` fits `request.method` (`TraceOutcome.fits(_:)`).
    public init(
        seq: Int, request: TraceRequest, outcome: TraceOutcome, at: Double? = nil, durationMs: Double? = nil,
        unknownKeys: JSONObject = JSONObject(), nestedUnknownKeys: NestedUnknownKeys = NestedUnknownKeys()
    ) {
        precondition(outcome.fits(request.method), "a \(request.method.rawValue) call cannot answer \(outcome)")
        self.seq = seq
        self.request = request
        self.outcome = outcome
        self.at = at
        self.durationMs = durationMs
        self.unknownKeys = unknownKeys
        self.nestedUnknownKeys = nestedUnknownKeys
    }

    /// The method called.
    public var method: MusicLibraryMethod { request.method }

    /// Replaces a result by an empty one of the same kind (an error is kept),
    /// so that a replaying service that has handed the result out no longer
    /// holds its values.
    package mutating func releaseResult() {
        if case .success(let result) = outcome { outcome = .success(result.released) }
    }
}
