import DeepCutKit
import DeepCutTrace
import Foundation

/// `deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy P]
/// [--jobs N] [--shard K/N] [--format text|json] [--write-failures DIR]`, and
/// `deepcut-replay faults --merge FILE...`: a fault campaign on each trace
/// (Docs/FaultCampaigns.md "faults", "Shards and jobs").
package struct FaultsCommand: ToolCommand {
    package static let name = "faults"
    package static let summary = "Replay every call with every fault and check what must hold whatever the service answers."
    package static let usage = """
    deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy strict|legacy]
                          [--batch-size N] [--sample N [--seed S]] [--jobs N] [--shard K/N]
                          [--format text|json] [--write-failures DIR] [--max-trace-size SIZE]
    deepcut-replay faults --merge FILE... [--format text|json]
    """
    package static let help = """
    OVERVIEW: A fault campaign: for every call of a trace and every fault kind, replay the trace
    with that call's answer replaced (as `deepcut-replay mutate` does) and check the invariants
    that must hold whatever the service answers (Docs/FaultCampaigns.md "Invariants"):

      - a refresh is caughtUp or loaded only when every check in it succeeded
      - `failed` counts exactly the checks that failed
      - a failed check keeps the artist's earlier cuts
      - the feed never holds an owned, dismissed or added album
      - a failed library read fails the refresh
      - the replay never diverges except where the mutation removes an answer
      - a retried transient fault answered by the original changes no outcome

    The trace as recorded is replayed and checked too. Prints each kind of violation with the
    first mutations that cause it, then the totals; the time taken goes to standard error, so
    that standard output is the same on every run.

    USAGE: \(usage.replacingOccurrences(of: "\n", with: "\n       "))

    OPTIONS:
      --kinds K,...           Faults to try (default: http:404,http:429,http:500,http:503,network,
                              cancelled,authorization:permissionDenied,empty,short). See
                              `deepcut-replay mutate --help` for every fault.
      --methods M,...         Only calls of these methods (default: every call).
      --policy strict|legacy  The policy refreshes are judged under (default: strict).
      --batch-size N          Artists per refresh, overriding the trace's engine.batchSize.
      --sample N              Only N calls, drawn at random with --seed (default: every call).
      --seed S                The seed of --sample's draw (default: 1).
      --jobs N                Replay the mutations in N processes at once (default: the machine's
                              active cores); the report is the same whatever N is.
      --shard K/N             Only the K-th of N disjoint shares of the mutations, for N machines;
                              merge their --format json results with --merge.
      --format text|json      The report for a person (default) or the deepcut-replay-faults result
                              (Docs/FaultCampaigns.md "Shards and jobs") that --merge reads.
      --merge FILE...         Combine the --format json results of every shard of one campaign into
                              the report one run would have printed.
      --write-failures DIR    Write each violating mutated trace (the first 50 of each trace) to DIR
                              (created if needed), its notes naming the mutation and the invariants
                              it broke. A file already in DIR is never replaced (exit status 73).
      --max-trace-size SIZE   Read at most SIZE bytes of each trace (default: 2G); K, M, G are KiB, MiB, GiB.
      -h, --help              Show this help.

    EXIT STATUS:
      0   no invariant broke
      1   an invariant broke
      64  bad usage
      65  a trace is not valid
      66  a trace cannot be read
      73  DIR cannot be written
    """

    /// The option `--jobs` gives each of its processes, not for people: worker J of M of the share.
    static let workerOption = "--worker"

    /// Files and folders of traces, or with `merge` the results to merge.
    package var paths: [String]
    /// What to try.
    package var options: FaultCampaign.Options
    /// Where to write the failing mutated traces.
    package var failuresFolder: String?
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumSize: Int?
    /// `--jobs N`; nil: the machine's active cores.
    package var jobs: Int?
    /// `--shard K/N` and the internal `--worker J/M`.
    package var share: MutationShare
    /// `--format`.
    package var format: ReportFormat
    /// `--merge`: `paths` are results of `--format json` to combine.
    package var merge: Bool

    package init(parsing arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments, topic: Self.topic)
        var maximumSize: Int?
        var paths: [String] = []
        var kinds: [Fault]?, methods: Set<MusicLibraryMethod>?, policy: FailurePolicy?, batch: Int?
        var sample: Int?, seed: UInt64?, folder: String?
        var jobs: Int?, shard: TraceShard?, worker: TraceShard?, format: ReportFormat?, merge = false
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): paths.append(value)
            case .option("--kinds"):
                let list = try scanner.value("--kinds")
                var parsed: [Fault] = []
                for text in list.split(separator: ",", omittingEmptySubsequences: false) {
                    do {
                        let fault = try Fault(parsing: String(text))
                        if !parsed.contains(fault) { parsed.append(fault) }
                    } catch {
                        throw UsageError("--kinds: \(error)", topic: Self.topic)
                    }
                }
                kinds = try scanner.once(kinds, "--kinds", parsed)
            case .option("--methods"):
                let list = try scanner.value("--methods")
                var parsed = Set<MusicLibraryMethod>()
                for text in list.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let method = MusicLibraryMethod(rawValue: String(text)) else {
                        throw UsageError("--methods: '\(text)' is not a method; the methods are "
                                         + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", "), topic: Self.topic)
                    }
                    parsed.insert(method)
                }
                methods = try scanner.once(methods, "--methods", parsed)
            case .option("--policy"): policy = try scanner.once(policy, "--policy", try scanner.choice("--policy", FailurePolicy.self))
            case .option("--batch-size"): batch = try scanner.once(batch, "--batch-size", try scanner.count("--batch-size"))
            case .option("--sample"): sample = try scanner.once(sample, "--sample", try scanner.count("--sample"))
            case .option("--seed"): seed = try scanner.once(seed, "--seed", try scanner.seed("--seed"))
            case .option("--write-failures"):
                folder = try scanner.once(folder, "--write-failures", try scanner.value("--write-failures"))
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option("--jobs"): jobs = try scanner.once(jobs, "--jobs", try scanner.count("--jobs"))
            case .option("--shard"): shard = try scanner.once(shard, "--shard", try scanner.shard("--shard"))
            case .option(Self.workerOption):
                worker = try scanner.once(worker, Self.workerOption, try scanner.shard(Self.workerOption))
            case .option("--format"): format = try scanner.once(format, "--format", try scanner.choice("--format", ReportFormat.self))
            case .option("--merge"): merge = try scanner.flagOnce(merge, "--merge")
            case .option(let name): throw scanner.unknown(name)
            }
        }
        if merge {
            guard !paths.isEmpty else { throw UsageError("--merge needs the files `faults --format json` wrote", topic: Self.topic) }
            let campaignOptions: [(String, Bool)] = [
                ("--kinds", kinds != nil), ("--methods", methods != nil), ("--policy", policy != nil),
                ("--batch-size", batch != nil), ("--sample", sample != nil), ("--seed", seed != nil),
                ("--jobs", jobs != nil), ("--shard", shard != nil), (Self.workerOption, worker != nil),
                ("--write-failures", folder != nil), ("--max-trace-size", maximumSize != nil),
            ]
            if let given = campaignOptions.first(where: \.1) {
                throw UsageError("--merge takes only --format: the campaign's options are in the results (got \(given.0))",
                                 topic: Self.topic)
            }
        }
        guard !paths.isEmpty else { throw UsageError("faults needs at least one trace, file or folder", topic: Self.topic) }
        guard seed == nil || sample != nil else { throw UsageError("--seed only goes with --sample", topic: Self.topic) }
        guard folder == nil || format != .json else {
            throw UsageError("--write-failures goes with the text report; a --format json result is merged first",
                             topic: Self.topic)
        }
        self.paths = paths
        options = FaultCampaign.Options(
            kinds: kinds ?? Fault.campaignDefaults, methods: methods, policy: policy ?? .strict, batchSize: batch,
            sample: sample, seed: seed ?? 1)
        failuresFolder = folder
        self.maximumSize = maximumSize
        self.jobs = jobs
        share = MutationShare(shard: shard ?? TraceShard(index: 1, count: 1), worker: worker ?? TraceShard(index: 1, count: 1))
        self.format = format ?? .text
        self.merge = merge
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let clock = ContinuousClock()
        let started = clock.now
        var progress = ProgressLine(enabled: environment.errorIsTerminal, started: started)
        let result: FaultsResult
        var traces: [Int: Trace] = [:]
        var folder: FailureFolder?
        if let failuresFolder {
            switch FailureFolder.make(failuresFolder) {
            case .success(let made): folder = made
            case .failure(let failure): return failure.result
            }
        }
        if merge {
            switch Self.mergeResults(paths) {
            case .success(let merged): result = merged
            case .failure(let stop): return stop.result
            }
        } else {
            let (files, missing) = CorpusCollector.collect(paths)
            if files.isEmpty, missing.isEmpty {
                return ToolResult(standardError: "deepcut-replay: no .json traces found in \(paths.joined(separator: ", "))\n",
                                  status: .unreadable)
            }
            let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            if jobs > 1, share.worker.count == 1, FaultsWorkers.canStart, let executable = environment.executablePath,
               !files.contains(where: { $0.input == "-" }) {
                switch await FaultsWorkers.run(
                    executable: executable, arguments: workerArguments, paths: paths, jobs: jobs, progress: &progress) {
                case .success(let merged): result = merged
                case .failure(let stop): return stop.result
                }
            } else {
                var entries: [FaultsResult.Entry] = []
                var position = 0
                for (index, file) in files.enumerated() {
                    switch DeepCutReplayTool.read(
                        file.input, maximumSize: maximumSize, regularFilesOnly: file.inFolder, environment: environment) {
                    case .success(let trace):
                        let report = await FaultCampaign.run(
                            trace, source: file.path, options: options, share: share, firstPosition: position
                        ) { done, total in
                            progress.show("faults: trace \(index + 1) of \(files.count): \(done) of \(total) mutations, "
                                + Self.pace(done: done, total: total, since: started, clock: clock))
                        }
                        position += report.pairs
                        if failuresFolder != nil, !report.failing.isEmpty { traces[entries.count] = trace }
                        entries.append(.campaign(report))
                    case .failure(let failure):
                        entries.append(.error(failure.message, failure.status))
                    }
                }
                result = FaultsResult(options: options, share: share, missing: missing, entries: entries)
            }
        }
        progress.clear()
        var output = "", errors = ""
        var status = result.status
        if format == .json {
            output = result.jsonText
            errors = result.errorLines
        } else {
            errors = result.missing.map { "deepcut-replay: cannot read \($0): no such file or folder\n" }.joined()
            for (index, entry) in result.entries.enumerated() {
                guard case .campaign(let report) = entry else {
                    if case .error(let message, _) = entry { errors += "deepcut-replay: \(message)\n" }
                    continue
                }
                output += FaultCampaignRenderer.render(report)
                guard var written = folder, !report.failing.isEmpty else { continue }
                let trace: Trace
                if let kept = traces[index] {
                    trace = kept
                } else {
                    switch DeepCutReplayTool.read(
                        report.source, maximumSize: maximumSize, environment: environment) {
                    case .success(let read): trace = read
                    case .failure(let failure):
                        errors += "deepcut-replay: \(failure.message)\n"
                        status = ExitStatus.worse(status, failure.status)
                        continue
                    }
                }
                let outcome = await written.write(report, of: trace, policy: options.policy)
                folder = written
                let total = report.violatingMutations
                output += "  wrote \(outcome.written.count) of \(plural(total, "violating mutated trace")) to \(written.path)\n"
                if !outcome.kept.isEmpty {
                    errors += "deepcut-replay: \(plural(outcome.kept.count, "file")) already in \(written.path) left as "
                        + "they were, not replaced (remove them, or give another folder): "
                        + outcome.kept.joined(separator: ", ") + "\n"
                    status = ExitStatus.worse(status, .cannotCreate)
                }
                if let failure = outcome.failure {
                    errors += "deepcut-replay: \(failure)\n"
                    status = ExitStatus.worse(status, .cannotCreate)
                }
            }
            let campaigns = result.campaigns
            let files = result.entries.count
            if files > 1 {
                let mutations = campaigns.reduce(0) { $0 + $1.mutations }, replays = campaigns.reduce(0) { $0 + $1.replays }
                let broken = campaigns.filter { !$0.passed }.count
                output += "\(plural(files, "trace")): \(plural(mutations, "mutation")), \(plural(replays, "replay")), "
                    + (broken == 0 ? "no invariant broke" : "invariants broke in \(plural(broken, "trace"))") + "\n"
            }
        }
        if !merge {
            let elapsed = started.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let replays = result.campaigns.reduce(0) { $0 + $1.replays }
            errors += "time: \(String(format: "%.2f", seconds)) s for \(plural(replays, "replay"))\n"
        }
        return ToolResult(standardOutput: output, standardError: errors, status: status)
    }

    /// The arguments each `--jobs` process is given, with its `--worker J/M` after them: this
    /// campaign's options, the result as JSON, and the paths.
    var workerArguments: [String] {
        var arguments = ["faults", "--format", "json", "--kinds", options.kinds.map(\.description).joined(separator: ","),
                         "--policy", options.policy.rawValue]
        if let methods = options.methods { arguments += ["--methods", methods.map(\.rawValue).sorted().joined(separator: ",")] }
        if let batch = options.batchSize { arguments += ["--batch-size", String(batch)] }
        if let sample = options.sample { arguments += ["--sample", String(sample), "--seed", String(options.seed)] }
        if let maximumSize { arguments += ["--max-trace-size", String(maximumSize)] }
        arguments += ["--shard", share.shard.description]
        return arguments
    }

    /// `R replays/s, about S s left`.
    static func pace(done: Int, total: Int, since started: ContinuousClock.Instant, clock: ContinuousClock) -> String {
        let elapsed = started.duration(to: clock.now)
        let seconds = max(0.001, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let rate = Double(done) / seconds
        let left = rate > 0 ? Double(total - done) / rate : 0
        return "\(String(format: "%.1f", rate)) replays/s, about \(Int(left.rounded(.up))) s left"
    }

    /// The results in `files`, merged.
    private static func mergeResults(_ files: [String]) -> Result<FaultsResult, FaultsStop> {
        var parts: [FaultsResult] = []
        for file in files {
            let data: Data
            do {
                data = try FaultsWorkers.contents(of: file)
            } catch {
                return .failure(FaultsStop("cannot read \(file): \(error)", status: .unreadable))
            }
            do {
                parts.append(try FaultsResult(reading: data))
            } catch {
                return .failure(FaultsStop("\(file): \(error)", status: .invalidTrace))
            }
        }
        do throws(FaultsMergeError) {
            return .success(try FaultsResult.merge(parts))
        } catch {
            return .failure(FaultsStop("--merge: \(error.message)", status: .usage))
        }
    }
}
