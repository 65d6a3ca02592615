import Foundation

/// Why `bless` wrote nothing: the file is left as it was.
package enum BlessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The replay diverged from the trace at this step: the engine asked for
    /// a call the trace does not hold, so there is no result to bless.
    case diverged(stepNumber: Int, message: String)
    /// The session has no steps (`"session": []`): nothing to write expectations on.
    case emptySession

    /// A message for a person.
    package var description: String {
        switch self {
        case .diverged(let step, let message):
            "the replay diverged at step \(step), so there is no result to write as expectations: \(message)"
        case .emptySession:
            "the session has no steps (\"session\": []): there is no step to write an expect on; add steps, or remove "
                + "\"session\" to replay one refresh"
        }
    }
}

extension BlessError: LocalizedError {
    /// The same message as `description`.
    package var errorDescription: String? { description }
}
