import DeepCutKit
import DeepCutTrace

extension MusicWorld {
    /// The last successful answer recorded for a request, if any.
    public func lastSuccess(of request: TraceRequest) -> TraceResult? {
        for answer in (answers[request] ?? []).reversed() {
            if case .success(let result) = answer.outcome { return result }
        }
        return nil
    }

    /// The library's artists as the last successful read gave them; empty when none was recorded.
    public var artists: [LibraryArtist] {
        if case .artists(let artists)? = lastSuccess(of: .fetchLibraryArtists) { return artists }
        return []
    }

    /// The library's albums as the last successful read gave them; empty when none was recorded.
    public var albums: [LibraryAlbum] {
        if case .albums(let albums)? = lastSuccess(of: .fetchLibraryAlbums) { return albums }
        return []
    }

    /// The recently played songs as the last successful read gave them; empty when none was recorded.
    public var recentlyPlayed: [LibraryTrack] {
        if case .tracks(let tracks)? = lastSuccess(of: .fetchRecentlyPlayed) { return tracks }
        return []
    }

    /// The playlists found by name, by the name asked; a name recorded as "no such playlist" is absent.
    public var playlists: [String: LibraryPlaylist] {
        var found: [String: LibraryPlaylist] = [:]
        for request in answers.keys {
            guard case .fetchPlaylist(let name) = request, case .playlist(let playlist?)? = lastSuccess(of: request)
            else { continue }
            found[name] = playlist
        }
        return found
    }

    /// Each artist's catalog releases as its last successful check gave them, by library artist id.
    public var catalog: [String: CatalogReleases] {
        var found: [String: CatalogReleases] = [:]
        for request in answers.keys {
            guard case .fetchCatalogReleases(let artistID) = request,
                  case .catalogReleases(let releases)? = lastSuccess(of: request) else { continue }
            found[artistID] = releases
        }
        return found
    }

    /// Each album's tracks as the last successful read gave them, by catalog album id.
    public var tracklists: [String: [LibraryTrack]] {
        var found: [String: [LibraryTrack]] = [:]
        for request in answers.keys {
            guard case .fetchTracks(let albumID) = request, case .tracks(let tracks)? = lastSuccess(of: request) else {
                continue
            }
            found[albumID] = tracks
        }
        return found
    }

    /// What the world holds, counted: what `deepcut-replay world --summary` prints.
    public var summary: WorldSummary { WorldSummary(self) }
}

/// What a world holds, counted, and what it leaves unrecorded.
public struct WorldSummary: Hashable, Sendable {
    /// Library artists (the last successful read).
    public var artists: Int
    /// Library albums (the last successful read).
    public var albums: Int
    /// Recently played songs (the last successful read).
    public var recentlyPlayed: Int
    /// Playlists recorded by name, found or not.
    public var playlistsAsked: Int
    /// Library artists whose catalog was asked for.
    public var artistsChecked: Int
    /// Catalog releases, over every artist's last successful check.
    public var catalogReleases: Int
    /// Albums whose tracks were asked for.
    public var albumsOpened: Int
    /// Tracks, over every album's last successful read.
    public var tracks: Int
    /// Recorded errors, by status key (`HTTP 404`, `network`), sorted by key.
    public var errors: [(key: String, count: Int)]
    /// Requests whose every recorded answer is an error.
    public var requestsOnlyFailing: Int
    /// Library artists whose catalog no recording asked for.
    public var artistsUnchecked: Int
    /// Catalog releases (of the last successful checks) whose tracks no recording asked for.
    public var releasesUnopened: Int
    /// Whether the library reads were recorded: artists, albums, recently played.
    public var libraryReadsUnrecorded: [MusicLibraryMethod]
    /// Conflicts between sources.
    public var conflicts: Int

    /// Counts a world.
    public init(_ world: MusicWorld) {
        artists = world.artists.count
        albums = world.albums.count
        recentlyPlayed = world.recentlyPlayed.count
        var asked = 0, checked = Set<String>(), opened = Set<String>(), only = 0
        var errorCounts: [String: Int] = [:]
        for (request, answers) in world.answers {
            switch request {
            case .fetchPlaylist: asked += 1
            case .fetchCatalogReleases(let artistID): checked.insert(artistID)
            case .fetchTracks(let albumID): opened.insert(albumID)
            default: break
            }
            if answers.allSatisfy(\.isError) { only += 1 }
            for answer in answers {
                if case .failure(let error) = answer.outcome { errorCounts[error.statusKey, default: 0] += 1 }
            }
        }
        for answers in world.writeErrors.values {
            for answer in answers {
                if case .failure(let error) = answer.outcome { errorCounts[error.statusKey, default: 0] += 1 }
            }
        }
        playlistsAsked = asked
        artistsChecked = checked.count
        albumsOpened = opened.count
        requestsOnlyFailing = only
        let catalog = world.catalog
        catalogReleases = catalog.values.reduce(0) { $0 + $1.albums.count }
        tracks = world.tracklists.values.reduce(0) { $0 + $1.count }
        errors = errorCounts.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) }
        artistsUnchecked = Set(world.artists.map(\.id)).subtracting(checked).count
        var unopened = Set<String>()
        for releases in catalog.values {
            for album in releases.albums where !opened.contains(album.id) { unopened.insert(album.id) }
        }
        releasesUnopened = unopened.count
        libraryReadsUnrecorded = [MusicLibraryMethod.fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed]
            .filter { method in !world.answers.keys.contains { $0.method == method } }
        conflicts = world.conflicts.count
    }

    /// Equal when every count is.
    public static func == (lhs: WorldSummary, rhs: WorldSummary) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the printed summary.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension WorldSummary: CustomStringConvertible {
    /// The summary as `world --summary` prints it, a fact a line.
    public var description: String {
        let errorText = errors.isEmpty ? "none" : errors.map { "\($0.count) \($0.key)" }.joined(separator: ", ")
        let reads = libraryReadsUnrecorded.map(\.rawValue).joined(separator: ", ")
        func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)" + (value == 1 ? "" : "s") }
        var unrecorded = "unrecorded: \(count(artistsUnchecked, "library artist")) never checked, "
            + "\(count(releasesUnopened, "release")) never opened"
        if !reads.isEmpty { unrecorded += "; no " + reads }
        var lines: [String] = []
        lines.append("library: \(count(artists, "artist")), \(count(albums, "album")), \(recentlyPlayed) recently played")
        lines.append("playlists asked by name: \(playlistsAsked)")
        lines.append("catalog: \(count(artistsChecked, "artist")) checked, \(count(catalogReleases, "release"))")
        lines.append("tracks: \(count(albumsOpened, "album")) opened, \(count(tracks, "track"))")
        lines.append("errors: \(errorText) (\(count(requestsOnlyFailing, "request")) answered only with errors)")
        lines.append(unrecorded)
        lines.append("conflicts: \(conflicts)")
        lines = lines.map { $0 + "\n" }
        return lines.joined()
    }
}
