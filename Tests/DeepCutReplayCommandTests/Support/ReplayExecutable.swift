import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run of the real `deepcut-replay` printed and how it exited.
struct ProcessOutput: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// The `deepcut-replay` binary that `swift test` built beside the test bundle,
/// run with Foundation's `Process`.
enum ReplayExecutable {
    /// The binary, or nil when it cannot be found (a test then fails with a `#require`).
    static let url: URL? = locate()

    /// Looks next to the test bundle and the running executable (and up to four folders
    /// above them), then in the package's `.build/debug` and `.build/release`;
    /// `DEEPCUT_REPLAY` in the environment overrides them all.
    static func locate() -> URL? {
        let manager = FileManager.default
        func executable(_ url: URL) -> URL? {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  manager.isExecutableFile(atPath: url.path) else { return nil }
            return url
        }
        if let override = ProcessInfo.processInfo.environment["DEEPCUT_REPLAY"], !override.isEmpty {
            return executable(URL(fileURLWithPath: override))
        }
        var starts: [URL] = []
        if let main = Bundle.main.executableURL { starts.append(main) }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first).standardizedFileURL) }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<5 {
                if let found = executable(folder.appendingPathComponent("deepcut-replay")) { return found }
                folder = folder.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            if let found = executable(packageRoot.appendingPathComponent(".build/\(configuration)/deepcut-replay")) {
                return found
            }
        }
        return nil
    }

    /// Runs `body` with `changes` giving the child process a temporary folder of its own
    /// as its `TMPDIR`: a folder made under this test process's temporary folder and
    /// removed afterwards with whatever the child left in it (SwiftPM's
    /// `TemporaryDirectory.*` and lock files, the browser's singleton socket, a
    /// campaign's results), even when `body` throws, so that a test run leaves nothing
    /// in the temporary folder. Its name is short: the browser puts a Unix socket in
    /// `TMPDIR/org.chromium.Chromium.XXXXXX/`, and a socket's path has at most 107 bytes.
    /// A test that names the child's `TMPDIR` itself (a missing one, on purpose) keeps it.
    static func withOwnTemporaryFolder<T>(
        _ changes: [String: String?], isolation: isolated (any Actor)? = #isolation,
        _ body: ([String: String?]) async throws -> T
    ) async throws -> T {
        if changes.keys.contains("TMPDIR") { return try await body(changes) }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("deepcut-tmp-" + UUID().uuidString.prefix(8), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(changes.merging(["TMPDIR": folder.path]) { _, own in own })
    }

    /// The environment a run gets: this process's, without `NO_COLOR`, with `changes` applied.
    static func environment(_ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        for (key, value) in changes { environment[key] = value }
        return environment
    }

    /// Runs the binary (or `program`) with `arguments` in `directory`, standard
    /// output and error captured through files (so that no pipe can fill up),
    /// standard input read from `standardInput` (nothing when nil), and a `TMPDIR`
    /// of its own (`withOwnTemporaryFolder`).
    static func run(
        _ arguments: [String], in directory: URL, environment changes: [String: String?] = [:], program: URL? = nil,
        standardInput: URL? = nil
    ) async throws -> ProcessOutput {
        try await withOwnTemporaryFolder(changes) { changes in
            try await runProcess(arguments, in: directory, environment: changes, program: program, standardInput: standardInput)
        }
    }

    /// `run(_:in:environment:program:standardInput:)` once the child's `TMPDIR` is in `changes`.
    private static func runProcess(
        _ arguments: [String], in directory: URL, environment changes: [String: String?], program: URL?,
        standardInput: URL?
    ) async throws -> ProcessOutput {
        let binary = try #require(program ?? url, "deepcut-replay was not found beside the test bundle; run `swift build` first")
        let outputURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try #require(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: errorURL.path, contents: nil))
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(changes)
        process.standardInput = try standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let status = try await launch(process)
        try output.close()
        try error.close()
        return ProcessOutput(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Starts the process and waits for it to exit, without blocking a thread.
    static func launch(_ process: Process) async throws -> Int32 {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Runs the binary with its standard output on a pseudo-terminal, as in a
    /// person's shell, and returns what it printed there (with the terminal's
    /// `\r\n` line ends) and its exit status; with `errorToo`, standard error goes to the terminal as well.
    /// The binary gets a `TMPDIR` of its own (`withOwnTemporaryFolder`).
    static func runOnTerminal(
        _ arguments: [String], in directory: URL, environment changes: [String: String?] = [:], errorToo: Bool = false
    ) async throws -> (status: Int32, output: String) {
        try await withOwnTemporaryFolder(changes) { changes in
            try await runProcessOnTerminal(arguments, in: directory, environment: changes, errorToo: errorToo)
        }
    }

    /// `runOnTerminal(_:in:environment:errorToo:)` once the child's `TMPDIR` is in `changes`.
    private static func runProcessOnTerminal(
        _ arguments: [String], in directory: URL, environment changes: [String: String?], errorToo: Bool
    ) async throws -> (status: Int32, output: String) {
        let binary = try #require(url, "deepcut-replay was not found beside the test bundle")
        var master: Int32 = -1
        var secondary: Int32 = -1
        try #require(openpty(&master, &secondary, nil, nil, nil) == 0, "no pseudo-terminal available")
        // Neither end leaks into programs other tests start meanwhile; the child gets the terminal by dup2.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
        let controller = master
        defer { close(controller) }
        let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(changes.merging(["TERM": "xterm-256color"]) { old, _ in old })
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = terminal
        process.standardError = errorToo ? terminal : FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            close(secondary)
            throw error
        }
        // The program holds the terminal now; once it exits, reading hits the hang-up and stops.
        close(secondary)
        // Read on a thread of its own, never on one of the few threads Swift concurrency shares.
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<(Int32, Data), Never>) in
            DispatchQueue.global().async {
                var data = Data()
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                    if count <= 0 { break }
                    data.append(contentsOf: buffer[0..<count])
                }
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, data))
            }
        }
        return (result.0, String(decoding: result.1, as: UTF8.self))
    }
    #endif
}

