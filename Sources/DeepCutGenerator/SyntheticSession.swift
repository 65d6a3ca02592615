import DeepCutKit
import DeepCutTrace
import Foundation

/// Turns a `SyntheticLibrary` into a trace: the calls a device would have
/// recorded, and a session that refreshes every 15 minutes until every
/// artist absent from recently played has been checked once, with each
/// refresh's `expect` and the `diagnostics` taken from the ground truth.
public enum SyntheticSession {
    /// Seconds between refreshes.
    public static let spacing: Double = 900
    /// The replay clock's zero for generated traces.
    public static let startedAt = TraceTimestamp("2026-01-05T08:00:00Z")!
    /// Above this many cuts, the last step checks `feedCount` only, not the feed's ids.
    public static let feedListLimit = 300
    /// Diagnostic artists listed at most.
    public static let diagnosticArtists = 40

    /// The trace for a library, checked `batchSize` artists at a time.
    /// - Complexity: O(artists × releases + cuts · log cuts).
    public static func trace(
        for library: SyntheticLibrary, batchSize: Int, title: String, notes: String? = nil
    ) -> Trace {
        var calls: [TraceCall] = []
        var trace = make(for: library, batchSize: batchSize, title: title, notes: notes, header: { _ in }) {
            calls.append($0)
        }
        trace.calls = calls
        return trace
    }

    /// Writes the trace for a library as `trace(for:batchSize:title:notes:)`
    /// gives it, byte for byte as `TraceWriter` writes that trace, handing
    /// the bytes to `piece` as they are made: no call is kept once written.
    /// - Returns: how many calls, refreshes and bytes were written.
    /// - Complexity: O(artists × releases + cuts · log cuts); memory for the
    ///   library and one call at a time, not for the document.
    package static func write(
        for library: SyntheticLibrary, batchSize: Int, title: String, notes: String? = nil,
        _ piece: ([UInt8]) -> Void
    ) -> (calls: Int, refreshes: Int, bytes: Int) {
        var writer: TraceStreamWriter?
        let rest = make(
            for: library, batchSize: batchSize, title: title, notes: notes, header: { writer = TraceStreamWriter(header: $0) }
        ) { call in
            writer!.append(call, piece)
        }
        writer!.finish(diagnostics: rest.diagnostics, session: rest.session, piece)
        return (writer!.callCount, rest.session?.count ?? 0, writer!.byteCount)
    }

    /// Makes the trace for a library a piece at a time: `header` gets the
    /// trace without calls, diagnostics or session before the first call,
    /// and `call` each call as it is made, in `seq` order.
    /// - Returns: the trace without its calls.
    private static func make(
        for library: SyntheticLibrary, batchSize: Int, title: String, notes: String?,
        header: (Trace) -> Void, call: (TraceCall) -> Void
    ) -> Trace {
        let batchSize = min(max(1, batchSize), max(1, library.artists.count))
        let batches = self.batches(library.artists, batchSize: batchSize)
        let capture = TraceCapture(
            origin: .synthetic, title: title, startedAt: startedAt, app: "deepcut-replay generate", notes: notes)
        var trace = Trace(
            capture: capture,
            engine: TraceEngineSettings(batchSize: batchSize, snapshotTTL: Double(batches.count) * spacing + 3_600))
        header(trace)
        var random = SplitMix64(seed: UInt64(library.artists.count) &* 0x2545_F491_4F6C_DD1D)
        var seq = 0
        func emit(_ request: TraceRequest, _ outcome: TraceOutcome, at: Double, durationMs: Double) {
            call(TraceCall(seq: seq, request: request, outcome: outcome, at: at, durationMs: durationMs))
            seq += 1
        }
        emit(.fetchLibraryArtists, .success(.artists(library.artists.map(\.artist))), at: 0, durationMs: 850)
        emit(.fetchLibraryAlbums, .success(.albums(library.libraryAlbums)), at: 0, durationMs: 1_240)
        emit(.fetchRecentlyPlayed, .success(.tracks(library.recentlyPlayed)), at: 0, durationMs: 310)
        var steps: [SessionStep] = []
        var feed: [(cut: SyntheticLibrary.Cut, artist: SyntheticLibrary.Artist)] = []
        var inFeed: Set<String> = []
        var diagnostics: [TraceDiagnostics.Artist] = []
        for (refresh, batch) in batches.enumerated() {
            let time = Double(refresh) * spacing
            for (artist, isRecheck) in batch {
                var backoff = 0.0
                for (attempt, answer) in (isRecheck ? artist.recheckAnswers : artist.answers).enumerated() {
                    let outcome: TraceOutcome = switch answer {
                    case .success(let releases): .success(.catalogReleases(releases))
                    case .failure(let error): .failure(error)
                    }
                    emit(.fetchCatalogReleases(artistID: artist.artist.id), outcome, at: time + backoff,
                         durationMs: Double(60 + random.below(400)))
                    backoff += Double(1 << attempt)
                }
                guard !artist.checkFails, inFeed.insert(artist.artist.id).inserted else { continue }
                feed += artist.cuts.map { ($0, artist) }
                if diagnostics.count < diagnosticArtists {
                    diagnostics.append(TraceDiagnostics.Artist(
                        artistID: artist.artist.id, name: artist.artist.name, total: artist.total,
                        owned: artist.owned, cuts: artist.cuts.count))
                }
            }
            let batch = batch.map(\.artist)
            let failed = batch.count { $0.checkFails }
            let state: RefreshState = if !batch.isEmpty, failed == batch.count {
                .failed
            } else if failed > 0 {
                .degraded
            } else {
                feed.isEmpty ? .caughtUp : .loaded
            }
            let last = refresh == batches.count - 1
            steps.append(SessionStep(action: .refresh, at: time, expect: SessionExpectation(
                state: state, checked: batch.count, failed: failed, feedCount: feed.count,
                feed: last && feed.count <= feedListLimit ? feedOrder(feed) : nil,
                checkedArtistIDs: batch.map(\.artist.id))))
        }
        trace.diagnostics = TraceDiagnostics(libraryArtistCount: library.artists.count, artists: diagnostics)
        trace.session = steps
        return trace
    }

