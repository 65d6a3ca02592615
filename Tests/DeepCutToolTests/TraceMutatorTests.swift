import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("A mutated trace answers the fault and still replays")
    @MainActor
    struct TraceMutatorTests {
        private func seqs(_ trace: Trace, _ request: TraceRequest) -> [Int] {
            trace.calls.filter { $0.request == request }.map(\.seq).sorted()
        }

        @Test("a transient fault the engine retries keeps the original answer as the retry's, and later seqs move up")
        func retriedFaultKeepsTheAnswer() async throws {
            let trace = try FaultTraces.fourArtistsTrace()
            let mutated = try TraceMutator.mutate(trace, [TraceMutation(seq: 4, fault: .http(status: 503))])
            let bravo = TraceRequest.fetchCatalogReleases(artistID: "r.B")
            #expect(seqs(mutated.trace, bravo) == [4, 5])
            #expect(mutated.trace.calls.first { $0.seq == 4 }?.outcome == .failure(Fault.http(status: 503).error!))
            #expect(mutated.trace.calls.first { $0.seq == 5 }?.outcome == trace.calls.first { $0.seq == 4 }?.outcome)
            #expect(seqs(mutated.trace, .fetchCatalogReleases(artistID: "r.C")) == [6])
            #expect(mutated.keepsEveryAnswer)
            let report = await Verifier.verify(mutated.trace, source: "m.json")
            #expect(report.passed)
            #expect(report.calls.unused.isEmpty)
        }

        @Test("a session recorded among the calls keeps each step after the same calls when a retry is added or removed")
        func recordedStepsStayInPlace() async throws {
            let trace = try FaultTraces.corpus("Fixtures/recorded-session-with-the-calls.json")
            #expect(trace.sessionPlacement == .amongCalls(callsBefore: [11, 12, 13, 15, 15, 23]))
            let retried = try TraceMutator.mutate(trace, [TraceMutation(seq: 10, fault: .http(status: 503))])
            #expect(retried.trace.sessionPlacement == .amongCalls(callsBefore: [12, 13, 14, 16, 16, 24]))
            #expect(try TraceReader.read(bytes: TraceWriter.bytes(for: retried.trace)) == retried.trace)
            let report = await Verifier.verify(retried.trace, source: "m.json")
            #expect(report.passed, "\(ReportFailures.summary(of: report))")
            let ended = try TraceMutator.mutate(retried.trace, [TraceMutation(seq: 10, fault: .http(status: 404))])
            #expect(ended.trace.sessionPlacement == trace.sessionPlacement)
        }

        @Test("a fault on the last attempt is not retried, so nothing is added")
        func lastAttemptIsNotRetried() throws {
            let trace = try FaultTraces.corpus("Fixtures/retry-503-three-times-degraded.json")
            let mutated = try TraceMutator.mutate(trace, [TraceMutation(seq: 6, fault: .network)])
            #expect(mutated.trace.calls.count == trace.calls.count)
            #expect(mutated.keepsEveryAnswer)
        }

        @Test("a permanent fault in place of a retried 429 ends the check, and the recorded retry goes")
        func permanentFaultRemovesTheRetries() async throws {
            let trace = try FaultTraces.corpus("Fixtures/retry-429-then-success.json")
            let mutated = try TraceMutator.mutate(trace, [TraceMutation(seq: 3, fault: .http(status: 404))])
            #expect(seqs(mutated.trace, .fetchCatalogReleases(artistID: "r.Moura01")) == [3])
            #expect(!mutated.keepsEveryAnswer)
            #expect(mutated.changes == [#"call 3 fetchCatalogReleases(artistID: "r.Moura01") answers http:404 instead of "#
                + "HTTP 429 Too Many Requests (42900); the check now ends there, so its recorded retry, call 4, is removed"])
            let run = await Verifier.verify(mutated.trace, source: "m.json")
            #expect(run.divergence == nil)
            #expect(run.steps[0].outcome?.refresh?.state == .failed)
        }

        @Test("short keeps the first albums with hasMore; empty answers nothing")
        func shortAndEmpty() throws {
            let trace = try FaultTraces.fourArtistsTrace()
            let short = try TraceMutator.mutate(trace, [TraceMutation(seq: 3, fault: .short(keep: 1))])
            #expect(short.trace.calls[3].outcome == .success(.catalogReleases(CatalogReleases(
                albums: [LibraryAlbum(id: "11", title: "Alpha One", artistName: "Alpha")], hasMore: true))))
            let empty = try TraceMutator.mutate(trace, [TraceMutation(seq: 0, fault: .empty)])
            #expect(empty.trace.calls[0].outcome == .success(.artists([])))
        }

        @Test("a seq the trace lacks, a repeated seq, and a fault that cannot stand in for the call are refused")
        func refusals() throws {
            let trace = try FaultTraces.fourArtistsTrace()
            #expect(throws: FaultError.noSuchCall(seq: 9, highest: 6)) {
                try TraceMutator.mutate(trace, [TraceMutation(seq: 9, fault: .network)])
            }
            #expect(throws: FaultError.repeatedCall(seq: 3)) {
                try TraceMutator.mutate(trace, [TraceMutation(seq: 3, fault: .network), TraceMutation(seq: 3, fault: .empty)])
            }
            #expect(throws: FaultError.self) { try TraceMutator.mutate(trace, [TraceMutation(seq: 0, fault: .short(keep: 1))]) }
        }

        @Test("mutate writes a valid trace whose notes say what was mutated and which expectations were dropped")
        func mutateCommand() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = folder.appendingPathComponent("in.json").path
            let output = folder.appendingPathComponent("out.json").path
            try FaultTraces.fourArtists.write(toFile: input, atomically: true, encoding: .utf8)
            let result = await DeepCutReplayTool.run(["mutate", input, "--call", "5=http:404", "-o", output])
            #expect(result.status == .success)
            #expect(result.standardOutput.contains("dropped 3 expectations"), "the summary goes to standard output")
            let written = try TraceReader.read(contentsOf: URL(fileURLWithPath: output))
            #expect(written.session?[0].expect == SessionExpectation(checked: 4))
            let original = try TraceReader.read(contentsOf: URL(fileURLWithPath: input))
            #expect(written.capture.title == "Mutated (call 5 answers http:404): " + original.capture.title,
                    "the title says the trace is no longer the session as it happened")
            let notes = try #require(written.capture.notes)
            #expect(notes.contains("--call 5=http:404"))
            #expect(notes.contains("step 1 expect.state: state expected loaded, got degraded"))
            let replay = await DeepCutReplayTool.run([output, "-q"])
            #expect(replay.status == .success)
            let again = await DeepCutReplayTool.run(["mutate", input, "--call", "5=http:404", "-o", output])
            #expect(again == result)
        }

        @Test("mutate's usage errors and a folder in the way of the output", arguments: [
            (["mutate"], DeepCutAnalysis.ExitStatus.usage), (["mutate", "IN"], .usage), (["mutate", "IN", "--call", "3"], .usage),
            (["mutate", "IN", "--call", "3=teapot"], .usage), (["mutate", "IN", "--call", "99=network"], .usage),
            (["mutate", "IN", "--call", "3=network", "-o", "FOLDER"], .cannotCreate),
            (["mutate", "MISSING", "--call", "3=network"], .unreadable),
        ])
        func usage(arguments: [String], status: DeepCutAnalysis.ExitStatus) async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = folder.appendingPathComponent("in.json").path
            try FaultTraces.fourArtists.write(toFile: input, atomically: true, encoding: .utf8)
            let resolved = arguments.map { $0 == "IN" ? input : $0 == "FOLDER" ? folder.path : $0 == "MISSING" ? input + ".x" : $0 }
            let result = await DeepCutReplayTool.run(resolved)
            #expect(result.status == status, "\(result.standardError)")
            #expect(!result.standardError.isEmpty)
        }
    }
}
