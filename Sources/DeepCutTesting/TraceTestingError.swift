import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// Why DeepCutTesting could not give a test its trace.
public enum TraceTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file or folder at `path` relative to the test file's folder or any folder above it.
    case notFound(path: String, from: String)
    /// No resource at `path` in the bundle at `bundle` (the test target does
    /// not copy it: `resources: [.copy("Traces")]`).
    case notInBundle(path: String, bundle: String)
    /// The folder holds no `.json` trace: a corpus test with no case would pass silently.
    case emptyFolder(path: String)
    /// The folder's listing could not be read.
    case unreadableFolder(path: String, reason: String)
    /// The file is not a valid trace, or cannot be read; the reader's message
    /// (`Traces/x.json:41:17: calls[3].result.albums[0].title: expected a string, found a number (12)`).
    case unreadableTrace(TraceReadError)
    /// `DEEPCUT_RECORD_MODE` (or its `TEST_RUNNER_` form) names no record mode.
    case invalidRecordMode(value: String, variable: String)
    /// The test must record the trace at `path` (it is missing in mode
    /// `missing`, or the mode is `all`) but gives no live service to record from.
    case noLiveService(path: String, mode: TraceRecordMode)

    /// The message for a person.
    public var description: String {
        switch self {
        case .notFound(let path, let from):
            "no file or folder \(path) in \(from) or any folder above it"
        case .notInBundle(let path, let bundle):
            "no resource \(path) in the bundle \(bundle); a test target copies it with resources: "
                + "[.copy(\"\(path.split(separator: "/").first.map(String.init) ?? path)\")] in Package.swift, "
                + "or with the file added to the test target in Xcode"
        case .emptyFolder(let path):
            "\(path) holds no .json trace, so a test over its traces would run no case"
        case .unreadableFolder(let path, let reason):
            "cannot list \(path): \(reason)"
        case .unreadableTrace(let error):
            error.description
        case .invalidRecordMode(let value, let variable):
            "\(variable)=\(value) names no record mode; it takes never, missing or all"
        case .noLiveService(let path, let mode):
            "record mode \(mode) must record \(path), but the test gives no live service to record from "
                + "(live: LiveService { … }); run it in mode never to replay an existing trace"
        }
    }
}

extension TraceTestingError: LocalizedError {
    /// The same message as `description`.
    public var errorDescription: String? { description }
}
