import DeepCutAnalysis
import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

@Suite("Every report a command prints or writes is one ToolReport, and its JSON names its shape")
@MainActor
struct ToolReportTests {
    /// The format's example trace.
    static func trace() throws -> Trace {
        try TraceReader.read(string: FormatExample.document, sourceName: "t.json")
    }

    /// One report of each kind the commands print, with the `format` its JSON must name.
    /// (An explanation's JSON is held to its shape by ExplainTests.)
    static func reports() async throws -> [(format: String, report: any ToolReport)] {
        let trace = try trace()
        var coverage = CorpusCoverage()
        await coverage.add(trace, source: "t.json")
        let linted = LintRenderer.Linted(path: "t.json", findings: TraceLints.findings(in: trace, path: "t.json"))
        let status = TraceStatus(trace, path: "t.json", now: Date(timeIntervalSince1970: 1_800_000_000), warnAgeDays: 90, tests: nil)
        let report = await Verifier.verify(trace, source: "t.json")
        let entry = CorpusEntry(path: "t.json", className: "t", outcome: .verified(report))
        let run = CorpusRun(paths: ["t.json"], shard: nil, missing: [], entries: [entry])
        let options = FaultCampaign.Options(kinds: [.http(status: 404)])
        let campaign = await FaultCampaign.run(trace, source: "t.json", options: options)
        let faults = FaultsResult(options: options, share: .whole, missing: [], entries: [.campaign(campaign)])
        return [
            ("deepcut-replay-inspection", InspectionReport(TraceInspection(trace), source: "t.json", all: false)),
            ("deepcut-replay-timeline", TimelineReport(await TraceTimeline.of(trace), source: "t.json")),
            ("deepcut-replay-lint", LintReport([linted], denied: [], unreadable: 0)),
            ("deepcut-replay-diff", TraceDiffReport(TraceDiff(trace, trace), a: "a.json", b: "b.json", limit: nil)),
            ("deepcut-replay-coverage", CoverageReport(coverage, paths: ["t.json"])),
            ("deepcut-replay-status", StatusRenderer(
                statuses: [status], now: TraceTimestamp(date: Date(timeIntervalSince1970: 1_800_000_000)), warnAgeDays: 90,
                testsFolder: nil, unreadable: 0)),
            ("deepcut-replay-redact", CommandSummary("redact", lines: "redacted\n", [("calls", .integer(3))])),
            ("deepcut-replay-verify", VerifyRunReport(run, quiet: false, style: TextStyle(color: false), timelines: [nil])),
            ("deepcut-replay-report", ReplayReport(entry, timeline: nil, chaos: nil, style: TextStyle(color: false), verbosity: .normal)),
            ("deepcut-replay-faults", FaultsReport(faults)),
        ]
    }

    @Test("each report's JSON starts with its format and version, and its text ends with a newline")
    func shapes() async throws {
        for (format, report) in try await Self.reports() {
            let text = report.jsonText()
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(format): not an object")
            #expect(object["format"] as? String == format)
            #expect(object["version"] is Int, "\(format): no version")
            // Members in their written order: format first, version next (the documented shapes).
            let keys = text.split(separator: "\n").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(keys.count == 3 && keys[1].hasPrefix("\"format\"") && keys[2].hasPrefix("\"version\""), "\(format): \(keys)")
            #expect(text.hasSuffix("}\n"))
            #expect(report.text().hasSuffix("\n") && !report.text().isEmpty, "\(format): text")
        }
    }

    @Test("the same report renders the same bytes twice in each of its shapes")
    func determinism() async throws {
        let first = try await Self.reports(), second = try await Self.reports()
        for ((format, a), (_, b)) in zip(first, second) {
            for shape in ReportShape.allCases {
                #expect(a.rendered(shape) == b.rendered(shape), "\(format) \(shape)")
            }
        }
    }

    @Test("a report written a piece at a time writes what its rendering holds")
    func streamedEqualsRendered() async throws {
        for (format, report) in try await Self.reports() {
            for shape in ReportShape.allCases {
                var written = ""
                report.write(shape, to: &written)
                #expect(written == report.rendered(shape) ?? "", "\(format) \(shape)")
            }
        }
    }

    @Test("the reports of the commands with --junit or --html have those shapes, the others none", arguments: [
        ("deepcut-replay-report", [ReportShape.junit, .html]), ("deepcut-replay-verify", [.markdown, .junit, .html]),
        ("deepcut-replay-faults", [.html]), ("deepcut-replay-coverage", [.html]), ("deepcut-replay-lint", []),
        ("deepcut-replay-inspection", []), ("deepcut-replay-redact", []),
    ])
    func fileShapes(format: String, shapes: [ReportShape]) async throws {
        let report = try #require(try await Self.reports().first { $0.format == format }?.report)
        let has = [ReportShape.markdown, .junit, .html].filter { report.rendered($0) != nil }
        #expect(has == shapes)
    }
}
