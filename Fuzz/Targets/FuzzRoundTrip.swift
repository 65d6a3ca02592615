import DeepCutTrace
import DeepCutTraceReading

/// libFuzzer's entry point: whatever the reader accepts, the writer writes
/// so that reading it back gives an equal trace (complete, when it was read cut
/// short: `Trace.asWritten`), and writing that again gives identical bytes
/// (Docs/TraceFormat.md, "Writing").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let trace = try? TraceReader.read(bytes: bytes, sourceName: "fuzz.json") else { return 0 }
    let written = TraceWriter.bytes(for: trace)
    let reread: Trace
    do {
        reread = try TraceReader.read(bytes: written, sourceName: "written.json")
    } catch {
        fatalError("the reader refuses what the writer wrote: \(error)\n" + String(decoding: written, as: UTF8.self))
    }
    guard reread == trace.asWritten else {
        fatalError("read, written and read again, the trace differs\n" + String(decoding: written, as: UTF8.self))
    }
    guard TraceWriter.bytes(for: reread) == written else {
        fatalError("written twice, the bytes differ\n" + String(decoding: written, as: UTF8.self))
    }
    return 0
}
