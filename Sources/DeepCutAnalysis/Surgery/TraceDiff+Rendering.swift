import DeepCutTrace
import DeepCutVerify

extension TraceDiff {
    /// The diff for a person: the total first, then one section per part that differs.
    /// - Parameter limit: the most entries a section (and a call's list of items) shows,
    ///   the rest counted on one line; nil shows every one.
    package func text(a pathA: String, b pathB: String, limit: Int? = nil) -> String {
        var lines = ["--- A  \(pathA.printable)", "+++ B  \(pathB.printable)",
                     isEmpty ? "same: no semantic difference" : "differ: \(plural(count, "difference"))"]
        func change(_ change: Change, indent: String = "  ") -> String {
            "\(indent)\(change.field.printable): \(change.a?.printable ?? "(absent)") → \(change.b?.printable ?? "(absent)")"
        }
        /// The first `limit` entries of a section, then how many more there are.
        func listed(_ entries: [[String]], indent: String = "  ", what: String = "more") -> [String] {
            let shown = limit.map { min($0, entries.count) } ?? entries.count
            var section = entries.prefix(shown).flatMap { $0 }
            if shown < entries.count {
                section.append("\(indent)… \(entries.count - shown) \(what) (--all lists every one)")
            }
            return section
        }
        if !capture.isEmpty { lines += ["", "capture"] + listed(capture.map { [change($0)] }) }
        if !engine.isEmpty { lines += ["", "engine"] + listed(engine.map { [change($0)] }) }
        if !onlyInA.isEmpty || !onlyInB.isEmpty || !answeredDifferently.isEmpty {
            lines += ["", "calls: \(onlyInA.count) only in A, \(onlyInB.count) only in B, "
                + "\(answeredDifferently.count) answered differently"]
            let calls = onlyInA.map { ["  - \(Self.name($0.request, $0.occurrence))  \($0.outcome.printable)"] }
                + onlyInB.map { ["  + \(Self.name($0.request, $0.occurrence))  \($0.outcome.printable)"] }
                + answeredDifferently.map { call in
                    ["  ~ \(Self.name(call.request, call.occurrence))  \(call.a.printable) → \(call.b.printable)"]
                        + listed(call.removed.map { ["      - \($0.printable)"] } + call.added.map { ["      + \($0.printable)"] },
                                 indent: "      ")
                        // A success turned into an error (or back) is said by the summaries.
                        + call.changes.filter { $0.a != nil && $0.b != nil }.map { change($0, indent: "      ") }
                }
            lines += listed(calls, what: "more calls")
        }
        if !artistsAdded.isEmpty || !artistsRemoved.isEmpty || !albumsAdded.isEmpty || !albumsRemoved.isEmpty {
            lines += ["", "library: artists \(artistsRemoved.count) removed, \(artistsAdded.count) added; "
                + "albums \(albumsRemoved.count) removed, \(albumsAdded.count) added"]
            lines += listed((artistsRemoved.map { "  - artist \($0.printable)" } + artistsAdded.map { "  + artist \($0.printable)" }
                + albumsRemoved.map { "  - album \($0.printable)" } + albumsAdded.map { "  + album \($0.printable)" }).map { [$0] })
        }
        if !session.isEmpty {
            lines += ["", "session"]
            lines += listed(session.map { step in
                switch step.kind {
                case "onlyInA": ["  - step \(step.step) \(step.action.printable) (only in A)"]
                case "onlyInB": ["  + step \(step.step) \(step.action.printable) (only in B)"]
                default: ["  ~ step \(step.step) \(step.action.printable)"] + step.changes.map { change($0, indent: "      ") }
                }
            }, what: "more steps")
        }
        if !diagnostics.isEmpty { lines += ["", "diagnostics"] + listed(diagnostics.map { [change($0)] }) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many differences: fields, calls, items and steps.
    package var count: Int {
        capture.count + engine.count + onlyInA.count + onlyInB.count + answeredDifferently.count + artistsAdded.count
            + artistsRemoved.count + albumsAdded.count + albumsRemoved.count + session.count + diagnostics.count
    }

    /// `fetchCatalogReleases(artistID: "r.X")`, with `#2` for a second call of the same request.
    static func name(_ request: TraceRequest, _ occurrence: Int) -> String {
        (occurrence == 1 ? request.description : "\(request) #\(occurrence)").printable
    }

    /// The diff for machines: format `deepcut-replay-diff`, version 1 (Docs/TraceSurgery.md "diff --format json").
    package func json(a pathA: String, b pathB: String) -> JSONValue {
        typealias R = JSONReportRenderer
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        func changes(_ list: [Change]) -> JSONValue {
            .array(list.map { R.object([("field", .string($0.field)), ("a", text($0.a)), ("b", text($0.b))]) })
        }
        func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
        func call(_ request: TraceRequest, _ occurrence: Int) -> [(String, JSONValue)] {
            [("method", .string(request.method.rawValue)), ("arguments", .string(request.argumentsDescription)),
             ("occurrence", .integer(occurrence))]
        }
        return R.object([
            ("format", .string("deepcut-replay-diff")), ("version", .integer(1)),
            ("a", .string(pathA)), ("b", .string(pathB)), ("same", .bool(isEmpty)), ("differences", .integer(count)),
            ("capture", changes(capture)), ("engine", changes(engine)),
            ("calls", R.object([
                ("onlyInA", .array(onlyInA.map { R.object(call($0.request, $0.occurrence) + [("outcome", .string($0.outcome))]) })),
                ("onlyInB", .array(onlyInB.map { R.object(call($0.request, $0.occurrence) + [("outcome", .string($0.outcome))]) })),
                ("answeredDifferently", .array(answeredDifferently.map { change in
                    R.object(call(change.request, change.occurrence) + [
                        ("a", .string(change.a)), ("b", .string(change.b)),
                        ("removed", strings(change.removed)), ("added", strings(change.added)),
                        ("changes", changes(change.changes)),
                    ])
                })),
            ])),
            ("library", R.object([
                ("artistsRemoved", strings(artistsRemoved)), ("artistsAdded", strings(artistsAdded)),
                ("albumsRemoved", strings(albumsRemoved)), ("albumsAdded", strings(albumsAdded)),
            ])),
            ("session", .array(session.map { step in
                R.object([("step", .integer(step.step)), ("kind", .string(step.kind)), ("action", .string(step.action)),
                          ("changes", changes(step.changes))])
            })),
            ("diagnostics", changes(diagnostics)),
        ])
    }
}
