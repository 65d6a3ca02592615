import DeepCutFixtures
import DeepCutKit
import DeepCutTestSupport
@testable import DeepCutTesting
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

/// Each spelling DeepCutTesting had before `TraceSource` still compiles for one minor
/// version and does what its replacement does (CHANGELOG.md "How to move"). Swift Testing
/// takes no deprecated test function, so each test calls its checks through a protocol
/// whose witnesses are deprecated: the deprecated spellings warn nowhere.
@Suite("The deprecated spellings still work, as one-line forwards to the TraceSource forms")
struct DeprecatedSpellingTests {
    /// The package's folder as a bundle, as BundledTraceTests uses it.
    static let package = BundledTraceTests.package
    static let trace = "Traces/04-tracklist-sheet.json"
    /// The checks, through the protocol.
    let old: any OldSpellingChecks = OldSpellings()

    @Test("expectTracePasses with a path, a resource, a TraceFile, and a path with a live service")
    func expectTracePassesForms() async throws { try await old.expectTracePassesForms() }

    @Test("TraceFile finds a file from the test file or in a bundle, and reads it; TraceCorpus lists a folder")
    func traceFileAndCorpus() throws { try old.traceFileAndCorpus() }

    @Test("TraceService with a path, a resource and a TraceFile; a corpus file is only replayed")
    func traceServiceForms() async throws { try await old.traceServiceForms() }

    #if compiler(>=6.1)
    @Test("the trait's two factories, its two initializers, its old properties and ReplayMusicLibraryService.current")
    func traitForms() async throws { try await old.traitForms() }
    #endif
}

/// What DeprecatedSpellingTests checks, called through this protocol so that the
/// deprecated spellings inside the witnesses warn nowhere.
protocol OldSpellingChecks: Sendable {
    func expectTracePassesForms() async throws
    func traceFileAndCorpus() throws
    func traceServiceForms() async throws
    func traitForms() async throws
}

/// The checks, each a deprecated witness that calls the deprecated spellings.
struct OldSpellings: OldSpellingChecks {
    static let package = DeprecatedSpellingTests.package
    static let trace = DeprecatedSpellingTests.trace

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    func expectTracePassesForms() async throws {
        let expected = try #require(try await expectTracePasses(.file(Self.trace)))
        let byPath: VerificationReport = try await expectTracePasses(Self.trace, policy: nil, batchSize: nil)
        #expect(byPath == expected)
        let byResource: VerificationReport = try await expectTracePasses(resource: Self.trace, bundle: Self.package)
        #expect(byResource == expected)
        let byFile: VerificationReport = try await expectTracePasses(try TraceFile(Self.trace))
        #expect(byFile == expected)
        let live = LiveService { MockMusicLibraryService() }
        #expect(try await expectTracePasses(Self.trace, record: .missing, live: live) == expected)
        let line = #line + 2
        try await withKnownIssue {
            try await expectTracePasses("Traces/01-empty-discover-tab.json", policy: .legacy)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().hasPrefix("FAIL Traces/01-empty-discover-tab.json: 1 of 6 checks failed")
        }
    }

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    func traceFileAndCorpus() throws {
        let found = try TraceFile(Self.trace)
        #expect(found.path == Self.trace && found.description == Self.trace && found.testDescription == Self.trace)
        #expect(found.url == (try TraceSource.file(Self.trace).fileURL()))
        #expect(try found.read() == (try TraceSource.file(Self.trace).read()))
        let bundled = try TraceFile(resource: Self.trace, bundle: Self.package)
        #expect(bundled.url.standardizedFileURL == found.url.standardizedFileURL)
        #expect(TraceFile(path: "x", url: found.url).path == "x")
        #expect(throws: TraceTestingError.notInBundle(path: "Nothing/x.json", bundle: Self.package.bundleURL.path)) {
            try TraceFile(resource: "Nothing/x.json", bundle: Self.package)
        }
        let listed = try TraceCorpus.files(in: "Traces")
        let sources = try TraceSource.folder("Traces")
        #expect(listed.map(\.path) == sources.map(\.path))
        #expect(try listed.map(\.url) == sources.map { try $0.fileURL() })
        #expect(try TraceCorpus.files(in: "Traces", bundle: Self.package).map(\.path) == listed.map(\.path))
        #expect(throws: TraceTestingError.self) { try TraceCorpus.files(in: "No Such Traces") }
    }

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    @MainActor
    func traceServiceForms() async throws {
        let byPath = try await TraceService(Self.trace)
        #expect(byPath.path == Self.trace && !byPath.isRecording)
        let byResource = try await TraceService(resource: Self.trace, bundle: Self.package, allowingUnusedCalls: true)
        #expect(byResource.replay?.trace == byPath.replay?.trace)
        #expect(byResource.finish().failures.isEmpty)
        let file = try #require(try TraceCorpus.files(in: "Traces").first)
        let byFile = try await TraceService(file, allowingUnusedCalls: true)
        #expect(byFile.mode == .never && !byFile.isRecording)
        #expect(byFile.finish().failures.isEmpty)
        try await withTemporaryFolder { folder in
            let filePath = folder.appendingPathComponent("Tests/AppTests/AppTests.swift").path
            let live = LiveService { MockMusicLibraryService() }
            let recording = try await TraceService("Traces/new.json", record: .missing, live: live, filePath: filePath)
            #expect(recording.isRecording)
            let message = try #require(recording.finish().failures.first)
            #expect(message.contains("written to \(folder.appendingPathComponent("Tests/AppTests/Traces/new.json").path)"))
        }
    }

    @available(*, deprecated, message: "calls the deprecated spellings on purpose")
    func traitForms() async throws {
        #if compiler(>=6.1)
        let test = try #require(Test.current)
        let byPath: ReplayingTrait = .replaying(Self.trace, allowingUnusedCalls: true)
        #expect(byPath.source == .file(Self.trace) && byPath.path == Self.trace && byPath.bundleURL == nil)
        #expect(byPath.filePath == #filePath)
        let byResource: ReplayingTrait = .replaying(resource: Self.trace, bundle: Self.package, allowingUnusedCalls: true)
        #expect(byResource.bundleURL == Self.package.bundleURL && byResource.path == Self.trace)
        let initialized = ReplayingTrait(path: Self.trace, allowsUnusedCalls: true, filePath: #filePath,
                                         sourceLocation: byPath.sourceLocation)
        #expect(initialized.source == byPath.source)
        let bundled = ReplayingTrait(resource: Self.trace, bundleURL: Self.package.bundleURL, allowsUnusedCalls: true,
                                     sourceLocation: byPath.sourceLocation)
        #expect(bundled.bundleURL == Self.package.bundleURL && bundled.filePath == "")
        for trait in [byPath, byResource, initialized, bundled] {
            try await trait.provideScope(for: test, testCase: Test.Case.current) { @MainActor in
                let replay = try #require(ReplayMusicLibraryService.current)
                #expect(replay === TraceService.current?.replay)
                _ = try await replay.fetchLibraryArtists()
            }
        }
        #expect(ReplayMusicLibraryService.current == nil)
        #endif
    }
}
