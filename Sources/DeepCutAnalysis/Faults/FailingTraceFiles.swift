import DeepCutKit
import DeepCutTrace

/// The files `faults --write-failures DIR` puts in DIR: one trace per violating
/// mutation a campaign kept, named `NAME.seqSEQ-FAULT.json` after the trace's file.
/// When this run has given that name already (traces of the same file name from
/// different folders), the later trace's files are `NAME-2.seqSEQ-FAULT.json`,
/// `NAME-3…`, in the order the traces are taken (Docs/FaultCampaigns.md "faults").
package struct FailingTraceFiles: Sendable {
    /// The names this run has given.
    private var taken: Set<String> = []
    /// The trace file names met, and how many times.
    private var bases: [String: Int] = [:]

    /// No name given yet.
    package init() {}

    /// The file of each of `report.failing`, in order, for a name this run has not given yet.
    package mutating func files(for report: FaultCampaignReport) -> [(name: String, failing: FaultCampaignReport.FailingMutation)] {
        let file = report.source.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? report.source
        var base = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        let seen = bases[base, default: 0] + 1
        bases[base] = seen
        if seen > 1 { base += "-\(seen)" }
        var files: [(name: String, failing: FaultCampaignReport.FailingMutation)] = []
        for failing in report.failing {
            let fault = failing.mutation.fault.description.replacingOccurrences(of: ":", with: "-")
            let name = base + ".seq\(failing.mutation.seq)-" + fault + ".json"
            guard taken.insert(name).inserted else { continue }
            files.append((name, failing))
        }
        return files
    }

    /// The bytes of `failing`'s mutated trace, expectations pruned as `mutate` prunes them and
    /// the notes naming the invariants it broke; nil when the mutation no longer applies.
    @MainActor
    package static func bytes(
        of failing: FaultCampaignReport.FailingMutation, in trace: Trace, policy: FailurePolicy
    ) async -> [UInt8]? {
        guard let mutated = try? TraceMutator.mutate(trace, [failing.mutation]) else { return nil }
        var (written, _) = await mutated.finished(policy: policy)
        let broken = failing.invariants.map { "\($0.summary) (Docs/EngineRules.md \"\($0.rule)\")" }
        let note = "Broke under \(policy.rawValue): " + broken.joined(separator: "; ") + "."
        written.capture.notes = [written.capture.notes, note].compactMap { $0 }.joined(separator: "\n\n")
        return TraceWriter.bytes(for: written)
    }
}
