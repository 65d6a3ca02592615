import DeepCutKit
import DeepCutTestSupport
import DeepCutTesting
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// Traces found among a bundle's resources, as a test target that copies
/// them (`resources: [.copy("Traces")]`) finds them with `Bundle.module`. Here
/// the bundle is the package's own folder, a bundle without an Info.plist
/// whose resources are its files; Examples/ConsumerPackage does the same with
/// a real `Bundle.module` (ConsumerPackageTests).
@Suite("DeepCutTesting takes a trace from a bundle's resources: a file, a folder, the trait and expectTracePasses")
struct BundledTraceTests {
    /// The package's folder as a bundle: its `Traces/` is a folder of resources.
    static let package = Bundle(url: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())!

    @Test("a resource path with its folder names the file in the bundle, and names the test case")
    func findsResource() throws {
        let source = TraceSource.resource("Traces/01-empty-discover-tab.json", bundle: Self.package)
        #expect(source.path == "Traces/01-empty-discover-tab.json")
        #expect(source.testDescription == "Traces/01-empty-discover-tab.json")
        #expect(try source.fileURL().path.hasSuffix("/Traces/01-empty-discover-tab.json"))
        #expect(try source.read().calls.count > 1_000)
    }

    @Test("a resource the bundle does not hold is an error naming the bundle and the Package.swift line that copies it",
          arguments: ["Traces/no-such-trace.json", "Missing/x.json", ""])
    func missingResource(path: String) throws {
        let error = thrownError(TraceTestingError.self) { try TraceSource.resource(path, bundle: Self.package).fileURL() }
        #expect(error == .notInBundle(path: path, bundle: Self.package.bundleURL.path))
        let folder = path.split(separator: "/").first.map(String.init) ?? path
        #expect(error?.description == "no resource \(path) in the bundle \(Self.package.bundleURL.path); a test target "
            + "copies it with resources: [.copy(\"\(folder)\")] in Package.swift, or with the file added to the test "
            + "target in Xcode")
    }

    @Test("a folder of the bundle is listed as a folder found from the test file is")
    func listsFolder() throws {
        let bundled = try TraceSource.folder("Traces", bundle: Self.package)
        let found = try TraceSource.folder("Traces")
        #expect(bundled.map(\.path) == found.map(\.path))
        let urls = { (sources: [TraceSource]) in try sources.map { try $0.fileURL().standardizedFileURL } }
        #expect(try urls(bundled) == urls(found))
        #expect(throws: TraceTestingError.notInBundle(path: "Nothing", bundle: Self.package.bundleURL.path)) {
            try TraceSource.folder("Nothing", bundle: Self.package)
        }
    }

    @Test("expectTracePasses verifies a bundled trace as it verifies one found from the test file")
    func verifiesBundled() async throws {
        let bundled = try await expectTracePasses(.resource("Traces/04-tracklist-sheet.json", bundle: Self.package))
        let report = try #require(bundled)
        #expect(report.passed)
        #expect(report.source == "Traces/04-tracklist-sheet.json")
        #expect(report == (try await expectTracePasses(.file("Traces/04-tracklist-sheet.json"))))
    }

    #if compiler(>=6.1)
    @Test("the trait replays a bundled trace: the body gets its service",
          .replaying(.resource("Traces/01-empty-discover-tab.json", bundle: Self.package), allowingUnusedCalls: true))
    @MainActor func traitReplaysBundled() async throws {
        let traced = try #require(TraceService.current)
        #expect(try await traced.service.fetchLibraryArtists().count == 1_610)
    }
    #endif
}
