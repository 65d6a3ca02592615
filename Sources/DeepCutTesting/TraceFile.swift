import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// One trace file for a test: its path as the test named it and where it is.
///
/// `TraceCorpus.files(in:)` lists them for `@Test(arguments:)`; each is its
/// own test case, named after its path (`Traces/01-empty-discover-tab.json`).
public struct TraceFile: Hashable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The path as the test named it, relative to the folder it was found from:
    /// `Traces/01-empty-discover-tab.json`.
    public var path: String
    /// The file.
    public var url: URL

    /// Creates a trace file.
    /// - Parameters:
    ///   - path: the path to show in reports and test names.
    ///   - url: where the file is.
    public init(path: String, url: URL) {
        self.path = path
        self.url = url
    }

    /// Finds the file at `path` relative to the folder of `filePath` (the test
    /// file: pass `#filePath`) or the nearest folder above it that has it.
    /// - Throws: `TraceTestingError.notFound` naming where it looked.
    public init(_ path: String, filePath: String = #filePath) throws(TraceTestingError) {
        self.init(path: path, url: try TraceLocator.locate(path, from: filePath))
    }

    /// Finds the resource at `path` in `bundle`: a trace the test target
    /// carries (`resources: [.copy("Traces")]` in Package.swift, then
    /// `TraceFile(resource: "Traces/x.json", bundle: .module)`), for a test
    /// that runs where the package's folders cannot be read, such as on a phone.
    /// - Parameters:
    ///   - path: the resource's path inside the bundle's resources, with its extension.
    ///   - bundle: the bundle holding it; `.module` for the test target's own resources.
    /// - Throws: `TraceTestingError.notInBundle` naming the bundle.
    public init(resource path: String, bundle: Bundle) throws(TraceTestingError) {
        self.init(path: path, url: try TraceLocator.locate(resource: path, in: bundle))
    }

    /// The path, as the test named it.
    public var description: String { path }

    /// The path, which names the test case.
    public var testDescription: String { path }

    /// The trace in the file.
    /// - Throws: `TraceTestingError.unreadableTrace` with the reader's message
    ///   (file, line, column and JSON path).
    public func read() throws(TraceTestingError) -> Trace {
        do {
            // A FIFO or device at a trace's path is refused, never waited on.
            return try TraceReader.read(contentsOf: url, regularFilesOnly: true)
        } catch {
            throw .unreadableTrace(error)
        }
    }
}

extension TraceFile {
    /// Replays the trace through the Discover engine and checks it, as
    /// `expectTracePasses` and `XCTAssertTracePasses` do before they report.
    /// - Throws: `TraceTestingError.unreadableTrace` when the file cannot be read or parsed.
    func verify(policy: FailurePolicy?, batchSize: Int?) async throws(TraceTestingError) -> VerificationReport {
        let trace = try read()
        return await Verifier.verify(trace, source: path, options: Verifier.Options(policy: policy, batchSize: batchSize))
    }

    /// Verifies the trace and says what to report: when it fails, the
    /// failing checks in at most 20 lines (a divergence with the trace's
    /// closest recorded calls), and the whole text and JSON reports to attach
    /// to the test's result. The HTML page is the tool's (`--html`), which a
    /// test target does not compile.
    /// - Throws: `TraceTestingError.unreadableTrace` when the file cannot be read or parsed.
    func check(policy: FailurePolicy?, batchSize: Int?) async throws(TraceTestingError) -> (VerificationReport, TraceTestResult) {
        let report = try await verify(policy: policy, batchSize: batchSize)
        guard !report.passed else { return (report, TraceTestResult(failures: [], attachments: [])) }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).replacingOccurrences(of: ".json", with: "")
        let text = TextReportRenderer(style: .plain, verbosity: .normal).render(report)
        let json = JSONReportRenderer.render(report)
        return (report, TraceTestResult(
            failures: [ReportFailures.summary(of: report, limit: 20)],
            attachments: [
                TraceTestAttachment(name: "\(name)-report.txt", bytes: Array(text.utf8)),
                TraceTestAttachment(name: "\(name)-report.json", bytes: Array(json.utf8)),
            ]))
    }
}

/// Finds a path named in a test relative to the test file.
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
