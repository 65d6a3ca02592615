import DeepCutEngine
import DeepCutVerify

/// `other-artist-release`: albums in an artist's catalog answer credited to
/// another artist (Docs/Lints.md): an album whose normalized `artistName` is
/// not the library artist's normalized name, in each artist's last answered check.
enum OtherArtistReleaseLint: TraceLint {
    static let id = "other-artist-release"
    static let unit = LintUnit.albums
    static let meaning = """
        The albums relationship also lists releases the artist only appears on (another \
        artist's single with a "feat.", a split, a compilation); they become deep cuts the user \
        would never file under this artist.
        """
    static let fix = """
        Load the artist's own releases (the fullAlbums and singles relationships instead of \
        albums), or keep the albums whose artistName is not the artist's apart, as the report's \
        "credited elsewhere" line does.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        var evidence: [LintEvidence] = []
        var artists = 0
        for check in facts.checks {
            guard let name = check.artistName else { continue }
            let own = TitleNormalizer.name(name)
            let others = check.releases.albums.filter { TitleNormalizer.name($0.artistName) != own }
            if !others.isEmpty { artists += 1 }
            for album in others {
                evidence.append(facts.evidence(check.seq, artistID: check.artistID,
                                               "\"\(album.title)\" by \(album.artistName) (\(album.id))"))
            }
        }
        guard !evidence.isEmpty else { return nil }
        return (evidence.count, "\(plural(evidence.count, "album")) in the answers of \(plural(artists, "artist")) "
            + (evidence.count == 1 ? "is" : "are") + " credited to another artist", evidence)
    }
}
