import DeepCutTrace
import Foundation

/// Where a test's recording is written: first to a file of its own in the
/// temporary folder (so that a test that stops half-way replaces nothing),
/// then, once finished, over `beside`, the place in the repository the
/// trace belongs; when that folder cannot be written (a test bundle on a
/// phone is read-only), the temporary file is where it stays.
struct RecordingDestination: Sendable {
    /// The trace as the test named it.
    var path: String
    /// Where the trace belongs: beside the test file, or over the file it replaces.
    var beside: URL
    /// The recording's own file in the temporary folder.
    let scratchURL: URL

    init(path: String, beside: URL) {
        self.path = path
        self.beside = beside
        // A folder of its own, named for the recording, so that parallel tests never share one.
        scratchURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("DeepCutRecording-" + UUID().uuidString, isDirectory: true)
            .appendingPathComponent(beside.lastPathComponent)
    }

    /// The temporary file, made private (0600, in a 0700 folder of its own): it holds the
    /// whole library. The temporary folder itself is never made: a `TMPDIR` that names
    /// nothing is refused.
    /// - Throws: `TraceWriteError.cannotCreate` when the temporary folder is missing or cannot be written.
    func scratch() throws(TraceWriteError) -> URL {
        let manager = FileManager.default
        let temporary = manager.temporaryDirectory
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: temporary.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotCreate(path: scratchURL.path, reason: "the temporary folder \(temporary.path) does not exist "
                + "(TMPDIR names it); make it, or set TMPDIR to a folder that exists")
        }
        do {
            try manager.createDirectory(at: scratchURL.deletingLastPathComponent(), withIntermediateDirectories: false,
                                        attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreate(path: scratchURL.path, reason: error.localizedDescription)
        }
        guard manager.createFile(atPath: scratchURL.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw .cannotCreate(path: scratchURL.path, reason: "the temporary file could not be created")
        }
        return scratchURL
    }

    /// Removes the recording's own folder in the temporary folder (`file`'s, by default this recording's).
    func removeScratch(at file: URL? = nil) {
        let own = (file ?? scratchURL).deletingLastPathComponent()
        guard own.lastPathComponent.hasPrefix("DeepCutRecording-") else { return }
        try? FileManager.default.removeItem(at: own)
    }

    /// The traces this run's recordings were placed at: a second recording of one path
    /// in the same run is kept in the temporary folder, never written over the first.
    @MainActor private static var placed: Set<String> = []

    /// Finishes the recording, puts it in its place and says so: the test
    /// fails with where the trace is and how to bring it into the repository,
    /// and the trace is attached to the test's result.
    @MainActor
    func finish(_ recorder: RecordingMusicLibraryService, mode: TraceRecordMode) -> TraceTestResult {
        do {
            try recorder.finish()
        } catch {
            removeScratch()
            return TraceTestResult(
                failures: ["\(path): recording in mode \(mode) failed: \(error); nothing was written to \(beside.path)"],
                attachments: [])
        }
        let bytes = (try? Data(contentsOf: scratchURL)) ?? Data()
        let counts = "\(plural(recorder.recordedCallCount, "call")), \(plural(recorder.recordedStepCount, "step")) and "
            + "\(plural(recorder.recordedDiagnosticCount, "diagnostic"))"
        let head = "\(path): recorded in mode \(mode) from the live service (\(counts)), so this run checked nothing"
        let again = "Run the test again without DEEPCUT_RECORD_MODE (mode never) to replay it."
        var message: String
        let key = beside.standardizedFileURL.resolvingSymlinksInPath().path
        if Self.placed.contains(key) {
            message = "\(head): another test of this run recorded \(beside.path) already, so this recording was not "
                + "written over it and stays at \(scratchURL.path). Give each test a trace of its own, or record "
                + "them one at a time. \(again)"
            return TraceTestResult(
                failures: [message], attachments: [TraceTestAttachment(name: beside.lastPathComponent, bytes: Array(bytes))])
        }
        switch place() {
        case .success:
            Self.placed.insert(key)
            removeScratch()
            message = "\(head): written to \(beside.path). Review it, then commit it "
                + "(git add \(beside.path)). \(again)"
        case .failure(let reason):
            message = "\(head): written to \(scratchURL.path), because \(beside.deletingLastPathComponent().path) "
                + "cannot be written here (\(reason)). Copy it into the repository as \(beside.path) "
                + "(from the test's attachments, or from the device's temporary folder), then commit it. \(again)"
        }
        if recorder.recordedCallCount == 0 {
            message += " The test asked the live service nothing: is the service handed to the code under test?"
        }
        return TraceTestResult(
            failures: [message], attachments: [TraceTestAttachment(name: beside.lastPathComponent, bytes: Array(bytes))])
    }

    /// Writes the finished recording to `beside` by the output rule (`TraceFileTarget`:
    /// a link followed, a file written in place with its mode and links kept, a FIFO or a
    /// file that may not be written refused), making its folders.
    private func place() -> Result<Void, PlacementFailure> {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: beside.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try Data(contentsOf: scratchURL)
            try TraceFileTarget.write(data, to: beside)
            return .success(())
        } catch let error as TraceWriteError {
            return .failure(PlacementFailure(reason: error.reason))
        } catch {
            return .failure(PlacementFailure(reason: error.localizedDescription))
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}

/// Why a recording stayed in the temporary folder.
struct PlacementFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
