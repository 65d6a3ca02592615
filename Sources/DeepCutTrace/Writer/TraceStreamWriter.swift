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

    /// Writes everything after the last call and hands on what is left.
    package mutating func finish(diagnostics: TraceDiagnostics?, session: [SessionStep]?, _ piece: ([UInt8]) -> Void) {
        output.writeTail(diagnostics: diagnostics, session: session, unknownKeys: JSONObject())
        handOn(piece)
    }

    private mutating func handOn(_ piece: ([UInt8]) -> Void) {
        byteCount += output.bytes.count
        piece(output.bytes)
        output.bytes.removeAll(keepingCapacity: true)
    }
}
