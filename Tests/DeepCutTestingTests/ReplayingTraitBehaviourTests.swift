// The trait needs Swift 6.1 (TestScoping), as ReplayingTrait.swift does.
#if compiler(>=6.1)
import DeepCutKit
import DeepCutTestSupport
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// The trait's scope run by hand inside `withKnownIssue`, so that the issues
/// it records after the body can be checked.
@Suite("The .replaying trait hands the body the trace's service and records divergences and unused calls")
struct ReplayingTraitBehaviourTests {
    static func scope(
        _ trait: ReplayingTrait, _ body: @escaping @Sendable () async throws -> Void
    ) async throws {
        let test = try #require(Test.current)
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }

    @Test("every recorded call the body never asked for is an issue at the trait's line, unless allowed (the issues are caught as known issues)")
    func unusedCalls() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let path = folder.appendingPathComponent("t.json").path
            let trait: ReplayingTrait = .replaying(.file(path))
            try await withKnownIssue {
                try await Self.scope(trait) { @MainActor in
                    let traced = try #require(TraceService.current)
                    _ = try await traced.service.fetchLibraryArtists()
                }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return issue.sourceLocation == trait.sourceLocation
                    && text.hasPrefix("\(path): recorded call never asked for: seq ")
            }
            let allowed: ReplayingTrait = .replaying(.file(path), allowingUnusedCalls: true)
            try await Self.scope(allowed) { @MainActor in
                _ = try await #require(TraceService.current).service.fetchLibraryArtists()
            }
        }
    }

    @Test("a call the trace does not hold is an issue naming the call (caught as a known issue)")
    func divergence() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let trait: ReplayingTrait = .replaying(.url(folder.appendingPathComponent("t.json")), allowingUnusedCalls: true)
            try await withKnownIssue {
                try await Self.scope(trait) { @MainActor in
                    let traced = try #require(TraceService.current)
                    _ = try? await traced.service.fetchTracks(forCatalogAlbum: "1440935467")
                }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("a call the trace does not hold") && text.contains("1440935467")
            }
        }
    }

    @Test("each scope has its own service, gone after the body")
    func freshService() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let trait: ReplayingTrait = .replaying(.file(folder.appendingPathComponent("t.json").path), allowingUnusedCalls: true)
            let first = Box()
            try await Self.scope(trait) { @MainActor in first.set(TraceService.current?.replay) }
            let second = Box()
            try await Self.scope(trait) { @MainActor in second.set(TraceService.current?.replay) }
            let (a, b) = (await first.service, await second.service)
            #expect(a != nil && b != nil && a !== b)
            #expect(TraceService.current == nil)
        }
    }

    @Test("a trait whose trace is missing fails the test with where it looked")
    func missingTrace() async throws {
        let trait: ReplayingTrait = .replaying(.file("Traces/no-such-trace.json"))
        let error = await #expect(throws: TraceTestingError.self) { try await Self.scope(trait) {} }
        #expect(error?.description.hasPrefix("no file or folder Traces/no-such-trace.json in ") == true)
    }

    @MainActor
    final class Box {
        var service: ReplayMusicLibraryService?
        func set(_ service: ReplayMusicLibraryService?) { self.service = service }
    }
}
#endif
