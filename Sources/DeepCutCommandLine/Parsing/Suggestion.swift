import DeepCutKit

/// "Did you mean …": the known word closest to a mistyped one.
///
/// Candidates come from what the program already knows, never from a list kept
/// here: a command's options are those its signature declares, and a program's
/// subcommands those it lists.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance (insertions, deletions,
    /// substitutions, and swaps of two neighbours), when it is near enough to be
    /// a typo: none for one letter after a dash, at most 1 edit up to 4 characters,
    /// else at most 2 (3 past 8 characters).
    /// Ties go to the first candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 2 ? 0 : word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = EditDistance.between(Array(word), Array(candidate))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'verify'?`, or nothing.
    package static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
