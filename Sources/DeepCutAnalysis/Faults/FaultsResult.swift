import DeepCutKit
import DeepCutVerify

/// What `faults` found over every path given, or over one share of it
/// (`MutationShare`): each path's campaign report or the error that stopped
/// it, in the order the paths were taken. Shares of one campaign merge into the
/// result one run would have given (Docs/FaultCampaigns.md "Shards and jobs").
package struct FaultsResult: Hashable, Sendable {
    /// One path's outcome.
    package enum Entry: Hashable, Sendable {
        /// The campaign on a trace.
        case campaign(FaultCampaignReport)
        /// A path that could not be taken: the message (without the tool's name) and its exit status.
        case error(String, ExitStatus)
    }

    /// What was tried.
    package var options: FaultCampaign.Options
    /// The part of the campaign this result holds.
    package var share: MutationShare
    /// The paths given that are neither a file nor a folder.
    package var missing: [String]
    /// Each trace file's outcome, in order.
    package var entries: [Entry]

    /// A result.
    package init(options: FaultCampaign.Options, share: MutationShare, missing: [String], entries: [Entry]) {
        self.options = options
        self.share = share
        self.missing = missing
        self.entries = entries
    }

    /// The error messages, as standard error gives them.
    package var errorLines: String {
        missing.map { ToolMessage.missing($0) }.joined()
            + entries.map { if case .error(let message, _) = $0 { ToolMessage.line("\(message)") } else { "" } }.joined()
    }

    /// The campaign reports.
    package var campaigns: [FaultCampaignReport] {
        entries.compactMap { if case .campaign(let report) = $0 { report } else { nil } }
    }

    /// The exit status the entries give: the worst of their errors, else 1 when an invariant broke.
    package var status: ExitStatus {
        var status = missing.isEmpty ? ExitStatus.success : .unreadable
        for entry in entries {
            switch entry {
            case .campaign(let report): if !report.passed { status = ExitStatus.worse(status, .failure) }
            case .error(_, let error): status = ExitStatus.worse(status, error)
            }
        }
        return status
    }

    /// The shares of one campaign combined: the result of the run of their whole.
    ///
    /// Counts add up; each kind of violation keeps the first examples by
    /// position, and the failing mutations the first `keptFailures`, as one
    /// run tries them in position order. The trace as recorded, replayed by
    /// every share, is counted once.
    /// - Throws: when the parts are not every share of one campaign, once each.
    package static func merge(_ parts: [FaultsResult]) throws(FaultsMergeError) -> FaultsResult {
        guard let first = parts.first else { throw .noParts }
        let shards = first.share.shard.count, workers = first.share.worker.count
        var seen = Set<[Int]>()
        for part in parts {
            guard part.options == first.options else { throw .differentOptions }
            guard part.share.shard.count == shards, part.share.worker.count == workers else { throw .differentSplits }
            guard seen.insert([part.share.shard.index, part.share.worker.index]).inserted else {
                throw .repeated(part.share.shard, part.share.worker)
            }
            guard part.entries.count == first.entries.count, part.missing == first.missing else { throw .differentPaths }
        }
        let shardIndexes = Set(parts.map(\.share.shard.index))
        // Every worker of each shard given; then every shard, or one.
        let (expected, overflow) = shardIndexes.count.multipliedReportingOverflow(by: workers)
        guard !overflow, expected == parts.count, shardIndexes.count == 1 || shardIndexes.count == shards else {
            throw .missing(shards: shards, workers: workers, given: parts.count)
        }
        let share = shardIndexes.count == shards
            ? MutationShare.whole : MutationShare(shard: first.share.shard, worker: TraceShard(index: 1, count: 1))
        var entries: [Entry] = []
        for index in first.entries.indices {
            switch first.entries[index] {
            case .error:
                guard parts.allSatisfy({ $0.entries[index] == first.entries[index] }) else { throw .differentPaths }
                entries.append(first.entries[index])
            case .campaign(let report):
                var reports: [FaultCampaignReport] = []
                for part in parts {
                    guard case .campaign(let other) = part.entries[index], other.source == report.source,
                          other.pairs == report.pairs else { throw .differentPaths }
                    reports.append(other)
                }
                entries.append(.campaign(merge(reports, options: first.options)))
            }
        }
        return FaultsResult(options: first.options, share: share, missing: first.missing, entries: entries)
    }

    /// `3 traces: 40 mutations, 43 replays, no invariant broke`: the totals, for more than one trace.
    package var totalsLine: String? {
        guard entries.count > 1 else { return nil }
        let mutations = campaigns.reduce(0) { $0 + $1.mutations }, replays = campaigns.reduce(0) { $0 + $1.replays }
        let broken = campaigns.filter { !$0.passed }.count
        return "\(plural(entries.count, "trace")): \(plural(mutations, "mutation")), \(plural(replays, "replay")), "
            + (broken == 0 ? "no invariant broke" : "invariants broke in \(plural(broken, "trace"))")
    }

    /// One trace's reports from disjoint shares, combined.
    private static func merge(_ reports: [FaultCampaignReport], options: FaultCampaign.Options) -> FaultCampaignReport {
        var merged = reports[0]
        merged.mutations = reports.reduce(0) { $0 + $1.mutations }
        merged.skipped = reports.reduce(0) { $0 + $1.skipped }
        merged.violatingMutations = reports.reduce(0) { $0 + $1.violatingMutations }
        merged.replays = merged.mutations + 1
        for report in reports.dropFirst() { merged.addCells(of: report) }
        merged.failing = Array(reports.flatMap(\.failing).sorted { $0.position < $1.position }.prefix(options.keptFailures))
        merged.findings = FaultInvariant.allCases.compactMap { invariant in
            let findings = reports.compactMap { report in report.findings.first { $0.invariant == invariant } }
            guard let first = findings.first else { return nil }
            let recorded = first.recorded
            var examples: [FaultCampaignReport.Example] = []
            for example in findings.flatMap(\.examples).sorted(by: { $0.position < $1.position })
            where example.position >= 0 || examples.isEmpty {
                examples.append(example)
            }
            let mutationCount = findings.reduce(0) { $0 + $1.count - ($1.recorded ? 1 : 0) }
            return FaultCampaignReport.Finding(
                invariant: invariant, count: mutationCount + (recorded ? 1 : 0),
                examples: Array(examples.prefix(options.examples)), recorded: recorded)
        }
        return merged
    }
}

