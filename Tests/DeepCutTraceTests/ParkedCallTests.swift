@testable import DeepCutTraceReading
import Testing

@Suite("A parked call waits for its resume, and parked calls go on in the order they are resumed")
@MainActor
struct ParkedCallTests {
    /// The main actor's queued jobs run, so that a task that could go on has.
    private func letTheMainActorRun() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test("a parked task does not go on until it is resumed")
    func waitsForResume() async {
        let call = ParkedCall()
        var wentOn = false
        let task = Task { @MainActor in
            await call.park()
            wentOn = true
        }
        await letTheMainActorRun()
        #expect(!wentOn)
        call.resume()
        await task.value
        #expect(wentOn)
    }

    @Test("a call resumed before it parks does not wait")
    func resumedFirst() async {
        let call = ParkedCall()
        call.resume()
        await call.park()
    }

    /// Each row: the order in which three parked calls are resumed.
    @Test("parked tasks go on in the order they are resumed", arguments: [[0, 1, 2], [2, 0, 1], [1, 2, 0], [2, 1, 0]])
    func resumesInOrder(order: [Int]) async {
        let calls = (0..<3).map { _ in ParkedCall() }
        var wentOn: [Int] = []
        let tasks = calls.indices.map { index in
            Task { @MainActor in
                await calls[index].park()
                wentOn.append(index)
            }
        }
        await letTheMainActorRun()
        #expect(wentOn.isEmpty)
        for index in order {
            calls[index].resume()
            await letTheMainActorRun()
        }
        for task in tasks { await task.value }
        #expect(wentOn == order)
    }

    @Test("a resumed task is back on the main actor behind the turn that resumed it")
    func comesBackOnTheMainActor() async {
        let call = ParkedCall()
        var events: [String] = []
        let task = Task { @MainActor in
            await call.park()
            MainActor.assertIsolated()
            events.append("went on")
        }
        await letTheMainActorRun()
        call.resume()
        events.append("resumed")
        await task.value
        #expect(events == ["resumed", "went on"])
    }
}
