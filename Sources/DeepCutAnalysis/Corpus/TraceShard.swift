import DeepCutEngine
import DeepCutVerify

/// `verify --shard K/N`: the K-th of N disjoint parts of a corpus, so that N
/// CI machines verify a large corpus in parallel with no coordinator.
///
/// Every machine lists the same traces in the same order, so each computes
/// the same split: the traces, largest first (ties in listing order), each go
/// to the part with the fewest bytes so far (ties to the lowest K). The N
/// parts are disjoint, together they are the corpus, and their sizes differ by
/// at most the largest trace. Within a part, traces keep the listing order.
package struct TraceShard: Hashable, Sendable, CustomStringConvertible {
    /// K, from 1 to `count`.
    package var index: Int
    /// N, at least 1.
    package var count: Int

    /// Creates a shard; `index` must be in `1...count`.
    package init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index))
        self.index = index
        self.count = count
    }

    /// Everything: part 1 of 1.
    package static let whole = TraceShard(index: 1, count: 1)

    /// Reads `K/N`.
    /// - Throws: the message for a usage error.
    package init(parsing text: String) throws(ShardSyntaxError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1 else {
            throw .notAShard(text)
        }
        guard (1...count).contains(index) else { throw .partOutOfRange(text) }
        self.init(index: index, count: count)
    }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }

    /// The files of this shard, in their listing order.
    ///
    /// A part no file went to yet has the least load there is (each file
    /// weighs at least 1), and of those the lowest K is the next one never
    /// used: only the parts used are held, in a heap of (load, K), so that
    /// N costs nothing beyond the number of files.
    /// - Complexity: O(n log n) in the number of files, whatever N is.
    package func select(_ files: [CorpusFile]) -> [CorpusFile] {
        var used = MinHeap<Part>()
        var nextUnused = 0
        var mine: [Int] = []
        let bySize = files.indices.sorted { files[$0].size != files[$1].size ? files[$0].size > files[$1].size : $0 < $1 }
        for position in bySize {
            let weight = max(1, files[position].size)
            let part: Int
            if nextUnused < count {
                part = nextUnused
                nextUnused += 1
                used.insert(Part(load: weight, index: part))
            } else {
                var lightest = used.removeMinimum()
                part = lightest.index
                lightest.load += weight
                used.insert(lightest)
            }
            if part == index - 1 { mine.append(position) }
        }
        return mine.sorted().map { files[$0] }
    }
}

/// A part of a shard split and the bytes it holds so far, ordered by load, then K.
private struct Part: Comparable {
    var load: Int
    var index: Int

    static func < (a: Part, b: Part) -> Bool { a.load != b.load ? a.load < b.load : a.index < b.index }
}

/// A `--shard` value that is not `K/N` with K from 1 to N.
package enum ShardSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not two whole numbers around a slash, or N below 1.
    case notAShard(String)
    /// K is not from 1 to N.
    case partOutOfRange(String)

    /// What was wrong, for a person.
    package var message: String {
        switch self {
        case .notAShard(let text): "--shard takes K/N, e.g. 1/4, with N at least 1 (got '\(text)')"
        case .partOutOfRange(let text): "--shard K/N needs K from 1 to N (got '\(text)')"
        }
    }

    /// What was wrong with a shard read from a file (`$.shard` of a `faults` result), for a person.
    package var description: String {
        switch self {
        case .notAShard(let text): "'\(text.printable)' is not a shard K/N (two whole numbers, N at least 1)"
        case .partOutOfRange(let text): "'\(text.printable)' is not a shard K/N: K must be from 1 to N"
        }
    }
}
