import Foundation

/// `deepcut-replay verify PATH...`: every `.json` trace in the given files and
/// folders (`-`: standard input), one line each with ✔ or ✘ and the reason,
/// then the totals; or, with `--format json|markdown`, the whole run for a
/// machine or a CI job page; with `--junit FILE`, also JUnit XML; with
/// `--shard K/N`, only the K-th of N parts of the traces (`TraceShard`); with
/// `--html FILE`, also one page for the run (Docs/HTMLReport.md).
///
/// Folders are searched recursively, skipping hidden files and folders; each
/// folder's traces are taken in sorted order, the paths in the order given. Exit status: 65 if any trace is not
/// valid, else 66 if a path cannot be read, else 1 if any trace failed, else 0;
/// 73 instead of 0 when the JUnit file or the page cannot be written.
@MainActor
enum VerifyCommand {
    static func run(_ options: VerifyOptions, environment: ToolEnvironment) async -> ToolResult {
        let style = environment.style(noColorFlag: options.noColor)
        var errors = ""
        let (found, missing) = CorpusCollector.collect(options.paths)
        for path in missing {
            errors += "deepcut-replay: cannot read \(path): no such file or folder\n"
        }
        if found.isEmpty && missing.isEmpty {
            errors += "deepcut-replay: no .json traces found in \(options.paths.joined(separator: ", "))\n"
            let empty = CorpusRun(paths: options.paths, shard: options.shard, missing: [], entries: [])
            return ToolResult(standardOutput: render(empty, options: options, style: style), standardError: errors,
                              status: .unreadable)
        }
        for (path, what) in [(options.junitPath, "the JUnit report"), (options.htmlPath, "the HTML page")] {
            if let path, let refusal = OutputFile.sameFile(
                path, asAnyOf: found.map(\.input), standardInput: environment.standardInput, what: what) {
                return refusal.result
            }
        }
        let files = options.shard?.select(found) ?? found
        var entries: [CorpusEntry] = []
        entries.reserveCapacity(files.count)
        var timelines: [CallTimeline?] = []
        var progress = ProgressLine(enabled: environment.errorIsTerminal && !options.quiet)
        for file in files {
            progress.show("verify: \(entries.count) of \(plural(files.count, "trace")) done, now \(file.path)")
            // A FIFO or device met inside a folder is never a trace, and reading it could wait forever.
            switch DeepCutReplayTool.read(file.input, maximumSize: options.maximumTraceSize, regularFilesOnly: file.inFolder,
                                          environment: environment) {
            case .failure(let failure):
                timelines.append(nil)
                entries.append(CorpusEntry(
                    path: file.path, className: file.className,
                    outcome: failure.status == .unreadable ? .unreadable(failure.message) : .invalid(failure.message)))
            case .success(let trace):
                var verifierOptions = Verifier.Options(policy: options.policy, batchSize: options.batchSize)
                verifierOptions.order = options.orders.order?.order ?? .immediate
                let chaos: ChaosReport? = if let runs = options.orders.chaos {
                    await CompletionChaos.run(trace, options: verifierOptions, runs: runs, seed: options.orders.seed ?? 1)
                } else {
                    nil
                }
                timelines.append(options.htmlPath == nil ? nil : CallTimeline.of(trace))
                let report = await Verifier.verify(consume trace, source: file.path, options: verifierOptions)
                var entry = CorpusEntry(path: file.path, className: file.className, outcome: .verified(report))
                // A step whose outcome depends on the completion order fails a trace that otherwise passed.
                if let difference = chaos?.differences.first, report.passed {
                    entry.orderDifference = "step \(difference.stepNumber) (\(difference.action)) differs between completion "
                        + "orders (seed \(difference.seed)): \(difference.referenceOutcome) vs \(difference.otherOutcome)"
                }
                entries.append(entry)
            }
        }
        progress.clear()
        let run = CorpusRun(paths: options.paths, shard: options.shard, missing: missing, entries: entries)
        var status = run.status
        if let shard = options.shard, files.isEmpty {
            errors += "deepcut-replay: shard \(shard) holds none of the \(plural(found.count, "trace")) found\n"
        }
        if let junit = options.junitPath,
           let problem = OutputFile.write(JUnitReportRenderer.render(entries: entries), to: junit, what: "the JUnit report") {
            errors += "deepcut-replay: \(problem)\n"
            if status == .success { status = .cannotCreate }
        }
        if let html = options.htmlPath,
           let problem = OutputFile.write(HTMLReplayPage.render(run, timelines: timelines), to: html, what: "the HTML page") {
            errors += "deepcut-replay: \(problem)\n"
            if status == .success { status = .cannotCreate }
        }
        return ToolResult(standardOutput: render(run, options: options, style: style), standardError: errors,
                          status: status)
    }

    /// The run in the format asked for.
    static func render(_ run: CorpusRun, options: VerifyOptions, style: TextStyle) -> String {
        switch options.format {
        case .json: return CorpusJSONRenderer.render(run)
        case .markdown: return MarkdownSummaryRenderer.render(run)
        case .text:
            var lines: [String] = []
            for entry in run.entries {
                switch entry.outcome {
                case .invalid(let message), .unreadable(let message):
                    lines.append("\(style.cross) \(entry.path)  \(entry.resultName): \(message)")
                case .verified where entry.orderDifference != nil:
                    lines.append("\(style.cross) \(entry.path)  \(entry.orderDifference ?? "")")
                case .verified(let report) where report.passed:
                    guard !options.quiet else { continue }
                    let (total, _) = report.checkCounts
                    lines.append("\(style.tick) \(entry.path)  \(report.capture.title) (\(plural(report.steps.count, "step")), "
                        + "\(plural(total, "check")))")
                case .verified(let report):
                    lines.append("\(style.cross) \(entry.path)  \(reason(report))")
                }
            }
            var summary = run.totals.line
            if let shard = run.shard { summary += " (shard \(shard))" }
            lines.append(summary)
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// The first thing that failed, in a line.
    nonisolated static func reason(_ report: VerificationReport) -> String {
        if let divergence = report.divergence {
            let firstLine = divergence.message.split(separator: "\n").first.map(String.init) ?? divergence.message
            return "diverged at step \(divergence.stepNumber) (\(divergence.policy.rawValue)): \(firstLine)"
        }
        if report.hasNothingToCheck { return report.nothingToCheckMessage }
        for step in report.steps where !step.passed {
            if let check = step.observations.first(where: { !$0.passed }), let policy = step.observedPolicy {
                return "step \(step.number) (\(step.actionName)): device behaviour not reproduced under "
                    + "\(policy.rawValue): \(check.summary)"
            }
            if let check = step.expectations.first(where: { !$0.passed }) {
                return "step \(step.number) (\(step.actionName)): \(check.summary)"
            }
        }
        if let diagnostics = report.diagnostics {
            if let count = diagnostics.libraryArtistCount, !count.passed {
                return "diagnostics: libraryArtistCount expected \(count.expected), got \(count.actual)"
            }
            if let first = diagnostics.artistsDifferingFirst.first(where: { !$0.passed }) {
                return "diagnostics: \(diagnostics.artistSummary); first " + first.failureText
            }
        }
        return "failed"
    }
}
