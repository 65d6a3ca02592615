import DeepCutTraceReading
import Foundation

/// The traces of a folder, for a test with a case per trace:
///
/// ```swift
/// @Test(arguments: try TraceCorpus.files(in: "Traces"))
/// func tracePasses(_ trace: TraceFile) async throws {
///     try await expectTracePasses(trace)
/// }
/// ```
public enum TraceCorpus {
    /// Every `.json` file in `folder` and the folders inside it (hidden ones,
    /// such as `.build`, skipped; links followed, a link back to a folder that
    /// holds it skipped), sorted by path.
    /// - Parameters:
    ///   - folder: a folder relative to the test file's folder or a folder above it (`Traces`).
    ///   - filePath: the test file; leave the default.
    /// - Returns: the files, each named `folder/relative/path.json`.
    /// - Throws: `TraceTestingError`: the folder is missing, cannot be listed, or
    ///   holds no trace (an empty list would run no test case and pass silently).
    public static func files(in folder: String, filePath: String = #filePath) throws(TraceTestingError) -> [TraceFile] {
        try files(in: folder, at: TraceLocator.locate(folder, from: filePath))
    }

    /// Every `.json` file in the folder `folder` among `bundle`'s resources
    /// and the folders inside it, as `files(in:filePath:)` lists them: for a
    /// test target that copies its traces (`resources: [.copy("Traces")]`).
    /// - Parameters:
    ///   - folder: the folder's path inside the bundle's resources (`Traces`).
    ///   - bundle: the bundle; `.module` for the test target's own resources.
    /// - Returns: the files, each named `folder/relative/path.json`.
    /// - Throws: `TraceTestingError`: the folder is not in the bundle, cannot
    ///   be listed, or holds no trace.
    public static func files(in folder: String, bundle: Bundle) throws(TraceTestingError) -> [TraceFile] {
        try files(in: folder, at: TraceLocator.locate(resource: folder, in: bundle))
    }

    private static func files(in folder: String, at url: URL) throws(TraceTestingError) -> [TraceFile] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // Walked as the tool walks a folder (FolderWalk): links followed, hidden folders and cycles skipped.
        let walk = FolderWalk(folder: url.path, fileExtension: "json")
        if let failure = walk.unreadable.first(where: { $0.path.isEmpty }) {
            throw .unreadableFolder(path: folder, reason: failure.reason)
        }
        let files = walk.files.map { TraceFile(path: base + "/" + $0, url: url.appendingPathComponent($0)) }
        guard !files.isEmpty else { throw .emptyFolder(path: folder) }
        return files
    }
}
