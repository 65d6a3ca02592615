import DeepCutTesting
import LibraryApp

// The app's values and errors as the package's, and back: a line each way per type.
// Both modules name their values LibraryArtist, LibraryAlbum, LibraryTrack and
// LibraryPlaylist, so here each is written with its module's name.
typealias AppMapping = MusicValueMapping<
    LibraryApp.LibraryArtist, LibraryApp.LibraryAlbum, LibraryApp.LibraryTrack, LibraryApp.LibraryPlaylist>

extension MusicValueMapping
where Artist == LibraryApp.LibraryArtist, Album == LibraryApp.LibraryAlbum,
      Track == LibraryApp.LibraryTrack, Playlist == LibraryApp.LibraryPlaylist {
    static var app: AppMapping {
        AppMapping(
            artist: ValueMapping(toPackage: { DeepCutKit.LibraryArtist(id: $0.id, name: $0.name) },
                                 toApp: { LibraryApp.LibraryArtist(id: $0.id, name: $0.name) }),
            album: ValueMapping(toPackage: { DeepCutKit.LibraryAlbum(id: $0.id, title: $0.title, artistName: $0.artistName) },
                                toApp: { LibraryApp.LibraryAlbum(id: $0.id, title: $0.title, artistName: $0.artistName) }),
            track: ValueMapping(toPackage: { DeepCutKit.LibraryTrack(id: $0.id, title: $0.title, artistName: "") },
                                toApp: { LibraryApp.LibraryTrack(id: $0.id, title: $0.title) }),
            playlist: ValueMapping(toPackage: { DeepCutKit.LibraryPlaylist(id: $0.id, name: $0.name) },
                                   toApp: { LibraryApp.LibraryPlaylist(id: $0.id, name: $0.name) }),
            errorToPackage: { error in
                switch error as? MusicError {
                case .notFound: .http(status: 404, title: "Resource Not Found")
                case .failed(let text): .other(detail: text)
                case nil: MusicServiceError(converting: error)
                }
            },
            errorToApp: { error in
                if case .http(status: 404, _, _, _) = error { return MusicError.notFound }
                return MusicError.failed(error.description)
            })
    }
}

extension AdaptedMusicLibraryService
where Artist == LibraryApp.LibraryArtist, Album == LibraryApp.LibraryAlbum,
      Track == LibraryApp.LibraryTrack, Playlist == LibraryApp.LibraryPlaylist {
    /// The app's own service as the package's protocol: what a recording wraps.
    convenience init(_ live: any MusicLibraryServiceProtocol) {
        self.init(mapping: .app, operations: .init(
            fetchLibraryArtists: { try await live.fetchLibraryArtists() },
            fetchLibraryAlbums: { try await live.fetchLibraryAlbums() },
            fetchPlaylist: { try await live.fetchPlaylist(named: $0) },
            fetchRecentlyPlayed: { try await live.fetchRecentlyPlayed() },
            fetchCatalogReleases: { try await live.fetchCatalogReleases(for: $0) },
            fetchTracks: { try await live.fetchTracks(forCatalogAlbum: LibraryApp.LibraryAlbum(id: $0, title: "", artistName: "")) },
            addTracksToLibrary: { try await live.addTracksToLibrary($0) },
            addTracksToPlaylist: { try await live.addTracksToPlaylist($0, playlist: $1) },
            removeTracksFromPlaylist: { try await live.removeTracksFromPlaylist($0, playlist: $1) }))
    }
}

// A replay in the app's types meets the app's own protocol as it is.
extension MusicServiceBridge: MusicLibraryServiceProtocol
where Artist == LibraryApp.LibraryArtist, Album == LibraryApp.LibraryAlbum,
      Track == LibraryApp.LibraryTrack, Playlist == LibraryApp.LibraryPlaylist {}
