import DeepCutKit
import Foundation

extension DiscoverFeed {
    /// Everything the engine holds between two user actions, as values: what
    /// a fault campaign keeps at the start of each step of a replay, to run a
    /// mutated replay from the step of its mutated call instead of from the
    /// first (Docs/FaultCampaigns.md "Resumed replays").
    ///
    /// The cache, the batch queue, the feed's ledger, the release sheet and
    /// the refresh bookkeeping are value types, copied on write, so an engine
    /// given a state and one that goes on from it never share a change. The
    /// library snapshot is a class that is never changed once made (its
    /// albums' index is read by every check), so holding the same instance
    /// is holding the same value. The matcher is not kept: it holds only
    /// buffers that each match empties first. Not `Sendable`, since the
    /// snapshot's index holds classes; a state lives on the main actor with
    /// the engine it came from.
    package struct Checkpoint {
        fileprivate var lastRefresh: RefreshSummary?
        fileprivate var cache: CutCache
        fileprivate var storeProblem: DiscoverError?
        fileprivate var feedCount: Int
        fileprivate var libraryArtistCount: Int?
        fileprivate var ledger: FeedLedger
        fileprivate var snapshot: LibrarySnapshot?
        fileprivate var queue: BatchQueue
        fileprivate var feedMemo: [FeedItem]?
        fileprivate var feedTitles: [String: String]
        fileprivate var unsaved: CutCacheChanges
        fileprivate var storeWritable: Bool
        fileprivate var sheetAlbumID: String?
        fileprivate var sheetState: SuggestionsState<LibraryTrack>?
        fileprivate var sheetGeneration: Int

        /// Whether an engine in this state and one in `other` do the same from
        /// now on, given the same answers and clock: the same cache, library
        /// snapshot (`LibrarySnapshot.same`), batch queue, counts, store and release
        /// sheet. The last refresh's summary is left out (the engine reports
        /// it and never reads it again: two runs whose checks took different
        /// attempts to reach the same answers go on alike), and so are the
        /// feed's memos and the ledger, which follow from the cache.
        /// - Complexity: O(n) in the cached artists and their cuts, and in the library's artists; the
        ///   values the two states share (copied from one state, never changed since) cost one comparison each.
        package func goesOnAlike(_ other: Checkpoint) -> Bool {
            feedCount == other.feedCount && libraryArtistCount == other.libraryArtistCount
                && LibrarySnapshot.same(snapshot, other.snapshot) && storeWritable == other.storeWritable
                && sheetAlbumID == other.sheetAlbumID && sheetState == other.sheetState
                && sheetGeneration == other.sheetGeneration && storeProblem == other.storeProblem
                && unsaved == other.unsaved && cache == other.cache && queue == other.queue
        }
    }

    /// The engine's state now; call between user actions (no refresh or load running).
    package var checkpoint: Checkpoint {
        precondition(!isRefreshing, "the engine's state is kept between user actions, not during a refresh")
        return Checkpoint(
            lastRefresh: lastRefresh, cache: cache, storeProblem: storeProblem, feedCount: feedCount,
            libraryArtistCount: libraryArtistCount, ledger: ledger, snapshot: snapshot, queue: queue,
            feedMemo: feedMemo, feedTitles: feedTitles, unsaved: unsaved, storeWritable: storeWritable,
            sheetAlbumID: sheetAlbumID, sheetState: sheet.state, sheetGeneration: sheet.generation)
    }

    private var sheetAlbumID: String? { sheet.albumID }

    /// An engine that goes on from `state`, kept from another engine, with its
    /// own service, clock and store; what the store loads is replaced by the state's cache.
    package convenience init(
        resuming state: Checkpoint, service: any MusicLibraryService, clock: any EngineClock, store: any CutStore,
        configuration: DiscoverConfiguration
    ) {
        self.init(service: service, clock: clock, store: store, configuration: configuration)
        restore(state)
    }

    private func restore(_ state: Checkpoint) {
        lastRefresh = state.lastRefresh
        cache = state.cache
        storeProblem = state.storeProblem
        feedCount = state.feedCount
        libraryArtistCount = state.libraryArtistCount
        ledger = state.ledger
        snapshot = state.snapshot
        queue = state.queue
        feedMemo = state.feedMemo
        feedTitles = state.feedTitles
        unsaved = state.unsaved
        storeWritable = state.storeWritable
        sheet.albumID = state.sheetAlbumID
        sheet.state = state.sheetState
        sheet.generation = state.sheetGeneration
    }
}
