/// A `MusicLibraryService` (a trace's replay, a recorder, the mock) seen in an
/// app's own types: for an app whose service protocol and values are its own,
/// so that a replay drives the app's own code (Guides/Adopting.md "An app with
/// its own types").
///
/// Its methods are the service's, named and shaped as the app author's protocol
/// names them, so that the app conforms it to its own protocol with an empty
/// extension:
///
/// ```swift
/// extension MusicServiceBridge: MusicLibraryServiceProtocol
///     where Artist == LibraryArtist, Album == LibraryAlbum, Track == LibraryTrack, Playlist == LibraryPlaylist {}
/// ```
///
/// A method the app's protocol shapes otherwise is one line in that extension,
/// calling `base` and `mapping`.
@MainActor
public final class MusicServiceBridge<Artist, Album, Track, Playlist> {
    /// The service it answers from.
    public let base: any MusicLibraryService
    /// How the app's values and errors stand for the package's.
    public let mapping: MusicValueMapping<Artist, Album, Track, Playlist>

    /// `base`, in the app's types.
    /// - Parameters:
    ///   - base: the service it answers from (`TraceService.service`, a `ReplayMusicLibraryService`).
    ///   - mapping: how the app's values and errors stand for the package's.
    public init(_ base: any MusicLibraryService, mapping: MusicValueMapping<Artist, Album, Track, Playlist>) {
        self.base = base
        self.mapping = mapping
    }

    /// Runs one of the service's methods, its error as the app's.
    private func translated<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw mapping.errorToApp(MusicServiceError(converting: error))
        }
    }

    /// The artists of the user's library.
    public func fetchLibraryArtists() async throws -> [Artist] {
        try await translated { try await base.fetchLibraryArtists() }.map(mapping.artist.toApp)
    }

    /// The albums of the user's library.
    public func fetchLibraryAlbums() async throws -> [Album] {
        try await translated { try await base.fetchLibraryAlbums() }.map(mapping.album.toApp)
    }

    /// The library playlist with this exact name, or nil.
    public func fetchPlaylist(named name: String) async throws -> Playlist? {
        try await translated { try await base.fetchPlaylist(named: name) }.map(mapping.playlist.toApp)
    }

    /// The recently played songs, most recent first.
    public func fetchRecentlyPlayed() async throws -> [Track] {
        try await translated { try await base.fetchRecentlyPlayed() }.map(mapping.track.toApp)
    }

    /// The catalog releases of a library artist (the answer's `hasMore` is left out).
    public func fetchCatalogReleases(for artist: Artist) async throws -> [Album] {
        try await translated { try await base.fetchCatalogReleases(for: mapping.artist.toPackage(artist)) }
            .albums.map(mapping.album.toApp)
    }

    /// The tracks of a catalog album, by its catalog id.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [Track] {
        try await translated { try await base.fetchTracks(forCatalogAlbum: albumID) }.map(mapping.track.toApp)
    }

    /// The tracks of a catalog album, asked with the album (by its id).
    public func fetchTracks(forCatalogAlbum album: Album) async throws -> [Track] {
        try await fetchTracks(forCatalogAlbum: mapping.album.toPackage(album).id)
    }

    /// Adds songs to the user's library.
    public func addTracksToLibrary(_ tracks: [Track]) async throws {
        try await translated { try await base.addTracksToLibrary(tracks.map(mapping.track.toPackage)) }
    }

    /// Appends songs to a library playlist.
    public func addTracksToPlaylist(_ tracks: [Track], playlist: Playlist) async throws {
        try await translated {
            try await base.addTracksToPlaylist(tracks.map(mapping.track.toPackage), playlist: mapping.playlist.toPackage(playlist))
        }
    }

    /// Removes songs from a library playlist.
    public func removeTracksFromPlaylist(_ tracks: [Track], playlist: Playlist) async throws {
        try await translated {
            try await base.removeTracksFromPlaylist(tracks.map(mapping.track.toPackage), playlist: mapping.playlist.toPackage(playlist))
        }
    }
}
