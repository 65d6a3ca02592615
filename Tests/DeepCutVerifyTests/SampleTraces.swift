import DeepCutTestSupport
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// The trace documents and traces the verifier's suites share. A test target
/// is a module of its own: DeepCutToolTests has its own, fuller `SampleTraces`
/// for the command suites.
enum SampleTraces {
    /// The example of Docs/TraceFormat.md "The bug in one refresh", verbatim.
    static let formatExample = FormatExample.document

    /// The example with `expect` replaced by `expect` (JSON object text).
    static func formatExample(expect: String) -> String {
        formatExample.replacingOccurrences(
            of: #"{"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}"#, with: expect)
    }

    /// Reads a document that must be a trace.
    static func trace(_ text: String, name: String = "sample.json") throws -> Trace {
        try TraceReader.read(string: text, sourceName: name)
    }

    /// Verifies a document.
    @MainActor
    static func verify(_ text: String, name: String = "sample.json", options: Verifier.Options = Verifier.Options())
        async throws -> VerificationReport {
        await Verifier.verify(try trace(text, name: name), source: name, options: options)
    }
}
