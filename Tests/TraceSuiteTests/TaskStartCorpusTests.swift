import DeepCutEngine
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Testing

/// The engine starts a batch's helpers at once on Linux and iOS 26, at a later
/// turn of the main actor on iOS 17 and 18 (Docs/EngineRules.md "Starting a
/// batch's helpers"): every trace is verified both ways, in every completion
/// order the replay has, and must give the same report, byte for byte.
@Suite("Every trace gives the same report whether a batch's helper tasks start at once or at a later turn")
@MainActor
struct TaskStartCorpusTests {
    static let orders: [ReplayCompletionOrder] = [.immediate, .recorded, .shuffled(seed: 7)]

    /// The verbose text report (every call as it was answered) and the JSON report.
    static func reports(_ trace: Trace, source: String, order: ReplayCompletionOrder, start: TaskStart) async -> String {
        var options = Verifier.Options(verbose: true)
        options.keepsEveryFeed = true
        options.order = order
        options.taskStart = start
        let report = await Verifier.verify(trace, source: source, options: options)
        return TextReportRenderer(verbosity: .verbose).render(report) + JSONReportRenderer.render(report)
    }

    @Test("the reports under automatic and deferred starts are byte-identical, in each completion order",
          arguments: try Corpus.all)
    func sameReport(_ corpus: TraceSource) async throws {
        let trace = try corpus.read()
        for order in Self.orders {
            let automatic = await Self.reports(trace, source: corpus.path, order: order, start: .automatic)
            let deferred = await Self.reports(trace, source: corpus.path, order: order, start: .deferred)
            #expect(Array(automatic.utf8) == Array(deferred.utf8), "\(order): the reports differ")
            if automatic != deferred {
                let first = zip(automatic.split(separator: "\n"), deferred.split(separator: "\n")).first { $0 != $1 }
                Issue.record("\(order): first differing line: \(first.map { "\($0.0) | \($0.1)" } ?? "one is longer")")
            }
        }
    }
}
