/// Told by the Discover engine (`DiscoverFeed.actionObserver`) each time a
/// user action finishes, with what it showed: how a recorder writes the
/// session beside the calls without the trace module knowing the engine.
/// Within a refresh it is also told each library read and each artist check
/// that succeeded: what a diagnostic build prints and a recorder can write
/// as the trace's diagnostics.
///
/// A refresh asked for while one runs joins it and is not reported again.
@MainActor
public protocol DiscoverActionObserver: AnyObject {
    /// An action finished; `report` says what the engine showed.
    func discoverActionDidFinish(_ report: DiscoverActionReport)
    /// The engine read the library: it listed `artistCount` artists (repeated ids included).
    func discoverLibraryDidLoad(artistCount: Int)
    /// An artist's catalog check succeeded, and the engine counted `report`.
    /// Told once per check, after every check of the batch was answered and
    /// before the refresh finishes.
    func discoverArtistCheckDidFinish(_ report: ArtistCheckReport)
}

extension DiscoverActionObserver {
    /// Does nothing: an observer of actions alone need not hear of library reads.
    public func discoverLibraryDidLoad(artistCount: Int) {}
    /// Does nothing: an observer of actions alone need not hear of checks.
    public func discoverArtistCheckDidFinish(_ report: ArtistCheckReport) {}
}
