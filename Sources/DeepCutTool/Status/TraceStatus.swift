import DeepCutTrace
import DeepCutVerify
import Foundation

/// What `status` says of one trace (Docs/TraceStatus.md): where it comes
/// from, how old it is, what it checks, which tests name it, and the engine
/// settings it was recorded under.
struct TraceStatus: Hashable, Sendable {
    /// The path as shown.
    var path: String
    /// Where it came from: origin, title, app, device, system, when it started.
    var capture: TraceCapture
    /// Whole days from `capture.startedAt` to the clock `status` reads against;
    /// negative for a trace recorded after it.
    var ageDays: Int
    /// Older than `--warn-age-days`.
    var isStale: Bool
    /// The session's steps.
    var steps: Int
    /// The checks it declares: each key of each `expect` and `observed` but
    /// `policy`, and each diagnostic (the verifier's count).
    var checks: Int
    /// The engine settings it was recorded under; nil when the trace gives none.
    var engine: TraceEngineSettings?
    /// The test files that name it, as shown; nil when `--tests` was not given.
    var tests: [String]?

    /// A trace that declares no check: a replay of it can only fail by diverging.
    var checksNothing: Bool { checks == 0 }
    /// No test file names it (only known with `--tests`).
    var isOrphan: Bool { tests?.isEmpty == true }

    /// The status of `trace`, found at `path`.
    /// - Parameters:
    ///   - now: the clock the age is read against.
    ///   - warnAgeDays: the age past which the trace is stale.
    ///   - tests: the test files to look for its name in; nil when none were given.
    init(_ trace: Trace, path: String, now: Date, warnAgeDays: Int, tests: TestReferences?) {
        self.path = path
        capture = trace.capture
        ageDays = Int((now.timeIntervalSince(trace.capture.startedAt.date) / 86_400).rounded(.down))
        isStale = ageDays > warnAgeDays
        let session = trace.effectiveSession
        steps = session.count
        checks = Verifier.declaredChecks(session: session, diagnostics: trace.diagnostics)
        engine = trace.engine
        self.tests = tests?.files(naming: URL(fileURLWithPath: path).lastPathComponent)
    }
}

/// The test files under a folder, read once, for the names of the traces they use.
struct TestReferences: Sendable {
    /// The folder as given.
    var folder: String
    /// Each test file's path as shown (the folder as given, `/`, the path inside it) and its text.
    var files: [(path: String, text: String)]

    /// The largest test file read: a larger one is left out (it is no test source).
    static let maximumFileSize = 4 << 20

    /// Reads every `.swift` file under `folder`, hidden folders (`.build`) left
    /// out, in sorted order.
    /// - Throws: `StatusError.unreadableTests` when the folder does not exist or is not a folder.
    init(folder: String) throws(StatusError) {
        self.folder = folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadableTests(folder)
        }
        let root = URL(fileURLWithPath: folder)
        let listed = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
        var files: [(path: String, text: String)] = []
        while let url = listed?.nextObject() as? URL {
            guard url.pathExtension == "swift",
                  let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                  values.isRegularFile == true, (values.fileSize ?? 0) <= Self.maximumFileSize,
                  let data = try? Data(contentsOf: url) else { continue }
            let inside = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
            let shown = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + inside
            files.append((shown, String(decoding: data, as: UTF8.self)))
        }
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The test files whose text holds `name` (a trace's file name), in sorted order.
    func files(naming name: String) -> [String] {
        files.filter { $0.text.contains(name) }.map(\.path)
    }
}

/// Why `status` cannot look at the tests.
enum StatusError: Error, Hashable, Sendable {
    /// `--tests` names no folder.
    case unreadableTests(String)

    var message: String {
        switch self {
        case .unreadableTests(let folder): "cannot read \(folder): --tests takes a folder of test sources"
        }
    }
}
