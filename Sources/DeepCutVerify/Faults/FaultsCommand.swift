import DeepCutKit
import DeepCutTrace
import Foundation

/// `deepcut-replay faults PATH... [--kinds K,...] [--methods M,...] [--policy P]
/// [--write-failures DIR]`: a fault campaign on each trace (Docs/FaultCampaigns.md "faults").
package struct FaultsCommand: ToolCommand {
    static let kindsOption = Option<[Fault]>("--kinds", value: "K,...") { list, refuse throws(UsageError) in
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
    }
    static let methodsOption = Option<Set<MusicLibraryMethod>>("--methods", value: "M,...") { list, refuse throws(UsageError) in
        var parsed = Set<MusicLibraryMethod>()
        for text in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let method = MusicLibraryMethod(rawValue: String(text)) else {
                throw refuse.message("--methods: '\(text)' is not a method; the methods are "
                                     + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", "))
            }
            parsed.insert(method)
        }
        return parsed
    }
    static let sampleOption = SharedOptions.count("--sample", value: "N")
    static let failuresOption = SharedOptions.text("--write-failures", value: "DIR")

    package static let signature = CommandSignature(
        name: "faults", operands: "PATH...",
        summary: "Replay every call with every fault and check what must hold whatever the service answers.",
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
        usage: [
            [kindsOption.help("""
                Faults to try (default: http:404,http:429,http:500,http:503,network,
                cancelled,authorization:permissionDenied,empty,short). See
                `deepcut-replay mutate --help` for every fault.
                """),
             methodsOption.help("Only calls of these methods (default: every call)."),
             SharedOptions.policy.help("The policy refreshes are judged under (default: strict).")],
            [SharedOptions.batchSize().help("Artists per refresh, overriding the trace's engine.batchSize."),
             sampleOption.help("Only N calls, drawn at random with --seed (default: every call).",
                               usage: "--sample N [--seed S]"),
             SharedOptions.seed.help("The seed of --sample's draw (default: 1).", usage: ""),
             failuresOption.help("""
                Write each violating mutated trace (the first 50 of each trace) to DIR
                (created if needed), its notes naming the mutation and the invariants
                it broke. A file already in DIR is never replaced (exit status 73).
                """),
             .maxTraceSize(of: "each trace")],
        ],
        exitStatus: """
          0   no invariant broke
          1   an invariant broke
          64  bad usage
          65  a trace is not valid
          66  a trace cannot be read
          73  DIR cannot be written
        """)

    /// Files and folders of traces.
    package var paths: [String]
    /// What to try.
    package var options: FaultCampaign.Options
    /// Where to write the failing mutated traces.
    package var failuresFolder: String?
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumSize: Int?

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.operands
        guard !paths.isEmpty else { throw arguments.error("faults needs at least one trace, file or folder") }
        let (sample, seed) = (arguments.value(Self.sampleOption), arguments.value(SharedOptions.seed))
        guard seed == nil || sample != nil else { throw arguments.error("--seed only goes with --sample") }
        options = FaultCampaign.Options(
            kinds: arguments.value(Self.kindsOption) ?? Fault.campaignDefaults, methods: arguments.value(Self.methodsOption),
            policy: arguments.value(SharedOptions.policy) ?? .strict, batchSize: arguments.value(SharedOptions.batchSize()),
            sample: sample, seed: seed ?? 1)
        failuresFolder = arguments.value(Self.failuresOption)
        maximumSize = arguments.value(SharedOptions.maxTraceSize)
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
        var folder: FailureFolder?
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
        if files.count > 1 {
            output += "\(plural(files.count, "trace")): \(plural(mutations, "mutation")), \(plural(replays, "replay")), "
                + (broken == 0 ? "no invariant broke" : "invariants broke in \(plural(broken, "trace"))") + "\n"
        }
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        errors += "time: \(String(format: "%.2f", seconds)) s for \(plural(replays, "replay"))\n"
        return ToolResult(standardOutput: output, standardError: errors, status: status)
    }
}
