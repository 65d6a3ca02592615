import DeepCutVerify

/// A whole `verify` run: what was asked, every trace's entry, and the exit status.
package struct CorpusRun: Hashable, Sendable {
    /// The paths as given.
    package var paths: [String]
    /// The shard verified, when `--shard` was given.
    package var shard: TraceShard?
    /// The paths that do not exist.
    package var missing: [String]
    /// Every trace verified or attempted, in listing order.
    package var entries: [CorpusEntry]

    /// Creates a run.
    package init(paths: [String], shard: TraceShard?, missing: [String], entries: [CorpusEntry]) {
        self.paths = paths
        self.shard = shard
        self.missing = missing
        self.entries = entries
    }

    /// The totals.
    package var totals: CorpusTotals { CorpusTotals(entries, missing: missing.count) }

    /// 65 if any trace is not valid, else 66 if a path or trace cannot be read,
    /// else 1 if any trace failed, else 0.
    package var status: ExitStatus {
        let totals = totals
        return totals.invalid > 0 ? .invalidTrace : totals.unreadable > 0 ? .unreadable
            : totals.failed > 0 ? .failure : .success
    }
}
