import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-replay reads a trace given as - from its standard input")
    struct StandardInputTests {
        /// Runs the real binary with `input` as its standard input; returns the status and standard output.
        static func run(_ arguments: [String], input: String, in folder: URL) async throws -> (Int32, String) {
            let binary = try #require(ReplayExecutable.url, "deepcut-replay was not found beside the test bundle")
            try folder.write(input, to: "stdin.json")
            let output = folder.appendingPathComponent("stdout.txt")
            #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.environment = ReplayExecutable.environment([:])
            process.standardInput = try FileHandle(forReadingFrom: folder.appendingPathComponent("stdin.json"))
            let handle = try FileHandle(forWritingTo: output)
            process.standardOutput = handle
            process.standardError = FileHandle.nullDevice
            let status: Int32 = try await withCheckedThrowingContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do { try process.run() } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
            try handle.close()
            return (status, try String(contentsOf: output, encoding: .utf8))
        }

        @Test("a piped trace is replayed, verified and inspected as <stdin>")
        func piped() async throws {
            try await withTemporaryFolder { folder in
                let (status, output) = try await Self.run(["-", "-q"], input: FormatExample.document, in: folder)
                #expect(status == 0)
                #expect(output == "PASS  <stdin>: 5 checks held\n")
                let (verifyStatus, verified) = try await Self.run(["verify", "-", "--quiet"], input: FormatExample.document, in: folder)
                #expect(verifyStatus == 0)
                #expect(verified == "1 trace: 1 passed, 0 failed, 0 invalid\n")
                let (invalidStatus, _) = try await Self.run(["inspect", "-"], input: "{\"format\": 1}", in: folder)
                #expect(invalidStatus == 65)
            }
        }
    }
}
