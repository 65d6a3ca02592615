import DeepCutKit
import DeepCutTrace

/// One recorded answer to a request: what the call answered or threw, how
/// long it took on the device, and which of the world's sources recorded it.
public struct WorldAnswer: Hashable, Sendable {
    /// The answer or the error, exactly as the trace recorded it.
    public var outcome: TraceOutcome
    /// How long the device waited for it, in milliseconds, when recorded.
    public var durationMs: Double?
    /// The index in `MusicWorld.sources` of the trace that recorded it.
    public var source: Int

    /// Creates an answer.
    public init(outcome: TraceOutcome, durationMs: Double? = nil, source: Int = 0) {
        self.outcome = outcome
        self.durationMs = durationMs
        self.source = source
    }

    /// Whether the answer is an error.
    public var isError: Bool {
        if case .failure = outcome { true } else { false }
    }
}

/// Two sources that recorded different answers to the same request: the
/// later source's answers are the world's, and the earlier ones are kept here
/// so that a merge never drops what a recording saw (Docs/WorldFormat.md "Merging").
public struct WorldConflict: Hashable, Sendable {
    /// The request both sources answered.
    public var request: TraceRequest
    /// The source whose answers the world kept (the later one).
    public var kept: Int
    /// The answers the later source replaced, each naming its source.
    public var replaced: [WorldAnswer]

    /// Creates a conflict.
    public init(request: TraceRequest, kept: Int, replaced: [WorldAnswer]) {
        self.request = request
        self.kept = kept
        self.replaced = replaced
    }
}

/// Where a world's answers come from: one trace, named as a person knows it.
public struct WorldSource: Hashable, Sendable {
    /// The trace's file name or path, as given when the world was made.
    public var name: String
    /// The trace's `capture.title`.
    public var title: String
    /// The trace's `capture.origin`.
    public var origin: TraceCapture.Origin
    /// How many calls the trace holds.
    public var calls: Int

    /// Creates a source.
    public init(name: String, title: String, origin: TraceCapture.Origin, calls: Int) {
        self.name = name
        self.title = title
        self.origin = origin
        self.calls = calls
    }
}
