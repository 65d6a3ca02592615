import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy P]
/// [--jobs N] [--shard K/N] [--format text|json] [--write-failures DIR]`, and
/// `deepcut-replay faults --merge FILE...`: a fault campaign on each trace
/// (Docs/FaultCampaigns.md "faults", "Shards and jobs").
package struct FaultsCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("faults"), summary: "Replay every call with every fault and check what must hold whatever the service answers.",
        overview: """
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
        """,
        otherUsages: ["deepcut-replay faults --merge FILE... [--format text|json] [--html FILE]"],
        exitStatus: """
          0   no invariant broke
          1   an invariant broke
          64  bad usage
          65  a trace is not valid
          66  a trace cannot be read
          70  a --jobs process could not be started or ended without its result
          73  DIR or the page cannot be written, or TMPDIR is not a folder (--jobs)
        """)

    /// Files and folders of traces, or with `merge` the results to merge.
    @Operands("PATH")
    package var paths: [String]
    /// `--kinds`: the faults to try.
    @Option("--kinds", ValueShape("K,...") { list, refuse throws(UsageError) in
        var parsed: [Fault] = []
        for text in list.split(separator: ",", omittingEmptySubsequences: false) {
            do {
                let fault = try Fault(parsing: String(text))
                if !parsed.contains(fault) { parsed.append(fault) }
            } catch {
                throw refuse.message("--kinds: \(error)")
            }
        }
        return parsed
    }, help: """
        Faults to try (default: http:404,http:429,http:500,http:503,network,
        cancelled,authorization:permissionDenied,empty,short). See
        `deepcut-replay mutate --help` for every fault.
        """)
    package var kinds: [Fault] = Fault.campaignDefaults
    /// `--methods`: only calls of these methods; nil: every call.
    @Option("--methods", ValueShape("M,...") { list, refuse throws(UsageError) in
        var parsed = Set<MusicLibraryMethod>()
        for text in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let method = MusicLibraryMethod(rawValue: String(text)) else {
                throw refuse.message("--methods: '\(text)' is not a method; the methods are "
                                     + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", "))
            }
            parsed.insert(method)
        }
        return parsed
    }, help: "Only calls of these methods (default: every call).")
    package var methods: Set<MusicLibraryMethod>?
    /// The policy refreshes are judged under.
    @Option(.policy(default: .strict, help: "The policy refreshes are judged under (default: strict)."))
    package var policy: FailurePolicy
    /// Overrides each trace's `engine.batchSize`.
    @Option(.batchSizeOfTheTrace)
    package var batchSize: Int?
    /// `--sample N`: only N calls, drawn with `seed`.
    @Option(
        "--sample", .count(), help: "Only N calls, drawn at random with --seed (default: every call).",
        usage: "--sample N [--seed S]")
    package var sample: Int?
    /// The seed of `--sample`'s draw.
    @Option(.seed(default: 1, help: "The seed of --sample's draw (default: 1).", usage: ""))
    package var seed: UInt64
    /// `--no-resume`: every mutation replayed from the first step.
    @Option("--no-resume", help: """
        Replay every mutation from the first step, instead of from the trace as
        recorded's state at its call's step; the report is the same.
        """)
    package var noResume: Bool
    /// `--jobs N`; nil: the machine's active cores.
    @Option("--jobs", .count(), help: """
        Replay the mutations in N processes at once (default and most: the
        machine's active cores); the report is the same whatever N is.
        """)
    package var jobs: Int?
    /// `--shard K/N`.
    @Option(.shard(default: .whole, help: """
        Only the K-th of N disjoint shares of the mutations, for N machines;
        merge their --format json results with --merge.
        """))
    package var shard: TraceShard
    /// `--format`.
    @Option(.format(default: ReportFormat.text, help: """
        The report for a person (default) or the deepcut-replay-faults result
        (Docs/FaultCampaigns.md "Shards and jobs") that --merge reads.
        """))
    package var format: ReportFormat
    /// `--merge`: `paths` are results of `--format json` to combine.
    @Option("--merge", help: """
        Combine the --format json results of every shard of one campaign into
        the report one run would have printed.
        """, label: "--merge FILE...", usage: "")
    package var merge: Bool
    /// Where to write the failing mutated traces.
    @Option("--write-failures", .text("DIR"), help: """
        Write each violating mutated trace (the first 50 of each trace) to DIR
        (created if needed), its notes naming the mutation and the invariants
        it broke. A file already in DIR is never replaced (exit status 73).
        """)
    package var failuresFolder: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    @Option(.html(help: """
        Also write one self-contained HTML page: methods × faults, each cell held or
        broken, each broken invariant with its first replay and the mutate command
        that reproduces it (Docs/HTMLReport.md).
        """))
    package var htmlPath: String?
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfEachTrace)
    package var maximumSize: Int?
    /// The option `--jobs` gives each of its processes, not for people: worker J of M of the share.
    @Option("--worker", .shard("J/M"), help: "", hidden: true)
    package var worker: TraceShard = .whole
    /// The option `--jobs` gives each of its processes when its own progress is shown: write
    /// `FaultsWorkers.ProgressReport` lines to standard error as the campaign goes.
    @Option("--progress-lines", help: "", hidden: true)
    package var writesProgressLines: Bool

    /// The defaults, or the arguments being read.
    package init() {}

    /// What to try.
    package var options: FaultCampaign.Options {
        FaultCampaign.Options(
            kinds: kinds, methods: methods, policy: policy, batchSize: batchSize, sample: sample, seed: seed,
            resumes: !noResume)
    }

    /// `--shard K/N` and the internal `--worker J/M`.
    package var share: MutationShare { MutationShare(shard: shard, worker: worker) }

    package func validate() throws(UsageError) {
        if merge {
            // The campaign's options are in the results; only how to show them may be given.
            let shown = [$format.spec.name, $htmlPath.spec.name, $merge.spec.name]
            if let given = givenOptionNames.first(where: { !shown.contains($0) }) {
                throw Self.usageError("--merge takes only --format: the campaign's options are in the results (got \(given))")
            }
        }
        guard !$seed.wasGiven || sample != nil else { throw Self.usageError("--seed only goes with --sample") }
        guard failuresFolder == nil || format != .json else {
            throw Self.usageError("--write-failures goes with the text report; a --format json result is merged first")
        }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        if share.worker.count > 1 { InterruptCleanup.endWhenStandardInputCloses() }
        // Refused before the campaign, which may take long; the folder is made by the output step.
        if let failuresFolder, let problem = NewFilesFolder.problem(making: failuresFolder, what: Self.failuresWhat) {
            return problem.result
        }
        let clock = ContinuousClock()
        let started = clock.now
        let campaign: Campaign
        switch merge ? Self.mergeCampaign(paths, htmlPath: htmlPath, environment: environment)
            : await runCampaign(environment: environment, clock: clock, started: started) {
        case .ran(let ran): campaign = ran
        case .stopped(let stop): return stop
        }
        let result = campaign.result
        var errors = campaign.warnings + result.errorLines
        var status = result.status
        let folder = failuresFolder.map {
            failuresOutput(in: $0, of: campaign, environment: environment, errors: &errors, status: &status)
        }
        if !merge {
            let elapsed = started.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let replays = result.campaigns.reduce(0) { $0 + $1.replays }
            errors += "time: \(String(format: "%.2f", seconds)) s for \(plural(replays, "replay"))"
                + (campaign.processes > 1 ? " in \(campaign.processes) processes" : "")
                + (options.resumes ? ", \(campaign.tally.resumed) resumed at their call's step, \(campaign.tally.converged) "
                    + "of them ended early where they met the trace as recorded" : "") + "\n"
            if share.worker.count > 1 { errors += FaultsWorkers.ProgressReport.line(campaign.tally) + "\n" }
        }
        // With a folder, the campaigns' sections come with it, each followed by what its batch wrote.
        let report = FaultsReport(result)
        return ToolResult(
            report: ReportOutput(report, printed: folder == nil ? format.shape : nil, html: htmlPath),
            standardOutput: folder == nil ? "" : report.totals, standardError: errors, status: status, folder: folder)
    }

    /// What a campaign gave, or the result that stopped it.
    private enum CampaignOutcome {
        /// The campaign ran (or its results were merged).
        case ran(Campaign)
        /// It stopped before its report: the result to return.
        case stopped(ToolResult)
    }

    /// What a campaign gave.
    private struct Campaign {
        /// The report of every trace.
        var result: FaultsResult
        /// The traces replayed in this process in which an invariant broke, by their entry's
        /// index, kept for `--write-failures`.
        var traces: [Int: Trace] = [:]
        /// How far the mutations went, for the time line.
        var tally = FaultCampaign.Progress()
        /// The processes that replayed them.
        var processes = 1
        /// What the walk of the folders warned about.
        var warnings = ""
    }

    /// `--merge`: the results in `paths`, combined.
    @MainActor
    private static func mergeCampaign(_ paths: [String], htmlPath: String?, environment: ToolEnvironment) -> CampaignOutcome {
        if let refusal = OutputFile.refusal(
            outputs: [(htmlPath, ReportShape.html.fileDescription)], inputs: paths, standardInput: environment.standardInput,
            reportOnStandardOutput: environment.standardOutputIsProcess) {
            return .stopped(refusal.result)
        }
        switch mergeResults(paths) {
        case .success(let merged): return .ran(Campaign(result: merged))
        case .failure(let stop): return .stopped(stop.result)
        }
    }

    /// The campaign on every trace found under `paths`: in `--jobs` processes, or in this one.
    @MainActor
    private func runCampaign(
        environment: ToolEnvironment, clock: ContinuousClock, started: ContinuousClock.Instant
    ) async -> CampaignOutcome {
        var progress = ProgressLine(enabled: environment.errorIsTerminal, started: started)
        defer { progress.clear() }
        let collection = CorpusCollector.collect(paths)
        let (files, missing) = (collection.files, collection.missing)
        var campaign = Campaign(result: FaultsResult(options: options, share: share, missing: missing, entries: []))
        campaign.warnings = collection.warningLines
        if files.isEmpty, missing.isEmpty {
            return .stopped(ToolResult(standardError: campaign.warnings + ToolMessage.noTraces(in: paths), status: .unreadable))
        }
        if let refusal = OutputFile.refusal(
            outputs: [(htmlPath, ReportShape.html.fileDescription)], inputs: files.map(\.input),
            standardInput: environment.standardInput, reportOnStandardOutput: environment.standardOutputIsProcess) {
            return .stopped(refusal.result)
        }
        // More processes than cores replay no faster and each holds a whole engine and trace,
        // so --jobs is capped at the active cores (Docs/FaultCampaigns.md "Shards and jobs").
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var jobs = min(jobs ?? cores, cores)
        let startsProcesses = share.worker.count == 1 && FaultsWorkers.canStart && environment.executablePath != nil
            && !files.contains(where: { $0.input.isStandardStream })
        if jobs > 1, startsProcesses {
            // No more processes than pairs to replay: one with none would only read the traces.
            jobs = min(jobs, max(1, sharePairs(files, environment: environment)))
        }
        if jobs > 1, startsProcesses, let executable = environment.executablePath {
            campaign.processes = jobs
            let tellsProgress = progress.enabled ? [$writesProgressLines.spec.name] : []
            switch await FaultsWorkers.run(
                executable: executable, arguments: workerArguments + tellsProgress, workerOption: $worker.spec.name, paths: paths,
                jobs: jobs, progress: &progress, tally: &campaign.tally) {
            case .success(let merged): campaign.result = merged
            case .failure(let stop): return .stopped(stop.result)
            }
            return .ran(campaign)
        }
        var position = 0
        for (index, file) in files.enumerated() {
            switch file.read(maximumSize: maximumSize, environment: environment) {
            case .success(let trace):
                var last = FaultCampaign.Progress()
                var lines = writesProgressLines ? FaultsWorkers.ProgressReport() : nil
                let tally = campaign.tally
                let report = await FaultCampaign.run(
                    trace, source: file.path, options: options, share: share, firstPosition: position
                ) { told in
                    last = told
                    lines?.write(tally.adding(told), final: false)
                    progress.show("faults: trace \(index + 1) of \(files.count): \(told.done) of \(told.total) mutations, "
                        + ProgressLine.pace(done: told.done, total: told.total, since: started, clock: clock))
                }
                campaign.tally = campaign.tally.adding(last)
                position += report.pairs
                if failuresFolder != nil, !report.failing.isEmpty { campaign.traces[campaign.result.entries.count] = trace }
                campaign.result.entries.append(.campaign(report))
            case .failure(let failure):
                campaign.result.entries.append(.error(failure.message, failure.status))
            }
        }
        return .ran(campaign)
    }

    /// `--write-failures DIR`: the campaigns' sections, each trace's violating mutated traces
    /// after its own, for the output step to write. A trace the `--jobs` processes replayed is
    /// read again; one that cannot be is said in `errors`.
    @MainActor
    private func failuresOutput(
        in path: String, of campaign: Campaign, environment: ToolEnvironment, errors: inout String, status: inout ExitStatus
    ) -> FolderOutput {
        var sections: [FolderOutput.Section] = []
        var names = FailingTraceFiles()
        for (index, entry) in campaign.result.entries.enumerated() {
            guard case .campaign(let report) = entry else { continue }
            sections.append(FolderOutput.Section(FaultCampaignRenderer.render(report)))
            guard !report.failing.isEmpty else { continue }
            let trace: Trace
            if let kept = campaign.traces[index] {
                trace = kept
            } else {
                switch DeepCutReplayTool.read(report.source, maximumSize: maximumSize, environment: environment) {
                case .success(let read): trace = read
                case .failure(let failure):
                    errors += ToolMessage.line("\(failure.message)")
                    status = ExitStatus.worse(status, failure.status)
                    continue
                }
            }
            let files = names.files(for: report)
            let policy = options.policy
            sections[sections.count - 1].batch = FolderOutput.Batch(
                names: files.map(\.name), noun: "violating mutated trace", total: report.violatingMutations,
                what: "the failing trace"
            ) { index in await FailingTraceFiles.bytes(of: files[index].failing, in: trace, policy: policy) }
        }
        return FolderOutput(path: path, what: Self.failuresWhat, sections: sections)
    }

    /// What `--write-failures`' folder holds, for messages.
    private static let failuresWhat = "the failing traces"

    /// The arguments each `--jobs` process is given, with its `--worker J/M` after them: this
    /// campaign's options, the result as JSON, and the paths.
    var workerArguments: [String] {
        var arguments = ["faults", "--format", "json", "--kinds", options.kinds.map(\.description).joined(separator: ","),
                         "--policy", options.policy.rawValue]
        if let methods = options.methods { arguments += ["--methods", methods.map(\.rawValue).sorted().joined(separator: ",")] }
        if let batch = options.batchSize { arguments += ["--batch-size", String(batch)] }
        if let sample = options.sample { arguments += ["--sample", String(sample), "--seed", String(options.seed)] }
        if !options.resumes { arguments.append($noResume.spec.name) }
        if let maximumSize { arguments += ["--max-trace-size", String(maximumSize)] }
        arguments += ["--shard", share.shard.description]
        return arguments
    }

    /// How many call and fault pairs of `files` are this run's share: what `--jobs` is capped at.
    /// - Complexity: one read of each trace (the processes read them again), none held at once.
    @MainActor
    private func sharePairs(_ files: [CorpusFile], environment: ToolEnvironment) -> Int {
        var end = 0
        for file in files {
            guard case .success(let trace) = DeepCutReplayTool.read(
                file.input, maximumSize: maximumSize, regularFilesOnly: file.inFolder, environment: environment) else { continue }
            let (pairs, over) = FaultCampaign.candidates(trace, options: options).count
                .multipliedReportingOverflow(by: options.kinds.count)
            let (sum, overSum) = end.addingReportingOverflow(pairs)
            guard !over, !overSum else { return Int.max }
            end = sum
        }
        return share.count(in: 0..<end)
    }

    /// The results in `files`, merged.
    private static func mergeResults(_ files: [String]) -> Result<FaultsResult, FaultsStop> {
        var parts: [FaultsResult] = []
        for file in files {
            let data: Data
            do {
                data = try FaultsWorkers.contents(of: file)
            } catch {
                return .failure(FaultsStop("cannot read \(file.printable): \(FoundationErrorText.reason(error))", status: .unreadable))
            }
            do {
                parts.append(try FaultsResult(reading: data))
            } catch {
                return .failure(FaultsStop("\(file.printable):\(error)", status: .invalidTrace))
            }
        }
        do throws(FaultsMergeError) {
            return .success(try FaultsResult.merge(parts))
        } catch {
            return .failure(FaultsStop("--merge: \(error.message)", status: .usage))
        }
    }
}
