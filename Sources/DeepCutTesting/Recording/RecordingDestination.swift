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
        scratchURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("DeepCutRecordings", isDirectory: true)
            .appendingPathComponent(UUID().uuidString, isDirectory: true)
            .appendingPathComponent(beside.lastPathComponent)
    }

    /// The temporary file, its folder made.
    /// - Throws: `TraceWriteError.cannotCreate` when the temporary folder cannot be written.
    func scratch() throws(TraceWriteError) -> URL {
        do {
            try FileManager.default.createDirectory(
                at: scratchURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path: scratchURL.path, reason: error.localizedDescription)
        }
        return scratchURL
    }

    /// Finishes the recording, puts it in its place and says so: the test
    /// fails with where the trace is and how to bring it into the repository,
    /// and the trace is attached to the test's result.
    @MainActor
    func finish(_ recorder: RecordingMusicLibraryService, mode: TraceRecordMode) -> TraceTestResult {
        do {
            try recorder.finish()
        } catch {
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
        switch place() {
        case .success:
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

    /// Copies the finished recording over `beside`, making its folders.
    private func place() -> Result<Void, PlacementFailure> {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: beside.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try Data(contentsOf: scratchURL)
            try data.write(to: beside, options: .atomic)
            return .success(())
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
