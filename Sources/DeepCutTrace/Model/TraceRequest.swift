import DeepCutKit

/// What a call asked for: the method and the arguments a trace records for it
/// (Docs/TraceFormat.md "Calls": ids only, never whole objects).
///
/// Two requests are equal when the method and every argument are equal, the
/// order of `trackIDs` included; the replay matches calls on this equality.
public enum TraceRequest: Hashable, Sendable, CustomStringConvertible {
    /// `fetchLibraryArtists()`, args `{}`.
    case fetchLibraryArtists
    /// `fetchLibraryAlbums()`, args `{}`.
    case fetchLibraryAlbums
    /// `fetchPlaylist(named:)`, args `{"name": string}`.
    case fetchPlaylist(name: String)
    /// `fetchRecentlyPlayed()`, args `{}`.
    case fetchRecentlyPlayed
    /// `fetchCatalogReleases(for:)`, args `{"artistID": string}`: the library artist's id.
    case fetchCatalogReleases(artistID: String)
    /// `fetchTracks(forCatalogAlbum:)`, args `{"albumID": string}`.
    case fetchTracks(albumID: String)
    /// `addTracksToLibrary(_:)`, args `{"trackIDs": [string]}`.
    case addTracksToLibrary(trackIDs: [String])
    /// `addTracksToPlaylist(_:playlist:)`, args `{"trackIDs": [string], "playlistID": string}`.
    case addTracksToPlaylist(trackIDs: [String], playlistID: String)
    /// `removeTracksFromPlaylist(_:playlist:)`, args `{"trackIDs": [string], "playlistID": string}`.
    case removeTracksFromPlaylist(trackIDs: [String], playlistID: String)

    /// The method called.
    public var method: MusicLibraryMethod {
        switch self {
        case .fetchLibraryArtists: .fetchLibraryArtists
        case .fetchLibraryAlbums: .fetchLibraryAlbums
        case .fetchPlaylist: .fetchPlaylist
        case .fetchRecentlyPlayed: .fetchRecentlyPlayed
        case .fetchCatalogReleases: .fetchCatalogReleases
        case .fetchTracks: .fetchTracks
        case .addTracksToLibrary: .addTracksToLibrary
        case .addTracksToPlaylist: .addTracksToPlaylist
        case .removeTracksFromPlaylist: .removeTracksFromPlaylist
        }
    }

    /// The arguments as a person reads them, strings JSON-quoted:
    /// `artistID: "r.Ab12Cd"`, `trackIDs: ["1", "2"], playlistID: "p.X"`, or
    /// the empty string for a method without arguments.
    public var argumentsDescription: String {
        func quoted(_ text: String) -> String {
            var output = JSONOutput()
            output.writeString(text)
            return output.string
        }
        func list(_ ids: [String]) -> String { "[" + ids.map(quoted).joined(separator: ", ") + "]" }
        switch self {
        case .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed: return ""
        case .fetchPlaylist(let name): return "name: " + quoted(name)
        case .fetchCatalogReleases(let artistID): return "artistID: " + quoted(artistID)
        case .fetchTracks(let albumID): return "albumID: " + quoted(albumID)
        case .addTracksToLibrary(let trackIDs): return "trackIDs: " + list(trackIDs)
        case .addTracksToPlaylist(let trackIDs, let playlistID), .removeTracksFromPlaylist(let trackIDs, let playlistID):
            return "trackIDs: " + list(trackIDs) + ", playlistID: " + quoted(playlistID)
        }
    }

    /// `fetchCatalogReleases(artistID: "r.Ab12Cd")`.
    public var description: String { "\(method.rawValue)(\(argumentsDescription))" }
}
