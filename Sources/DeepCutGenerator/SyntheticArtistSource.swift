import DeepCutKit

/// What `SyntheticSession` reads of a generated library: a whole
/// `SyntheticLibrary`, or a `SyntheticLibraryPlan` that makes each artist
/// when it is asked for. Both give the same trace, byte for byte.
protocol SyntheticArtistSource {
    /// How many artists the library has.
    var artistCount: Int { get }
    /// The normalized name of the artist at a position in library order.
    func nameKey(_ index: Int) -> String
    /// The library id of the artist at a position.
    func artistID(_ index: Int) -> String
    /// Whether the artist at a position is in recently played.
    func isRecentlyPlayed(_ index: Int) -> Bool
    /// The artist at a position, with its ground truth.
    func artist(_ index: Int) -> SyntheticLibrary.Artist
    /// Hands over every library artist, in library order.
    func forEachLibraryArtist(_ body: (LibraryArtist) -> Void)
    /// Hands over every library album, in library order.
    func forEachLibraryAlbum(_ body: (LibraryAlbum) -> Void)
    /// Hands over every recently played track, in order.
    func forEachRecentlyPlayed(_ body: (LibraryTrack) -> Void)
}

extension SyntheticLibrary: SyntheticArtistSource {
    var artistCount: Int { artists.count }
    func nameKey(_ index: Int) -> String { artists[index].nameKey }
    func artistID(_ index: Int) -> String { artists[index].artist.id }
    func isRecentlyPlayed(_ index: Int) -> Bool { artists[index].recentlyPlayed }
    func artist(_ index: Int) -> Artist { artists[index] }
    func forEachLibraryArtist(_ body: (LibraryArtist) -> Void) { artists.forEach { body($0.artist) } }
    func forEachLibraryAlbum(_ body: (LibraryAlbum) -> Void) { libraryAlbums.forEach(body) }
    func forEachRecentlyPlayed(_ body: (LibraryTrack) -> Void) { recentlyPlayed.forEach(body) }
}

extension SyntheticLibraryPlan: SyntheticArtistSource {
    var artistCount: Int { places.count }
    func nameKey(_ index: Int) -> String { places[index].nameKey }
    func artistID(_ index: Int) -> String { generator.artistID(index) }
    func isRecentlyPlayed(_ index: Int) -> Bool { places[index].recentlyPlayed }
}
