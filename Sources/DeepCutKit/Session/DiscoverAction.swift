/// A user action the Discover engine carries out: what a trace's session
/// step records (Docs/TraceFormat.md "Session").
public enum DiscoverAction: Hashable, Sendable {
    /// Refresh the Discover feed.
    case refresh
    /// Open a release's sheet, which loads its tracks.
    case openRelease(albumID: String)
    /// Load the sheet's tracks again.
    case retryTracks(albumID: String)
    /// Add a release's tracks to the playlist with this name.
    case addToPlaylist(albumID: String, playlistName: String)
    /// Remove a release from the feed for good.
    case dismiss(albumID: String)
}
