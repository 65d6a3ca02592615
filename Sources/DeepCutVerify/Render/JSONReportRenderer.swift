import DeepCutKit
import DeepCutTrace

/// Renders a `VerificationReport` as JSON for machines, in the stable shape
/// documented in `Docs/ReportJSON.md` (`"format": "deepcut-replay-report"`,
/// `"version": 2`). Keys come in a fixed order and numbers in one form, so the
/// same report gives the same bytes. Every list is given in full.
public enum JSONReportRenderer {
    /// The report's JSON text, pretty-printed, ending with a newline.
    public static func render(_ report: VerificationReport) -> String {
        var text = ""
        write(report, to: &text)
        return text
    }

    /// Writes the report's JSON text, as `render` gives it, to `output`, one
    /// step (and one unused call, one diagnostic artist) at a time, so that
    /// the JSON of a long session is never held whole.
    public static func write(_ report: VerificationReport, to output: inout some TextOutputStream) {
        PrettyJSON.write(streamed(report), indent: 0, into: &output)
        output.write("\n")
    }

    /// The report as a JSON value.
    public static func value(_ report: VerificationReport) -> JSONValue {
        materialize(streamed(report))
    }

    /// The report's members, its long arrays made as they are written.
    private static func streamed(_ report: VerificationReport) -> PrettyJSON.Streamed {
        .object([
            ("format", .value(.string("deepcut-replay-report"))),
            ("version", .value(.integer(2))),
            ("trace", .value(.string(report.source))),
            ("result", .value(.string(report.passed ? "pass" : "fail"))),
            ("capture", .value(capture(report.capture))),
            ("settings", .value(object([
                ("policy", .string(report.settings.policy.rawValue)),
                ("batchSize", .integer(report.settings.batchSize)),
                ("snapshotTTL", number(report.settings.snapshotTTL)),
            ]))),
            ("truncation", .value(report.truncation.map {
                object([("keptCalls", .integer($0.keptCalls)), ("keptSteps", .integer($0.keptSteps))])
            } ?? .null)),
            ("steps", .objects(count: report.steps.count) { step(report.steps[$0]) }),
            ("diagnostics", report.diagnostics.map(diagnostics) ?? .value(.null)),
            ("calls", calls(report.calls)),
            ("divergence", .value(report.divergence.map { divergence in
                object([("step", .integer(divergence.stepNumber)), ("policy", .string(divergence.policy.rawValue)),
                        ("message", .string(divergence.message))])
            } ?? .null)),
            ("nothingToCheck", .value(.bool(report.hasNothingToCheck))),
        ])
    }

    /// A streamed value made whole.
    private static func materialize(_ streamed: PrettyJSON.Streamed) -> JSONValue {
        switch streamed {
        case .value(let value): value
        case .object(let members): object(members.map { ($0.0, materialize($0.1)) })
        case .objects(let count, let element): .array((0..<count).map(element))
        }
    }

