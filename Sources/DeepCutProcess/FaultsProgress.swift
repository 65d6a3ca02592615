import DeepCutAnalysis
import Foundation

extension FaultsWorkers {
    /// The lines a `--jobs` process writes on its standard error for its
    /// parent, which reads them from the process's error file:
    /// `progress: DONE TOTAL REPLAYS RESUMED CONVERGED`, the pairs done of the
    /// traces begun, their number, the replays made, those resumed and those
    /// that ended where they met the trace as recorded (`FaultCampaign.Progress`).
    /// With `--progress-lines`, one at most four times a second as the
    /// campaign goes; always one, the last, with the time line at the end.
    package struct ProgressReport {
        /// What every line starts with.
        static let prefix = "progress: "
        private var lastWritten: ContinuousClock.Instant?

        /// A report that writes nothing yet.
        package init() {}

        /// The line of `progress`, without its newline.
        package static func line(_ progress: FaultCampaign.Progress) -> String {
            prefix + [progress.done, progress.total, progress.replays, progress.resumed, progress.converged]
                .map(String.init).joined(separator: " ")
        }

        /// The counts of a line, nil when it is not one.
        static func parse(_ line: Substring) -> FaultCampaign.Progress? {
            guard line.hasPrefix(prefix) else { return nil }
            let numbers = line.dropFirst(prefix.count).split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 5 else { return nil }
            return FaultCampaign.Progress(
                done: numbers[0], total: numbers[1], replays: numbers[2], resumed: numbers[3], converged: numbers[4])
        }

        /// Writes the line of `progress` to standard error, when the last is a quarter of a second old.
        package mutating func write(_ progress: FaultCampaign.Progress, final: Bool) {
            let now = ContinuousClock.now
            guard final || lastWritten.map({ now - $0 >= .milliseconds(250) }) ?? true else { return }
            lastWritten = now
            FileHandle.standardError.write(Data((Self.line(progress) + "\n").utf8))
        }
    }

    /// The last progress line of each worker, read from their error files as they grow.
    struct ProgressReports {
        private var latest: [FaultCampaign.Progress]
        private var offsets: [UInt64]
        /// What is left of a line not ended yet, by worker.
        private var partial: [String]

        /// Nothing read yet from `workers` workers.
        init(workers: Int) {
            latest = Array(repeating: FaultCampaign.Progress(), count: workers)
            offsets = Array(repeating: 0, count: workers)
            partial = Array(repeating: "", count: workers)
        }

        /// The workers' counts added up.
        var total: FaultCampaign.Progress {
            latest.reduce(FaultCampaign.Progress()) { $0.adding($1) }
        }

        /// Reads what each worker wrote since the last read (at most 1 MiB each time).
        mutating func read(errorFiles: [URL]) {
            for (worker, file) in errorFiles.enumerated() where latest.indices.contains(worker) {
                guard let handle = try? FileHandle(forReadingFrom: file) else { continue }
                defer { try? handle.close() }
                guard (try? handle.seek(toOffset: offsets[worker])) != nil,
                      let data = try? handle.read(upToCount: 1 << 20), !data.isEmpty else { continue }
                offsets[worker] += UInt64(data.count)
                let text = partial[worker] + String(decoding: data, as: UTF8.self)
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                partial[worker] = String(lines.removeLast())
                if let last = lines.reversed().lazy.compactMap(ProgressReport.parse).first { latest[worker] = last }
            }
        }
    }
}
