// The trait is a `TestScoping` trait, which Swift Testing has from Swift 6.1
// (ST-0007, Xcode 16.3): with Swift 6.0 `.replaying` does not exist, and
// `expectTracePasses` and `TraceService` are what DeepCutTesting offers.
#if compiler(>=6.1)
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// A trait that replays a trace for one test: the test body finds the
/// test's `TraceService` in `TraceService.current` and hands its service to
/// the code under test; afterwards each divergence (a call the trace does
/// not hold) is a test issue, and so is each recorded call the code never
/// asked for, unless the test allows unused calls. With a live service, a
/// record mode that says so records the trace instead. Create it with
/// `.replaying(_:allowingUnusedCalls:record:live:)`.
///
/// Each test case gets a fresh service, so parameterized tests and tests run
/// in parallel never share one. At most `issueLimit` issues of each kind are
/// recorded, then one saying how many more there are.
public struct ReplayingTrait: TestTrait, TestScoping {
    /// The trace.
    public var source: TraceSource
    /// Whether recorded calls the test never asked for are allowed.
    public var allowsUnusedCalls: Bool
    /// Where the trait is written, where its issues are reported.
    public var sourceLocation: SourceLocation
    /// The record mode the test names; nil takes the environment's (`DEEPCUT_RECORD_MODE`), else `never`.
    public var recordMode: TraceRecordMode?
    /// The app's live service, for a test that records.
    public var live: LiveService?

    /// The most issues of one kind (divergences, unused calls) recorded for a test case.
    public static let issueLimit = ReplayAudit.limit

    init(
        source: TraceSource, allowsUnusedCalls: Bool, recordMode: TraceRecordMode?, live: LiveService?,
        sourceLocation: SourceLocation
    ) {
        self.source = source
        self.allowsUnusedCalls = allowsUnusedCalls
        self.recordMode = recordMode
        self.live = live
        self.sourceLocation = sourceLocation
    }

    /// Replays the trace (or records it, as the record mode says), runs
    /// `function` with the service as `TraceService.current`, then records the
    /// divergences and unused calls, or that it recorded, with the recording attached.
    /// - Throws: `TraceTestingError` when the trace cannot be found or read,
    ///   or must be recorded without a live service; what `function` throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let traced = try await TraceService(source, record: recordMode, live: live, allowingUnusedCalls: allowsUnusedCalls)
        let hint = ".replaying(\(source.spelling), allowingUnusedCalls: true)"
        await MainActor.run { traced.unusedCallsHint = hint }
        var thrown: (any Error)?
        do {
            try await TraceServiceScope.$current.withValue(traced) { try await function() }
        } catch {
            thrown = error
        }
        let result = await traced.finish()
        result.record(at: sourceLocation)
        if let thrown { throw thrown }
    }
}

extension Trait where Self == ReplayingTrait {
    /// Replays the trace `source` names for this test: `TraceService.current`
    /// is the test's service during the test (`traced.service`, with the trace's
    /// `configuration` and `clock`), and afterwards every call the trace does not
    /// hold and (unless `allowingUnusedCalls`) every recorded call never asked for
    /// is a test issue.
    ///
    /// ```swift
    /// @Test(.replaying(.resource("Traces/01-empty-discover-tab.json", bundle: .module), allowingUnusedCalls: true))
    /// @MainActor func libraryIsRead() async throws {
    ///     let traced = try #require(TraceService.current)
    ///     #expect(try await traced.service.fetchLibraryArtists().count == 1_610)
    /// }
    /// ```
    /// - Parameters:
    ///   - source: the trace: `.file(_:)` beside the test, `.resource(_:bundle:)` in the test
    ///     bundle, `.url(_:named:)`, or one of `TraceSource.folder(_:)`.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - record: the record mode (Guides/Testing.md "Recording a trace from a test"); nil takes
    ///     `DEEPCUT_RECORD_MODE`'s, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - sourceLocation: where issues are reported; leave the default.
    /// - Returns: the trait.
    public static func replaying(
        _ source: TraceSource, allowingUnusedCalls: Bool = false, record: TraceRecordMode? = nil,
        live: LiveService? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        ReplayingTrait(source: source, allowsUnusedCalls: allowingUnusedCalls, recordMode: record, live: live,
                       sourceLocation: sourceLocation)
    }
}
#endif
