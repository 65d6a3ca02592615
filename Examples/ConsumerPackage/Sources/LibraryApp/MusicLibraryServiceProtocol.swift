// The app's own service protocol and values, as the app author's posts write them:
// the app knows nothing of deepcut-replay, and its names are the package's names.

/// Everything the app reads from or writes to Apple Music.
@MainActor
public protocol MusicLibraryServiceProtocol: AnyObject {
    func fetchLibraryArtists() async throws -> [LibraryArtist]
    func fetchLibraryAlbums() async throws -> [LibraryAlbum]
    func fetchPlaylist(named name: String) async throws -> LibraryPlaylist?
    func fetchRecentlyPlayed() async throws -> [LibraryTrack]
    func fetchCatalogReleases(for artist: LibraryArtist) async throws -> [LibraryAlbum]
    func fetchTracks(forCatalogAlbum album: LibraryAlbum) async throws -> [LibraryTrack]
    func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws
    func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws
    func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws
}

/// An artist of the user's library.
public struct LibraryArtist: Identifiable, Hashable, Sendable {
    public let id: String
    public let name: String
    public init(id: String, name: String) { (self.id, self.name) = (id, name) }
}

/// An album of the library or of the catalog.
public struct LibraryAlbum: Identifiable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let artistName: String
    public init(id: String, title: String, artistName: String) { (self.id, self.title, self.artistName) = (id, title, artistName) }
}

/// A song.
public struct LibraryTrack: Identifiable, Hashable, Sendable {
    public let id: String
    public let title: String
    public init(id: String, title: String) { (self.id, self.title) = (id, title) }
}

/// A playlist of the library.
public struct LibraryPlaylist: Identifiable, Hashable, Sendable {
    public let id: String
    public let name: String
    public init(id: String, name: String) { (self.id, self.name) = (id, name) }
}

/// What the app's service throws.
public enum MusicError: Error, Hashable, Sendable {
    /// The catalog does not know the artist or album (HTTP 404).
    case notFound
    /// Anything else, in words.
    case failed(String)
}
