import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// Where a test's trace is: the one value every way into DeepCutTesting takes
/// (`expectTracePasses`, `XCTAssertTracePasses`, `.replaying`, `TraceService`).
///
/// ```swift
/// try await expectTracePasses(.file("Traces/01-empty-discover-tab.json"))              // beside the test file
/// try await expectTracePasses(.resource("Traces/01-empty-discover-tab.json", bundle: .module)) // in the test bundle
///
/// @Test(arguments: try TraceSource.folder("Traces", bundle: .module))                   // a case per trace
/// func tracePasses(_ trace: TraceSource) async throws { try await expectTracePasses(trace) }
/// ```
///
/// A source is a plain value: making one looks nothing up. The file is found
/// when the test uses it, and a trace that is nowhere is the error the test
/// then throws (`TraceTestingError.notFound`, `.notInBundle`).
public struct TraceSource: Hashable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The trace as the test named it (`Traces/01-empty-discover-tab.json`):
    /// what reports, failure messages and test cases call it.
    public let path: String
    /// Where the file is looked for.
    let place: Place

    /// Where a source's file is looked for.
    enum Place: Hashable, Sendable {
        /// In the folder of the test file `filePath` or the nearest folder above it that holds `path`.
        case found(from: String)
        /// Among the resources of the bundle at `bundleURL` (its URL, not the `Bundle`,
        /// so that a source stays a Sendable value); a recording is written beside `filePath`.
        case resource(bundleURL: URL, filePath: String)
        /// At a URL the test has already: a trace of a folder's listing, or one it found itself.
        case located(URL)
    }

    init(path: String, place: Place) {
        self.path = path
        self.place = place
    }

    /// The trace at `path` relative to the test file's folder, or to the
    /// nearest folder above it that holds it (so `"Traces/x.json"` finds the
    /// package's `Traces/` from `Tests/AppTests/AppTests.swift`); an absolute
    /// path as it is. Needs the package's folders, which `swift test` and the
    /// Simulator read and a physical iPhone does not (use `resource(_:bundle:filePath:)` there).
    /// A test that records a missing trace writes it there, beside the test file.
    /// - Parameters:
    ///   - path: the trace's path.
    ///   - filePath: the test file; leave the default.
    /// - Returns: the source.
    public static func file(_ path: String, filePath: String = #filePath) -> TraceSource {
        TraceSource(path: path, place: .found(from: filePath))
    }

    /// The trace at `path` among `bundle`'s resources: a trace the test target
    /// carries (`resources: [.copy("Traces")]` in Package.swift), the form that
    /// works on a phone. A test that records it writes the recording beside
    /// the test file under `path` (where the target's resources come from), or
    /// in the temporary folder where that cannot be written.
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    ///   - filePath: the test file, beside which a recording is written; leave the default.
    /// - Returns: the source.
    public static func resource(_ path: String, bundle: Bundle, filePath: String = #filePath) -> TraceSource {
        TraceSource(path: path, place: .resource(bundleURL: bundle.bundleURL, filePath: filePath))
    }

    /// The trace in the file at `url`, which the test has already. It is only
    /// ever replayed: no record mode, the test's or the environment's, records over it.
    /// - Parameters:
    ///   - url: the file.
    ///   - path: what reports and test cases call it; the file's path by default.
    /// - Returns: the source.
    public static func url(_ url: URL, named path: String? = nil) -> TraceSource {
        TraceSource(path: path ?? url.path, place: .located(url))
    }

    /// The traces of the folder at `path` relative to the test file's folder or
    /// the nearest folder above it, one source each, for `@Test(arguments:)`:
    /// every `.json` file in the folder and the folders inside it (hidden ones,
    /// such as `.build`, skipped; links followed, a link back to a folder that
    /// holds it skipped), sorted by path, each named `folder/relative/path.json`
    /// and only ever replayed.
    /// - Parameters:
    ///   - path: the folder (`Traces`).
    ///   - filePath: the test file; leave the default.
    /// - Returns: the traces.
    /// - Throws: `TraceTestingError`: the folder is missing, cannot be listed, or
    ///   holds no trace (an empty list would run no test case and pass silently).
    public static func folder(_ path: String, filePath: String = #filePath) throws(TraceTestingError) -> [TraceSource] {
        try listing(path, at: TraceLocator.locate(path, from: filePath))
    }

    /// The traces of the folder at `path` among `bundle`'s resources, listed as
    /// `folder(_:filePath:)` lists a folder found from the test file: for a test
    /// target that copies its traces (`resources: [.copy("Traces")]`).
    /// - Parameters:
    ///   - path: the folder's path inside the bundle's resources (`Traces`).
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    /// - Returns: the traces.
    /// - Throws: `TraceTestingError`: the folder is not in the bundle, cannot be listed, or holds no trace.
    public static func folder(_ path: String, bundle: Bundle) throws(TraceTestingError) -> [TraceSource] {
        try listing(path, at: TraceLocator.locate(resource: path, in: bundle))
    }

    /// The trace's file, found as the source says.
    /// - Returns: the file's URL.
    /// - Throws: `TraceTestingError.notFound` naming where it looked, or `.notInBundle` naming the bundle.
    public func fileURL() throws(TraceTestingError) -> URL {
        switch place {
        case .found(let filePath):
            return try TraceLocator.locate(path, from: filePath)
        case .resource(let bundleURL, _):
            guard let bundle = Bundle(url: bundleURL) else { throw .notInBundle(path: path, bundle: bundleURL.path) }
            return try TraceLocator.locate(resource: path, in: bundle)
        case .located(let url):
            return url
        }
    }

    /// The trace in the file.
    /// - Returns: the trace.
    /// - Throws: `TraceTestingError`: the file is not found, or `.unreadableTrace` with the
    ///   reader's message (file, line, column and JSON path).
    public func read() throws(TraceTestingError) -> Trace {
        let url = try fileURL()
        do {
            // A FIFO or device at a trace's path is refused, never waited on.
            return try TraceReader.read(contentsOf: url, regularFilesOnly: true)
        } catch {
            throw .unreadableTrace(error)
        }
    }

    /// The path, as the test named it.
    public var description: String { path }

    /// The path, which names the test case.
    public var testDescription: String { path }

    /// How a test writes this source, for a message that shows the code to write:
    /// `.file("Traces/x.json")`.
    var spelling: String {
        switch place {
        case .found: ".file(\"\(path)\")"
        case .resource: ".resource(\"\(path)\", bundle: …)"
        case .located: ".url(…)"
        }
    }

    /// The file of a source that has one already (`url(_:named:)`, a folder's listing); nil for the others.
    var locatedURL: URL? {
        if case .located(let url) = place { return url }
        return nil
    }

    /// The traces of the folder at `url`, which the test named `folder`.
    private static func listing(_ folder: String, at url: URL) throws(TraceTestingError) -> [TraceSource] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // Walked as the tool walks a folder (FolderWalk): links followed, hidden folders and cycles skipped.
        let walk = FolderWalk(folder: url.path, fileExtension: "json")
        if let failure = walk.unreadable.first(where: { $0.path.isEmpty }) {
            throw .unreadableFolder(path: folder, reason: failure.reason)
        }
        let sources = walk.files.map { TraceSource.url(url.appendingPathComponent($0), named: base + "/" + $0) }
        guard !sources.isEmpty else { throw .emptyFolder(path: folder) }
        return sources
    }
}

