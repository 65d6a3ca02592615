// The trait is a `TestScoping` trait, which Swift Testing has from Swift 6.1
// (ST-0007, Xcode 16.3): with Swift 6.0 `.replaying` does not exist, and
// `expectTracePasses` and `TraceCorpus` are what DeepCutTesting offers.
#if compiler(>=6.1)
import DeepCutTrace
import DeepCutTraceReading
import Foundation
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
/// `.replaying(_:allowingUnusedCalls:)`, or `.replaying(resource:bundle:allowingUnusedCalls:)`
/// for a trace the test bundle carries.
///
/// Each test case gets a fresh service, so parameterized tests and tests run
/// in parallel never share one. At most `issueLimit` issues of each kind are
/// recorded, then one saying how many more there are.
public struct ReplayingTrait: TestTrait, TestScoping {
    /// The trace, relative to the test file's folder or a folder above it, or
    /// to the resources of the bundle at `bundleURL`.
    public var path: String
    /// Whether recorded calls the test never asked for are allowed.
    public var allowsUnusedCalls: Bool
    /// The test file the path is found from, and beside which a recording is written.
    public var filePath: String
    /// Where the trait is written, where its issues are reported.
    public var sourceLocation: SourceLocation
    /// The bundle whose resources hold `path`; nil when `path` is found from `filePath`.
    /// (Its URL, not the `Bundle`, so that the trait stays a Sendable value.)
    public var bundleURL: URL?
    /// The record mode the test names; nil takes the environment's (`DEEPCUT_RECORD_MODE`), else `never`.
    public var recordMode: TraceRecordMode?
    /// The app's live service, for a test that records.
    public var live: LiveService?

    /// The most issues of one kind (divergences, unused calls) recorded for a test case.
    public static let issueLimit = ReplayAudit.limit

    /// Creates the trait; `.replaying(_:allowingUnusedCalls:)` reads better.
    public init(path: String, allowsUnusedCalls: Bool, filePath: String, sourceLocation: SourceLocation) {
        self.path = path
        self.allowsUnusedCalls = allowsUnusedCalls
        self.filePath = filePath
        self.sourceLocation = sourceLocation
    }

    /// Creates the trait for a trace in a bundle's resources;
    /// `.replaying(resource:bundle:allowingUnusedCalls:)` reads better.
    public init(resource path: String, bundleURL: URL, allowsUnusedCalls: Bool, sourceLocation: SourceLocation) {
        self.init(path: path, allowsUnusedCalls: allowsUnusedCalls, filePath: "", sourceLocation: sourceLocation)
        self.bundleURL = bundleURL
    }

    /// Where the test names its trace.
    private var source: TraceSource {
        guard let bundleURL else { return .file(path: path, filePath: filePath) }
        return .resource(path: path, bundleURL: bundleURL, filePath: filePath)
    }

    /// Replays the trace (or records it, as the record mode says), runs
    /// `function` with the service as `TraceService.current` (and, when it
    /// replays, `ReplayMusicLibraryService.current`), then records the
    /// divergences and unused calls, or that it recorded, with the recording attached.
    /// - Throws: `TraceTestingError` when the trace cannot be found or read,
    ///   or must be recorded without a live service; what `function` throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let traced = try await TraceService(
            source: source, record: recordMode, live: live, allowingUnusedCalls: allowsUnusedCalls)
        let hint = ".replaying(\"\(path)\", allowingUnusedCalls: true)"
        await MainActor.run { traced.unusedCallsHint = hint }
        var thrown: (any Error)?
        do {
            let replay = traced.replay
            try await TraceServiceScope.$current.withValue(traced) {
                try await ReplayScope.$service.withValue(replay) { try await function() }
            }
        } catch {
            thrown = error
        }
        let result = await traced.finish()
        result.record(at: sourceLocation)
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
    ///   - record: the record mode (Guides/Testing.md "Recording a trace from a test"); nil takes
    ///     `DEEPCUT_RECORD_MODE`'s, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - filePath: the test file; leave the default.
    ///   - sourceLocation: where issues are reported; leave the default.
    public static func replaying(
        _ path: String, allowingUnusedCalls: Bool = false, record: TraceRecordMode? = nil, live: LiveService? = nil,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        var trait = ReplayingTrait(path: path, allowsUnusedCalls: allowingUnusedCalls, filePath: filePath,
                                   sourceLocation: sourceLocation)
        trait.recordMode = record
        trait.live = live
        return trait
    }

    /// Replays the trace at `path` among `bundle`'s resources for this test,
    /// as `.replaying(_:allowingUnusedCalls:)` does: for a test that runs
    /// where the package's folders cannot be read (on a phone). The test
    /// target copies the traces (Guides/Testing.md "Traces in the test bundle").
    ///
    /// ```swift
    /// @Test(.replaying(resource: "Traces/01-empty-discover-tab.json", bundle: .module, allowingUnusedCalls: true))
    /// @MainActor func libraryIsRead() async throws {
    ///     let service = try #require(ReplayMusicLibraryService.current)
    ///     #expect(try await service.fetchLibraryArtists().count == 1_610)
    /// }
    /// ```
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - filePath: the test file, beside which a recording is written; leave the default.
    ///   - sourceLocation: where issues are reported; leave the default.
    public static func replaying(
        resource path: String, bundle: Bundle, allowingUnusedCalls: Bool = false, record: TraceRecordMode? = nil,
        live: LiveService? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        var trait = ReplayingTrait(resource: path, bundleURL: bundle.bundleURL, allowsUnusedCalls: allowingUnusedCalls,
                                   sourceLocation: sourceLocation)
        trait.filePath = filePath
        trait.recordMode = record
        trait.live = live
        return trait
    }
}
#endif
