import DeepCutVerify

/// `authorization`: calls refused for authorization, and the calls made
/// after the first refusal (Docs/Lints.md).
enum AuthorizationLint: TraceLint {
    static let id = "authorization"
    static let unit = LintUnit.calls
    static let meaning = """
        MusicKit refused before any request was made (access denied, no subscription, no \
        account): nothing loads, and every call made after the first refusal is refused the same way.
        """
    static let fix = """
        Check MusicAuthorization.currentStatus (ask with MusicAuthorization.request()) and \
        MusicSubscription.current.canPlayCatalogContent before a refresh, stop at the first \
        refusal, and tell the user what to allow.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let refused = facts.calls.filter {
            if case .failure(.authorization) = $0.outcome { return true }
            return false
        }
        guard let first = refused.first else { return nil }
        let after = facts.calls.count { $0.seq > first.seq }
        let evidence = refused.map { call in
            let answer = if case .failure(let error) = call.outcome { TraceInspection.group(error) } else { "" }
            return facts.evidence(call.seq, artistID: nil, "\(call.method.rawValue): \(answer)")
        }
        return (refused.count, "\(plural(refused.count, "call")) refused for authorization; "
            + "\(plural(after, "call")) made after the first refusal (seq \(first.seq))", evidence)
    }
}
