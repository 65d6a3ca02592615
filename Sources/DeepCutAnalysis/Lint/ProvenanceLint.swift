import DeepCutTrace

/// `provenance`: the capture does not say honestly where the trace came from,
/// or the trace sits in the folder of another origin (Docs/Lints.md,
/// Docs/TraceFormat.md "What each origin must honestly carry"). The rule is
/// `TraceCapture.problems(atPath:)`, the one the trace suites hold `Traces/` and
/// `Fixtures/` to, so that `lint` says before a test run what would turn it red.
enum ProvenanceLint: TraceLint {
    static let id = "provenance"
    static let unit = LintUnit.problems
    static let meaning = """
        the trace claims a phone, a rebuild or a generator it cannot show: a test built on \
        it proves nothing about a phone, and the trace suites fail it.
        """
    static let fix = """
        Give a device trace's capture its app, device and os; name a reconstructed trace's \
        filler in capture.notes; keep synthetic traces in Fixtures/ and the others in Traces/.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        // `inspect` reads one trace for its calls and gives no path: the rule is about a trace's
        // place in a package, which `lint` (and `status`) know.
        guard let path = facts.path else { return nil }
        let problems = facts.trace.capture.problems(atPath: path)
        guard !problems.isEmpty else { return nil }
        return (problems.count, problems.joined(separator: "; "), [])
    }
}
