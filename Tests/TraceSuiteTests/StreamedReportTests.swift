import DeepCutTesting
import DeepCutTrace
@testable import DeepCutVerify
import Testing

/// The JSON report is written a step at a time (so that a long session's
/// report is never held whole), and must be the very bytes that the whole
/// report value renders to.
@Suite("The JSON report written a step at a time is the bytes of the whole report")
@MainActor
struct StreamedReportTests {
    /// An output that counts its writes, to show the report comes in pieces.
    struct CountingOutput: TextOutputStream {
        var text = ""
        var writes = 0

        mutating func write(_ string: String) {
            text += string
            writes += 1
        }
    }

    @Test("the JSON written step by step is the whole value pretty-printed", arguments: try Corpus.all)
    func json(_ corpus: TraceSource) async throws {
        let report = await Verifier.verify(try corpus.read(), source: corpus.path)
        var output = CountingOutput()
        JSONReportRenderer.write(report, to: &output)
        #expect(output.text == PrettyJSON.render(JSONReportRenderer.value(report)) + "\n")
        #expect(output.writes > report.steps.count)
    }
}
