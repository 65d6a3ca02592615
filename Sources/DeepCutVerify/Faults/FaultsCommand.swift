import DeepCutKit
import DeepCutTrace
import Foundation

/// `deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy P]
/// [--write-failures DIR]`: a fault campaign on each trace (Docs/FaultCampaigns.md "faults").
package struct FaultsCommand: ToolCommand {
    package static let name = "faults"
    package static let summary = "Replay every call with every fault and check what must hold whatever the service answers."
    package static let usage = """
    deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy strict|legacy]
                          [--batch-size N] [--sample N [--seed S]] [--write-failures DIR] [--html FILE]
                          [--max-trace-size SIZE]
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
      --write-failures DIR    Write each violating mutated trace (the first 50 of each trace) to DIR
                              (created if needed), its notes naming the mutation and the invariants
                              it broke. A file already in DIR is never replaced (exit status 73).
      --html FILE             Also write one self-contained HTML page: methods × faults, each cell held or
                              broken, each broken invariant with its first replay and the mutate command
                              that reproduces it (Docs/HTMLReport.md).
      --max-trace-size SIZE   Read at most SIZE bytes of each trace (default: 2G); K, M, G are KiB, MiB, GiB.
      -h, --help              Show this help.

    EXIT STATUS:
      0   no invariant broke
      1   an invariant broke
      64  bad usage
      65  a trace is not valid
      66  a trace cannot be read
      73  DIR or the page cannot be written
    """

    /// Files and folders of traces.
    package var paths: [String]
    /// What to try.
    package var options: FaultCampaign.Options
    /// Where to write the failing mutated traces.
    package var failuresFolder: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    package var htmlPath: String?
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumSize: Int?

    package init(parsing arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments, topic: Self.topic)
        var maximumSize: Int?
        var paths: [String] = []
        var kinds: [Fault]?, methods: Set<MusicLibraryMethod>?, policy: FailurePolicy?, batch: Int?
        var sample: Int?, seed: UInt64?, folder: String?, html: String?
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
            case .option("--html"): html = try scanner.once(html, "--html", try scanner.htmlPath())
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option(let name): throw scanner.unknown(name)
            }
        }
        guard !paths.isEmpty else { throw UsageError("faults needs at least one trace, file or folder", topic: Self.topic) }
        guard seed == nil || sample != nil else { throw UsageError("--seed only goes with --sample", topic: Self.topic) }
        self.paths = paths
        options = FaultCampaign.Options(
            kinds: kinds ?? Fault.campaignDefaults, methods: methods, policy: policy ?? .strict, batchSize: batch,
            sample: sample, seed: seed ?? 1)
        failuresFolder = folder
        htmlPath = html
        self.maximumSize = maximumSize
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let (files, missing) = CorpusCollector.collect(paths)
        var output = "", errors = ""
        var status = ExitStatus.success
        func worsen(_ next: ExitStatus) {
            let rank: [ExitStatus] = [.success, .failure, .unreadable, .invalidTrace, .cannotCreate]
            if rank.firstIndex(of: next)! > rank.firstIndex(of: status)! { status = next }
        }
        for path in missing {
            errors += "deepcut-replay: cannot read \(path): no such file or folder\n"
            worsen(.unreadable)
        }
        if files.isEmpty, missing.isEmpty {
            return ToolResult(standardError: "deepcut-replay: no .json traces found in \(paths.joined(separator: ", "))\n",
                              status: .unreadable)
        }
        if let htmlPath, let refusal = OutputFile.sameFile(
            htmlPath, asAnyOf: files.map(\.input), standardInput: environment.standardInput, what: "the HTML page") {
            return refusal.result
        }
        var folder: FailureFolder?
        var reports: [FaultCampaignReport] = []
        if let failuresFolder {
            switch FailureFolder.make(failuresFolder) {
            case .success(let made): folder = made
            case .failure(let failure): return failure.result
            }
        }
        var (mutations, replays, broken) = (0, 0, 0)
        let clock = ContinuousClock()
        let started = clock.now
        for file in files {
            let trace: Trace
            switch DeepCutReplayTool.read(
                file.input, maximumSize: maximumSize, regularFilesOnly: file.inFolder, environment: environment) {
            case .success(let read): trace = read
            case .failure(let failure):
                errors += "deepcut-replay: \(failure.message)\n"
                worsen(failure.status)
                continue
            }
            let report = await FaultCampaign.run(trace, source: file.path, options: options)
            mutations += report.mutations
            replays += report.replays
            if !report.passed {
                broken += 1
                worsen(.failure)
            }
            output += FaultCampaignRenderer.render(report)
            if htmlPath != nil { reports.append(report) }
            if var written = folder, !report.failing.isEmpty {
                let outcome = await written.write(report, of: trace, policy: options.policy)
                folder = written
                let total = report.violatingMutations
                output += "  wrote \(outcome.written.count) of \(plural(total, "violating mutated trace")) to \(written.path)\n"
                if !outcome.kept.isEmpty {
                    errors += "deepcut-replay: \(plural(outcome.kept.count, "file")) already in \(written.path) left as "
                        + "they were, not replaced (remove them, or give another folder): "
                        + outcome.kept.joined(separator: ", ") + "\n"
                    worsen(.cannotCreate)
                }
                if let failure = outcome.failure {
                    errors += "deepcut-replay: \(failure)\n"
                    worsen(.cannotCreate)
                }
            }
        }
        let totals = files.count > 1 ? "\(plural(files.count, "trace")): \(plural(mutations, "mutation")), "
            + "\(plural(replays, "replay")), "
            + (broken == 0 ? "no invariant broke" : "invariants broke in \(plural(broken, "trace"))") : nil
        if let totals { output += totals + "\n" }
        if let htmlPath,
           let problem = OutputFile.write(HTMLFaultsPage.render(reports, summary: totals), to: htmlPath, what: "the HTML page") {
            errors += "deepcut-replay: \(problem)\n"
            worsen(.cannotCreate)
        }
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        errors += "time: \(String(format: "%.2f", seconds)) s for \(plural(replays, "replay"))\n"
        return ToolResult(standardOutput: output, standardError: errors, status: status)
    }
}
