/// The seam between the app and MusicKit: everything the app reads from or
/// writes to Apple Music goes through these methods (`MusicLibraryMethod`), which take and
/// return plain values (MusicKit's own types have no public initializers, so a
/// mock could not build them).
///
/// The live implementation lives in the app and is the only code that imports
/// MusicKit. This package holds the others: `MockMusicLibraryService`
/// (DeepCutFixtures), `RecordingMusicLibraryService`, which wraps any other and
/// writes a trace, and `ReplayMusicLibraryService`, which answers from a trace
/// (DeepCutTrace).
///
/// The protocol is `@MainActor` because the live implementation touches
/// `MusicLibrary.shared`; every method throws a `MusicServiceError`.
@MainActor
public protocol MusicLibraryService: AnyObject, Sendable {
    /// The artists of the user's library (`r.` ids).
    func fetchLibraryArtists() async throws -> [LibraryArtist]
    /// The albums of the user's library (`l.` ids, with `catalogID` where known).
    func fetchLibraryAlbums() async throws -> [LibraryAlbum]
    /// The library playlist with this exact name, or nil when there is none.
    func fetchPlaylist(named name: String) async throws -> LibraryPlaylist?
    /// The recently played songs, most recent first.
    func fetchRecentlyPlayed() async throws -> [LibraryTrack]
    /// The catalog releases of a library artist, asked through the library
    /// artist (`with([.albums], preferredSource: .catalog)` on a device).
    func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases
    /// The tracks of a catalog album, by its catalog id.
    func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack]
    /// Adds songs to the user's library.
    func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws
    /// Appends songs to a library playlist.
    func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws
    /// Removes songs from a library playlist.
    func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws
}
