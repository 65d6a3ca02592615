/// Told by the Discover engine (`DiscoverFeed.actionObserver`) each time a
/// user action finishes, with what it showed: how a recorder writes the
/// session beside the calls without the trace module knowing the engine.
///
/// A refresh asked for while one runs joins it and is not reported again.
@MainActor
public protocol DiscoverActionObserver: AnyObject {
    /// An action finished; `report` says what the engine showed.
    func discoverActionDidFinish(_ report: DiscoverActionReport)
}
