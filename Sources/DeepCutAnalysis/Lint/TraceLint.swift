import DeepCutTrace

/// One MusicKit pitfall a trace can show without being replayed
/// (Docs/Lints.md): a stable id, what it means on the phone, the fix, and the
/// condition, which gives a finding when the trace shows it.
///
/// A new lint is a new conforming type in a file of its own plus one entry in
/// `TraceLints.all`; `lint`, `inspect` and `--deny` find it there.
protocol TraceLint: Sendable {
    /// The stable id users pass to `--deny`: `capped-discography`.
    static var id: String { get }
    /// What `count` counts.
    static var unit: LintUnit { get }
    /// What it means on the phone, in a person's words.
    static var meaning: String { get }
    /// The MusicKit call or the engine setting that avoids it.
    static var fix: String { get }
    /// What the trace shows of it: the places and a summary sentence, or nil when it does not fire.
    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])?
}

/// Every lint, in the order reports list them.
package enum TraceLints {
    /// The lint types. Add a new lint here.
    static let all: [any TraceLint.Type] = [
        LibraryIDToCatalogLint.self,
        CatalogOnlyOwnedLint.self,
        CappedDiscographyLint.self,
        RateLimitStormLint.self,
        NameOnlyOwnershipLint.self,
        OtherArtistReleaseLint.self,
        DuplicateReleaseLint.self,
        RecentlyPlayedBlindLint.self,
        AuthorizationLint.self,
        ProvenanceLint.self,
    ]

    /// Every lint's id, in report order.
    package static var ids: [String] { all.map { $0.id } }

    /// What every lint finds in `trace`, in report order.
    /// - Parameter path: where the trace was found, for the lints that read its folder; nil for none.
    /// - Complexity: O(n log n) in the calls, plus the albums the trace holds.
    package static func findings(in trace: Trace, path: String? = nil) -> [LintFinding] {
        let facts = LintFacts(trace, path: path)
        return all.compactMap { lint in
            lint.examine(facts).map { found in
                LintFinding(id: lint.id, count: found.count, unit: lint.unit, summary: found.summary,
                            evidence: Array(found.evidence.prefix(LintThresholds.evidenceLimit)),
                            meaning: lint.meaning, fix: lint.fix)
            }
        }
    }

    /// The lint with this id, if there is one.
    static func named(_ id: String) -> (any TraceLint.Type)? {
        all.first { $0.id == id }
    }
}
