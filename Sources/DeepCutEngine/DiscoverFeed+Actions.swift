import DeepCutKit

extension DiscoverFeed {
    /// Opens the release sheet on an album and loads its tracklist.
    public func openRelease(albumID: String) async {
        let start = clock.now
        await sheet.open(albumID: albumID)
        reportSheet(.openRelease(albumID: albumID), startedAt: start)
    }

    /// Loads the release sheet's tracks again (its retry button); when the
    /// sheet shows another album, does what `openRelease` does.
    public func retryTracks(albumID: String) async {
        let start = clock.now
        if sheet.albumID == albumID {
            await sheet.retry()
        } else {
            await sheet.open(albumID: albumID)
        }
        reportSheet(.retryTracks(albumID: albumID), startedAt: start)
    }

    /// Adds an album's tracks to the library playlist named `playlistName`,
    /// then removes the album from the feed for good.
    ///
    /// Reuses the tracks the sheet loaded for this album, otherwise fetches
    /// them; finds the playlist by name; writes the tracks in disc and track
    /// order with one `addTracksToPlaylist` call.
    /// - Throws: `DiscoverError.playlistNotFound` when no playlist has that
    ///   name, `.noTracks` when the album has none, `.service` when a call
    ///   fails. Nothing is written and the feed is unchanged when it throws.
    public func addToPlaylist(albumID: String, playlistName: String) async throws(DiscoverError) {
        let start = clock.now
        defer { report(.addToPlaylist(albumID: albumID, playlistName: playlistName), startedAt: start) }
        var tracks = sheet.loadedTracks(for: albumID)
        if tracks == nil {
            do {
                tracks = ReleaseSheet.ordered(try await service.fetchTracks(forCatalogAlbum: albumID))
            } catch {
                throw .service(.fetchTracks, MusicServiceError(converting: error))
            }
        }
        guard let tracks, !tracks.isEmpty else { throw .noTracks(albumID: albumID) }
        let playlist: LibraryPlaylist?
        do {
            playlist = try await service.fetchPlaylist(named: playlistName)
        } catch {
            throw .service(.fetchPlaylist, MusicServiceError(converting: error))
        }
        guard let playlist else { throw .playlistNotFound(name: playlistName) }
        do {
            try await service.addTracksToPlaylist(tracks, playlist: playlist)
        } catch {
            throw .service(.addTracksToPlaylist, MusicServiceError(converting: error))
        }
        removeFromFeed(albumID, added: true)
    }

    /// Removes an album from the feed for good ("not interested").
    public func dismiss(albumID: String) {
        let start = clock.now
        removeFromFeed(albumID, added: false)
        report(.dismiss(albumID: albumID), startedAt: start)
    }
}
