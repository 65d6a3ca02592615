/// An app's own music service as a `MusicLibraryService`, for an app whose
/// service protocol and values are its own: wrap it in a
/// `RecordingMusicLibraryService` to record through the app's code (Guides/Adopting.md
/// "An app with its own types").
///
/// Each of the app's methods is one closure, its values and errors translated by
/// `mapping`:
///
/// ```swift
/// let adapted = AdaptedMusicLibraryService(mapping: .app, operations: .init(
///     fetchLibraryArtists: { try await live.fetchLibraryArtists() },
///     fetchLibraryAlbums: { try await live.fetchLibraryAlbums() },
///     fetchPlaylist: { try await live.fetchPlaylist(named: $0) },
///     fetchRecentlyPlayed: { try await live.fetchRecentlyPlayed() },
///     fetchCatalogReleases: { try await live.fetchCatalogReleases(for: $0) },
///     fetchTracks: { try await live.fetchTracks(forCatalogAlbum: $0) },
///     addTracksToLibrary: { try await live.addTracksToLibrary($0) },
///     addTracksToPlaylist: { try await live.addTracksToPlaylist($0, playlist: $1) },
///     removeTracksFromPlaylist: { try await live.removeTracksFromPlaylist($0, playlist: $1) }))
/// ```
@MainActor
public final class AdaptedMusicLibraryService<Artist, Album, Track, Playlist>: MusicLibraryService {
    /// The app's service's methods, in the app's types, one closure each.
    public struct Operations {
        /// `fetchLibraryArtists()`.
        public var fetchLibraryArtists: @MainActor () async throws -> [Artist]
        /// `fetchLibraryAlbums()`.
        public var fetchLibraryAlbums: @MainActor () async throws -> [Album]
        /// `fetchPlaylist(named:)`.
        public var fetchPlaylist: @MainActor (String) async throws -> Playlist?
        /// `fetchRecentlyPlayed()`.
        public var fetchRecentlyPlayed: @MainActor () async throws -> [Track]
        /// `fetchCatalogReleases(for:)`: the releases; `hasMore` is recorded false.
        public var fetchCatalogReleases: @MainActor (Artist) async throws -> [Album]
        /// `fetchTracks(forCatalogAlbum:)`, by the catalog album's id.
        public var fetchTracks: @MainActor (String) async throws -> [Track]
        /// `addTracksToLibrary(_:)`.
        public var addTracksToLibrary: @MainActor ([Track]) async throws -> Void
        /// `addTracksToPlaylist(_:playlist:)`.
        public var addTracksToPlaylist: @MainActor ([Track], Playlist) async throws -> Void
        /// `removeTracksFromPlaylist(_:playlist:)`.
        public var removeTracksFromPlaylist: @MainActor ([Track], Playlist) async throws -> Void

        /// The nine methods, each a closure that calls the app's service.
        public init(
            fetchLibraryArtists: @escaping @MainActor () async throws -> [Artist],
            fetchLibraryAlbums: @escaping @MainActor () async throws -> [Album],
            fetchPlaylist: @escaping @MainActor (String) async throws -> Playlist?,
            fetchRecentlyPlayed: @escaping @MainActor () async throws -> [Track],
            fetchCatalogReleases: @escaping @MainActor (Artist) async throws -> [Album],
            fetchTracks: @escaping @MainActor (String) async throws -> [Track],
            addTracksToLibrary: @escaping @MainActor ([Track]) async throws -> Void,
            addTracksToPlaylist: @escaping @MainActor ([Track], Playlist) async throws -> Void,
            removeTracksFromPlaylist: @escaping @MainActor ([Track], Playlist) async throws -> Void
        ) {
            self.fetchLibraryArtists = fetchLibraryArtists
            self.fetchLibraryAlbums = fetchLibraryAlbums
            self.fetchPlaylist = fetchPlaylist
            self.fetchRecentlyPlayed = fetchRecentlyPlayed
            self.fetchCatalogReleases = fetchCatalogReleases
            self.fetchTracks = fetchTracks
            self.addTracksToLibrary = addTracksToLibrary
            self.addTracksToPlaylist = addTracksToPlaylist
            self.removeTracksFromPlaylist = removeTracksFromPlaylist
        }
    }

    /// How the app's values and errors stand for the package's.
    public let mapping: MusicValueMapping<Artist, Album, Track, Playlist>
    /// The app's service's methods.
    public let operations: Operations

    /// The app's service, seen as a `MusicLibraryService`.
    /// - Parameters:
    ///   - mapping: how the app's values and errors stand for the package's.
    ///   - operations: the app's service's methods.
    public init(mapping: MusicValueMapping<Artist, Album, Track, Playlist>, operations: Operations) {
        self.mapping = mapping
        self.operations = operations
    }

    /// Runs one of the app's methods, its error as the package's.
    private func translated<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw mapping.errorToPackage(error)
        }
    }

    /// The app's `fetchLibraryArtists`, its values and errors as the package's.
    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        try await translated { try await operations.fetchLibraryArtists() }.map(mapping.artist.toPackage)
    }

    /// The app's `fetchLibraryAlbums`, its values and errors as the package's.
    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        try await translated { try await operations.fetchLibraryAlbums() }.map(mapping.album.toPackage)
    }

    /// The app's `fetchPlaylist`, its values and errors as the package's.
    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? {
        try await translated { try await operations.fetchPlaylist(name) }.map(mapping.playlist.toPackage)
    }

    /// The app's `fetchRecentlyPlayed`, its values and errors as the package's.
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] {
        try await translated { try await operations.fetchRecentlyPlayed() }.map(mapping.track.toPackage)
    }

    /// The app's `fetchCatalogReleases`, its values and errors as the package's.
    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases {
        let albums = try await translated { try await operations.fetchCatalogReleases(mapping.artist.toApp(artist)) }
        return CatalogReleases(albums: albums.map(mapping.album.toPackage))
    }

    /// The app's `fetchTracks`, its values and errors as the package's.
    public func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] {
        try await translated { try await operations.fetchTracks(albumID) }.map(mapping.track.toPackage)
    }

    /// The app's `addTracksToLibrary`, its values and errors as the package's.
    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {
        try await translated { try await operations.addTracksToLibrary(tracks.map(mapping.track.toApp)) }
    }

    /// The app's `addTracksToPlaylist`, its values and errors as the package's.
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await translated {
            try await operations.addTracksToPlaylist(tracks.map(mapping.track.toApp), mapping.playlist.toApp(playlist))
        }
    }

    /// The app's `removeTracksFromPlaylist`, its values and errors as the package's.
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {
        try await translated {
            try await operations.removeTracksFromPlaylist(tracks.map(mapping.track.toApp), mapping.playlist.toApp(playlist))
        }
    }
}
