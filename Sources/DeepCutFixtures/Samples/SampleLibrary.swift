import DeepCutKit

/// Everything a `MockMusicLibraryService` answers from: a library, the catalog
/// as it answers for each library artist, tracklists and playlists.
///
/// A plain value, so tests build the library they need (100 artists for batch
/// selection, an empty one) and `standard` gives credible sample data.
public struct SampleLibrary: Hashable, Sendable {
    /// The library artists, in the order the library lists them.
    public var artists: [LibraryArtist]
    /// The library albums.
    public var albums: [LibraryAlbum]
    /// Recently played songs, most recent first.
    public var recentlyPlayed: [LibraryTrack]
    /// The user's library playlists.
    public var playlists: [LibraryPlaylist]
    /// The catalog's answer for each library artist id. An artist missing here
    /// gets an empty answer, as a catalog artist with no releases would.
    public var catalog: [String: CatalogReleases]
    /// Tracklists by catalog album id. An album missing here has no tracklist.
    public var tracks: [String: [LibraryTrack]]

    /// Creates a library.
    public init(
        artists: [LibraryArtist] = [],
        albums: [LibraryAlbum] = [],
        recentlyPlayed: [LibraryTrack] = [],
        playlists: [LibraryPlaylist] = [],
        catalog: [String: CatalogReleases] = [:],
        tracks: [String: [LibraryTrack]] = [:]
    ) {
        self.artists = artists
        self.albums = albums
        self.recentlyPlayed = recentlyPlayed
        self.playlists = playlists
        self.catalog = catalog
        self.tracks = tracks
    }

    /// An empty library: no artists, no albums, nothing played.
    public static let empty = SampleLibrary()
}
