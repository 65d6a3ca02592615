// The spellings DeepCutTesting had before one way in (a `TraceSource` taken by one
// `expectTracePasses`, one `XCTAssertTracePasses`, one `.replaying` and one `TraceService`
// initializer; one task-local, `TraceService.current`). Each still compiles, deprecated,
// for one minor version (1.1), as a one-line forward to the single implementation;
// they go in 1.2.0. CHANGELOG.md "How to move" pairs each with its replacement.
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

// MARK: - Swift Testing

/// Replays the trace at `path`, found from the test file; deprecated: `expectTracePasses(.file(path))`.
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - filePath: the test file; leave the default.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
@available(*, deprecated, message: "use expectTracePasses(.file(path), policy:batchSize:); this form goes in 1.2.0")
@discardableResult
public func expectTracePasses(
    _ path: String, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    reported(try await TraceSource.file(path, filePath: filePath).check(policy: policy, batchSize: batchSize), at: sourceLocation)
}

/// Replays the trace at `path` among `bundle`'s resources; deprecated:
/// `expectTracePasses(.resource(path, bundle: bundle))`.
/// - Parameters:
///   - path: the resource's path inside the bundle's resources, with its extension.
///   - bundle: the bundle; `.module` for the test target's own resources.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
@available(*, deprecated, message: "use expectTracePasses(.resource(path, bundle: bundle), policy:batchSize:); this form goes in 1.2.0")
@discardableResult
public func expectTracePasses(
    resource path: String, bundle: Bundle, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    reported(try await TraceSource.resource(path, bundle: bundle, filePath: "").check(policy: policy, batchSize: batchSize), at: sourceLocation)
}