    private static func capture(_ capture: TraceCapture) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("origin", .string(capture.origin.rawValue)), ("title", .string(capture.title)),
            ("startedAt", .string(capture.startedAt.text)),
        ]
        for (key, text) in [("device", capture.device), ("os", capture.os), ("storefront", capture.storefront)] {
            if let text { members.append((key, .string(text))) }
        }
        return object(members)
    }

    private static func step(_ step: StepReport) -> JSONValue {
        var engine: [(String, JSONValue)] = []
        if let outcome = step.outcome {
            engine.append(("clock", number(outcome.clock)))
            if let summary = outcome.refresh {
                engine.append(("states", object(step.states.map { ($0.policy.rawValue, .string($0.state.rawValue)) })))
                engine.append(("checked", .integer(summary.checked)))
                engine.append(("failed", .integer(summary.failed)))
                engine.append(("failuresByStatus", object(summary.failuresByStatus.map { ($0.status, .integer($0.count)) })))
                engine.append(("checkedArtistIDs", strings(summary.checkedArtistIDs)))
                engine.append(("libraryRead", .bool(summary.fetchedSnapshot)))
                engine.append(("libraryError", summary.snapshotFailure.map { .string($0.description) } ?? .null))
                engine.append(("recentlyPlayedError", summary.recentlyPlayedFailure.map { .string($0.description) } ?? .null))
            }
            if let tracks = outcome.tracks { engine.append(("tracks", .string(tracks))) }
            if let trackIDs = outcome.trackIDs { engine.append(("trackIDs", strings(trackIDs))) }
            if let error = outcome.error { engine.append(("error", .string(error))) }
            engine.append(("feedCount", .integer(outcome.feedCount)))
            if let feed = outcome.feed { engine.append(("feed", strings(feed))) }
        }
        return object([
            ("step", .integer(step.number)),
            ("action", .string(step.actionName)),
            ("call", .string(step.action)),
            ("result", .string(step.skipped ? "skipped" : step.passed ? "pass" : "fail")),
            ("engine", step.outcome == nil ? .null : object(engine)),
            ("observed", step.observedPolicy.map { policy in
                object([("policy", .string(policy.rawValue)), ("checks", .array(step.observations.map(check)))])
            } ?? .null),
            ("expect", .array(step.expectations.map(check))),
            ("uncheckedKeys", strings(step.uncheckedKeys)),
            ("duration", number(step.duration)),
        ])
    }

    private static func check(_ check: Check) -> JSONValue {
        object([
            ("key", .string(check.key)),
            ("expected", check.expectedList.map(strings) ?? .string(check.expected)),
            ("actual", check.actualList.map(strings) ?? .string(check.actual)),
            ("passed", .bool(check.passed)), ("detail", check.detail.map(JSONValue.string) ?? .null),
        ])
    }

    private static func diagnostics(_ report: DiagnosticsReport) -> PrettyJSON.Streamed {
        let ordered = report.artistsDifferingFirst
        return .object([
            ("result", .value(.string(report.passed ? "pass" : "fail"))),
            ("libraryArtistCount", .value(report.libraryArtistCount.map(check) ?? .null)),
            ("summary", .value(object([
                ("artists", .integer(report.artists.count)), ("match", .integer(report.matchCount)),
                ("differ", .integer(report.differCount)), ("notCompared", .integer(report.notComparedCount)),
                ("text", .string(report.artistSummary)),
            ]))),
            ("artists", .objects(count: report.artists.count) { index in
                let artist = ordered[index]
                let status: String = switch artist.status {
                case .match: "match"
                case .mismatch: "mismatch"
                case .neverChecked: "neverChecked"
                case .diverged: "diverged"
                case .unfinished: "unfinished"
                case .failed: "failed"
                }
                var error: JSONValue = .null
                if case .failed(let message) = artist.status { error = .string(message) }
                let credited = artist.creditedElsewhere.map { cut in
                    object([("albumID", .string(cut.albumID)), ("artistName", .string(cut.artistName))])
                }
                return object([
                    ("artistID", .string(artist.artistID)), ("name", .string(artist.name)),
                    ("status", .string(status)), ("printed", numbers(artist.printed)),
                    ("engine", artist.engine.map(numbers) ?? .null), ("error", error),
                    ("differences", .array(differences(artist))),
                ] + (credited.isEmpty ? [] : [("creditedElsewhere", .array(credited))]))
            }),
        ])
    }

    /// `{"number": "owned", "printed": 4, "engine": 6}` for each number that differs.
    private static func differences(_ artist: ArtistDiagnostic) -> [JSONValue] {
        artist.differences.map {
            object([("number", .string($0.number)), ("printed", .integer($0.printed)), ("engine", .integer($0.engine))])
        }
    }

    private static func numbers(_ numbers: ArtistNumbers) -> JSONValue {
        object([("total", .integer(numbers.total)), ("owned", .integer(numbers.owned)), ("cuts", .integer(numbers.cuts))])
    }

    private static func calls(_ calls: CallAccounting) -> PrettyJSON.Streamed {
        .object([
            ("recorded", .value(.integer(calls.recorded))),
            ("used", .value(.integer(calls.used))),
            ("unused", .objects(count: calls.unused.count) { index in
                let call = calls.unused[index]
                return object([("seq", .integer(call.seq)), ("call", .string(call.request.description))])
            }),
            ("unrecorded", .value(strings(calls.unrecorded))),
        ])
    }

    package static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    package static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// A number in one form: whole values below 10^15 as integers, others
    /// in Swift's shortest form (`0.25`, `1e+300`), and `null` for a value
    /// JSON cannot hold (infinity, from a sum of times a trace may give).
    package static func number(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        return value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(String(value))
    }
}
