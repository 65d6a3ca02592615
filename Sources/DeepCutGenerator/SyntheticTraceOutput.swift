import DeepCutKit
import DeepCutTrace

/// Where `SyntheticSession` puts a trace as it makes it, in the document's order.
protocol SyntheticTraceOutput {
    /// The trace without calls, diagnostics or session, before the first call.
    mutating func begin(_ header: Trace)
    /// The `fetchLibraryArtists` call, its artists handed over one at a time.
    mutating func artists(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryArtist) -> Void) -> Void)
    /// The `fetchLibraryAlbums` call, its albums handed over one at a time.
    mutating func albums(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryAlbum) -> Void) -> Void)
    /// The `fetchRecentlyPlayed` call, its tracks handed over one at a time.
    mutating func recentlyPlayed(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryTrack) -> Void) -> Void)
    /// Any other call, in `seq` order.
    mutating func call(_ call: TraceCall)
    /// The diagnostics and the session, after the last call.
    mutating func end(diagnostics: TraceDiagnostics, session: SyntheticSteps)
}

/// Gathers the whole trace in memory.
struct TraceBuilder: SyntheticTraceOutput {
    /// The trace, once begun.
    private(set) var trace: Trace?

    mutating func begin(_ header: Trace) { trace = header }

    mutating func artists(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryArtist) -> Void) -> Void) {
        var artists: [LibraryArtist] = []
        each { artists.append($0) }
        call(TraceCall(seq: seq, request: .fetchLibraryArtists, outcome: .success(.artists(artists)), at: at,
                       durationMs: durationMs))
    }

    mutating func albums(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryAlbum) -> Void) -> Void) {
        var albums: [LibraryAlbum] = []
        each { albums.append($0) }
        call(TraceCall(seq: seq, request: .fetchLibraryAlbums, outcome: .success(.albums(albums)), at: at,
                       durationMs: durationMs))
    }

    mutating func recentlyPlayed(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryTrack) -> Void) -> Void) {
        var tracks: [LibraryTrack] = []
        each { tracks.append($0) }
        call(TraceCall(seq: seq, request: .fetchRecentlyPlayed, outcome: .success(.tracks(tracks)), at: at,
                       durationMs: durationMs))
    }

    mutating func call(_ call: TraceCall) { trace!.calls.append(call) }

    mutating func end(diagnostics: TraceDiagnostics, session: SyntheticSteps) {
        trace!.diagnostics = diagnostics
        trace!.session = Array(session)
    }
}

/// Writes the trace's bytes as they are made, a piece at a time.
struct StreamOutput: SyntheticTraceOutput {
    let piece: ([UInt8]) -> Void
    private(set) var writer: TraceStreamWriter?
    private(set) var refreshes = 0

    init(piece: @escaping ([UInt8]) -> Void) {
        self.piece = piece
    }

    mutating func begin(_ header: Trace) { writer = TraceStreamWriter(header: header) }

    mutating func artists(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryArtist) -> Void) -> Void) {
        writer!.appendArtists(seq: seq, at: at, durationMs: durationMs, piece, each)
    }

    mutating func albums(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryAlbum) -> Void) -> Void) {
        writer!.appendAlbums(seq: seq, at: at, durationMs: durationMs, piece, each)
    }

    mutating func recentlyPlayed(seq: Int, at: Double, durationMs: Double, _ each: ((LibraryTrack) -> Void) -> Void) {
        writer!.appendRecentlyPlayed(seq: seq, at: at, durationMs: durationMs, piece, each)
    }

    mutating func call(_ call: TraceCall) { writer!.append(call, piece) }

    mutating func end(diagnostics: TraceDiagnostics, session: SyntheticSteps) {
        refreshes = session.count
        writer!.finish(diagnostics: diagnostics, session: session, piece)
    }
}
