import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What `status` says of one trace (Docs/TraceStatus.md): where it comes
/// from, how old it is, what it checks, which tests name it, and the engine
/// settings it was recorded under.
package struct TraceStatus: Hashable, Sendable {
    /// The path as shown.
    package var path: String
    /// Where it came from: origin, title, app, device, system, when it started.
    var capture: TraceCapture
    /// Whole days from `capture.startedAt` to the clock `status` reads against;
    /// negative for a trace recorded after it.
    var ageDays: Int
    /// A device trace older than `--warn-age-days`.
    package var isStale: Bool
    /// The session's steps.
    var steps: Int
    /// The checks it declares: each key of each `expect` and `observed` but
    /// `policy`, and each diagnostic (the verifier's count).
    var checks: Int
    /// The engine settings it was recorded under; nil when the trace gives none.
    var engine: TraceEngineSettings?
    /// The test files that name it, as shown; nil when `--tests` was not given.
    package var tests: [String]?
    /// What its capture fails to say, or where it should not be (`TraceCapture.problems(atPath:)`).
    var provenanceProblems: [String]

    /// A trace that declares no check: a replay of it can only fail by diverging.
    var checksNothing: Bool { checks == 0 }
    /// No test file names it (only known with `--tests`).
    var isOrphan: Bool { tests?.isEmpty == true }

    /// The status of `trace`, found at `path`.
    /// - Parameters:
    ///   - now: the clock the age is read against.
    ///   - warnAgeDays: the age past which the trace is stale.
    ///   - tests: the test files that name it; nil when `--tests` was not given.
    package init(_ trace: Trace, path: String, now: Date, warnAgeDays: Int, tests: [String]?) {
        self.path = path
        capture = trace.capture
        ageDays = Int((now.timeIntervalSince(trace.capture.startedAt.date) / 86_400).rounded(.down))
        // Only a recording goes stale: a rebuilt or written trace is a fixed scenario (Docs/TraceStatus.md).
        isStale = trace.capture.origin == .device && ageDays > warnAgeDays
        let session = trace.effectiveSession
        steps = session.count
        checks = Verifier.declaredChecks(session: session, diagnostics: trace.diagnostics)
        engine = trace.engine
        self.tests = tests
        provenanceProblems = trace.capture.problems(atPath: path)
    }
}

/// The test files under a folder, read once, for the names of the traces they use.
package struct TestReferences: Sendable {
    /// The folder as given.
    var folder: String
    /// Each test file's path as shown (the folder as given, `/`, the path inside it) and its text.
    var files: [(path: String, text: String)]
    /// The test files and folders that could not be read, each with the sentence saying why: what they
    /// name would otherwise be reported as an orphan without a word.
    package var unreadable: [String] = []

    /// The largest test file read: a larger one is left out (it is no test source).
    static let maximumFileSize = 4 << 20

    /// Reads every `.swift` file under `folder`, hidden folders (`.build`) left
    /// out, in sorted order.
    /// - Throws: `StatusError.unreadableTests` when the folder does not exist or is not a folder.
    package init(folder: String) throws(StatusError) {
        self.folder = folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadableTests(folder)
        }
        // The folder walked as the corpus commands walk theirs: links followed, a cycle skipped.
        let walk = FolderWalk(folder: folder, fileExtension: "swift")
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var files: [(path: String, text: String)] = []
        var unreadable: [(path: String, why: String)] = []
        // Skipped folders, each said once: what their test files name would show as orphans.
        let skipped = walk.warnings(under: base, leftOut: "a trace only its test files name is shown as an orphan")
            .map { "warning: " + $0 }
        for relative in walk.files {
            let shown = base + "/" + relative
            let url = URL(fileURLWithPath: FolderWalk.joined(folder, relative)).resolvingSymlinksInPath()
            // A link to a test file is read through (the file it names is the test source).
            guard FileManager.default.fileExists(atPath: url.path) else {
                unreadable.append((shown, "it is a link to nothing"))
                continue
            }
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            guard let values, values.isRegularFile == true else { continue }
            guard (values.fileSize ?? 0) <= Self.maximumFileSize else { continue }
            guard let data = try? Data(contentsOf: url) else {
                unreadable.append((shown, "it cannot be read (no permission)"))
                continue
            }
            files.append((shown, String(decoding: data, as: UTF8.self)))
        }
        self.files = files.sorted { $0.path < $1.path }
        self.unreadable = skipped + unreadable.sorted { $0.path < $1.path }.map {
            "warning: cannot read the test file \($0.path.printable): \($0.why); a trace only it names is shown as an orphan"
        }
    }

    /// For each of `names` (traces' file names), the test files whose text holds it, in sorted order.
    /// - Complexity: one pass over each test file's bytes (`NameSearch`), whatever the number of names.
    package func files(naming names: [String]) -> [[String]] {
        let search = NameSearch(names)
        var naming = Array(repeating: [String](), count: names.count)
        for file in files {
            for name in search.found(in: file.text.utf8) { naming[name].append(file.path) }
        }
        return naming
    }
}

/// Why `status` cannot look at the tests.
package enum StatusError: Error, Hashable, Sendable {
    /// `--tests` names no folder.
    case unreadableTests(String)

    package var message: String {
        switch self {
        case .unreadableTests(let folder): "cannot read \(folder): --tests takes a folder of test sources"
        }
    }
}
