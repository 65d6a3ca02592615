import Foundation

/// `deepcut-replay verify PATH...`: every `.json` trace in the given files and
/// folders, one line each with ✔ or ✘ and the reason, then the totals.
///
/// Folders are searched recursively, skipping hidden files and folders; each
/// folder's traces are taken in sorted order, the paths in the order given. Exit status: 65 if any trace is not
/// valid, else 66 if a path cannot be read, else 1 if any trace failed, else 0.
@MainActor
enum VerifyCommand {
    static func run(_ options: VerifyOptions, environment: ToolEnvironment) async -> ToolResult {
        let style = environment.style(noColorFlag: options.noColor)
        var lines: [String] = []
        var errors = ""
        var (passed, failed, invalid, unreadable) = (0, 0, 0, 0)
        let (files, missing) = collect(options.paths)
        for path in missing {
            errors += "deepcut-replay: cannot read \(path): no such file or folder\n"
            unreadable += 1
        }
        for file in files {
            switch DeepCutReplayTool.read(file) {
            case .failure(let failure):
                if failure.status == .unreadable { unreadable += 1 } else { invalid += 1 }
                let kind = failure.status == .unreadable ? "unreadable" : "invalid"
                lines.append("\(style.cross) \(file)  \(kind): \(failure.message)")
            case .success(let trace):
                let title = trace.capture.title
                var verifierOptions = Verifier.Options(policy: options.policy, batchSize: options.batchSize)
                verifierOptions.order = options.orders.order?.order ?? .immediate
                // Issue 14: --chaos N; a step whose outcome depends on the order fails the trace.
                let chaos: ChaosReport? = if let runs = options.orders.chaos {
                    await CompletionChaos.run(trace, options: verifierOptions, runs: runs, seed: options.orders.seed ?? 1)
                } else {
                    nil
                }
                let report = await Verifier.verify(consume trace, source: file, options: verifierOptions)
                if let difference = chaos?.differences.first, report.passed {
                    failed += 1
                    lines.append("\(style.cross) \(file)  step \(difference.stepNumber) (\(difference.action)) differs "
                        + "between completion orders (seed \(difference.seed)): \(difference.referenceOutcome) "
                        + "vs \(difference.otherOutcome)")
                } else if report.passed {
                    passed += 1
                    if !options.quiet {
                        let (total, _) = report.checkCounts
                        lines.append("\(style.tick) \(file)  \(title) (\(plural(report.steps.count, "step")), "
                            + "\(plural(total, "check")))")
                    }
                } else {
                    failed += 1
                    lines.append("\(style.cross) \(file)  \(reason(report))")
                }
            }
        }
        let total = files.count
        var summary = "\(plural(total, "trace")): \(passed) passed, \(failed) failed, \(invalid) invalid"
        if unreadable > 0 { summary += ", \(unreadable) unreadable" }
        lines.append(summary)
        let status: ExitStatus = invalid > 0 ? .invalidTrace : unreadable > 0 ? .unreadable : failed > 0 ? .failure : .success
        if total == 0 && missing.isEmpty {
            errors += "deepcut-replay: no .json traces found in \(options.paths.joined(separator: ", "))\n"
            return ToolResult(standardOutput: lines.joined(separator: "\n") + "\n", standardError: errors,
                              status: .unreadable)
        }
        return ToolResult(standardOutput: lines.joined(separator: "\n") + "\n", standardError: errors, status: status)
    }

    /// The first thing that failed, in a line.
    static func reason(_ report: VerificationReport) -> String {
        if let divergence = report.divergence {
            let firstLine = divergence.message.split(separator: "\n").first.map(String.init) ?? divergence.message
            return "diverged at step \(divergence.stepNumber) (\(divergence.policy.rawValue)): \(firstLine)"
        }
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
            let mismatches = diagnostics.artists.filter { !$0.passed }
            if let first = mismatches.first {
                return "diagnostics: \(plural(mismatches.count, "artist")) differ; \(first.name) printed \(first.printed), "
                    + first.engineText
            }
        }
        return "failed"
    }

    /// The trace files under the paths, and the paths that do not exist.
    static func collect(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var seen: Set<String> = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                continue
            }
            var found: [String] = []
            if isFolder.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let enumerator = manager.enumerator(atPath: path)
                while let relative = enumerator?.nextObject() as? String {
                    // Hidden files and folders (.build, .git, .swiftpm) hold no traces.
                    guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                    if relative.hasSuffix(".json") { found.append(base + "/" + relative) }
                }
                found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            } else {
                found = [path]
            }
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return (files, missing)
    }
}
