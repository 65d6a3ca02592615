import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("deepcut-replay reads a trace given as - from its standard input")
    struct StandardInputTests {
        /// Runs the real binary with `input` as its standard input; returns the status and standard output.
        static func run(_ arguments: [String], input: String, in folder: URL) async throws -> (Int32, String) {
            try folder.write(input, to: "stdin.json")
            let output = try await ReplayExecutable.run(
                arguments, in: folder, standardInput: folder.appendingPathComponent("stdin.json"))
            return (output.status, output.standardOutput)
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

        @Test("mutate, faults, coverage and inspect --timeline read a piped trace, shown as <stdin>")
        func pipedToTheNeighbourhoodCommands() async throws {
            try await withTemporaryFolder { folder in
                let (mutateStatus, mutated) = try await Self.run(
                    ["mutate", "-", "--call", "4=http:404"], input: FormatExample.document, in: folder)
                #expect(mutateStatus == 0)
                #expect(mutated.contains("Mutated by deepcut-replay mutate --call 4=http:404"))
                let (faultsStatus, faults) = try await Self.run(["faults", "-"], input: FormatExample.document, in: folder)
                #expect(faultsStatus == 0)
                #expect(faults.hasPrefix("Fault campaign  <stdin>"))
                let (coverageStatus, coverage) = try await Self.run(["coverage", "-"], input: FormatExample.document, in: folder)
                #expect(coverageStatus == 0)
                #expect(coverage.hasPrefix("Coverage of 1 trace, 5 calls"))
                let (timelineStatus, timeline) = try await Self.run(
                    ["inspect", "-", "--timeline"], input: FormatExample.document, in: folder)
                #expect(timelineStatus == 0)
                #expect(timeline.hasPrefix("Timeline  <stdin>"))
            }
        }
    }
}