/// Why results given to `faults --merge` do not make one campaign.
package enum FaultsMergeError: Error, Hashable, Sendable {
    /// No result given.
    case noParts
    /// Results of campaigns with different kinds, methods, policy, batch size, sample or seed.
    case differentOptions
    /// Results of different `--shard` N or `--jobs` splits.
    case differentSplits
    /// Results of different paths or traces.
    case differentPaths
    /// The same share given twice.
    case repeated(TraceShard, TraceShard)
    /// Not every share given.
    case missing(shards: Int, workers: Int, given: Int)

    /// What was wrong, for a person.
    package var message: String {
        switch self {
        case .noParts:
            "--merge needs at least one result of `faults --format json`"
        case .differentOptions:
            "the results were made with different options (--kinds, --methods, --policy, --batch-size, --sample or "
                + "--seed); merge only the shards of one campaign"
        case .differentSplits:
            "the results come from different splits (--shard K/N with different N); merge only the shards of one campaign"
        case .differentPaths:
            "the results are of different traces or paths; give every shard the same paths, in the same order"
        case .repeated(let shard, let worker):
            "shard \(shard)" + (worker.count > 1 ? " (worker \(worker))" : "") + " was given twice"
        case .missing(let shards, let workers, let given):
            "a campaign split into \(plural(shards, "shard")) needs every one of them"
                + (workers > 1 ? " (or the \(workers) workers of one)" : "") + ", got \(plural(given, "result"))"
        }
    }
}

extension ExitStatus {
    /// The graver of two statuses of `faults`: a file that cannot be written, then an invalid
    /// trace, then an unreadable one, then a broken invariant.
    package static func worse(_ one: ExitStatus, _ other: ExitStatus) -> ExitStatus {
        let rank: [ExitStatus] = [.success, .failure, .unreadable, .invalidTrace, .cannotCreate]
        return (rank.firstIndex(of: other) ?? 0) > (rank.firstIndex(of: one) ?? 0) ? other : one
    }
}
