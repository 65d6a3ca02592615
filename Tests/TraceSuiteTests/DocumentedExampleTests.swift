import DeepCutTestSupport
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("The traces Docs/TraceFormat.md shows are valid and pass")
@MainActor
struct DocumentedExampleTests {
    /// Every ```json block of Docs/TraceFormat.md that is a whole trace.
    static func examples() throws -> [String] {
        let text = try String(contentsOf: TraceSource.file("Docs/TraceFormat.md").fileURL(), encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
            .filter { $0.hasPrefix("{\n  \"format\": \"deepcut-trace\"") }
    }

    @Test("every whole trace the format's page shows replays to PASS")
    func examplesPass() async throws {
        let examples = try Self.examples()
        #expect(examples.count >= 2)
        for (index, example) in examples.enumerated() {
            let trace = try TraceReader.read(string: example, sourceName: "Docs/TraceFormat.md example \(index + 1)")
            let report = await Verifier.verify(trace, source: "example \(index + 1)")
            #expect(report.passed, "\(ReportFailures.summary(of: report))")
        }
    }

    @Test("the example every suite reads stands in the format's page word for word")
    func formatExampleIsDocumented() throws {
        let examples = try Self.examples()
        #expect(examples.contains(FormatExample.document.trimmingCharacters(in: .newlines)))
    }
}
