import DeepCutKit

/// Writes a trace whose calls come one at a time (a generator's), in pieces
/// of about `pieceSize` bytes: the bytes of `TraceWriter.bytes(for:)` of the
/// whole trace with its diagnostics and session at the top level, without the
/// document or the list of calls ever being whole in memory.
package struct TraceStreamWriter {
    /// Bytes gathered before they are handed on.
    package static let pieceSize = 1 << 16

    private var output = JSONOutput()
    /// Calls written so far.
    package private(set) var callCount = 0
    /// Bytes handed on so far.
    package private(set) var byteCount = 0

    /// Starts with everything before the first call: `trace`'s format,
    /// version, capture and engine (its calls, diagnostics and session are not read).
    package init(header trace: Trace) {
        output.bytes.reserveCapacity(Self.pieceSize + 4096)
        output.writeHeader(trace)
    }

    /// Writes one call's line, handing the bytes to `piece` once a piece is full.
    package mutating func append(_ call: TraceCall, _ piece: ([UInt8]) -> Void) {
        output.writeCallLine(call, isFirst: callCount == 0)
        callCount += 1
        if output.bytes.count >= Self.pieceSize { handOn(piece) }
    }

    /// Writes a `fetchLibraryArtists` call whose artists `artists` hands over
    /// one at a time: the bytes of `append` for the call with the whole list,
    /// never the whole line in memory.
    package mutating func appendArtists(
        seq: Int, at: Double?, durationMs: Double?, _ piece: ([UInt8]) -> Void,
        _ artists: ((LibraryArtist) -> Void) -> Void
    ) {
        appendList(seq: seq, request: .fetchLibraryArtists, at: at, durationMs: durationMs, key: "artists", piece, artists) {
            $0.writeArtist($1, unknown: JSONObject())
        }
    }

    /// Writes a `fetchLibraryAlbums` call a library album at a time, as `appendArtists` does.
    package mutating func appendAlbums(
        seq: Int, at: Double?, durationMs: Double?, _ piece: ([UInt8]) -> Void,
        _ albums: ((LibraryAlbum) -> Void) -> Void
    ) {
        appendList(seq: seq, request: .fetchLibraryAlbums, at: at, durationMs: durationMs, key: "albums", piece, albums) {
            $0.writeAlbum($1, unknown: JSONObject())
        }
    }

    /// Writes a `fetchRecentlyPlayed` call a track at a time, as `appendArtists` does.
    package mutating func appendRecentlyPlayed(
        seq: Int, at: Double?, durationMs: Double?, _ piece: ([UInt8]) -> Void,
        _ tracks: ((LibraryTrack) -> Void) -> Void
    ) {
        appendList(seq: seq, request: .fetchRecentlyPlayed, at: at, durationMs: durationMs, key: "tracks", piece, tracks) {
            $0.writeTrack($1, unknown: JSONObject())
        }
    }

    private mutating func appendList<Element>(
        seq: Int, request: TraceRequest, at: Double?, durationMs: Double?, key: StaticString, _ piece: ([UInt8]) -> Void,
        _ elements: ((Element) -> Void) -> Void, write: (inout JSONOutput, Element) -> Void
    ) {
        output.writeRaw(callCount == 0 ? "\n    " : ",\n    ")
        output.writeListCallOpening(seq: seq, request: request, at: at, durationMs: durationMs, key: key)
        withoutActuallyEscaping(piece) { piece in
            withoutActuallyEscaping(write) { write in
                var isFirst = true
                elements { element in
                    if isFirst { isFirst = false } else { output.writeRaw(", ") }
                    write(&output, element)
                    if output.bytes.count >= Self.pieceSize { handOn(piece) }
                }
            }
        }
        output.writeRaw("]}}")
        callCount += 1
        if output.bytes.count >= Self.pieceSize { handOn(piece) }
    }

    /// Writes everything after the last call and hands on what is left,
    /// a piece at a time: `session` may make its steps as it is read.
    package mutating func finish(
        diagnostics: TraceDiagnostics?, session: (some Collection<SessionStep>)?, _ piece: ([UInt8]) -> Void
    ) {
        var handedOn = 0
        withoutActuallyEscaping(piece) { piece in
            output.writeTail(diagnostics: diagnostics, session: session, unknownKeys: JSONObject()) { output in
                guard output.bytes.count >= Self.pieceSize else { return }
                handedOn += output.bytes.count
                piece(output.bytes)
                output.bytes.removeAll(keepingCapacity: true)
            }
        }
        byteCount += handedOn
        handOn(piece)
    }

    private mutating func handOn(_ piece: ([UInt8]) -> Void) {
        byteCount += output.bytes.count
        piece(output.bytes)
        output.bytes.removeAll(keepingCapacity: true)
    }
}
