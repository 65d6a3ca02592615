import DeepCutKit

/// The library albums grouped by the artist who owns them, built once per
/// library snapshot so that checking an artist never scans the library.
///
/// An artist's owned albums are the library albums whose `artistID` is the
/// artist's id, and the albums without `artistID` whose normalized
/// `artistName` is the artist's normalized name (Docs/EngineRules.md "Cut matching").
/// Each owned album is kept as its `catalogID` and normalized title only.
struct OwnedAlbumIndex {
    /// One owned album, as matching needs it.
    struct Album {
        /// Its catalog id, when the device knew it.
        var catalogID: String?
        /// Its normalized title.
        var title: String
    }

    /// What an artist owns.
    struct Owned {
        /// The owned albums.
        var albums: [Album] = []

        /// A form that answers `contains` quickly, for one check.
        func lookup() -> Lookup { Lookup(albums) }
    }

    /// Membership in an artist's owned albums: a scan for a few albums, sets for many.
    struct Lookup {
        private let albums: [Album]
        private let catalogIDs: Set<String>
        private let titles: Set<String>
        private static let scanLimit = 16

        init(_ albums: [Album]) {
            self.albums = albums
            if albums.count > Self.scanLimit {
                catalogIDs = Set(albums.compactMap(\.catalogID))
                titles = Set(albums.map(\.title))
            } else {
                catalogIDs = []
                titles = []
            }
        }

        /// Whether a catalog album with this id, whose normalized title is
        /// key `titleKey` of `keys`, is owned.
        @inline(__always)
        func contains(catalogID: String, titleKey: Int, in keys: TitleKeys) -> Bool {
            if albums.count > Self.scanLimit {
                return catalogIDs.contains(catalogID) || titles.contains(keys.string(titleKey))
            }
            return albums.contains { $0.catalogID == catalogID || keys.equal(titleKey, $0.title) }
        }
    }

    /// Each owner's albums: an owner is found by artist id or by normalized
    /// artist name in a `StringTable`, which gives its place here.
    private var albumsOfOwner: [[Album]] = []
    private var byArtistID = StringTable()
    private var byArtistName = StringTable()

    /// Indexes `albums`, normalizing each title and unattributed artist name once.
    /// - Complexity: O(n) in the number of albums.
    init(albums: [LibraryAlbum]) {
        for album in albums {
            let owned = Album(catalogID: album.catalogID, title: TitleNormalizer.title(album.title))
            let next = StringTable.Value(albumsOfOwner.count)
            let owner = if let artistID = album.artistID {
                byArtistID.withValue(forKey: artistID, default: { next }) { $0 }
            } else {
                byArtistName.withValue(forKey: TitleNormalizer.name(album.artistName), default: { next }) { $0 }
            }
            if owner == next { albumsOfOwner.append([]) }
            albumsOfOwner[Int(owner)].append(owned)
        }
    }

    /// What the artist with this id and normalized name owns.
    func owned(artistID: String, normalizedName: String) -> Owned {
        let byID = byArtistID.count == 0 ? [] : byArtistID[artistID].map { albumsOfOwner[Int($0)] } ?? []
        let byName = byArtistName.count == 0 ? [] : byArtistName[normalizedName].map { albumsOfOwner[Int($0)] } ?? []
        return Owned(albums: byName.isEmpty ? byID : byID + byName)
    }
}
