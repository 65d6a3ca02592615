import DeepCutTrace
import DeepCutVerify

/// Renders a `verify` run as JSON for machines, in the shape documented in
/// `Docs/VerifyJSON.md` (`"format": "deepcut-replay-verify"`, `"version": 1`):
/// the totals, then every trace with its full report (`Docs/ReportJSON.md`)
/// or the reason it could not be verified. Same traces, same bytes.
package enum CorpusJSONRenderer {
    /// The run as a JSON value.
    static func value(_ run: CorpusRun) -> JSONValue {
        typealias R = JSONReportRenderer
        let totals = run.totals
        return R.object([
            ("format", .string("deepcut-replay-verify")),
            ("version", .integer(1)),
            ("paths", R.strings(run.paths)),
            ("shard", run.shard.map { R.object([("index", .integer($0.index)), ("count", .integer($0.count))]) } ?? .null),
            ("result", .string(run.status == .success ? "pass" : "fail")),
            ("totals", R.object([
                ("traces", .integer(totals.traces)), ("passed", .integer(totals.passed)),
                ("failed", .integer(totals.failed)), ("invalid", .integer(totals.invalid)),
                ("unreadable", .integer(totals.unreadable)),
            ])),
            ("missing", R.strings(run.missing)),
            ("traces", .array(run.entries.map { entry in
                R.object([
                    ("trace", .string(entry.path)),
                    ("className", .string(entry.className)),
                    ("result", .string(entry.resultName)),
                    ("error", entry.errorMessage.map(JSONValue.string) ?? .null),
                    ("report", entry.report.map(JSONReportRenderer.value) ?? .null),
                ])
            })),
        ])
    }
}
