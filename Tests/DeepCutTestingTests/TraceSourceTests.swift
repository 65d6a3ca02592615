import DeepCutFixtures
import DeepCutKit
import DeepCutTestSupport
@testable import DeepCutTesting
import Foundation
import Testing

/// `TraceSource`, the one value every way into DeepCutTesting takes: what each kind
/// names, when it is looked up, and which kinds a record mode records.
@Suite("A TraceSource names a trace beside the test, in a bundle, at a URL or in a folder")
struct TraceSourceTests {
    @Test("a source names its test case and reports by the path the test gave; .url by its file's path unless named")
    func names() throws {
        let file = TraceSource.file("Traces/01-empty-discover-tab.json")
        #expect(file.path == "Traces/01-empty-discover-tab.json")
        #expect(file.description == file.path && file.testDescription == file.path)
        let url = try file.fileURL()
        #expect(TraceSource.url(url).path == url.path)
        #expect(TraceSource.url(url, named: "first.json").path == "first.json")
        #expect(TraceSource.file("Traces/01-empty-discover-tab.json") == file, "a value: equal when made alike")
    }

    @Test("making a source looks nothing up: a trace that is nowhere is an error only when it is used")
    func lazy() throws {
        let missing = TraceSource.resource("Traces/no-such.json", bundle: BundledTraceTests.package)
        let error = thrownError(TraceTestingError.self) { try missing.read() }
        #expect(error == .notInBundle(path: "Traces/no-such.json", bundle: BundledTraceTests.package.bundleURL.path))
        let nowhere = TraceSource.file("Traces/no-such.json")
        #expect(thrownError(TraceTestingError.self) { try nowhere.fileURL() } != nil)
    }

    @Test("a .url source is only replayed: expectTracePasses with a live service and mode all verifies it")
    func urlIsNeverRecorded() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(FormatExample.document, to: "t.json")
            let source = TraceSource.url(folder.appendingPathComponent("t.json"), named: "t.json")
            let live = LiveService { MockMusicLibraryService() }
            let report = try await expectTracePasses(source, record: .all, live: live)
            #expect(report?.source == "t.json")
            #expect(try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8) == FormatExample.document)
            #expect(try source.recordMode(.all) == .never)
        }
    }

    #if compiler(>=6.1)
    @Test("the trait's message counting unused calls shows the code that allows them, with the source's spelling")
    func traitHint() async throws {
        let trait: ReplayingTrait = .replaying(.file("Traces/01-empty-discover-tab.json"))
        let test = try #require(Test.current)
        // Every issue is one of the 19 unused calls named, or the last, which counts the rest and says how to allow them.
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {}
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(": recorded call never asked for: seq ")
                || text.hasSuffix(#"1594 more recorded calls never asked for "#
                    + #"(.replaying(.file("Traces/01-empty-discover-tab.json"), allowingUnusedCalls: true) allows them)"#)
        }
    }
    #endif
}
