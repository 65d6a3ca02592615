import DeepCutKit

/// The library albums grouped by the artist who owns them, built once per
/// library snapshot so that checking an artist never scans the library.
///
/// An artist's owned albums are the library albums whose `artistID` is the
/// artist's id, and the albums without `artistID` whose normalized
/// `artistName` is the artist's normalized name (Docs/EngineRules.md "Cut matching").
/// Each owned album is kept as the facts ownership reads (`Release`), owner
/// by owner, in library order: a check reads its artist's run of them.
struct OwnedAlbumIndex: Sendable {
    /// An album as ownership reads it: its key and the facts that settle what a title cannot.
    struct Release: Sendable {
        /// The album's catalog id, when the device knew it (owned albums only).
        let catalogID: String?
        /// The album's normalized title and release kind.
        let key: TitleKey
        /// The year of its release date, when known.
        let year: Int32?
        /// Its full release date as a day number (`ReleaseDate.firstDayKey`), when known to the day.
        let day: Int32?
        /// Its number of tracks, when known.
        let trackCount: Int32?

        /// The release of `album`, whose title's key is `key`.
        init(_ album: LibraryAlbum, key: TitleKey, catalogID: String?) {
            self.catalogID = catalogID
            self.key = key
            year = album.releaseDate.map { Int32(clamping: $0.year) }
            day = album.releaseDate.flatMap { $0.precision == .day ? Int32(clamping: $0.firstDayKey) : nil }
            trackCount = album.trackCount.map { Int32(clamping: $0) }
        }
    }

    /// What an artist owns: its owned albums, by artist id and by name.
    struct Owned {
        /// The index's albums; empty when there is no snapshot yet.
        fileprivate var releases: [Release] = []
        /// The run of the albums whose `artistID` is the artist's id.
        fileprivate var byID: Range<Int> = 0..<0
        /// The run of the albums without `artistID` under the artist's normalized name.
        fileprivate var byName: Range<Int> = 0..<0

        /// How many albums the artist owns.
        var count: Int { byID.count + byName.count }

        /// A form that answers `owns` quickly, for one check.
        func lookup() -> Lookup { Lookup(self) }
    }

    /// Whether an artist owns a catalog album: a scan of its owned albums for
    /// a few, a dictionary by the texts they may match under for many.
    struct Lookup {
        private let owned: Owned
        private let catalogIDs: Set<String>
        private let byText: [String: [Int]]
        private static let scanLimit = 16

        init(_ owned: Owned) {
            self.owned = owned
            var catalogIDs = Set<String>()
            var byText: [String: [Int]] = [:]
            if owned.count > Self.scanLimit {
                for run in [owned.byID, owned.byName] {
                    for album in run {
                        let release = owned.releases[album]
                        if let catalogID = release.catalogID { catalogIDs.insert(catalogID) }
                        for text in release.matchTexts { byText[text, default: []].append(album) }
                    }
                }
            }
            (self.catalogIDs, self.byText) = (catalogIDs, byText)
        }

        /// Whether the catalog album with this id and these facts is owned:
        /// by its catalog id, or by an owned album that covers it (`Release.covers`).
        func owns(catalogID: String, _ release: Release) -> Bool {
            if owned.count > Self.scanLimit {
                if catalogIDs.contains(catalogID) { return true }
                return release.matchTexts.contains { text in
                    byText[text]?.contains { owned.releases[$0].covers(release) } ?? false
                }
            }
            let ownsIt = { (album: Int) in
                owned.releases[album].catalogID == catalogID || owned.releases[album].covers(release)
            }
            return owned.byID.contains(where: ownsIt) || owned.byName.contains(where: ownsIt)
        }
    }

    /// The library's albums, owner by owner.
    private let releases: [Release]
    /// Owner `o`'s albums are `releases[starts[o]..<starts[o + 1]]`.
    private let starts: [Int]
    /// Each owner's number, by artist id (albums with an `artistID`) or by
    /// normalized artist name (albums without).
    private let byArtistID: [String: Int]
    private let byArtistName: [String: Int]

