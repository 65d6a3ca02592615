#if compiler(>=6.1)
import DeepCutTrace
import Testing

extension ReplayMusicLibraryService {
    /// The replaying service of the running test's `.replaying` trait; nil
    /// outside such a test. The test body gives it to the code under test in
    /// place of the app's MusicKit service. A task-local value: each test
    /// case, and the tasks it starts, see their own.
    nonisolated public static var current: ReplayMusicLibraryService? { ReplayScope.service }
}

/// The task-local behind `ReplayMusicLibraryService.current`.
enum ReplayScope {
    @TaskLocal static var service: ReplayMusicLibraryService?
}

/// A trait that replays a trace for one test: the test body finds the
/// trace's `ReplayMusicLibraryService` in `ReplayMusicLibraryService.current`
/// and hands it to the code under test; afterwards each divergence (a call
/// the trace does not hold) is a test issue, and so is each recorded call the
/// code never asked for, unless the test allows unused calls. Create it with
/// `.replaying(_:allowingUnusedCalls:)`.
///
/// Each test case gets a fresh service, so parameterized tests and tests run
/// in parallel never share one. At most `issueLimit` issues of each kind are
/// recorded, then one saying how many more there are.
public struct ReplayingTrait: TestTrait, TestScoping {
    /// The trace, relative to the test file's folder or a folder above it.
    public var path: String
    /// Whether recorded calls the test never asked for are allowed.
    public var allowsUnusedCalls: Bool
    /// The test file the path is found from.
    public var filePath: String
    /// Where the trait is written, where its issues are reported.
    public var sourceLocation: SourceLocation

    /// The most issues of one kind (divergences, unused calls) recorded for a test case.
    public static let issueLimit = ReplayAudit.limit

    /// Creates the trait; `.replaying(_:allowingUnusedCalls:)` reads better.
    public init(path: String, allowsUnusedCalls: Bool, filePath: String, sourceLocation: SourceLocation) {
        self.path = path
        self.allowsUnusedCalls = allowsUnusedCalls
        self.filePath = filePath
        self.sourceLocation = sourceLocation
    }

    /// Reads the trace, runs `function` with its replaying service as
    /// `ReplayMusicLibraryService.current`, then records the divergences and unused calls.
    /// - Throws: `TraceTestingError` when the trace cannot be found or read; what `function` throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let trace = try TraceFile(path, filePath: filePath).read()
        let service = await ReplayMusicLibraryService(trace: trace)
        var thrown: (any Error)?
        do {
            try await ReplayScope.$service.withValue(service) { try await function() }
        } catch {
            thrown = error
        }
        let (path, allows, location) = (path, allowsUnusedCalls, sourceLocation)
        let messages = await ReplayAudit.messages(
            service, path: path, allowsUnusedCalls: allows,
            allowing: ".replaying(\"\(path)\", allowingUnusedCalls: true)")
        for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
        if let thrown { throw thrown }
    }
}

extension Trait where Self == ReplayingTrait {
    /// Replays the trace at `path` for this test: `ReplayMusicLibraryService.current`
    /// is its replaying service during the test, and afterwards every call
    /// the trace does not hold and (unless `allowingUnusedCalls`) every
    /// recorded call never asked for is a test issue.
    ///
    /// ```swift
    /// @Test(.replaying("Traces/01-empty-discover-tab.json", allowingUnusedCalls: true))
    /// @MainActor func libraryIsRead() async throws {
    ///     let service = try #require(ReplayMusicLibraryService.current)
    ///     #expect(try await service.fetchLibraryArtists().count == 1_610)
    /// }
    /// ```
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or the nearest folder above it that has it.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - filePath: the test file; leave the default.
    ///   - sourceLocation: where issues are reported; leave the default.
    public static func replaying(
        _ path: String, allowingUnusedCalls: Bool = false, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        ReplayingTrait(path: path, allowsUnusedCalls: allowingUnusedCalls, filePath: filePath,
                       sourceLocation: sourceLocation)
    }
}
#endif
