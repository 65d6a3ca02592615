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
        var output = TraceBuilder()
        make(for: library, batchSize: batchSize, title: title, notes: notes, into: &output)
        return output.trace!
    }

    /// Writes the trace of the library `generator` makes, byte for byte as
    /// `TraceWriter` writes `trace(for: generator.generate(), …)`, handing the
    /// bytes to `piece` as they are made. Each artist is made when its calls
    /// are written (`SyntheticLibraryPlan`), and no call is kept once written.
    /// - Returns: how many calls, refreshes and bytes were written.
    /// - Complexity: O(artists × releases + cuts · log cuts), each artist made
    ///   about four times; memory for an artist's name key and a few numbers
    ///   each, and one piece of output, not for the library or the document.
    package static func write(
        for generator: SyntheticLibraryGenerator, batchSize: Int, title: String, notes: String? = nil,
        _ piece: ([UInt8]) -> Void
    ) -> (calls: Int, refreshes: Int, bytes: Int) {
        let plan = generator.plan()
        return withoutActuallyEscaping(piece) { piece in
            var output = StreamOutput(piece: piece)
            make(for: plan, batchSize: batchSize, title: title, notes: notes, into: &output)
            return (output.writer!.callCount, output.refreshes, output.writer!.byteCount)
        }
    }

    /// Makes the trace for a library a piece at a time, in the order of the
    /// document: the header, each call in `seq` order (the library's lists
    /// an element at a time), then the diagnostics and the session, whose
    /// steps are made as they are read.
    private static func make(
        for library: some SyntheticArtistSource, batchSize: Int, title: String, notes: String?,
        into output: inout some SyntheticTraceOutput
    ) {
        let batchSize = min(max(1, batchSize), max(1, library.artistCount))
        let batches = self.batches(library, batchSize: batchSize)
        let capture = TraceCapture(
            origin: .synthetic, title: title, startedAt: startedAt, app: "deepcut-replay generate", notes: notes)
        output.begin(Trace(
            capture: capture,
            engine: TraceEngineSettings(batchSize: batchSize, snapshotTTL: Double(batches.count) * spacing + 3_600)))
        var random = SplitMix64(seed: UInt64(library.artistCount) &* 0x2545_F491_4F6C_DD1D)
        output.artists(seq: 0, at: 0, durationMs: 850) { library.forEachLibraryArtist($0) }
        output.albums(seq: 1, at: 0, durationMs: 1_240) { library.forEachLibraryAlbum($0) }
        output.recentlyPlayed(seq: 2, at: 0, durationMs: 310) { library.forEachRecentlyPlayed($0) }
        var seq = 3
        // The feed itself is needed only while it is short enough for the last step to list.
        var feed: [(cut: SyntheticLibrary.Cut, artist: SyntheticLibrary.Artist)]? = []
        var feedCount = 0
        var inFeed = Array(repeating: false, count: library.artistCount)
        var diagnostics: [TraceDiagnostics.Artist] = []
        var counts: [(failed: Int, feedCount: Int)] = []
        for (refresh, batch) in batches.enumerated() {
            let time = Double(refresh) * spacing
            var failed = 0
            for (index, isRecheck) in batch {
                let artist = library.artist(index)
                var backoff = 0.0
                for (attempt, answer) in (isRecheck ? artist.recheckAnswers : artist.answers).enumerated() {
                    let outcome: TraceOutcome = switch answer {
                    case .success(let releases): .success(.catalogReleases(releases))
                    case .failure(let error): .failure(error)
                    }
                    output.call(TraceCall(
                        seq: seq, request: .fetchCatalogReleases(artistID: artist.artist.id), outcome: outcome,
                        at: time + backoff, durationMs: Double(60 + random.below(400))))
                    seq += 1
                    backoff += Double(1 << attempt)
                }
                if artist.checkFails { failed += 1 }
                guard !artist.checkFails, !inFeed[index] else { continue }
                inFeed[index] = true
                feedCount += artist.cuts.count
                feed = feedCount <= feedListLimit ? feed.map { $0 + artist.cuts.map { ($0, artist) } } : nil
                if diagnostics.count < diagnosticArtists {
                    diagnostics.append(TraceDiagnostics.Artist(
                        artistID: artist.artist.id, name: artist.artist.name, total: artist.total,
                        owned: artist.owned, cuts: artist.cuts.count))
                }
            }
            counts.append((failed, feedCount))
        }
        output.end(
            diagnostics: TraceDiagnostics(libraryArtistCount: library.artistCount, artists: diagnostics),
            session: SyntheticSteps(
                batches: batches, counts: counts, lastFeed: feed.map { feedOrder($0) }, artistID: { library.artistID($0) }))
    }

    /// The batches the engine must check, each artist (by its position in
    /// the library) marked when it is checked a second time.
    ///
    /// Artists absent from recently played come first, by normalized name
    /// (UTF-8 order) then id, a batch at a time. The last refresh takes the
    /// artists still never checked, then fills up with the oldest checks: the
    /// first batch's artists, in its order; recently played artists come only
    /// when there are fewer unplayed artists than a batch.
    static func batches(
        _ library: some SyntheticArtistSource, batchSize: Int
    ) -> [[(index: Int, isRecheck: Bool)]] {
        let sorted = (0..<library.artistCount).sorted { lhs, rhs in
            let (left, right) = (library.nameKey(lhs), library.nameKey(rhs))
            if left != right { return left.utf8.lexicographicallyPrecedes(right.utf8) }
            return library.artistID(lhs).utf8.lexicographicallyPrecedes(library.artistID(rhs).utf8)
        }
        let unplayed = sorted.filter { !library.isRecentlyPlayed($0) }
        let played = sorted.filter { library.isRecentlyPlayed($0) }
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