    /// The batches the engine must check, each artist marked when it is
    /// checked a second time.
    ///
    /// Artists absent from recently played come first, by normalized name
    /// (UTF-8 order) then id, a batch at a time. The last refresh takes the
    /// artists still never checked, then fills up with the oldest checks: the
    /// first batch's artists, in its order; recently played artists come only
    /// when there are fewer unplayed artists than a batch.
    static func batches(
        _ artists: [SyntheticLibrary.Artist], batchSize: Int
    ) -> [[(artist: SyntheticLibrary.Artist, isRecheck: Bool)]] {
        let sorted = artists.sorted { lhs, rhs in
            if lhs.nameKey != rhs.nameKey { return lhs.nameKey.utf8.lexicographicallyPrecedes(rhs.nameKey.utf8) }
            return lhs.artist.id.utf8.lexicographicallyPrecedes(rhs.artist.id.utf8)
        }
        let unplayed = sorted.filter { !$0.recentlyPlayed }
        let played = sorted.filter(\.recentlyPlayed)
        let refreshes = max(1, (unplayed.count + batchSize - 1) / batchSize)
        return (0..<refreshes).map { refresh in
            let first = unplayed[min(unplayed.count, refresh * batchSize)..<min(unplayed.count, (refresh + 1) * batchSize)]
            var batch = first.map { ($0, false) }
            if refresh > 0 {
                batch += unplayed.prefix(batchSize - batch.count).map { ($0, true) }
            } else {
                batch += played.prefix(batchSize - batch.count).map { ($0, false) }
            }
            return batch
        }
    }

    /// The feed's album ids in feed order: artists absent from recently
    /// played first, newest first (no date last), then title, id, artist id.
    static func feedOrder(_ feed: [(cut: SyntheticLibrary.Cut, artist: SyntheticLibrary.Artist)]) -> [String] {
        feed.sorted { lhs, rhs in
            if lhs.artist.recentlyPlayed != rhs.artist.recentlyPlayed { return !lhs.artist.recentlyPlayed }
            let (left, right) = (lhs.cut.album.releaseDate?.firstDayKey, rhs.cut.album.releaseDate?.firstDayKey)
            if left != right {
                guard let left else { return false }
                guard let right else { return true }
                return left > right
            }
            for (leftText, rightText) in [
                (lhs.cut.sortTitle, rhs.cut.sortTitle), (lhs.cut.album.title, rhs.cut.album.title),
                (lhs.cut.album.id, rhs.cut.album.id), (lhs.artist.artist.id, rhs.artist.artist.id),
            ] where leftText != rightText {
                return leftText.utf8.lexicographicallyPrecedes(rightText.utf8)
            }
            return false
        }.map(\.cut.album.id)
    }
}
