import DeepCutKit

extension SampleLibrary {
    /// Credible sample data for the simulator and the tests: 13 artists with
    /// real discographies (trimmed) and every shape the engine must handle.
    ///
    /// - Björk, Sigur Rós, Beyoncé, Caetano Veloso: names and titles with
    ///   diacritics; Sigur Rós's owned album is titled with other case and
    ///   accents than the catalog's, and has no `catalogID`.
    /// - Fleetwood Mac: `Tusk (Deluxe Edition)` and `Tusk (2015 Remaster)` of the owned `Tusk`.
    /// - Beyoncé: explicit and clean versions of `Renaissance`, neither owned.
    /// - Phoebe Bridgers: ` - Single` and ` - EP` titles, one owned as a bare title.
    /// - Acid Bath: library albums without `artistID`, matched by artist name.
    /// - A$AP Rocky: 25 releases with `hasMore` (the catalog stops near 25).
    /// - Portishead: every release owned, nothing new.
    /// - Mitski: release dates given as a year and as a month.
    /// - Recently played: Radiohead, Björk and Mitski.
    public static let standard: SampleLibrary = {
        var builder = SampleLibraryBuilder()
        builder.addStandardArtists()
        builder.addStandardTracklists()
        return builder.library
    }()
}

/// Builds sample libraries with deterministic ids: catalog ids count up from
/// 1440935467, library album ids are `l.` and a counter.
struct SampleLibraryBuilder {
    var library = SampleLibrary()
    private var nextCatalogNumber = 1_440_935_467
    private var nextLibraryNumber = 1

    /// Adds a library artist and returns it.
    mutating func artist(_ id: String, _ name: String) -> LibraryArtist {
        let artist = LibraryArtist(id: id, name: name, artworkURL: nil)
        library.artists.append(artist)
        library.catalog[id] = CatalogReleases(albums: [])
        return artist
    }

    /// Adds a catalog release of `artist` and returns it.
    @discardableResult
    mutating func release(
        _ artist: LibraryArtist, _ title: String, _ date: String, tracks: Int = 10,
        single: Bool? = nil, rating: ContentRating? = nil
    ) -> LibraryAlbum {
        let album = LibraryAlbum(
            id: String(nextCatalogNumber), title: title, artistName: artist.name, artistID: nil,
            releaseDate: ReleaseDate(date), trackCount: tracks, isSingle: single, contentRating: rating
        )
        nextCatalogNumber += 1
        library.catalog[artist.id, default: CatalogReleases(albums: [])].albums.append(album)
        return album
    }

    /// Adds a library copy of a catalog release: linked by `catalogID` unless
    /// `linked` is false, carrying the artist's id unless `withArtistID` is false,
    /// titled as the catalog titles it unless `title` is given.
    mutating func own(
        _ release: LibraryAlbum, of artist: LibraryArtist,
        title: String? = nil, linked: Bool = true, withArtistID: Bool = true
    ) {
        let album = LibraryAlbum(
            id: "l.\(String(nextLibraryNumber, radix: 36))Lib",
            title: title ?? release.title, artistName: artist.name,
            artistID: withArtistID ? artist.id : nil, releaseDate: release.releaseDate,
            trackCount: release.trackCount, isSingle: release.isSingle,
            contentRating: release.contentRating, catalogID: linked ? release.id : nil
        )
        nextLibraryNumber += 1
        library.albums.append(album)
    }

    /// Adds a tracklist for a catalog album, in the order given.
    mutating func tracklist(_ album: LibraryAlbum, _ entries: [(disc: Int, number: Int, title: String)]) {
        library.tracks[album.id] = entries.enumerated().map { offset, entry in
            LibraryTrack(
                id: String(1_700_000_000 + Int(album.id)! % 100_000 * 100 + offset),
                title: entry.title, artistName: album.artistName, albumTitle: album.title,
                albumID: album.id, trackNumber: entry.number, discNumber: entry.disc,
                durationMs: Double(180_000 + offset * 7_000)
            )
        }
    }

    /// The catalog release of an artist with this title (the first one).
    func catalogRelease(_ artistID: String, _ title: String) -> LibraryAlbum {
        library.catalog[artistID]!.albums.first { $0.title == title }!
    }
}