/// Finds a path named in a test relative to the test file, or in a bundle.
enum TraceLocator {
    /// The URL of `path` in the folder of `filePath` or the nearest folder above it holding it.
    static func locate(_ path: String, from filePath: String) throws(TraceTestingError) -> URL {
        if path.hasPrefix("/") {
            guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path, from: "/") }
            return URL(fileURLWithPath: path)
        }
        let start = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        var folder = start
        while true {
            let candidate = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.standardizedFileURL }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw .notFound(path: path, from: start.path)
    }

    /// The URL of the resource `path` (`Traces/x.json`) in `bundle`: the
    /// bundle's own lookup, which knows where each platform keeps resources
    /// (`Contents/Resources` in a macOS bundle, the top of an iOS one or of
    /// the `.resources` folder SwiftPM makes on Linux).
    static func locate(resource path: String, in bundle: Bundle) throws(TraceTestingError) -> URL {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let file = parts.last ?? ""
        let folder = parts.dropLast().joined(separator: "/")
        let dot = file.lastIndex(of: ".")
        let name = dot.map { String(file[..<$0]) } ?? file
        let fileExtension = dot.map { String(file[file.index(after: $0)...]) }
        guard !file.isEmpty,
              let url = bundle.url(forResource: name, withExtension: fileExtension,
                                   subdirectory: folder.isEmpty ? nil : folder) else {
            throw .notInBundle(path: path, bundle: bundle.bundleURL.path)
        }
        return url.standardizedFileURL
    }
}
