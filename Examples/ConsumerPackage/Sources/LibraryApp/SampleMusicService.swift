/// The app's own stand-in for MusicKit, for the simulator and previews: three artists,
/// one of whom the catalog does not know.
@MainActor
public final class SampleMusicService: MusicLibraryServiceProtocol {
    public init() {}

    public func fetchLibraryArtists() async throws -> [LibraryArtist] {
        [LibraryArtist(id: "r.1", name: "Ana Moura"), LibraryArtist(id: "r.2", name: "Acid Bath"),
         LibraryArtist(id: "r.3", name: "A Local Band")]
    }

    public func fetchLibraryAlbums() async throws -> [LibraryAlbum] {
        [LibraryAlbum(id: "l.1", title: "Desfado", artistName: "Ana Moura"),
         LibraryAlbum(id: "l.2", title: "When the Kite String Pops", artistName: "Acid Bath")]
    }

    public func fetchPlaylist(named name: String) async throws -> LibraryPlaylist? { nil }
    public func fetchRecentlyPlayed() async throws -> [LibraryTrack] { [] }

    public func fetchCatalogReleases(for artist: LibraryArtist) async throws -> [LibraryAlbum] {
        switch artist.id {
        case "r.1":
            [LibraryAlbum(id: "5005001", title: "Desfado", artistName: "Ana Moura"),
             LibraryAlbum(id: "5005002", title: "Moura", artistName: "Ana Moura"),
             LibraryAlbum(id: "5005003", title: "Casa Guilhermina", artistName: "Ana Moura")]
        case "r.2":
            [LibraryAlbum(id: "6006001", title: "When the Kite String Pops", artistName: "Acid Bath"),
             LibraryAlbum(id: "6006002", title: "Paegan Terrorism Tactics", artistName: "Acid Bath")]
        default:
            throw MusicError.notFound
        }
    }

    public func fetchTracks(forCatalogAlbum album: LibraryAlbum) async throws -> [LibraryTrack] {
        guard album.id == "5005002" else { throw MusicError.notFound }
        return [LibraryTrack(id: "i.1", title: "Desamparo"), LibraryTrack(id: "i.2", title: "Moura")]
    }

    public func addTracksToLibrary(_ tracks: [LibraryTrack]) async throws {}
    public func addTracksToPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {}
    public func removeTracksFromPlaylist(_ tracks: [LibraryTrack], playlist: LibraryPlaylist) async throws {}
}
