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
        /// The run of the albums whose `artistID` is the artist's id, and its index when it is long.
        fileprivate var byID: Range<Int> = 0..<0
        fileprivate var byIDIndex: RunIndex?
        /// The run of the albums without `artistID` under the artist's normalized name, and its index.
        fileprivate var byNameIndex: RunIndex?
        fileprivate var byName: Range<Int> = 0..<0

        /// Each album's place in the library's answer, and the albums, when the index kept them.
        fileprivate var libraryPlaces: [Int] = []
        fileprivate var albums: [Int: LibraryAlbum] = [:]

        /// How many albums the artist owns.
        var count: Int { byID.count + byName.count }

        /// The album at `place` of the index as the matcher compared it; nil when the index did not keep it.
        func compared(place: Int) -> ComparedAlbum? {
            guard !albums.isEmpty, let album = albums[libraryPlaces[place]] else { return nil }
            return ComparedAlbum(
                libraryPosition: libraryPlaces[place], libraryAlbum: album, normalizedTitle: releases[place].key.text,
                kind: releases[place].key.kind)
        }

        /// Why the album at `place` of the index owns a catalog album by `rule`; nil when the index
        /// did not keep the albums (`keepsAlbums`).
        func ownership(place: Int, rule: OwnershipRule) -> Ownership? {
            guard !albums.isEmpty, let album = albums[libraryPlaces[place]] else { return nil }
            return Ownership(
                rule: rule, libraryPosition: libraryPlaces[place], libraryAlbum: album,
                libraryNormalizedTitle: releases[place].key.text, libraryKind: releases[place].key.kind)
        }

        /// A form that answers `owns` quickly, for one check.
        func lookup() -> Lookup { Lookup(self) }
    }

    /// One owner's albums by the catalog ids and the texts they may match under, built
    /// once with the index for an owner of many albums: artists that share a name share
    /// their unattributed albums' run, and each check reads its index instead of making one.
    fileprivate struct RunIndex: Sendable {
        /// The first album of the run with each catalog id.
        var catalogIDs: [String: Int] = [:]
        var byText: [String: [Int]] = [:]
    }

    /// Whether an artist owns a catalog album: a scan of an owner's albums for a
    /// few, the owner's index (a dictionary by the texts they may match under) for many.
    struct Lookup {
        private let owned: Owned
        fileprivate static let scanLimit = 16

        init(_ owned: Owned) {
            self.owned = owned
        }

        /// Whether an owned album has this catalog id.
        /// - Complexity: O(1) expected for an owner with an index, O(k) for k albums scanned.
        func owns(catalogID: String) -> Bool { owner(ofCatalogID: catalogID) != nil }

        /// Whether an owned album covers the catalog album `release` (`Release.covers`).
        /// - Complexity: O(1) expected for an owner with an index, O(k) for k albums scanned.
        func owns(_ release: Release) -> Bool { owner(of: release) != nil }

        /// The owned album (its place in the index) whose catalog id is `catalogID`, nil when none:
        /// the one search `owns(catalogID:)` makes.
        func owner(ofCatalogID catalogID: String) -> Int? {
            owner(catalogID, in: owned.byID, owned.byIDIndex) ?? owner(catalogID, in: owned.byName, owned.byNameIndex)
        }

        /// The first owned album (its place in the index) that covers `release`, and the rule
        /// it covers it by, nil when none: the one search `owns(_:)` makes.
        func owner(of release: Release) -> (place: Int, rule: OwnershipRule)? {
            owner(release, in: owned.byID, owned.byIDIndex) ?? owner(release, in: owned.byName, owned.byNameIndex)
        }

        /// The owned albums (their places in the index) that `owner(of:)` holds `release` against:
        /// every album of a scanned run, the albums an owner's index finds under the title's texts.
        func compared(with release: Release) -> [Int] {
            func places(_ run: Range<Int>, _ index: RunIndex?) -> [Int] {
                guard let index else { return Array(run) }
                var found: [Int] = []
                for text in release.matchTexts {
                    for place in index.byText[text] ?? [] where !found.contains(place) { found.append(place) }
                }
                return found
            }
            return places(owned.byID, owned.byIDIndex) + places(owned.byName, owned.byNameIndex)
        }

        private func owner(_ catalogID: String, in run: Range<Int>, _ index: RunIndex?) -> Int? {
            if let index { return index.catalogIDs[catalogID] }
            return run.first { owned.releases[$0].catalogID == catalogID }
        }

        private func owner(_ release: Release, in run: Range<Int>, _ index: RunIndex?) -> (place: Int, rule: OwnershipRule)? {
            if let index {
                for text in release.matchTexts {
                    for place in index.byText[text] ?? [] {
                        if let rule = owned.releases[place].coverage(of: release) { return (place, rule) }
                    }
                }
                return nil
            }
            for place in run {
                if let rule = owned.releases[place].coverage(of: release) { return (place, rule) }
            }
            return nil
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
    /// Each owner's index, for an owner of more albums than a scan reads quickly.
    private let runIndexes: [RunIndex?]
    /// Each indexed album's place in the library's albums answer, at its place in `releases`.
    private let libraryPlaces: [Int]
    /// The library's albums whose ownership reasons may be asked for (`keeping`), by their place
    /// in the answer: empty unless reasons are asked for.
    private let keptAlbums: [Int: LibraryAlbum]

    /// Indexes `albums`, normalizing each title and unattributed artist name once.
    /// - Parameter scope: whose albums to keep, for the reasons of ownership (`Ownership`): the
    ///   albums of the artists in scope, and every album without an `artistID` (owned by name).
    /// - Complexity: O(n) in the number of albums.
    init(albums: [LibraryAlbum], keeping scope: ReasonScope = .none) {
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
        let releases = order.map { Release(albums[$0], key: maker.key(albums[$0].title), catalogID: albums[$0].catalogID) }
        runIndexes = sizes.indices.map { owner in
            guard sizes[owner] > Lookup.scanLimit else { return nil }
            var index = RunIndex()
            for album in starts[owner]..<starts[owner + 1] {
                if let catalogID = releases[album].catalogID, index.catalogIDs[catalogID] == nil {
                    index.catalogIDs[catalogID] = album
                }
                for text in releases[album].matchTexts { index.byText[text, default: []].append(album) }
            }
            return index
        }
        self.releases = releases
        self.starts = starts
        libraryPlaces = order
        var kept: [Int: LibraryAlbum] = [:]
        if !scope.isEmpty {
            for (position, album) in albums.enumerated() where album.artistID.map(scope.includes) ?? true {
                kept[position] = album
            }
        }
        keptAlbums = kept
        (self.byArtistID, self.byArtistName) = (byArtistID, byArtistName)
    }

    /// What the artist with this id and normalized name owns.
    func owned(artistID: String, normalizedName: String) -> Owned {
        func run(_ owner: Int?) -> Range<Int> { owner.map { starts[$0]..<starts[$0 + 1] } ?? 0..<0 }
        let idOwner = byArtistID[artistID], nameOwner = byArtistName[normalizedName]
        var owned = Owned(
            releases: releases, byID: run(idOwner), byIDIndex: idOwner.flatMap { runIndexes[$0] },
            byNameIndex: nameOwner.flatMap { runIndexes[$0] }, byName: run(nameOwner))
        if !keptAlbums.isEmpty { (owned.libraryPlaces, owned.albums) = (libraryPlaces, keptAlbums) }
        return owned
    }
}

extension OwnedAlbumIndex.Release {
    /// Whether owning this album covers the catalog album `other`
    /// (Docs/EngineRules.md "Cut matching"): its release kind holds the
    /// other's (an album covers its single and EP, never the reverse), and
    /// - their texts are equal; or
    /// - their stems are equal (they differ in a live marker or in unknown
    ///   qualifiers only), and this album is an album whose unknown qualifier
    ///   is a subtitle of the other's title single or EP, or the facts agree
    ///   (`factsAgree`); or
    /// - one is the other with an edition named after it without brackets
    ///   (`For All the Dogs Scary Hours Edition`, `For All the Dogs`); or
    /// - one is the other with a number from 10 to 100 after it (`Rumours 35`,
    ///   `Rumours`), and their years differ by that number, or both are dated
    ///   to the same day.
    func covers(_ other: Self) -> Bool { coverage(of: other) != nil }

    /// The rule by which owning this album covers `other`, nil when it does not: the one
    /// implementation of `covers`, whose answer a reason reports (`OwnershipRule`).
    func coverage(of other: Self) -> OwnershipRule? {
        guard key.kind >= other.key.kind else { return nil }
        if key.text == other.key.text { return .sameTitle }
        // Only a title the facts may decide (most are not) has a stem or named-edition bases of its own.
        if key.isOpen || other.key.isOpen {
            if key.stem == other.key.stem {
                if key.kind == .album, other.key.kind != .album, key.unknown, !other.key.unknown,
                   key.live == other.key.live {
                    return .albumCoversSubtitledRelease
                }
                return factsAgree(other) ? .factsAgree : nil
            }
            if other.key.namedEditionBases.contains(key.text) || key.namedEditionBases.contains(other.key.text) {
                return .namedEdition
            }
        }
        if let (base, number) = other.key.numbered, base == key.text {
            return reissues(other, after: number) ? .anniversaryReissue : nil
        }
        if let (base, number) = key.numbered, base == other.key.text {
            return other.reissues(self, after: number) ? .anniversaryReissue : nil
        }
        return nil
    }

    /// Whether the facts say two albums whose titles cannot tell are one
    /// release: both know their year and track count and these are equal,
    /// and the count is more than one or both are dated to the same day (at
    /// one track, a live single and the studio single of a year agree by chance).
    private func factsAgree(_ other: Self) -> Bool {
        guard let year, year == other.year, let trackCount, trackCount == other.trackCount else { return false }
        return trackCount > 1 || (day != nil && day == other.day)
    }

    /// Whether `reissue` is dated `number` years after this album, or on its very day.
    private func reissues(_ reissue: Self, after number: Int) -> Bool {
        if let day, day == reissue.day { return true }
        guard let year, let reissueYear = reissue.year else { return false }
        return Int(reissueYear) - Int(year) == number
    }

    /// The texts under which an album that covers this one, or that this one covers, may be found:
    /// its text, its stem, its text without an anniversary number, the titles it is a named edition of.
    var matchTexts: [String] {
        var texts = [key.text]
        if key.stem != key.text { texts.append(key.stem) }
        if let numbered = key.numbered { texts.append(String(numbered.base)) }
        texts += key.namedEditionBases
        return texts
    }
}
