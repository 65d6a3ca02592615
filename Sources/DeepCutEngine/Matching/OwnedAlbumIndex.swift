import DeepCutKit
import DeepCutStorage

/// The library albums grouped by the artist who owns them, built once per
/// library snapshot so that checking an artist never scans the library.
///
/// An artist's owned albums are the library albums whose `artistID` is the
/// artist's id, and the albums without `artistID` whose normalized
/// `artistName` is the artist's normalized name (Docs/EngineRules.md "Cut matching").
/// Each owned album is kept as its `catalogID` and normalized title only.
///
/// The albums are laid out once, owner by owner (`Albums`): every title's
/// normalized bytes in one buffer, each owner's albums a run of its keys.
/// A check reads its artist's run in place; nothing is made per owner or
/// per title, and a check retains one object.
struct OwnedAlbumIndex {
    /// Every owned album, read-only once built: shared by every check, and
    /// by the next snapshot when ownership has not changed.
    final class Albums {
        /// The albums' normalized titles, owner by owner: key `i` is album `i`'s.
        let titles: TitleKeys
        /// Album `i`'s catalog id, when the device knew it.
        let catalogIDs: [String?]
        /// Owner `o`'s albums are albums `starts[o]..<starts[o + 1]`.
        let starts: [Int32]

        /// The albums laid out by `OwnedAlbumIndex.init`, never changed after.
        init(titles: TitleKeys, catalogIDs: [String?], starts: [Int32]) {
            self.titles = titles
            self.catalogIDs = catalogIDs
            self.starts = starts
        }

        /// Where owner `owner`'s albums are.
        func run(of owner: StringTable.Value) -> Range<Int> {
            Int(starts[Int(owner)])..<Int(starts[Int(owner) + 1])
        }
    }

    /// What an artist owns: the runs of its albums by artist id and by name.
    struct Owned {
        /// The index's albums; nil when there is no snapshot yet.
        fileprivate var albums: Albums?
        /// The run of the albums whose `artistID` is the artist's id.
        fileprivate var byID: Range<Int> = 0..<0
        /// The run of the albums without `artistID` under the artist's normalized name.
        fileprivate var byName: Range<Int> = 0..<0

        /// How many albums the artist owns.
        var count: Int { byID.count + byName.count }

        /// A form that answers `contains` quickly, for one check.
        func lookup() -> Lookup { Lookup(self) }
    }

    /// Membership in an artist's owned albums: a scan for a few albums, sets for many.
    struct Lookup {
        private let owned: Owned
        private let catalogIDs: Set<String>
        private let titles: Set<String>
        private static let scanLimit = 16

        init(_ owned: Owned) {
            self.owned = owned
            if owned.count > Self.scanLimit, let albums = owned.albums {
                var catalogIDs = Set<String>(minimumCapacity: owned.count)
                var titles = Set<String>(minimumCapacity: owned.count)
                for run in [owned.byID, owned.byName] {
                    for album in run {
                        if let catalogID = albums.catalogIDs[album] { catalogIDs.insert(catalogID) }
                        titles.insert(albums.titles.string(album))
                    }
                }
                (self.catalogIDs, self.titles) = (catalogIDs, titles)
            } else {
                catalogIDs = []
                titles = []
            }
        }

        /// Whether a catalog album with this id, whose normalized title is
        /// key `titleKey` of `keys`, is owned.
        @inline(__always)
        func contains(catalogID: String, titleKey: Int, in keys: TitleKeys) -> Bool {
            guard let albums = owned.albums else { return false }
            if owned.count > Self.scanLimit {
                return catalogIDs.contains(catalogID) || titles.contains(keys.string(titleKey))
            }
            return scan(owned.byID, albums, catalogID, titleKey, keys)
                || scan(owned.byName, albums, catalogID, titleKey, keys)
        }

        /// Whether an album of `run` has this catalog id or this title.
        @inline(__always)
        private func scan(
            _ run: Range<Int>, _ albums: Albums, _ catalogID: String, _ titleKey: Int, _ keys: TitleKeys
        ) -> Bool {
            for album in run where albums.catalogIDs[album] == catalogID || keys.equal(titleKey, albums.titles, album) {
                return true
            }
            return false
        }
    }

    /// The library's albums, owner by owner.
    private let albums: Albums
    /// Each owner's place in `Albums.starts`, by artist id (albums with an
    /// `artistID`) or by normalized artist name (albums without).
    private var byArtistID = StringTable()
    private var byArtistName = StringTable()

    /// Indexes `albums`, normalizing each title and unattributed artist name once.
    /// - Complexity: O(n) in the number of albums.
    init(albums: [LibraryAlbum]) {
        var owners: [Int32] = []
        owners.reserveCapacity(albums.count)
        var sizes: [Int32] = []
        for album in albums {
            let next = StringTable.Value(sizes.count)
            let owner = if let artistID = album.artistID {
                byArtistID.withValue(forKey: artistID, default: { next }) { $0 }
            } else {
                byArtistName.withValue(forKey: TitleNormalizer.name(album.artistName), default: { next }) { $0 }
            }
            if owner == next { sizes.append(0) }
            sizes[Int(owner)] += 1
            owners.append(owner)
        }
        // Owner by owner, each owner's albums in library order (a counting
        // sort), so that a check reads its artist's albums side by side.
        var starts = [Int32](repeating: 0, count: sizes.count + 1)
        for (owner, size) in sizes.enumerated() { starts[owner + 1] = starts[owner] + size }
        var next = starts
        var order = [Int](repeating: 0, count: albums.count)
        for (album, owner) in owners.enumerated() {
            order[Int(next[Int(owner)])] = album
            next[Int(owner)] += 1
        }
        let titles = TitleKeys()
        for album in order { titles.append(title: albums[album].title) }
        self.albums = Albums(titles: titles, catalogIDs: order.map { albums[$0].catalogID }, starts: starts)
    }

    /// What the artist with this id and normalized name owns.
    func owned(artistID: String, normalizedName: String) -> Owned {
        let byID = byArtistID.count == 0 ? nil : byArtistID[artistID]
        let byName = byArtistName.count == 0 ? nil : byArtistName[normalizedName]
        return Owned(
            albums: albums, byID: byID.map(albums.run(of:)) ?? 0..<0, byName: byName.map(albums.run(of:)) ?? 0..<0)
    }
}
