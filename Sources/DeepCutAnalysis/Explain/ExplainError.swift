/// Why `explain` cannot explain what it was asked: each a sentence for the person who asked (exit 64).
package enum ExplainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--step N` past the session's last step.
    case stepPastEnd(step: Int, steps: Int)
    /// `--artist` names no artist of the library.
    case unknownArtist(String, suggestion: String?)
    /// `--artist` names several artists.
    case ambiguousArtist(String, ids: [String])

    /// The sentence.
    package var description: String {
        switch self {
        case .stepPastEnd(let step, let steps):
            "there is no step \(step): the session has \(steps == 1 ? "1 step" : "\(steps) steps")"
        case .unknownArtist(let artist, let suggestion):
            "no artist of the library has the id or name '\(artist)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .ambiguousArtist(let name, let ids):
            "several artists are named '\(name)' (\(ids.joined(separator: ", "))): give one id"
        }
    }
}
