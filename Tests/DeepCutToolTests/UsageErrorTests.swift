import DeepCutTestSupport
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

@Suite("Usage errors read the same through localizedDescription")
struct UsageErrorTests {
    @Test("a usage error's localizedDescription is its message, prefixed with the tool's name")
    func usageError() {
        let error = thrownError(UsageError.self) { try CommandLineParser.parse(["--policy"]) }
        guard let error else {
            Issue.record("no UsageError was thrown")
            return
        }
        #expect((error as any Error).localizedDescription == error.description)
        #expect(error.description.hasPrefix("deepcut-replay: "))
    }
}
