import DeepCutAnalysis
import DeepCutKit
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What exploring a real trace costs: the fault campaign on
/// `Traces/01-empty-discover-tab.json` (every catalog call × five fault kinds,
/// strict) and the shrink of the same trace under the legacy policy (which it
/// fails), both in process, each with its replays per second. Read from the
/// current folder, so run the benchmark from the package's root.
@MainActor
enum SurgeryBenchmark {
    /// The trace both are measured on.
    static let tracePath = "Traces/01-empty-discover-tab.json"

    /// Why a measurement could not be made, for the person reading the output.
    struct Unmeasured: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// One measured run: what it did, its replays and its median time.
    struct Result {
        var name: String
        var detail: String
        var replays: Int
        var seconds: Double

        var replaysPerSecond: Double { Double(replays) / seconds }

        var line: String {
            "\(name): \(detail); \(replays) replays in \(fixed(seconds, 3)) s = "
                + "\(fixed(replaysPerSecond, 0)) replays/s"
        }

        var budgetLine: String {
            "✔ \(name) printed with its time and replays per second: \(fixed(seconds, 3)) s, "
                + "\(fixed(replaysPerSecond, 0)) replays/s"
        }
    }

    /// The trace, or a line saying why it cannot be measured.
    static func trace() -> Swift.Result<Trace, Unmeasured> {
        do {
            return .success(try TraceReader.read(contentsOf: URL(fileURLWithPath: tracePath)))
        } catch {
            return .failure(Unmeasured("\(tracePath) could not be read (\(error)); run deepcut-bench from the package's root"))
        }
    }

    /// The five kinds the campaign is measured with: one of each way a fault changes an
    /// answer (permanent error, transient error retried, network, empty success, short answer).
    static let campaignKinds: [Fault] = [.http(status: 404), .http(status: 503), .network, .empty, .short(keep: nil)]

    /// Runs the campaign once (it takes minutes, so it is not repeated for a median).
    static func campaign(_ trace: Trace) async -> Swift.Result<Result, Unmeasured> {
        let options = FaultCampaign.Options(kinds: campaignKinds, methods: [.fetchCatalogReleases], policy: .strict)
        let start = DispatchTime.now().uptimeNanoseconds
        let report = await FaultCampaign.run(trace, source: tracePath, options: options)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard report.passed else {
            return .failure(Unmeasured("the strict campaign on \(tracePath) found a violation; see `deepcut-replay faults`"))
        }
        return .success(Result(
            name: "faults \(tracePath) --methods fetchCatalogReleases --kinds 404,503,network,empty,short",
            detail: "\(report.mutations) mutations tried, \(report.skipped) skipped (one run)",
            replays: report.replays, seconds: seconds))
    }

    /// Shrinks the trace under legacy `runs` times; the median time.
    static func shrink(_ trace: Trace, runs: Int) async -> Swift.Result<Result, Unmeasured> {
        var times: [Double] = []
        var last: TraceShrinker.Result?
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                last = try await TraceShrinker.shrink(trace, options: .init(policy: .legacy))
            } catch {
                return .failure(Unmeasured("shrink of \(tracePath) under legacy: \(error)"))
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        guard let last else { return .failure(Unmeasured("shrink was not run")) }
        return .success(Result(
            name: "shrink \(tracePath) --policy legacy",
            detail: "kept \(last.calls.kept) of \(last.calls.original) calls, \(last.artists.kept) of "
                + "\(last.artists.original) artists, \(last.steps.kept) of \(last.steps.original) steps",
            replays: last.replays, seconds: median(times)))
    }
}
