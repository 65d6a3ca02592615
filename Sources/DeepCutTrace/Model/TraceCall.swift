import DeepCutKit
import DeepCutStorage

/// One service call of a trace: Docs/TraceFormat.md "Calls".
///
/// The request and the outcome always fit each other (a `fetchTracks` call
/// answers tracks or throws): the initializer checks it, and they can only be
/// replaced together through `init`.
///
/// A call read from a document holds the albums of its answer packed
/// (`PackedAlbums`) and makes them values each time `outcome` is read.
/// Equality and hashing compare outcomes as values, however they are held,
/// without making values of packed albums to hash them, or to compare two
/// packed lists with the same bytes (`StoredOutcome`).
public struct TraceCall: Hashable, Sendable {
    /// Numbers the calls in the order they started; unique within a trace, ≥ 0.
    public var seq: Int
    /// The method and its arguments.
    public private(set) var request: TraceRequest
    /// The answer or the error.
    /// - Complexity: O(n) in the answer's albums for a call read from a
    ///   document (they are made values on each read); O(1) otherwise.
    public var outcome: TraceOutcome { stored.outcome }
    /// The outcome as held.
    package private(set) var stored: StoredOutcome
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
        self.init(seq: seq, request: request, stored: .value(outcome), at: at, durationMs: durationMs,
                  unknownKeys: unknownKeys, nestedUnknownKeys: nestedUnknownKeys)
    }

    /// Creates a call whose outcome is held as `stored` (the reader's packed albums).
    package init(
        seq: Int, request: TraceRequest, stored: StoredOutcome, at: Double?, durationMs: Double?,
        unknownKeys: JSONObject, nestedUnknownKeys: NestedUnknownKeys
    ) {
        precondition(stored.fits(request.method), "a \(request.method.rawValue) call cannot answer \(stored.outcome)")
        self.seq = seq
        self.request = request
        self.stored = stored
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
        stored = stored.released
    }

    /// Compares every field, outcomes as values.
    public static func == (lhs: TraceCall, rhs: TraceCall) -> Bool {
        lhs.seq == rhs.seq && lhs.request == rhs.request && lhs.at == rhs.at && lhs.durationMs == rhs.durationMs
            && lhs.unknownKeys == rhs.unknownKeys && lhs.nestedUnknownKeys == rhs.nestedUnknownKeys
            && lhs.stored == rhs.stored
    }

    /// Hashes every field, the outcome as values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(seq)
        hasher.combine(request)
        hasher.combine(stored)
        hasher.combine(at)
        hasher.combine(durationMs)
        hasher.combine(unknownKeys)
        hasher.combine(nestedUnknownKeys)
    }
}
