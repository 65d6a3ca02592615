import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// What every lint reads of one trace, gathered once: the calls in `seq`
/// order, the library as each read answered it, the refreshes, and each
/// artist's last answered catalog check held against the library in force.
///
/// A refresh starts at a `fetchLibraryArtists` call (the engine reads the
/// library first); calls before the first one belong to the first refresh.
struct LintFacts {
    /// One artist's last answered catalog check, judged the engine's way.
    struct JudgedCheck {
        /// The call.
        var seq: Int
        /// The library artist asked for.
        var artistID: String
        /// The artist's name in the library, when the library lists it.
        var artistName: String?
        /// The answer.
        var releases: CatalogReleases
        /// Library albums the artist owns (by `artistID`, or by name when an album has none).
        var ownedInLibrary: Int
        /// The answer held against the library: total, owned, cuts.
        var match: CutMatch
        /// Catalog albums owned when library albums without `artistID` are left out.
        var ownedWithoutNames: Int
    }

    /// The trace.
    let trace: Trace
    /// Where it was found, when known.
    let path: String?
    /// The calls in `seq` order.
    let calls: [TraceCall]
    /// Library artists' names by id, the first read naming each.
    let artistNames: [String: String]
    /// Library artists, each id once, in the order the reads first list them.
    let libraryArtists: [LibraryArtist]
    /// The last `fetchLibraryAlbums` answer, or none.
    let lastLibraryAlbums: [LibraryAlbum]
    /// The refreshes, as ranges of `calls`.
    let refreshes: [Range<Int>]
    /// Each artist's last answered catalog check, in `seq` order.
    let checks: [JudgedCheck]

    /// Gathers what the lints read.
    /// - Complexity: O(n log n) in the calls, plus the albums of the library reads and answers
    ///   (each check finds its library read by binary search, and each read is indexed once).
    init(_ trace: Trace, path: String? = nil) {
        self.trace = trace
        self.path = path
        calls = trace.calls.sorted { $0.seq < $1.seq }
        var names: [String: String] = [:]
        var artists: [LibraryArtist] = []
        var albumReads: [(seq: Int, albums: [LibraryAlbum])] = []
        var lastChecks: [String: (seq: Int, releases: CatalogReleases)] = [:]
        var starts: [Int] = []
        for (index, call) in calls.enumerated() {
            switch (call.request, call.outcome) {
            case (.fetchLibraryArtists, let outcome):
                starts.append(index)
                if case .success(.artists(let answered)) = outcome {
                    for artist in answered where names[artist.id] == nil {
                        names[artist.id] = artist.name
                        artists.append(artist)
                    }
                }
            case (.fetchLibraryAlbums, .success(.albums(let albums))):
                albumReads.append((call.seq, albums))
            case (.fetchCatalogReleases(let artistID), .success(.catalogReleases(let releases))):
                lastChecks[artistID] = (call.seq, releases)
            default:
                break
            }
        }
        if starts.first != 0 { starts.insert(0, at: 0) }
        refreshes = calls.isEmpty ? [] : zip(starts, starts.dropFirst() + [calls.count]).map { $0..<$1 }
        artistNames = names
        libraryArtists = artists
        lastLibraryAlbums = albumReads.last?.albums ?? []
        // Each check is held against the last library read before it (the first read when none came before).
        var ownership: [Int: (all: LibraryOwnership, attributed: LibraryOwnership)] = [:]
        var judged: [JudgedCheck] = []
        for (artistID, check) in lastChecks.sorted(by: { $0.value.seq < $1.value.seq }) {
            // The reads are in `seq` order: the last one before the check, by binary search.
            var low = 0, high = albumReads.count
            while low < high {
                let middle = (low + high) / 2
                if albumReads[middle].seq < check.seq { low = middle + 1 } else { high = middle }
            }
            let read = low > 0 ? low - 1 : (albumReads.isEmpty ? -1 : 0)
            if ownership[read] == nil {
                let albums = read < 0 ? [] : albumReads[read].albums
                ownership[read] = (LibraryOwnership(albums: albums), LibraryOwnership(albums: albums.filter { $0.artistID != nil }))
            }
            let name = names[artistID]
            let match = ownership[read]!.all.match(check.releases, artistID: artistID, artistName: name ?? "")
            let attributed = ownership[read]!.attributed.match(check.releases, artistID: artistID, artistName: name ?? "")
            judged.append(JudgedCheck(
                seq: check.seq, artistID: artistID, artistName: name, releases: check.releases,
                ownedInLibrary: ownership[read]!.all.ownedAlbumCount(artistID: artistID, artistName: name ?? ""),
                match: match, ownedWithoutNames: attributed.owned))
        }
        checks = judged
    }

    /// Evidence for a call about an artist.
    func evidence(_ seq: Int, artistID: String?, _ detail: String) -> LintEvidence {
        LintEvidence(seq: seq, artistID: artistID, artistName: artistID.flatMap { artistNames[$0] }, detail: detail)
    }
}
