import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// `DEEPCUT_TASK_START=deferred` makes the tool's engine start a batch's
    /// helper tasks as iOS 17 and 18 do (Docs/EngineRules.md "Starting a
    /// batch's helpers"); its reports are those of the default, byte for byte.
    @Suite("deepcut-replay verifies the corpus to the same report whichever way DEEPCUT_TASK_START starts helpers")
    struct TaskStartCommandTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test("verify of Traces and Fixtures prints the same JSON and text under each value, and passes",
              arguments: [["--format", "json"], ["--order", "recorded"]])
        func sameCorpusReport(flags: [String]) async throws {
            let arguments = ["verify", "Traces", "Fixtures"] + flags
            let automatic = try await ReplayExecutable.run(
                arguments, in: Self.root, environment: ["DEEPCUT_TASK_START": nil])
            #expect(automatic.status == 0, "\(automatic.standardError)")
            for value in ["deferred", "something else"] {
                let other = try await ReplayExecutable.run(
                    arguments, in: Self.root, environment: ["DEEPCUT_TASK_START": value])
                #expect(other.status == 0, "\(value): \(other.standardError)")
                #expect(Array(other.standardOutput.utf8) == Array(automatic.standardOutput.utf8), "\(value)")
            }
        }
    }
}
