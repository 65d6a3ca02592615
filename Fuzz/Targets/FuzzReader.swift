import DeepCutTrace
import DeepCutTraceReading

/// libFuzzer's entry point: the reader, given any bytes, returns a trace or
/// throws a `TraceReadError` whose message names a place; it never traps,
/// never reads outside the bytes (ASan) and never hangs (libFuzzer's timeout).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try TraceReader.read(bytes: bytes, sourceName: "fuzz.json")
    } catch {
        // Every refusal has a message for a person.
        if error.description.isEmpty { fatalError("a refusal without a message") }
    }
    return 0
}
