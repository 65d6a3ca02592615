import DeepCutTrace

extension TraceDiff {
    /// The diff for a person: one section per part that differs, then a total.
    package func text(a pathA: String, b pathB: String) -> String {
        var lines = ["--- A  \(pathA)", "+++ B  \(pathB)"]
        func change(_ change: Change, indent: String = "  ") -> String {
            "\(indent)\(change.field): \(change.a ?? "(absent)") → \(change.b ?? "(absent)")"
        }
        if !capture.isEmpty { lines += ["", "capture"] + capture.map { change($0) } }
        if !engine.isEmpty { lines += ["", "engine"] + engine.map { change($0) } }
        if !onlyInA.isEmpty || !onlyInB.isEmpty || !answeredDifferently.isEmpty {
            lines += ["", "calls: \(onlyInA.count) only in A, \(onlyInB.count) only in B, "
                + "\(answeredDifferently.count) answered differently"]
            lines += onlyInA.map { "  - \(Self.name($0.request, $0.occurrence))  \($0.outcome)" }
            lines += onlyInB.map { "  + \(Self.name($0.request, $0.occurrence))  \($0.outcome)" }
            for call in answeredDifferently {
                lines.append("  ~ \(Self.name(call.request, call.occurrence))  \(call.a) → \(call.b)")
                lines += call.removed.map { "      - \($0)" } + call.added.map { "      + \($0)" }
                // A success turned into an error (or back) is said by the summaries.
                lines += call.changes.filter { $0.a != nil && $0.b != nil }.map { change($0, indent: "      ") }
            }
        }
        if !artistsAdded.isEmpty || !artistsRemoved.isEmpty || !albumsAdded.isEmpty || !albumsRemoved.isEmpty {
            lines += ["", "library: artists \(artistsRemoved.count) removed, \(artistsAdded.count) added; "
                + "albums \(albumsRemoved.count) removed, \(albumsAdded.count) added"]
            lines += artistsRemoved.map { "  - artist \($0)" } + artistsAdded.map { "  + artist \($0)" }
            lines += albumsRemoved.map { "  - album \($0)" } + albumsAdded.map { "  + album \($0)" }
        }
        if !session.isEmpty {
            lines += ["", "session"]
            for step in session {
                switch step.kind {
                case "onlyInA": lines.append("  - step \(step.step) \(step.action) (only in A)")
                case "onlyInB": lines.append("  + step \(step.step) \(step.action) (only in B)")
                default:
                    lines.append("  ~ step \(step.step) \(step.action)")
                    lines += step.changes.map { change($0, indent: "      ") }
                }
            }
        }
        if !diagnostics.isEmpty { lines += ["", "diagnostics"] + diagnostics.map { change($0) } }
        lines.append("")
        lines.append(isEmpty ? "same: no semantic difference" : "differ: \(plural(count, "difference"))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many differences: fields, calls, items and steps.
    package var count: Int {
        capture.count + engine.count + onlyInA.count + onlyInB.count + answeredDifferently.count + artistsAdded.count
            + artistsRemoved.count + albumsAdded.count + albumsRemoved.count + session.count + diagnostics.count
    }

    /// `fetchCatalogReleases(artistID: "r.X")`, with `#2` for a second call of the same request.
    static func name(_ request: TraceRequest, _ occurrence: Int) -> String {
        occurrence == 1 ? request.description : "\(request) #\(occurrence)"
    }

    /// The diff for machines: format `deepcut-replay-diff`, version 1 (Docs/TraceSurgery.md "diff --format json").
    package func json(a pathA: String, b pathB: String) -> String {
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
        let value = R.object([
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
        return PrettyJSON.render(value) + "\n"
    }
}
