import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-replay writes its report to standard output as it goes, and says when it cannot")
    struct StandardOutputTests {
        @Test("a report that standard output refuses (/dev/full) is exit 73 with the reason, when the trace passed",
              .enabled(if: TestPlatform.isLinux, Comment(rawValue: TestPlatform.noDevFull)))
        func fullDevice() async throws {
            #if os(Linux)
            let binary = try #require(ReplayExecutable.url, "deepcut-replay was not found beside the test bundle")
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            try await withTemporaryFolder { folder in
                let errors = folder.appendingPathComponent("stderr.txt")
                #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
                let errorHandle = try FileHandle(forWritingTo: errors)
                let process = Process()
                process.executableURL = binary
                try folder.write(HostileDocuments.trace(session: HostileDocuments.checkedSession), to: "t.json")
                process.arguments = ["t.json"]
                process.currentDirectoryURL = folder
                process.environment = ReplayExecutable.environment([:])
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = full
                process.standardError = errorHandle
                let status: Int32 = try await withCheckedThrowingContinuation { continuation in
                    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                    do { try process.run() } catch {
                        process.terminationHandler = nil
                        continuation.resume(throwing: error)
                    }
                }
                try errorHandle.close()
                #expect(status == 73)
                #expect(try String(contentsOf: errors, encoding: .utf8)
                    == "deepcut-replay: cannot write to standard output: no space left on device\n")
            }
            #endif
        }
    }
}
