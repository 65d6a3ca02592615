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
            let distance = Self.distance(typed, target)
            let limit = max(1, max(typed.count, target.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance between two scalar arrays.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
