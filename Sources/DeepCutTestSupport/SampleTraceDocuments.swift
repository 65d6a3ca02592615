import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

/// What the verifier's and the tool's suites do with a trace document: each
/// suite's `SampleTraces` conforms, and holds the documents of its own.
public protocol SampleTraceDocuments {}

extension SampleTraceDocuments {
    /// The example of Docs/TraceFormat.md "The bug in one refresh", verbatim.
    public static var formatExample: String { FormatExample.document }

    /// The example with `expect` replaced by `expect` (JSON object text).
    public static func formatExample(expect: String) -> String {
        formatExample.replacingOccurrences(
            of: #"{"state": "degraded", "checked": 2, "failed": 1, "feedCount": 0}"#, with: expect)
    }

    /// Reads a document that must be a trace.
    public static func trace(_ text: String, name: String = "sample.json") throws -> Trace {
        try TraceReader.read(string: text, sourceName: name)
    }

    /// Verifies a document.
    @MainActor
    public static func verify(
        _ text: String, name: String = "sample.json", options: Verifier.Options = Verifier.Options()
    ) async throws -> VerificationReport {
        await Verifier.verify(try trace(text, name: name), source: name, options: options)
    }
}
