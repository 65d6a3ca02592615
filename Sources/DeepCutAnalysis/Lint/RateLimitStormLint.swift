import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `rate-limit-storm`: a refresh with many HTTP 429 answers, with the longest
/// run of them (Docs/Lints.md).
enum RateLimitStormLint: TraceLint {
    static let id = "rate-limit-storm"
    static let unit = LintUnit.calls
    static let meaning = """
        Apple Music throttled the refresh: too many requests went out at once, checks failed \
        and were retried into more refusals, and artists were left unchecked. The 429 answer \
        carries no Retry-After, so nothing tells the app how long to wait.
        """
    static let fix = """
        Ask less per refresh: a smaller engine batchSize (artists checked per refresh) and \
        maxConcurrentChecks, and a longer retryDelay with few maxRetries; the next refreshes \
        check the rest of the library.
        """

    /// Whether a call was answered HTTP 429.
    static func isRateLimited(_ call: TraceCall) -> Bool {
        if case .failure(.http(429, _, _, _)) = call.outcome { return true }
        return false
    }

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let storms = facts.refreshes.map { facts.calls[$0].filter(isRateLimited) }
            .filter { $0.count >= LintThresholds.rateLimitStormMinimum }
        guard !storms.isEmpty else { return nil }
        // The longest run of consecutive calls (in seq order) answered 429.
        var longest: ArraySlice<TraceCall> = [], start = 0
        for index in facts.calls.indices {
            if !isRateLimited(facts.calls[index]) {
                start = index + 1
            } else if index + 1 - start > longest.count {
                longest = facts.calls[start...index]
            }
        }
        let total = storms.reduce(0) { $0 + $1.count }
        let most = storms.map(\.count).max() ?? 0
        let settings = facts.trace.engine?.batchSize.map { "batchSize \($0)" } ?? "the default batchSize"
        let run = longest.count == 1 ? "1 call" : "\(longest.count) calls in a row (seq \(longest.first!.seq)–\(longest.last!.seq))"
        let evidence = storms.joined().map { call in
            let artistID: String? = if case .fetchCatalogReleases(let id) = call.request { id } else { nil }
            return facts.evidence(call.seq, artistID: artistID, "\(call.method.rawValue): HTTP 429")
        }
        return (total, "\(plural(total, "HTTP 429 answer")) in \(plural(storms.count, "refresh")) "
            + "(at most \(most) in one, with \(settings)); longest run: \(run)", evidence)
    }
}
