import DeepCutEngine
import DeepCutKit
import DeepCutVerify

/// `name-only-ownership`: library albums without an `artistID` that decide
/// ownership by artist name, and names that fit several library artists
/// (Docs/Lints.md).
///
/// An artist is counted when its last answered check finds fewer albums
/// owned once the library albums without `artistID` are left out, or when
/// its normalized name is another library artist's too and the last library
/// read holds an album without `artistID` under that name.
enum NameOnlyOwnershipLint: TraceLint {
    static let id = "name-only-ownership"
    static let unit = LintUnit.artists
    static let meaning = """
        Some library albums carry no artist id, so the engine gives them to the library artist \
        with the same name. Ownership then rests on spelling: a renamed artist loses albums the \
        user owns (they come back as cuts), and two artists who share a name own each other's albums.
        """
    static let fix = """
        Record the library album's artist: load album.with([.artists]) and keep artists.first?.id \
        as the album's artistID, so that ownership is decided by id.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let byName = facts.checks.filter { $0.match.owned > $0.ownedWithoutNames }
        var evidence = byName.map { check in
            facts.evidence(check.seq, artistID: check.artistID,
                           "owned \(check.match.owned) of \(check.match.total), "
                               + "\(check.match.owned - check.ownedWithoutNames) through library albums without artistID")
        }
        // Names that fit several library artists, where an album without artistID carries that name.
        let unattributed = Set(facts.lastLibraryAlbums.filter { $0.artistID == nil }.map { TitleNormalizer.name($0.artistName) })
        var artistsByName: [String: [String]] = [:]
        for artist in facts.libraryArtists {
            let name = TitleNormalizer.name(artist.name)
            if unattributed.contains(name) { artistsByName[name, default: []].append(artist.id) }
        }
        let shared = artistsByName.values.filter { $0.count > 1 }.sorted { $0[0].utf8.lexicographicallyPrecedes($1[0].utf8) }
        let counted = Set(byName.map(\.artistID)).union(shared.joined())
        guard !counted.isEmpty else { return nil }
        let readSeq = facts.calls.last { $0.method == .fetchLibraryAlbums }?.seq ?? 0
        for ids in shared {
            evidence.append(facts.evidence(readSeq, artistID: ids[0],
                "the name fits \(ids.count) library artists (\(ids.joined(separator: ", "))) and albums without artistID"))
        }
        var parts: [String] = []
        if !byName.isEmpty { parts.append("\(plural(byName.count, "artist")) \(byName.count == 1 ? "owns" : "own") albums only by name") }
        if !shared.isEmpty { parts.append("\(plural(shared.count, "name")) \(shared.count == 1 ? "fits" : "fit") several library artists") }
        return (counted.count, parts.joined(separator: "; "), evidence)
    }
}
