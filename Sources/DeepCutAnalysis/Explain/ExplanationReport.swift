import DeepCutTrace
import DeepCutVerify

/// An explanation as `explain` prints it: text for a person, or the `deepcut-replay-explain`
/// JSON shape (Docs/ExplainJSON.md).
package struct ExplanationReport: ToolReport {
    /// The JSON shape's version.
    package static let version = 1
    /// The explanation.
    package var explanation: Explanation
    /// The trace's path as given.
    package var source: String
    /// What was asked (`--step 1`).
    package var target: ExplainTarget

    /// The report of `explanation`.
    package init(explanation: Explanation, source: String, target: ExplainTarget) {
        self.explanation = explanation
        self.source = source
        self.target = target
    }

    /// The text: a heading line naming the trace, then `Explanation.lines`.
    package func text() -> String {
        (["explain \(source.printable) \(target)"] + explanation.lines).joined(separator: "\n") + "\n"
    }

    /// The JSON document.
    package func json() -> JSONValue {
        typealias R = JSONReportRenderer
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func call(_ call: ExplainedCall) -> JSONValue {
            R.object([
                ("seq", call.seq.map(JSONValue.integer) ?? .null), ("method", .string(call.method)),
                ("arguments", .string(call.arguments)), ("answer", .string(call.answer)),
            ])
        }
        let witness: JSONValue = explanation.witness.map { witness in
            R.object([
                ("found", .bool(!witness.members.isEmpty)), ("changedValue", optional(witness.changedValue)),
                ("members", .array(witness.members.map { member in
                    R.object([("call", call(member.call)), ("change", .string(member.change))])
                })),
                ("replays", .integer(witness.replays)), ("budget", .integer(witness.budget)),
                ("stoppedByBudget", .bool(witness.stoppedByBudget)), ("exhaustive", .bool(witness.exhaustive)),
                ("minimal", .bool(witness.minimal)),
            ])
        } ?? .null
        return R.object([
            ("format", .string("deepcut-replay-explain")), ("version", .integer(Self.version)),
            ("trace", .string(source)), ("target", .string(target.description)),
            ("subject", .string(explanation.subject)), ("policy", .string(explanation.policy.rawValue)),
            ("value", .string(explanation.value)), ("because", R.strings(explanation.because)),
            ("rules", .array(explanation.rules.map { R.object([("heading", .string($0.heading)), ("sentence", .string($0.sentence))]) })),
            ("calls", .array(explanation.calls.map { group in
                R.object([
                    ("title", .string(group.title)), ("calls", .array(group.calls.map(call))),
                    ("leftOut", .integer(group.leftOut)),
                ])
            })),
            ("comparisons", .array(explanation.comparisons.map { row in
                R.object([
                    ("albumID", .string(row.albumID)), ("title", .string(row.title)),
                    ("normalizedTitle", .string(row.normalizedTitle)), ("kind", .string(row.kind)),
                    ("verdict", .string(row.verdict)), ("other", optional(row.other)),
                    ("libraryTitle", optional(row.libraryTitle)), ("libraryNormalizedTitle", optional(row.libraryNormalizedTitle)),
                    ("libraryKind", optional(row.libraryKind)), ("comparedWith", R.strings(row.compared)),
                    ("rule", .string(row.rule)), ("heading", .string(row.heading)),
                ])
            })),
            ("witness", witness),
        ])
    }
}
