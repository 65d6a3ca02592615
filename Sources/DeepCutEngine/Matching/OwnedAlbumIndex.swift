import DeepCutKit

/// The library albums grouped by the artist who owns them, built once per
/// library snapshot so that checking an artist never scans the library.
///
/// An artist's owned albums are the library albums whose `artistID` is the
/// artist's id, and the albums without `artistID` whose normalized
/// `artistName` is the artist's normalized name (DESIGN.md "Cut matching").
struct OwnedAlbumIndex {
    /// What an artist owns, in the two forms that matching needs.
    struct Owned {
        /// The `catalogID`s of the owned albums.
        var catalogIDs: Set<String> = []
        /// The normalized titles of the owned albums.
        var titles: Set<String> = []
    }

    private var byArtistID: [String: Owned] = [:]
    private var byArtistName: [String: Owned] = [:]

    /// Indexes `albums`, normalizing each title and unattributed artist name once.
    /// - Complexity: O(n) in the number of albums (amortized, with the cache warm).
    init(albums: [LibraryAlbum], cache: inout NormalizationCache) {
        for album in albums {
            let title = cache.title(album.title)
            if let artistID = album.artistID {
                byArtistID[artistID, default: Owned()].insert(album, title: title)
            } else {
                byArtistName[cache.name(album.artistName), default: Owned()].insert(album, title: title)
            }
        }
    }

    /// What the artist with this id and normalized name owns.
    func owned(artistID: String, normalizedName: String) -> Owned {
        switch (byArtistID[artistID], byArtistName[normalizedName]) {
        case (nil, nil): Owned()
        case (let byID?, nil): byID
        case (nil, let byName?): byName
        case (let byID?, let byName?): byID.union(byName)
        }
    }
}

extension OwnedAlbumIndex.Owned {
    mutating func insert(_ album: LibraryAlbum, title: String) {
        if let catalogID = album.catalogID { catalogIDs.insert(catalogID) }
        titles.insert(title)
    }

    func union(_ other: Self) -> Self {
        Self(catalogIDs: catalogIDs.union(other.catalogIDs), titles: titles.union(other.titles))
    }
}
