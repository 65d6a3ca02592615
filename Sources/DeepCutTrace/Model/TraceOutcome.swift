import DeepCutKit

/// How a call ended: the answer, or the error the service threw.
public enum TraceOutcome: Hashable, Sendable {
    /// The call answered (`result` in the trace).
    case success(TraceResult)
    /// The call threw (`error` in the trace).
    case failure(MusicServiceError)

    /// Whether this outcome can end a call of `method`: any error can; an
    /// answer must be of the method's kind.
    public func fits(_ method: MusicLibraryMethod) -> Bool {
        switch self {
        case .success(let result): result.fits(method)
        case .failure: true
        }
    }

    /// A short account for listings: the result's summary, or the error's message.
    public var summary: String {
        switch self {
        case .success(let result): result.summary
        case .failure(let error): error.description
        }
    }
}
