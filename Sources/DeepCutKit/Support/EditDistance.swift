/// How many single-element edits turn one sequence into another, for the
/// "did you mean …?" hints of the reader (keys) and the command line's parser
/// (words), and the replay's nearest calls. It is here, below both, so that the
/// parser needs nothing of the reader.
///
/// The distance counts insertions, deletions, substitutions and swaps of two
/// neighbours (optimal string alignment), so `feedCuont` is 1 from `feedCount`.
package enum EditDistance {
    /// The optimal string alignment distance between `a` and `b`.
    /// - Complexity: O(n · m) time, O(m) memory, for the short words it is used on.
    package static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
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
