import DeepCutVerify

/// `capped-discography`: catalog answers of exactly one page of the albums
/// relationship, or marked `hasMore`, never followed by the next page
/// (Docs/Lints.md).
///
/// The format records one answer per check, whatever pages the service
/// fetched; so an artist is named when its last answered check says
/// `hasMore` or holds exactly a page size of albums.
enum CappedDiscographyLint: TraceLint {
    static let id = "capped-discography"
    static let unit = LintUnit.artists
    static let meaning = """
        The albums relationship comes in pages (25 by default, 100 at most) with a next link; \
        with([.albums]) returns the first page only. A prolific artist's other releases never \
        reach the feed, so their deep cuts are missing and the printed total stops at the page size.
        """
    static let fix = """
        Follow the pages: while albums.hasNextBatch, append try await albums.nextBatch(limit: 100) \
        (MusicItemCollection), and record hasMore only when the last page still had a next link.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let capped = facts.checks.filter {
            $0.releases.hasMore || LintThresholds.albumPageSizes.contains($0.releases.albums.count)
        }
        guard !capped.isEmpty else { return nil }
        let evidence = capped.map { check in
            facts.evidence(check.seq, artistID: check.artistID,
                           plural(check.releases.albums.count, "album") + (check.releases.hasMore ? ", hasMore" : ", no next page"))
        }
        return (capped.count, "\(plural(capped.count, "artist")) got one page of albums and no next page", evidence)
    }
}
