import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation
import Testing

/// `DiscoverConfiguration.taskStart` decides how a batch's helper tasks
/// start; what the engine finds never depends on it.
@Suite("A batch's helper tasks start as DiscoverConfiguration.taskStart says, and the refresh finds the same")
@MainActor
struct TaskStartTests {
    /// Whether the runtime has `Task.immediate` (SE-0472, the Swift 6.2 runtime).
    static var runtimeStartsAtOnce: Bool {
        #if compiler(>=6.2)
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
        #endif
        return false
    }

    /// The task of each catalog call of one refresh of eight artists that
    /// all answer at once: true where it is the task that called `refresh`.
    static func callsFromCaller(_ start: TaskStart) async -> ([Bool], RefreshSummary) {
        let harness = EngineHarness(
            library: Library.numbered(8), configuration: DiscoverConfiguration(batchSize: 8, taskStart: start))
        let caller = withUnsafeCurrentTask { $0?.hashValue }
        let fromCaller = Tasks()
        harness.mock.answerDelay = { call in
            if call.method == .fetchCatalogReleases {
                fromCaller.values.append(withUnsafeCurrentTask { $0?.hashValue } == caller)
            }
            return 0
        }
        let summary = await harness.refresh()
        return (fromCaller.values, summary)
    }

    @Test("deferred: the caller checks every artist itself, its helpers start only after the batch is done")
    func deferredCallerChecksAll() async {
        let (fromCaller, summary) = await Self.callsFromCaller(.deferred)
        #expect(fromCaller == Array(repeating: true, count: 8))
        #expect(summary.results.count == 8)
    }

    @Test("automatic: where the runtime has Task.immediate the first helper checks every artist, else the caller does")
    func automaticFollowsRuntime() async {
        let (fromCaller, _) = await Self.callsFromCaller(.automatic)
        #expect(fromCaller == Array(repeating: !Self.runtimeStartsAtOnce, count: 8))
    }

    @Test("both starts give the same refresh: the same results in batch order")
    func sameRefresh() async {
        let (_, automatic) = await Self.callsFromCaller(.automatic)
        let (_, deferred) = await Self.callsFromCaller(.deferred)
        #expect(automatic == deferred)
    }

    @Test("DEEPCUT_TASK_START asks for deferred with exactly deferred, and for automatic with anything else or nothing",
          arguments: [(String?("deferred"), TaskStart.deferred), ("automatic", .automatic), ("Deferred", .automatic),
                      ("deferred ", .automatic), ("immediate", .automatic), ("", .automatic), (nil, .automatic)])
    func environmentValue(value: String?, start: TaskStart) {
        #expect(TaskStart.reading(value) == start)
    }

    @Test("the default of the engine's settings is what this process's environment asks for")
    func environmentDefault() {
        let value = ProcessInfo.processInfo.environment[TaskStart.environmentVariable]
        #expect(TaskStart.environmentVariable == "DEEPCUT_TASK_START")
        #expect(TaskStart.fromEnvironment == TaskStart.reading(value))
        #expect(DiscoverConfiguration().taskStart == TaskStart.fromEnvironment)
    }
}

/// What the mock's calls saw, filled in as they are made.
@MainActor
private final class Tasks {
    var values: [Bool] = []
}
