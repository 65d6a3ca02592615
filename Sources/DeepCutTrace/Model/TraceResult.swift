import DeepCutKit

/// A successful answer, typed by what the method returns (Docs/TraceFormat.md
/// "Calls", column `result`).
public enum TraceResult: Hashable, Sendable {
    /// `fetchLibraryArtists`: `{"artists": [artist]}`.
    case artists([LibraryArtist])
    /// `fetchLibraryAlbums`: `{"albums": [album]}`.
    case albums([LibraryAlbum])
    /// `fetchPlaylist`: `{"playlist": playlist or null}`.
    case playlist(LibraryPlaylist?)
    /// `fetchRecentlyPlayed` and `fetchTracks`: `{"tracks": [track]}`.
    case tracks([LibraryTrack])
    /// `fetchCatalogReleases`: `{"albums": [album], "hasMore": bool}`.
    case catalogReleases(CatalogReleases)
    /// A write's answer: `{}`.
    case written

    /// The kind of answer this is (`MusicLibraryMethod.Schema.result`).
    public var kind: MusicLibraryMethod.ResultKind {
        switch self {
        case .artists: .artists
        case .albums: .albums
        case .playlist: .playlist
        case .tracks: .tracks
        case .catalogReleases: .catalogReleases
        case .written: .written
        }
    }

    /// The answer of `kind` that holds nothing: no artists, albums or
    /// tracks, no playlist, no more releases, or a write's `{}`.
    public static func empty(_ kind: MusicLibraryMethod.ResultKind) -> TraceResult {
        switch kind {
        case .artists: .artists([])
        case .albums: .albums([])
        case .playlist: .playlist(nil)
        case .tracks: .tracks([])
        case .catalogReleases: .catalogReleases(CatalogReleases(albums: []))
        case .written: .written
        }
    }

    /// Whether this is the kind of answer `method` gives.
    public func fits(_ method: MusicLibraryMethod) -> Bool { kind == method.schema.result }

    /// An answer of the same kind that holds nothing: what a replaying
    /// service keeps of a result once it has handed it out.
    var released: TraceResult {
        switch self {
        case .artists: .artists([])
        case .albums: .albums([])
        case .playlist: self
        case .tracks: .tracks([])
        case .catalogReleases(let releases): .catalogReleases(CatalogReleases(albums: [], hasMore: releases.hasMore))
        case .written: .written
        }
    }

    /// A short account for listings: `2 artists`, `25 albums, more in the
    /// catalog`, `playlist "Deep Cuts" (p.DeepCuts)`, `no playlist`, `written`.
    public var summary: String {
        func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
        switch self {
        case .artists(let artists): return count(artists.count, "artist")
        case .albums(let albums): return count(albums.count, "album")
        case .playlist(let playlist?): return "playlist \"\(playlist.name)\" (\(playlist.id))"
        case .playlist(nil): return "no playlist"
        case .tracks(let tracks): return count(tracks.count, "track")
        case .catalogReleases(let releases):
            return count(releases.albums.count, "album") + (releases.hasMore ? ", more in the catalog" : "")
        case .written: return "written"
        }
    }
}
