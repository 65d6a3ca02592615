/// One trace of a `verify` run: where it is, and whether it was verified or
/// could not be (the reports of `--junit`, `--format json` and `--format markdown` list them all).
package struct CorpusEntry: Hashable, Sendable {
    /// What became of the trace.
    package enum Outcome: Hashable, Sendable {
        /// It was read and verified.
        case verified(VerificationReport)
        /// It is not a valid trace (exit status 65); the reader's message.
        case invalid(String)
        /// It could not be read (exit status 66); the message.
        case unreadable(String)
    }

    /// The path as shown.
    package var path: String
    /// The JUnit classname (`CorpusFile.className`).
    package var className: String
    /// What became of it.
    package var outcome: Outcome
    /// With `verify --chaos`, the first step whose outcome differed between completion orders
    /// of a trace whose report passed: the trace fails.
    package var orderDifference: String?

    /// Creates an entry.
    package init(path: String, className: String, outcome: Outcome) {
        self.path = path
        self.className = className
        self.outcome = outcome
    }

    /// The report, when the trace was verified.
    package var report: VerificationReport? {
        if case .verified(let report) = outcome { report } else { nil }
    }

    /// `pass`, `fail`, `invalid` or `unreadable`.
    package var resultName: String {
        switch outcome {
        case .verified(let report): report.passed && orderDifference == nil ? "pass" : "fail"
        case .invalid: "invalid"
        case .unreadable: "unreadable"
        }
    }

    /// The reader's message, when the trace could not be verified.
    package var errorMessage: String? {
        switch outcome {
        case .verified: nil
        case .invalid(let message), .unreadable(let message): message
        }
    }
}

/// The totals of a `verify` run.
package struct CorpusTotals: Hashable, Sendable {
    /// Traces verified or attempted (paths that do not exist are not traces).
    package var traces = 0
    /// Traces that passed.
    package var passed = 0
    /// Traces that failed.
    package var failed = 0
    /// Traces that are not valid.
    package var invalid = 0
    /// Traces and paths that could not be read.
    package var unreadable = 0

    /// Counts the entries, and `missing` paths as unreadable.
    package init(_ entries: [CorpusEntry], missing: Int = 0) {
        traces = entries.count
        for entry in entries {
            switch entry.outcome {
            case .verified(let report):
                if report.passed && entry.orderDifference == nil { passed += 1 } else { failed += 1 }
            case .invalid: invalid += 1
            case .unreadable: unreadable += 1
            }
        }
        unreadable += missing
    }

    /// `4 traces: 3 passed, 1 failed, 0 invalid` (`, 1 unreadable` when any).
    package var line: String {
        var line = "\(plural(traces, "trace")): \(passed) passed, \(failed) failed, \(invalid) invalid"
        if unreadable > 0 { line += ", \(unreadable) unreadable" }
        return line
    }
}