/// Replays a trace of a `TraceCorpus` listing; deprecated: a `TraceSource` of
/// `TraceSource.folder(_:)`, with `expectTracePasses(_:)`.
/// - Parameters:
///   - file: the trace.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
@available(*, deprecated, message: "list the folder with TraceSource.folder(_:) and pass each TraceSource to expectTracePasses(_:); this form goes in 1.2.0")
@discardableResult
public func expectTracePasses(
    _ file: TraceFile, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport {
    reported(try await file.source.check(policy: policy, batchSize: batchSize), at: sourceLocation)
}

/// Replays the trace at `path`, or records it from `live`; deprecated:
/// `expectTracePasses(.file(path), record: record, live: live)`.
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize` when it replays.
///   - filePath: the test file; leave the default.
///   - sourceLocation: where a failure is reported; leave the default.
/// - Returns: the report; nil when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@available(*, deprecated, message: "use expectTracePasses(.file(path), record:live:policy:batchSize:); this form goes in 1.2.0")
@discardableResult
public func expectTracePasses(
    _ path: String, record: TraceRecordMode? = nil, live: LiveService, policy: FailurePolicy? = nil,
    batchSize: Int? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> VerificationReport? {
    try await expectTracePasses(.file(path, filePath: filePath), policy: policy, batchSize: batchSize, record: record, live: live, sourceLocation: sourceLocation)
}

// MARK: - TraceService

extension TraceService {
    /// Replays the trace at `path`, or records it; deprecated: `TraceService(.file(path), …)`.
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or a folder above it.
    ///   - record: the record mode; nil takes the environment's, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - filePath: the test file; leave the default.
    /// - Throws: as `init(_:record:live:allowingUnusedCalls:)`.
    @available(*, deprecated, message: "use TraceService(.file(path), record:live:allowingUnusedCalls:); this form goes in 1.2.0")
    public convenience init(
        _ path: String, record: TraceRecordMode? = nil, live: LiveService? = nil,
        allowingUnusedCalls: Bool = false, filePath: String = #filePath
    ) async throws {
        try await self.init(.file(path, filePath: filePath), record: record, live: live, allowingUnusedCalls: allowingUnusedCalls)
    }

    /// Replays the trace at `path` among `bundle`'s resources, or records it; deprecated:
    /// `TraceService(.resource(path, bundle: bundle), …)`.
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - record: the record mode; nil takes the environment's, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - filePath: the test file, beside which a recording is written; leave the default.
    /// - Throws: as `init(_:record:live:allowingUnusedCalls:)`.
    @available(*, deprecated, message: "use TraceService(.resource(path, bundle: bundle), record:live:allowingUnusedCalls:); this form goes in 1.2.0")
    public convenience init(
        resource path: String, bundle: Bundle, record: TraceRecordMode? = nil, live: LiveService? = nil,
        allowingUnusedCalls: Bool = false, filePath: String = #filePath
    ) async throws {
        try await self.init(.resource(path, bundle: bundle, filePath: filePath), record: record, live: live, allowingUnusedCalls: allowingUnusedCalls)
    }

    /// Replays a trace of a `TraceCorpus` listing; deprecated: `TraceService(source)` with a
    /// `TraceSource` of `TraceSource.folder(_:)`, which is only replayed as this was.
    /// - Parameters:
    ///   - file: the trace.
    ///   - allowingUnusedCalls: whether recorded calls the app's code never asked for are allowed.
    /// - Throws: `TraceTestingError` when the trace cannot be read.
    @available(*, deprecated, message: "list the folder with TraceSource.folder(_:) and use TraceService(source, allowingUnusedCalls:); this form goes in 1.2.0")
    public convenience init(_ file: TraceFile, allowingUnusedCalls: Bool = false) async throws {
        try await self.init(file.source, allowingUnusedCalls: allowingUnusedCalls)
    }
}

// MARK: - TraceFile and TraceCorpus

/// One trace file for a test, its path as the test named it and where it is; deprecated:
/// `TraceSource` (`TraceSource.file(path)`, `.resource(path, bundle:)`, `.url(url, named:)`),
/// whose `fileURL()` and `read()` give the file and the trace.
@available(*, deprecated, message: "use TraceSource: .file(path), .resource(path, bundle:) or .url(url, named:), and its fileURL() and read(); this type goes in 1.2.0")
public struct TraceFile: Hashable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The path as the test named it.
    public var path: String
    /// The file.
    public var url: URL

    /// Creates a trace file; deprecated: `TraceSource.url(url, named: path)`.
    /// - Parameters:
    ///   - path: the path to show in reports and test names.
    ///   - url: where the file is.
    public init(path: String, url: URL) {
        self.path = path
        self.url = url
    }

    /// Finds the file at `path` from the test file; deprecated: `TraceSource.file(path)`.
    /// - Throws: `TraceTestingError.notFound` naming where it looked.
    public init(_ path: String, filePath: String = #filePath) throws(TraceTestingError) {
        self.init(path: path, url: try TraceSource.file(path, filePath: filePath).fileURL())
    }

    /// Finds the resource at `path` in `bundle`; deprecated: `TraceSource.resource(path, bundle: bundle)`.
    /// - Throws: `TraceTestingError.notInBundle` naming the bundle.
    public init(resource path: String, bundle: Bundle) throws(TraceTestingError) {
        self.init(path: path, url: try TraceSource.resource(path, bundle: bundle, filePath: "").fileURL())
    }

    /// A trace of a folder's listing, as `TraceCorpus` listed it.
    init(listed source: TraceSource) {
        self.init(path: source.path, url: source.locatedURL ?? URL(fileURLWithPath: source.path))
    }

    /// The path, as the test named it.
    public var description: String { path }

    /// The path, which names the test case.
    public var testDescription: String { path }

    /// The trace in the file; deprecated: `TraceSource.read()`.
    /// - Throws: `TraceTestingError.unreadableTrace` with the reader's message.
    public func read() throws(TraceTestingError) -> Trace {
        try source.read()
    }

    /// The same trace as a source.
    var source: TraceSource { .url(url, named: path) }
}

/// The traces of a folder; deprecated: `TraceSource.folder(_:)`.
@available(*, deprecated, message: "use TraceSource.folder(_:) or TraceSource.folder(_:bundle:); this type goes in 1.2.0")
public enum TraceCorpus {
    /// The traces of `folder`, found from the test file; deprecated: `TraceSource.folder(folder)`.
    /// - Parameters:
    ///   - folder: a folder relative to the test file's folder or a folder above it (`Traces`).
    ///   - filePath: the test file; leave the default.
    /// - Returns: the files, each named `folder/relative/path.json`.
    /// - Throws: `TraceTestingError`: the folder is missing, cannot be listed, or holds no trace.
    public static func files(in folder: String, filePath: String = #filePath) throws(TraceTestingError) -> [TraceFile] {
        try TraceSource.folder(folder, filePath: filePath).map(TraceFile.init(listed:))
    }

    /// The traces of the folder `folder` among `bundle`'s resources; deprecated:
    /// `TraceSource.folder(folder, bundle: bundle)`.
    /// - Parameters:
    ///   - folder: the folder's path inside the bundle's resources (`Traces`).
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    /// - Returns: the files, each named `folder/relative/path.json`.
    /// - Throws: `TraceTestingError`: the folder is not in the bundle, cannot be listed, or holds no trace.
    public static func files(in folder: String, bundle: Bundle) throws(TraceTestingError) -> [TraceFile] {
        try TraceSource.folder(folder, bundle: bundle).map(TraceFile.init(listed:))
    }
}

// MARK: - The trait (Swift 6.1 or later)

#if compiler(>=6.1)
extension ReplayMusicLibraryService {
    /// The replaying service of the running test's `.replaying` trait; deprecated:
    /// `TraceService.current?.replay` (or `TraceService.current?.service`), the one task-local.
    @available(*, deprecated, message: "use TraceService.current?.replay (or .service); this property goes in 1.2.0")
    nonisolated public static var current: ReplayMusicLibraryService? { TraceService.current?.replay }
}

extension ReplayingTrait {
    /// Creates the trait; deprecated: `.replaying(.file(path), allowingUnusedCalls:)`.
    @available(*, deprecated, message: "use .replaying(.file(path), allowingUnusedCalls:); this initializer goes in 1.2.0")
    public init(path: String, allowsUnusedCalls: Bool, filePath: String, sourceLocation: SourceLocation) {
        self.init(source: .file(path, filePath: filePath), allowsUnusedCalls: allowsUnusedCalls, recordMode: nil, live: nil, sourceLocation: sourceLocation)
    }

    /// Creates the trait for a bundle's resource; deprecated: `.replaying(.resource(path, bundle:), allowingUnusedCalls:)`.
    @available(*, deprecated, message: "use .replaying(.resource(path, bundle: bundle), allowingUnusedCalls:); this initializer goes in 1.2.0")
    public init(resource path: String, bundleURL: URL, allowsUnusedCalls: Bool, sourceLocation: SourceLocation) {
        self.init(source: TraceSource(path: path, place: .resource(bundleURL: bundleURL, filePath: "")),
                  allowsUnusedCalls: allowsUnusedCalls, recordMode: nil, live: nil, sourceLocation: sourceLocation)
    }

    /// The trace as the test named it; deprecated: `source.path`.
    @available(*, deprecated, message: "use source.path; this property goes in 1.2.0")
    public var path: String { source.path }

    /// The test file the trace is found from; deprecated: the trait's `source` holds it.
    @available(*, deprecated, message: "the trait's source holds the test file; this property goes in 1.2.0")
    public var filePath: String {
        switch source.place {
        case .found(let filePath), .resource(_, let filePath): filePath
        case .located: ""
        }
    }

    /// The bundle whose resources hold the trace; deprecated: the trait's `source` holds it.
    @available(*, deprecated, message: "the trait's source holds the bundle; this property goes in 1.2.0")
    public var bundleURL: URL? {
        if case .resource(let bundleURL, _) = source.place { return bundleURL }
        return nil
    }
}

extension Trait where Self == ReplayingTrait {
    /// Replays the trace at `path`, found from the test file; deprecated: `.replaying(.file(path), …)`.
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or the nearest folder above it that has it.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - filePath: the test file; leave the default.
    ///   - sourceLocation: where issues are reported; leave the default.
    /// - Returns: the trait.
    @available(*, deprecated, message: "use .replaying(.file(path), allowingUnusedCalls:record:live:); this form goes in 1.2.0")
    public static func replaying(
        _ path: String, allowingUnusedCalls: Bool = false, record: TraceRecordMode? = nil, live: LiveService? = nil,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        .replaying(.file(path, filePath: filePath), allowingUnusedCalls: allowingUnusedCalls, record: record, live: live, sourceLocation: sourceLocation)
    }

    /// Replays the trace at `path` among `bundle`'s resources; deprecated:
    /// `.replaying(.resource(path, bundle: bundle), …)`.
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
    ///   - live: the app's live service, made only when the test records.
    ///   - filePath: the test file, beside which a recording is written; leave the default.
    ///   - sourceLocation: where issues are reported; leave the default.
    /// - Returns: the trait.
    @available(*, deprecated, message: "use .replaying(.resource(path, bundle: bundle), allowingUnusedCalls:record:live:); this form goes in 1.2.0")
    public static func replaying(
        resource path: String, bundle: Bundle, allowingUnusedCalls: Bool = false, record: TraceRecordMode? = nil,
        live: LiveService? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        .replaying(.resource(path, bundle: bundle, filePath: filePath), allowingUnusedCalls: allowingUnusedCalls, record: record, live: live, sourceLocation: sourceLocation)
    }
}
#endif

// MARK: - XCTest

#if canImport(XCTest)
import XCTest

/// Replays the trace at `path`, found from the test file; deprecated: `XCTAssertTracePasses(.file(path))`.
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: the test file, where the trace is found from and the failure reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
@available(*, deprecated, message: "use XCTAssertTracePasses(.file(path), policy:batchSize:attach:); this form goes in 1.2.0")
@discardableResult
public func XCTAssertTracePasses(
    _ path: String, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    failed(try await TraceSource.file(path, filePath: "\(file)").check(policy: policy, batchSize: batchSize), attach: attach, file: file, line: line)
}

/// Replays the trace at `path` among `bundle`'s resources; deprecated:
/// `XCTAssertTracePasses(.resource(path, bundle: bundle))`.
/// - Parameters:
///   - path: the resource's path inside the bundle's resources, with its extension.
///   - bundle: the bundle; `.module` for the test target's own resources.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: where the failure is reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
@available(*, deprecated, message: "use XCTAssertTracePasses(.resource(path, bundle: bundle), policy:batchSize:attach:); this form goes in 1.2.0")
@discardableResult
public func XCTAssertTracePasses(
    resource path: String, bundle: Bundle, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    failed(try await TraceSource.resource(path, bundle: bundle, filePath: "\(file)").check(policy: policy, batchSize: batchSize), attach: attach, file: file, line: line)
}

/// Replays a trace of a `TraceCorpus` listing; deprecated: a `TraceSource` of
/// `TraceSource.folder(_:)`, with `XCTAssertTracePasses(_:)`.
/// - Parameters:
///   - trace: the trace.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize`.
///   - attach: receives each file of a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: where the failure is reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report.
/// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
@available(*, deprecated, message: "list the folder with TraceSource.folder(_:) and pass each TraceSource to XCTAssertTracePasses(_:); this form goes in 1.2.0")
@discardableResult
public func XCTAssertTracePasses(
    _ trace: TraceFile, policy: FailurePolicy? = nil, batchSize: Int? = nil,
    attach: (TraceTestAttachment) -> Void = { _ in }, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport {
    failed(try await trace.source.check(policy: policy, batchSize: batchSize), attach: attach, file: file, line: line)
}

/// Replays the trace at `path`, or records it from `live`; deprecated:
/// `XCTAssertTracePasses(.file(path), record: record, live: live)`.
/// - Parameters:
///   - path: the trace, relative to the test file's folder or a folder above it.
///   - record: the record mode; nil takes `DEEPCUT_RECORD_MODE`'s, else `never`.
///   - live: the app's live service, made only when the test records.
///   - policy: the failure policy `expect` is checked under (default strict).
///   - batchSize: overrides the trace's `engine.batchSize` when it replays.
///   - attach: receives the recorded trace, or a failing trace's evidence, before the test fails.
///   - isolation: the caller's actor, where `attach` is called; leave the default.
///   - file: the test file, where the trace is found from and the failure reported; leave the default.
///   - line: where the failure is reported; leave the default.
/// - Returns: the report; nil when the test recorded.
/// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed, or the
///   environment names no mode; what `live` throws.
@available(*, deprecated, message: "use XCTAssertTracePasses(.file(path), record:live:policy:batchSize:attach:); this form goes in 1.2.0")
@discardableResult
public func XCTAssertTracePasses(
    _ path: String, record: TraceRecordMode? = nil, live: LiveService, policy: FailurePolicy? = nil,
    batchSize: Int? = nil, attach: (TraceTestAttachment) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath, line: UInt = #line
) async throws -> VerificationReport? {
    try await XCTAssertTracePasses(.file(path, filePath: "\(file)"), policy: policy, batchSize: batchSize, record: record, live: live, attach: attach, isolation: isolation, file: file, line: line)
}

/// A trace's replaying service for an XCTest test case; deprecated: `TraceService`, made in
/// `setUp` with `TraceService(.file(path), allowingUnusedCalls:)` (or `.resource(path, bundle:)`),
/// its `service` (or `replay`) handed to the code under test, and `assertFinished()` in `tearDown`.
@available(*, deprecated, message: "use TraceService(.file(path), allowingUnusedCalls:) in setUp and assertFinished() in tearDown; this type goes in 1.2.0")
@MainActor
public struct TraceReplay {
    /// The trace as the test named it.
    public let path: String
    /// The service to hand to the code under test in place of the app's MusicKit service.
    public let service: ReplayMusicLibraryService
    /// Whether recorded calls the test never asked for are allowed.
    public let allowsUnusedCalls: Bool
    /// The test's service, which audits the replay.
    private let traced: TraceService
    /// Where the replay was made, where its failures are reported.
    private let file: StaticString
    private let line: UInt

    /// Reads the trace at `path` and makes its replaying service; deprecated:
    /// `TraceService(.file(path), allowingUnusedCalls:)`.
    /// - Parameters:
    ///   - path: the trace, relative to the test file's folder or a folder above it.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: the test file, where the trace is found from; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the trace cannot be found, read or parsed.
    public init(
        _ path: String, allowingUnusedCalls: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(source: .file(path, filePath: "\(file)"), allowingUnusedCalls: allowingUnusedCalls, file: file, line: line)
    }

    /// Reads the trace at `path` among `bundle`'s resources and makes its replaying service;
    /// deprecated: `TraceService(.resource(path, bundle: bundle), allowingUnusedCalls:)`.
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: where failures are reported; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the resource is not in the bundle, or cannot be read or parsed.
    public init(
        resource path: String, bundle: Bundle, allowingUnusedCalls: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(source: .resource(path, bundle: bundle, filePath: "\(file)"), allowingUnusedCalls: allowingUnusedCalls, file: file, line: line)
    }

    /// Reads a trace of a `TraceCorpus` listing and makes its replaying service; deprecated:
    /// `TraceService(source, allowingUnusedCalls:)` with a `TraceSource` of `TraceSource.folder(_:)`.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - allowingUnusedCalls: whether recorded calls the test never asked for are allowed.
    ///   - file: where failures are reported; leave the default.
    ///   - line: where failures are reported; leave the default.
    /// - Throws: `TraceTestingError` when the trace cannot be read or parsed.
    public init(
        _ trace: TraceFile, allowingUnusedCalls: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(source: trace.source, allowingUnusedCalls: allowingUnusedCalls, file: file, line: line)
    }

    private init(source: TraceSource, allowingUnusedCalls: Bool, file: StaticString, line: UInt) throws {
        service = ReplayMusicLibraryService(trace: try source.read())
        traced = TraceService(path: source.path, mode: .never, replaying: service, allowingUnusedCalls: allowingUnusedCalls)
        traced.unusedCallsHint = "TraceReplay(\"\(source.path)\", allowingUnusedCalls: true)"
        path = source.path
        allowsUnusedCalls = allowingUnusedCalls
        self.file = file
        self.line = line
    }

    /// Fails the running test once for each call the trace does not hold and, unless
    /// allowed, each recorded call never asked for, at the line that made the replay;
    /// deprecated: `TraceService.assertFinished()`.
    public func assertEveryCallMatched() {
        traced.assertFinished(file: file, line: line)
    }
}
#endif
