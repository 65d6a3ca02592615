import DeepCutKit
import DeepCutTrace

/// The session of a generated trace, a `refresh` a batch, each step made
/// when it is read: what the batches and the counts after each say, so that
/// the steps' artist ids are never all in memory at once.
struct SyntheticSteps: RandomAccessCollection {
    /// The artists of each batch, by position in the library, and whether each is a recheck.
    let batches: [[(index: Int, isRecheck: Bool)]]
    /// Of each batch, how many checks failed, and the feed's size after it.
    let counts: [(failed: Int, feedCount: Int)]
    /// The feed's album ids after the last step, when it is short enough to list.
    let lastFeed: [String]?
    /// The library id of the artist at a position.
    let artistID: (Int) -> String

    var startIndex: Int { 0 }
    var endIndex: Int { counts.count }

    subscript(refresh: Int) -> SessionStep {
        let batch = batches[refresh]
        let (failed, feedCount) = counts[refresh]
        let state: RefreshState = if !batch.isEmpty, failed == batch.count {
            .failed
        } else if failed > 0 {
            .degraded
        } else {
            feedCount == 0 ? .caughtUp : .loaded
        }
        let last = refresh == counts.count - 1
        return SessionStep(action: .refresh, at: Double(refresh) * SyntheticSession.spacing, expect: SessionExpectation(
            state: state, checked: batch.count, failed: failed, feedCount: feedCount, feed: last ? lastFeed : nil,
            checkedArtistIDs: batch.map { artistID($0.index) }))
    }
}
