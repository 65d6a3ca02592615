import DeepCutKit
@testable import DeepCutTrace
import Foundation
import Testing

@Suite("TraceReader: valid documents")
struct TraceReaderTests {
    @Test("reads the example of TRACE-FORMAT.md")
    func readsFormatExample() throws {
        let trace = try TraceReader.read(string: TraceSamples.formatExample)
        #expect(trace.capture.origin == .reconstructed)
        #expect(trace.calls.count == 5)
        #expect(trace.truncation == nil)
        print(TraceWriter.string(for: trace))
    }
}
