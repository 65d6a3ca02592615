import DeepCutKit
import DeepCutVerify

/// `duplicate-release`: one release listed more than once in an answer under
/// different ids (Docs/Lints.md): albums of one artist's last answered check
/// with equal titles, release dates and content ratings and different ids.
///
/// The clean and explicit versions of an album differ in rating, and a
/// deluxe edition in title; neither is a duplicate.
enum DuplicateReleaseLint: TraceLint {
    static let id = "duplicate-release"
    static let unit = LintUnit.releases
    static let meaning = """
        The catalog lists the same release twice under two ids (Apple's own example lists an EP \
        twice). The printed total counts it twice, and a release owned under one id can look \
        like a cut under the other when ownership goes by catalog id.
        """
    static let fix = """
        Nothing to change in the request: count releases by title, date and rating rather than \
        by id (the engine's cuts keep one album per normalized title).
        """

    /// What makes two albums of an answer the same release.
    private struct Release: Hashable {
        var title: String
        var releaseDate: ReleaseDate?
        var contentRating: ContentRating?
    }

    /// An id as listed for a release.
    private struct ListedID: Hashable {
        var release: Release
        var id: String
    }

    /// The lint.
    /// - Complexity: O(n) in the albums of the checks' answers: the albums are grouped by
    ///   release in one pass, never compared in pairs, and an id is looked for in a set, so
    ///   that one answer listing 100,000 copies of a release costs 100,000 steps.
    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        var evidence: [LintEvidence] = []
        for check in facts.checks {
            var ids: [Release: [String]] = [:]
            var listed = Set<ListedID>()
            var order: [Release] = []
            for album in check.releases.albums {
                let release = Release(title: album.title, releaseDate: album.releaseDate, contentRating: album.contentRating)
                if ids[release] == nil { order.append(release) }
                if listed.insert(ListedID(release: release, id: album.id)).inserted { ids[release, default: []].append(album.id) }
            }
            for release in order where ids[release]!.count > 1 {
                evidence.append(facts.evidence(check.seq, artistID: check.artistID,
                    "\"\(release.title)\" as " + ids[release]!.joined(separator: " and ")))
            }
        }
        guard !evidence.isEmpty else { return nil }
        return (evidence.count, "\(plural(evidence.count, "release")) listed more than once under different ids", evidence)
    }
}
