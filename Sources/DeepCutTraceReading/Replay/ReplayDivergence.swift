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
/// `seq`), so that `fetchCatalogReleases(artistID: "1440935467")` against a
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

    /// The closest `limit` candidates to `request` among `candidates`, deterministically ordered.
    package static func closestCandidates(to request: TraceRequest, among candidates: [Candidate], limit: Int = 3) -> [Candidate] {
        let target = Array(request.argumentsDescription.unicodeScalars)
        let ranked = candidates.map { candidate -> (candidate: Candidate, distance: Int, prefix: Int, seq: Int) in
            let text = Array(candidate.request.argumentsDescription.unicodeScalars)
            return (candidate, EditDistance.between(target, text), commonPrefix(target, text), candidate.seqs.first ?? 0)
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
