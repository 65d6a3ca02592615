import Foundation

/// The full default fault campaign (nine kinds, every call, strict) on
/// `Traces/01-empty-discover-tab.json` and `Traces/03-incremental-feed.json`,
/// with `--jobs 1` and with `--jobs` every active core, each the whole
/// `deepcut-replay faults` process timed once (a campaign takes minutes), with
/// its replays per second and the speed-up of all cores over one; then the
/// targets of Docs/FaultCampaigns.md "Resumed replays" and README's
/// performance section. Read from the current folder, so run the benchmark
/// from the package's root.
enum CampaignBenchmark {
    /// The traces measured.
    static let traces = ["Traces/01-empty-discover-tab.json", "Traces/03-incremental-feed.json"]
    /// The full default campaign on trace 03 before resuming and `--jobs`, on this project's 2-core machine (seconds).
    static let trace03Before = 1_292.0
    /// How much faster the campaign on trace 03 must be than `trace03Before`.
    static let trace03SpeedUp = 6.0
    /// How much faster `--jobs 2` must be than `--jobs 1` on trace 01.
    static let trace01SpeedUp = 1.8

    /// One timed campaign.
    struct Run {
        var trace: String
        var jobs: Int
        var replays: Int
        var seconds: Double

        var replaysPerSecond: Double { Double(replays) / seconds }
    }

    /// What was measured, or why a campaign could not be.
    struct Measured {
        var runs: [Run] = []
        var problems: [String] = []
        var cores: Int

        func run(_ trace: String, jobs: Int) -> Run? { runs.first { $0.trace == trace && $0.jobs == jobs } }
    }

    /// Runs every campaign with `replayTool`, printing each line as it is measured.
    static func measure(replayTool: String, print: (String) -> Void) -> Measured {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var measured = Measured(cores: cores)
        for trace in traces {
            for jobs in cores > 1 ? [1, cores] : [1] {
                guard let run = campaign(trace, jobs: jobs, replayTool: replayTool) else {
                    let problem = "faults \(trace) --jobs \(jobs) did not run to a passing report; run it to see why"
                    measured.problems.append(problem)
                    print(problem)
                    continue
                }
                measured.runs.append(run)
                var line = "faults \(trace) --jobs \(jobs): \(run.replays) replays in \(fixed(run.seconds, 1)) s = "
                    + "\(fixed(run.replaysPerSecond, 0)) replays/s"
                if jobs > 1, let one = measured.run(trace, jobs: 1) {
                    line += ", \(fixed(one.seconds / run.seconds, 2))× --jobs 1"
                }
                print(line)
            }
        }
        return measured
    }

    /// The campaign's whole process, timed; nil when it did not start or did not pass.
    static func campaign(_ trace: String, jobs: Int, replayTool: String) -> Run? {
        guard let child = ChildProcess.run(replayTool, ["faults", trace, "--jobs", String(jobs)]), child.status == 0,
              let last = child.output.split(separator: "\n").last,
              let replays = Int(last.split(separator: " ").dropLast().last ?? ""), last.hasSuffix(" replays")
        else { return nil }
        return Run(trace: trace, jobs: jobs, replays: replays, seconds: child.seconds)
    }

    /// The targets, ✔ met or ✘ not.
    static func budgets(_ measured: Measured) -> [String] {
        var lines = measured.problems.map { "✘ \($0)" }
        let (one, three) = (traces[0], traces[1])
        if measured.cores < 2 {
            lines.append("✘ --jobs 2 cannot be measured on a machine with \(measured.cores) active core")
        } else if let single = measured.run(one, jobs: 1), let all = measured.run(one, jobs: measured.cores) {
            let speedUp = single.seconds / all.seconds
            lines.append("\(speedUp >= trace01SpeedUp ? "✔" : "✘") faults \(one) --jobs \(measured.cores) is "
                + "\(fixed(speedUp, 2))× --jobs 1 (\(fixed(all.seconds, 1)) s against \(fixed(single.seconds, 1)) s; "
                + "≥ \(fixed(trace01SpeedUp, 1))×)")
        }
        if let fastest = measured.runs.filter({ $0.trace == three }).min(by: { $0.seconds < $1.seconds }) {
            let speedUp = trace03Before / fastest.seconds
            lines.append("\(speedUp >= trace03SpeedUp ? "✔" : "✘") the full default campaign on \(three) (--jobs \(fastest.jobs), "
                + "resumed) takes \(fixed(fastest.seconds, 1)) s, \(fixed(speedUp, 1))× faster than "
                + "\(fixed(trace03Before, 0)) s (≥ \(fixed(trace03SpeedUp, 0))×: ≤ \(fixed(trace03Before / trace03SpeedUp, 0)) s)")
        }
        return lines
    }
}
