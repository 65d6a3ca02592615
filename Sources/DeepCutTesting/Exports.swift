// What a test needs comes with `import DeepCutTesting` alone: the DTOs and the
// service protocol (DeepCutKit), the trace model and the recorder (DeepCutTrace),
// and the replaying service (DeepCutTraceReading), beside this module's own
// `TraceSource`, `.replaying`, `expectTracePasses`, `XCTAssertTracePasses` and `TraceService`.
@_exported import DeepCutKit
@_exported import DeepCutTrace
@_exported import DeepCutTraceReading
