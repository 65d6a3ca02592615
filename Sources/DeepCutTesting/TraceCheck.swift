import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation

// What `expectTracePasses` and `XCTAssertTracePasses` do before they report, each in its
// framework's way: the one implementation behind both, and behind their deprecated forms.
extension TraceSource {
    /// Replays the trace through the Discover engine and checks it.
    /// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
    func verify(policy: FailurePolicy?, batchSize: Int?) async throws(TraceTestingError) -> VerificationReport {
        let trace = try read()
        return await Verifier.verify(trace, source: path, options: Verifier.Options(policy: policy, batchSize: batchSize))
    }

    /// Verifies the trace and says what to report: when it fails, the
    /// failing checks in at most 20 lines (a divergence with the trace's
    /// closest recorded calls), and the whole text and JSON reports to attach
    /// to the test's result. The HTML page is the tool's (`--html`), which a
    /// test target does not compile.
    /// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
    func check(policy: FailurePolicy?, batchSize: Int?) async throws(TraceTestingError) -> (VerificationReport, TraceTestResult) {
        let report = try await verify(policy: policy, batchSize: batchSize)
        guard !report.passed else { return (report, TraceTestResult(failures: [], attachments: [])) }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).replacingOccurrences(of: ".json", with: "")
        let text = TextReportRenderer(style: .plain, verbosity: .normal).render(report)
        let json = JSONReportRenderer.render(report)
        return (report, TraceTestResult(
            failures: [ReportFailures.summary(of: report, limit: 20)],
            attachments: [
                TraceTestAttachment(name: "\(name)-report.txt", bytes: Array(text.utf8)),
                TraceTestAttachment(name: "\(name)-report.json", bytes: Array(json.utf8)),
            ]))
    }

    /// Verifies the trace, or, with a live service and a record mode that says so, records
    /// a refresh of the Discover engine over a recorder around the live service. Without a
    /// live service it only verifies, whatever the mode (the environment is not read).
    /// - Returns: the report (nil when it recorded) and what to report.
    /// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
    ///   environment names no mode; what `live` throws.
    func checkOrRecord(
        policy: FailurePolicy?, batchSize: Int?, record: TraceRecordMode?, live: LiveService?
    ) async throws -> (VerificationReport?, TraceTestResult) {
        guard let live else { return try await check(policy: policy, batchSize: batchSize) }
        let mode = try recordMode(record)
        if !Self.records(in: mode, existing: existingFile()) {
            return try await check(policy: policy, batchSize: batchSize)
        }
        let traced = try await TraceService(self, record: mode, live: live, allowingUnusedCalls: true)
        return (nil, await traced.recordRefresh())
    }
}

// When and where a test records its trace (Guides/Testing.md "Recording a trace from a test").
extension TraceSource {
    /// The mode a test of this source runs in: the one it names, else the
    /// environment's, else `never`; always `never` for a file the test has
    /// already (`url(_:named:)`, a folder's listing), which is only replayed.
    /// - Throws: `TraceTestingError.invalidRecordMode` for an environment value that names no mode.
    func recordMode(_ named: TraceRecordMode?) throws(TraceTestingError) -> TraceRecordMode {
        if locatedURL != nil { return .never }
        return try TraceRecordMode.resolved(named)
    }

    /// Whether a test in `mode` records its trace, whose file is `existing`
    /// (nil when it is nowhere to be found): always in `all`, when it is
    /// missing in `missing`, never in `never`.
    static func records(in mode: TraceRecordMode, existing: URL?) -> Bool {
        mode == .all || (mode == .missing && existing == nil)
    }

    /// The trace's file when it exists, nil when it is nowhere to be found.
    func existingFile() -> URL? {
        try? fileURL()
    }

    /// Where a recording belongs in the repository: over the file found from
    /// the test file when it exists (mode `all`), else beside the test file
    /// under the path the test names; an absolute path as it is.
    func recordingURL(existing: URL?) -> URL {
        switch place {
        case .found(let filePath):
            if let existing { return existing }
            return Self.beside(filePath, path)
        case .resource(_, let filePath):
            return Self.beside(filePath, path)
        case .located(let url):
            return url
        }
    }

    private static func beside(_ filePath: String, _ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    }
}
