import DeepCutKit

/// The closest name to a mistyped one, for "did you mean feedCount?".
///
/// Names are compared without regard to ASCII case, by the number of
/// single-character insertions, deletions, substitutions and swaps of two
/// neighbours (optimal string alignment distance). A name is suggested only
/// when it is close enough to be a plausible typo: at most a third of the
/// longer name's length, and at least 1 (case alone is distance 0).
package enum KeySuggestion {
    /// The candidate closest to `name`, or nil when none is close; ties go to
    /// the candidate listed first.
    /// - Complexity: O(n · m) per candidate, for names of a few characters.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased().unicodeScalars)
            let distance = EditDistance.between(typed, target)
            let limit = max(1, max(typed.count, target.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }
}
