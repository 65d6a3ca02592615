import DeepCutKit

/// A service that answers every catalog call with the same releases and keeps
/// nothing, so that what the recorder benchmark measures is the recorder's
/// own memory (the mock remembers every call it was asked).
@MainActor
final class ConstantService: MusicLibraryService {
    let releases: CatalogReleases

    init(releases: CatalogReleases) {
        self.releases = releases
    }

    func fetchLibraryArtists() async throws -> [LibraryArtist] { [] }
    func fetchLibraryAlbums() async throws -> [LibraryAlbum] { [] }
    func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? { nil }
    func fetchRecentlyPlayed() async throws -> [LibraryTrack] { [] }
    func fetchCatalogReleases(for artist: LibraryArtist) async throws -> CatalogReleases { releases }
    func fetchTracks(forCatalogAlbum albumID: String) async throws -> [LibraryTrack] { [] }
    func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {}
    func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {}
    func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {}
}
