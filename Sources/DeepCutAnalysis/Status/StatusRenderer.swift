import DeepCutTrace
import DeepCutVerify

/// `status`'s output: text for a person, or the `deepcut-replay-status` JSON
/// shape, version 1 (Docs/TraceStatus.md).
package struct StatusRenderer: Sendable {
    /// The traces, in the order they were read.
    var statuses: [TraceStatus]
    /// The clock the ages were read against.
    var now: TraceTimestamp
    /// The age past which a trace is stale.
    var warnAgeDays: Int
    /// The folder of test sources, when given.
    var testsFolder: String?
    /// Paths and traces that could not be read.
    var unreadable: Int

    /// A report of `statuses`, aged against `now`.
    package init(statuses: [TraceStatus], now: TraceTimestamp, warnAgeDays: Int, testsFolder: String?, unreadable: Int) {
        (self.statuses, self.now, self.warnAgeDays) = (statuses, now, warnAgeDays)
        (self.testsFolder, self.unreadable) = (testsFolder, unreadable)
    }

    /// Each trace in a block of labelled lines (each test file naming it on a line
    /// of its own), then a summary line. What the trace or a file name says is printed
    /// through `PrintedText`, so a control character in a device's name cannot reach the terminal.
    package func text() -> String {
        var lines: [String] = []
        for status in statuses {
            lines.append(status.path.printable)
            var recorded = "  recorded  \(status.capture.startedAt.text), " + age(status.ageDays)
            if status.isStale { recorded += "  ⚠ stale: older than \(plural(warnAgeDays, "day"))" }
            lines.append(recorded)
            lines.append("  origin    " + provenance(status.capture).map(\.printable).joined(separator: " · "))
            for problem in status.provenanceProblems { lines.append("            ⚠ " + problem.printable) }
            var checks = "  checks    \(plural(status.steps, "step")), \(plural(status.checks, "check"))"
            if status.checksNothing { checks += "  ⚠ checks nothing: no expect, observed or diagnostics" }
            lines.append(checks)
            lines.append("  engine    " + engine(status.engine))
            if let tests = status.tests, let testsFolder {
                lines.append(tests.isEmpty
                    ? "  tests     none  ⚠ orphan: no test under \(testsFolder.printable) names it"
                    : "  tests     " + tests.map(\.printable).joined(separator: "\n            "))
            }
        }
        lines.append("")
        lines.append(summary())
        return lines.joined(separator: "\n") + "\n"
    }

    /// `29 traces as of 2026-12-03T00:00:00Z: 4 stale (older than 90 days), 0 check nothing, 25 orphans`.
    func summary() -> String {
        var text = "\(plural(statuses.count, "trace")) as of \(now.text): "
            + "\(statuses.count(where: \.isStale)) stale (older than \(plural(warnAgeDays, "day"))), "
            + "\(statuses.count(where: \.checksNothing)) check nothing"
        if testsFolder != nil { text += ", \(plural(statuses.count(where: \.isOrphan), "orphan"))" }
        if unreadable > 0 { text += "; \(plural(unreadable, "trace")) could not be read" }
        return text
    }

    /// `204 days before now`, `today`, `3 days after now`.
    func age(_ days: Int) -> String {
        if days == 0 { return "less than a day before now" }
        return days > 0 ? "\(plural(days, "day")) before now" : "\(plural(-days, "day")) after now"
    }

    /// `reconstructed`, then the app, device and system the capture names.
    func provenance(_ capture: TraceCapture) -> [String] {
        [capture.origin.rawValue] + [capture.app.map { "app \($0)" }, capture.device, capture.os].compactMap { $0 }
    }

    /// `batch size 1610 · snapshot TTL 3600 s`, a setting the trace does not give named as the default.
    func engine(_ settings: TraceEngineSettings?) -> String {
        let batch = settings?.batchSize.map { "batch size \($0)" } ?? "batch size default"
        let ttl = settings?.snapshotTTL.map { "snapshot TTL \(PrettyJSON.render(JSONReportRenderer.number($0))) s" } ?? "snapshot TTL default"
        return batch + " · " + ttl
    }

    /// The `deepcut-replay-status` shape, version 1.
    package func json() -> JSONValue {
        typealias R = JSONReportRenderer
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        return R.object([
            ("format", .string("deepcut-replay-status")), ("version", .integer(1)),
            ("now", .string(now.text)), ("warnAgeDays", .integer(warnAgeDays)), ("tests", optional(testsFolder)),
            ("traces", .array(statuses.map { status in
                R.object([
                    ("trace", .string(status.path)),
                    ("capture", R.object([
                        ("origin", .string(status.capture.origin.rawValue)), ("title", .string(status.capture.title)),
                        ("app", optional(status.capture.app)), ("device", optional(status.capture.device)),
                        ("os", optional(status.capture.os)), ("startedAt", .string(status.capture.startedAt.text)),
                    ])),
                    ("provenanceProblems", R.strings(status.provenanceProblems)),
                    ("ageDays", .integer(status.ageDays)), ("stale", .bool(status.isStale)),
                    ("steps", .integer(status.steps)), ("checks", .integer(status.checks)),
                    ("checksNothing", .bool(status.checksNothing)),
                    ("engine", R.object([
                        ("batchSize", status.engine?.batchSize.map(JSONValue.integer) ?? .null),
                        ("snapshotTTL", status.engine?.snapshotTTL.map(R.number) ?? .null),
                    ])),
                    ("tests", status.tests.map(R.strings) ?? .null),
                    ("orphan", status.tests == nil ? .null : .bool(status.isOrphan)),
                ])
            })),
            ("summary", R.object([
                ("traces", .integer(statuses.count)), ("stale", .integer(statuses.count(where: \.isStale))),
                ("checkNothing", .integer(statuses.count(where: \.checksNothing))),
                ("orphans", testsFolder == nil ? .null : .integer(statuses.count(where: \.isOrphan))),
                ("unreadable", .integer(unreadable)),
            ])),
        ])
    }
}
