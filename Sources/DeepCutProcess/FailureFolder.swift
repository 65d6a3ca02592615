import DeepCutAnalysis
import DeepCutKit
import DeepCutTrace
/// `faults --write-failures DIR`: where the violating mutated traces go.
///
/// A trace is written to `DIR/NAME.seqSEQ-FAULT.json`; when this run has
/// written that name already (traces of the same file name from different
/// folders), to `NAME-2.seqSEQ-FAULT.json`, `NAME-3…`, in the order the
/// traces are taken. A file already in DIR before the run is never replaced:
/// it is named in the output, and the run ends with exit status 73.
package struct FailureFolder {
    /// The folder, as given.
    package let path: String
    /// The names this run has given, with the file name they came from.
    private var taken: Set<String> = []
    /// The trace file names met, and how many times.
    private var bases: [String: Int] = [:]

    /// What one trace's violating mutations gave.
    package struct Written {
        /// Paths written.
        package var written: [String] = []
        /// Paths left as they were, for a file was there already.
        package var kept: [String] = []
        /// The write that failed, after which nothing more was written.
        package var failure: OutputFailure?
    }

    /// The folder, made with its parents when missing.
    /// - Returns: the folder, or why it cannot be made (exit status 73).
    package static func make(_ path: String) -> Result<FailureFolder, OutputFailure> {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(current, 0o777) != 0, errno != EEXIST {
                let code = errno
                let problem: OutputProblem = code == ENOENT || code == ENOTDIR
                    ? .folderMissing(OutputTarget.split(current).folder) : .system("making the folder", FileSystemError(code: code))
                return .failure(OutputFailure(path: path, what: "the failing traces", problem: problem))
            }
        }
        guard case .success(let status) = FileStatus.of(path), status.kind == .folder else {
            return .failure(OutputFailure(path: path, what: "the failing traces",
                                          problem: .system("making the folder", FileSystemError(code: ENOTDIR))))
        }
        return .success(FailureFolder(path: path))
    }

    /// Writes the mutated trace of each violating mutation of `report`, expectations pruned as `mutate` does.
    @MainActor
    package mutating func write(_ report: FaultCampaignReport, of trace: Trace, policy: FailurePolicy) async -> Written {
        let file = OutputTarget.split(report.source).name
        var base = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        let seen = bases[base, default: 0] + 1
        bases[base] = seen
        if seen > 1 { base += "-\(seen)" }
        var result = Written()
        for failing in report.failing {
            guard let mutated = try? TraceMutator.mutate(trace, [failing.mutation]) else { continue }
            let fault = failing.mutation.fault.description.replacingOccurrences(of: ":", with: "-")
            let name = base + ".seq\(failing.mutation.seq)-" + fault + ".json"
            let target = path.hasSuffix("/") ? path + name : path + "/" + name
            guard taken.insert(name).inserted else { continue }
            if case .success = FileStatus.of(target, followingLinks: false) {
                result.kept.append(target)
                continue
            }
            var (written, _) = await mutated.finished(policy: policy)
            let broken = failing.invariants.map { "\($0.summary) (Docs/EngineRules.md \"\($0.rule)\")" }
            let note = "Broke under \(policy.rawValue): " + broken.joined(separator: "; ") + "."
            written.capture.notes = [written.capture.notes, note].compactMap { $0 }.joined(separator: "\n\n")
            if let failure = OutputFile.write(bytes: TraceWriter.bytes(for: written), to: target, what: "the failing trace") {
                result.failure = failure
                return result
            }
            result.written.append(target)
        }
        return result
    }
}
