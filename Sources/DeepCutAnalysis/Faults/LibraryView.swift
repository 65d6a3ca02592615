import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading

/// What the replay has told the engine about the library and the catalog so
/// far, to say independently of the engine whether an album of the feed is
/// one the library owns (Docs/EngineRules.md "Cut matching").
///
/// The feed is the union of the cuts of each artist's last successful check
/// (Docs/EngineRules.md "Cache", "Feed"), matched against the snapshot in
/// force at that check: a library read again later does not check cached
/// artists again. So an album is judged against the library as it was when
/// the artists whose last checks listed it were checked, and it is owned
/// only when every one of those checks found it owned (an album that is a
/// cut of one artist and owned by another is in the feed by rule).
struct LibraryView {
    /// Each library read that changed something: its artists' names and its albums.
    private var libraries: [(names: [String: String], albums: [LibraryAlbum])] = [([:], [])]
    /// Each library's owned albums by artist, built when first needed.
    private var indexes: [Int: [String: OwnedAlbums]] = [:]
    /// Per artist, its last successful check: the library it was held against and its albums' titles by id.
    private var checks: [String: (library: Int, titles: [String: String])] = [:]
    /// Per catalog album, the artists whose last successful check listed it.
    private var listedBy: [String: [String]] = [:]
    /// Albums already judged, with what owns them (nil: nothing): a feed
    /// shows the same albums step after step, and a verdict changes only when
    /// an artist listing the album is checked again.
    private var verdicts: [String: String?] = [:]

    /// Whether the two views were told the same, so that they judge every album alike from now
    /// on: their memos (`indexes`, `verdicts`) are left out, since each follows from what they were told.
    /// - Complexity: O(n) in what they were told; one comparison for what they share.
    func holdsTheSame(as other: LibraryView) -> Bool {
        libraries.count == other.libraries.count && listedBy == other.listedBy
            && zip(libraries, other.libraries).allSatisfy { $0.names == $1.names && $0.albums == $1.albums }
            && checks.count == other.checks.count
            && checks.allSatisfy { artistID, check in
                other.checks[artistID].map { $0.library == check.library && $0.titles == check.titles } ?? false
            }
    }

    /// What one library artist owns: library album ids by catalog id, and normalized titles.
    private struct OwnedAlbums {
        var catalogIDs: [String: String] = [:]
        var titles: Set<String> = []
    }

    /// Takes in a step's answered calls, in the order they were answered.
    mutating func absorb(_ entries: [ReplayLogEntry]) {
        for entry in entries {
            guard case .recorded(_, .success(let result)) = entry.answer else { continue }
            switch (entry.request, result) {
            case (.fetchLibraryArtists, .artists(let artists)):
                let names = Dictionary(artists.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
                // A library read again gives the same answer as a rule: its index is kept.
                if names != libraries[libraries.count - 1].names {
                    libraries.append((names, libraries[libraries.count - 1].albums))
                }
            case (.fetchLibraryAlbums, .albums(let albums)):
                if albums != libraries[libraries.count - 1].albums {
                    libraries.append((libraries[libraries.count - 1].names, albums))
                }
            case (.fetchCatalogReleases(let artistID), .catalogReleases(let releases)):
                if let earlier = checks[artistID] {
                    for id in earlier.titles.keys {
                        listedBy[id]?.removeAll { $0 == artistID }
                        verdicts[id] = nil
                    }
                }
                var titles: [String: String] = [:]
                for album in releases.albums where titles[album.id] == nil {
                    titles[album.id] = album.title
                    listedBy[album.id, default: []].append(artistID)
                    verdicts[album.id] = nil
                }
                checks[artistID] = (libraries.count - 1, titles)
            default:
                break
            }
        }
    }

    /// What owns an album of the feed, when every last check that listed it found it owned.
    mutating func owner(ofFeedAlbum id: String) -> String? {
        if let verdict = verdicts[id] { return verdict }
        var verdict: String?
        for artistID in (listedBy[id] ?? []).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let check = checks[artistID], let title = check.titles[id],
                  let owner = owner(of: id, titled: title, for: artistID, in: check.library)
            else {
                verdict = nil
                break
            }
            if verdict == nil { verdict = owner }
        }
        verdicts[id] = verdict
        return verdict
    }

    /// Whether the artist owned the catalog album in the given library, by catalog id or by normalized title.
    private mutating func owner(of id: String, titled title: String, for artistID: String, in library: Int) -> String? {
        if indexes[library] == nil { indexes[library] = Self.index(libraries[library]) }
        guard let owned = indexes[library]?[artistID] else { return nil }
        if let libraryID = owned.catalogIDs[id] { return "library album \(libraryID) has catalogID \(id)" }
        guard owned.titles.contains(TitleNormalizer.title(title)) else { return nil }
        return "the library has \"\(title)\" by \(libraries[library].names[artistID] ?? artistID)"
    }

    /// Each library artist's owned albums: those with its `artistID`, and
    /// those without one whose normalized `artistName` is its normalized name.
    private static func index(_ library: (names: [String: String], albums: [LibraryAlbum])) -> [String: OwnedAlbums] {
        var byName: [String: [String]] = [:]
        for (id, name) in library.names { byName[TitleNormalizer.name(name), default: []].append(id) }
        var owned: [String: OwnedAlbums] = [:]
        for album in library.albums {
            let owners = album.artistID.map { [$0] } ?? byName[TitleNormalizer.name(album.artistName)] ?? []
            for owner in owners {
                if let catalogID = album.catalogID, owned[owner]?.catalogIDs[catalogID] == nil {
                    owned[owner, default: OwnedAlbums()].catalogIDs[catalogID] = album.id
                }
                owned[owner, default: OwnedAlbums()].titles.insert(TitleNormalizer.title(album.title))
            }
        }
        return owned
    }
}
