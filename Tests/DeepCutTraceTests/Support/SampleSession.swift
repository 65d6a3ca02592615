import DeepCutFixtures
import DeepCutKit

/// A session over the standard sample library, one call after another: the
/// snapshot, every artist's catalog releases (a 429 and its retry for
/// Björk), tracklists, the playlist and the writes. Errors are noted, not
/// thrown, as an engine would.
@MainActor
func runSampleSession(_ service: any MusicLibraryService) async -> [String] {
    var notes: [String] = []
    func attempt<Value>(_ body: () async throws -> Value) async -> Value? {
        do {
            return try await body()
        } catch {
            notes.append(String(describing: error))
            return nil
        }
    }
    let artists = await attempt { try await service.fetchLibraryArtists() } ?? []
    _ = await attempt { try await service.fetchLibraryAlbums() }
    _ = await attempt { try await service.fetchRecentlyPlayed() }
    var catalogAlbums: [LibraryAlbum] = []
    for artist in artists {
        var releases = await attempt { try await service.fetchCatalogReleases(for: artist) }
        if releases == nil {
            releases = await attempt { try await service.fetchCatalogReleases(for: artist) }
        }
        catalogAlbums += releases?.albums.prefix(1) ?? []
    }
    var tracks: [LibraryTrack] = []
    for album in catalogAlbums {
        tracks += await attempt { try await service.fetchTracks(forCatalogAlbum: album.id) } ?? []
    }
    tracks += await attempt { try await service.fetchTracks(forCatalogAlbum: "1440935476") } ?? []
    if let playlist = await attempt({ try await service.fetchPlaylist(named: "Deep Cuts") }) ?? nil {
        _ = await attempt { try await service.addTracksToPlaylist(Array(tracks.prefix(3)), playlist: playlist) }
        _ = await attempt { try await service.removeTracksFromPlaylist(Array(tracks.prefix(1)), playlist: playlist) }
    }
    _ = await attempt { try await service.fetchPlaylist(named: "Nowhere") }
    _ = await attempt { try await service.addTracksToLibrary(Array(tracks.suffix(2))) }
    return notes
}

/// The mock the sample session runs against: the standard library, a 429
/// for Björk's first catalog call, a 404 for Acid Bath's.
@MainActor
func sampleMock() -> MockMusicLibraryService {
    let mock = MockMusicLibraryService(library: .standard)
    mock.failNext(.fetchCatalogReleases, argument: "r.Bjork01", with: .http(status: 429, title: "Too Many Requests"))
    mock.fail(.fetchCatalogReleases, argument: "r.AcidBath", with: .http(status: 404, code: "40400", title: "Resource Not Found"))
    return mock
}
