/// The methods of `MusicLibraryService`, named as Docs/TraceFormat.md names
/// them in a call's `method`; what each takes and answers is its `schema`.
///
/// `allCases` is in the protocol's order, which reports use for a stable
/// listing.
public enum MusicLibraryMethod: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `fetchLibraryArtists()`
    case fetchLibraryArtists
    /// `fetchLibraryAlbums()`
    case fetchLibraryAlbums
    /// `fetchPlaylist(named:)`
    case fetchPlaylist
    /// `fetchRecentlyPlayed()`
    case fetchRecentlyPlayed
    /// `fetchCatalogReleases(for:)`
    case fetchCatalogReleases
    /// `fetchTracks(forCatalogAlbum:)`
    case fetchTracks
    /// `addTracksToLibrary(_:)`
    case addTracksToLibrary
    /// `addTracksToPlaylist(_:playlist:)`
    case addTracksToPlaylist
    /// `removeTracksFromPlaylist(_:playlist:)`
    case removeTracksFromPlaylist

    /// Whether the method changes the user's library.
    public var isWrite: Bool { schema.isWrite }

    /// Orders by the protocol's declaration order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
