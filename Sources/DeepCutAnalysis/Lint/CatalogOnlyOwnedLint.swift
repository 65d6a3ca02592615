import DeepCutVerify

/// `catalog-only-owned`: catalog answers that hold only albums the user owns,
/// for most of the artists that own anything (Docs/Lints.md).
///
/// Counted over each artist's last answered check that holds at least one
/// album, for the artists that own at least one library album.
enum CatalogOnlyOwnedLint: TraceLint {
    static let id = "catalog-only-owned"
    static let unit = LintUnit.artists
    static let meaning = """
        The "catalog" answers look like the library: they hold the albums the user already owns \
        and nothing else, so there are no cuts and the Discover tab stays empty. preferredSource \
        is a preference, not a guarantee; these answers were probably served from the library.
        """
    static let fix = """
        Check on the device what libraryArtist.with([.albums], preferredSource: .catalog) returns \
        (print total / owned / cuts); if it is the library's albums, ask the catalog itself \
        (MusicCatalogResourceRequest<Artist> with the artist's catalog id, or a \
        MusicCatalogSearchRequest by name) and load .albums there.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let owners = facts.checks.filter { $0.ownedInLibrary > 0 && $0.match.total > 0 }
        let onlyOwned = owners.filter { $0.match.owned == $0.match.total }
        guard owners.count >= LintThresholds.catalogOnlyOwnedMinimumArtists,
              Double(onlyOwned.count) > LintThresholds.catalogOnlyOwnedShare * Double(owners.count)
        else { return nil }
        let evidence = onlyOwned.map { check in
            facts.evidence(check.seq, artistID: check.artistID,
                           "\(plural(check.match.total, "album")), all owned")
        }
        return (onlyOwned.count, "\(onlyOwned.count) of the \(plural(owners.count, "artist")) that own something "
            + "got a catalog answer holding only albums they own", evidence)
    }
}
