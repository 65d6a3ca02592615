import DeepCutTrace

/// One call a `ReplayMusicLibraryService` was asked, and how it was answered:
/// the lines of a `--verbose` listing, in the order the calls were asked.
public struct ReplayLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// How the call was answered.
    public enum Answer: Hashable, Sendable {
        /// By the recorded call with this `seq`, with its outcome.
        case recorded(seq: Int, outcome: TraceOutcome)
        /// Not at all: the trace does not hold it.
        case diverged(ReplayDivergence)
    }

    /// The call asked for.
    public var request: TraceRequest
    /// How it was answered.
    public var answer: Answer

    /// Creates an entry.
    public init(request: TraceRequest, answer: Answer) {
        self.request = request
        self.answer = answer
    }

    /// The `seq` of the recorded call that answered, or nil for a divergence.
    public var seq: Int? {
        if case .recorded(let seq, _) = answer { seq } else { nil }
    }

    /// `seq 3  fetchCatalogReleases(artistID: "r.Ab12Cd") → HTTP 404 Resource Not Found (40400)`,
    /// or `diverged  fetchTracks(albumID: "1") → not in the trace`.
    public var description: String {
        switch answer {
        case .recorded(let seq, let outcome): "seq \(seq)  \(request) → \(outcome.summary)"
        case .diverged: "diverged  \(request) → not in the trace"
        }
    }
}
