import DeepCutKit
import DeepCutTrace
import Foundation

/// A call the trace cannot answer: the replay diverged from the recording
/// (Docs/TraceFormat.md "Replay rules"). Thrown by `ReplayMusicLibraryService`
/// instead of inventing an answer.
///
/// The message names the call, how many times it was asked for and
/// recorded, and what the trace holds for the method: up to three other
/// recorded argument values, closest first (by edit distance between the
/// arguments as printed, then the longer common prefix, then the earlier
/// `seq`; among at most `mostCompared` of them, Docs/TraceFormat.md "Replay rules"), so that `fetchCatalogReleases(artistID: "1440935467")` against a
/// trace of `r.` ids points at the id mix-up.
public struct ReplayDivergence: Error, Hashable, Sendable, CustomStringConvertible {
    /// A recorded argument value of the same method, with the calls that carry it.
    public struct Candidate: Hashable, Sendable {
        /// The recorded request.
        public var request: TraceRequest
        /// The `seq` of every recorded call with this request, ascending.
        public var seqs: [Int]

        /// Creates a candidate.
        public init(request: TraceRequest, seqs: [Int]) {
            self.request = request
            self.seqs = seqs
        }
    }

    /// The call that was asked for.
    public var request: TraceRequest
    /// How many times the trace records this exact call.
    public var recordedCount: Int
    /// How many times it has been asked for, this time included.
    public var askedCount: Int
    /// The `seq` of each recorded call with this exact request, ascending.
    public var recordedSeqs: [Int]
    /// How many calls of the same method the trace holds, any arguments.
    public var methodCallCount: Int
    /// Up to three other recorded argument values of the method, closest first.
    public var closest: [Candidate]

    /// Creates a divergence.
    public init(
        request: TraceRequest, recordedCount: Int, askedCount: Int, recordedSeqs: [Int],
        methodCallCount: Int, closest: [Candidate]
    ) {
        self.request = request
        self.recordedCount = recordedCount
        self.askedCount = askedCount
        self.recordedSeqs = recordedSeqs
        self.methodCallCount = methodCallCount
        self.closest = closest
    }

    /// The method asked for.
    public var method: MusicLibraryMethod { request.method }

    /// `replay diverged: fetchCatalogReleases(artistID: "1440935467") was asked
    /// for 1 time and the trace records it 0 times; the trace holds 2
    /// fetchCatalogReleases calls, closest: artistID: "r.Ab12Cd" (seq 3),
    /// artistID: "r.Zz9Yy8" (seq 4)`.
    public var description: String {
        let method = request.method.rawValue
        var text = "replay diverged: \(request) was asked for \(Self.times(askedCount))"
            + " and the trace records it \(Self.times(recordedCount))"
        if !recordedSeqs.isEmpty { text += " (\(Self.seqList(recordedSeqs)))" }
        text += "; "
        let calls = methodCallCount == 1 ? "1 \(method) call" : "\(methodCallCount) \(method) calls"
        if methodCallCount == 0 {
            text += "the trace holds no \(method) call"
        } else if closest.isEmpty {
            text += "the trace holds \(calls), none with other arguments"
        } else {
            text += "the trace holds \(calls), closest: "
                + closest.map { "\($0.request.argumentsDescription) (\(Self.seqList($0.seqs)))" }.joined(separator: ", ")
        }
        return text
    }

    static func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }

    static func seqList(_ seqs: [Int]) -> String {
        (seqs.count == 1 ? "seq " : "seqs ") + seqs.map(String.init).joined(separator: ", ")
    }

    // MARK: Ranking

    /// The most candidates held against the request by edit distance: a trace of 20,000
    /// artists whose every check diverges would otherwise compare 20,000 × 20,000 arguments.
    /// A method with more recorded argument values compares those nearest the request in
    /// their sorted order (which holds the ones sharing its longest prefix).
    package static let mostCompared = 16
    /// The most characters of an argument's text the edit distance reads.
    package static let mostComparedCharacters = 32

    /// A method's recorded argument values, sorted by their text once, for every
    /// divergence of the method to look among.
    package struct CandidateIndex: Sendable {
        /// The candidates by `argumentsDescription`'s scalars, then `seq`.
        var sorted: [(text: [Unicode.Scalar], candidate: Candidate)]
        /// How many calls of the method the trace holds.
        package var callCount: Int

        /// Sorts `candidates`.
        /// - Complexity: O(n log n) in the candidates.
        package init(_ candidates: [Candidate], callCount: Int) {
            sorted = candidates.map { (Array($0.request.argumentsDescription.unicodeScalars), $0) }
                .sorted { lhs, rhs in
                    lhs.text.lexicographicallyPrecedes(rhs.text, by: { $0.value < $1.value })
                        || (lhs.text == rhs.text && (lhs.candidate.seqs.first ?? 0) < (rhs.candidate.seqs.first ?? 0))
                }
            self.callCount = callCount
        }
    }

    /// The closest `limit` candidates to `request` among `candidates`, deterministically ordered.
    package static func closestCandidates(to request: TraceRequest, among candidates: [Candidate], limit: Int = 3) -> [Candidate] {
        closestCandidates(to: request, in: CandidateIndex(candidates, callCount: candidates.count), limit: limit)
    }

    /// The closest `limit` candidates to `request` in `index`, other than the request itself:
    /// every one when the method has at most `mostCompared`, else the `mostCompared` nearest
    /// it in sorted order; ranked by edit distance over their first `mostComparedCharacters`,
    /// then the longer common prefix, then the earlier `seq`.
    /// - Complexity: O(log n + c · k²) for n candidates, c = `mostCompared`, k = `mostComparedCharacters`.
    package static func closestCandidates(to request: TraceRequest, in index: CandidateIndex, limit: Int = 3) -> [Candidate] {
        let target = Array(request.argumentsDescription.unicodeScalars)
        var window = index.sorted.indices
        if index.sorted.count > mostCompared {
            // The first candidate not before the request, by binary search.
            var low = 0, high = index.sorted.count
            while low < high {
                let middle = (low + high) / 2
                if index.sorted[middle].text.lexicographicallyPrecedes(target, by: { $0.value < $1.value }) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            let start = min(max(0, low - mostCompared / 2), index.sorted.count - mostCompared)
            window = start..<(start + mostCompared)
        }
        let shortTarget = Array(target.prefix(mostComparedCharacters))
        let ranked = index.sorted[window].filter { $0.candidate.request != request }.map { entry in
            (candidate: entry.candidate,
             distance: EditDistance.between(shortTarget, Array(entry.text.prefix(mostComparedCharacters))),
             prefix: commonPrefix(target, entry.text), seq: entry.candidate.seqs.first ?? 0)
        }
        return ranked.sorted { lhs, rhs in
            if (lhs.distance, -lhs.prefix, lhs.seq) != (rhs.distance, -rhs.prefix, rhs.seq) {
                return (lhs.distance, -lhs.prefix, lhs.seq) < (rhs.distance, -rhs.prefix, rhs.seq)
            }
            return lhs.candidate.request.description < rhs.candidate.request.description
        }
        .prefix(limit).map(\.candidate)
    }

    static func commonPrefix<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }
}

extension ReplayDivergence: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