    /// Indexes `albums`, normalizing each title and unattributed artist name once.
    /// - Complexity: O(n) in the number of albums.
    init(albums: [LibraryAlbum]) {
        var maker = TitleKeyMaker()
        var byArtistID: [String: Int] = [:], byArtistName: [String: Int] = [:]
        var owners: [Int] = []
        owners.reserveCapacity(albums.count)
        var sizes: [Int] = []
        for album in albums {
            let owner: Int
            if let artistID = album.artistID {
                owner = byArtistID[artistID, default: sizes.count]
                byArtistID[artistID] = owner
            } else {
                let name = maker.name(album.artistName)
                owner = byArtistName[name, default: sizes.count]
                byArtistName[name] = owner
            }
            if owner == sizes.count { sizes.append(0) }
            sizes[owner] += 1
            owners.append(owner)
        }
        // Owner by owner, each owner's albums in library order (a counting sort).
        var starts = [Int](repeating: 0, count: sizes.count + 1)
        for (owner, size) in sizes.enumerated() { starts[owner + 1] = starts[owner] + size }
        var next = starts
        var order = [Int](repeating: 0, count: albums.count)
        for (album, owner) in owners.enumerated() {
            order[next[owner]] = album
            next[owner] += 1
        }
        releases = order.map { Release(albums[$0], key: maker.key(albums[$0].title), catalogID: albums[$0].catalogID) }
        self.starts = starts
        (self.byArtistID, self.byArtistName) = (byArtistID, byArtistName)
    }

    /// What the artist with this id and normalized name owns.
    func owned(artistID: String, normalizedName: String) -> Owned {
        func run(_ owner: Int?) -> Range<Int> { owner.map { starts[$0]..<starts[$0 + 1] } ?? 0..<0 }
        return Owned(releases: releases, byID: run(byArtistID[artistID]), byName: run(byArtistName[normalizedName]))
    }
}

extension OwnedAlbumIndex.Release {
    /// Whether owning this album covers the catalog album `other`
    /// (Docs/EngineRules.md "Cut matching"): its release kind holds the
    /// other's (an album covers its single and EP, never the reverse), and
    /// - their texts are equal; or
    /// - one is the other with a live marker (`Tusk [Live]`, `Tusk`), and
    ///   both know their year and track count and these are equal; or
    /// - one is the other with a number from 10 to 100 after it (`Rumours 35`,
    ///   `Rumours`), and their years differ by that number, or both are dated
    ///   to the same day.
    func covers(_ other: Self) -> Bool {
        guard key.kind >= other.key.kind else { return false }
        if key.text == other.key.text { return true }
        if let unmarked = other.key.unmarked, key.unmarked == nil, unmarked == key.text {
            return sameYearAndTracks(other)
        }
        if let unmarked = key.unmarked, other.key.unmarked == nil, unmarked == other.key.text {
            return sameYearAndTracks(other)
        }
        if let (base, number) = other.key.numbered, base == key.text {
            return reissues(other, after: number)
        }
        if let (base, number) = key.numbered, base == other.key.text {
            return other.reissues(self, after: number)
        }
        return false
    }

    /// Whether both know their year and track count, and these are equal.
    private func sameYearAndTracks(_ other: Self) -> Bool {
        year != nil && year == other.year && trackCount != nil && trackCount == other.trackCount
    }

    /// Whether `reissue` is dated `number` years after this album, or on its very day.
    private func reissues(_ reissue: Self, after number: Int) -> Bool {
        if let day, day == reissue.day { return true }
        guard let year, let reissueYear = reissue.year else { return false }
        return Int(reissueYear) - Int(year) == number
    }

    /// The texts under which an album that covers this one, or that this one covers, may be found:
    /// its text, its text without a live marker, its text without an anniversary number.
    var matchTexts: [String] {
        var texts = [key.text]
        if let unmarked = key.unmarked { texts.append(String(unmarked)) }
        if let numbered = key.numbered { texts.append(String(numbered.base)) }
        return texts
    }
}
