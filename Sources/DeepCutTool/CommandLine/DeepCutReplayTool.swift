import DeepCutAnalysis
import DeepCutGenerator
import DeepCutKit
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading
import Foundation

/// The `deepcut-replay` tool as a function from arguments to output and an
/// exit status, so that tests call it directly; `main.swift` only prints.
@MainActor
package enum DeepCutReplayTool {
    /// Runs a command line (the arguments after the program name).
    /// - Returns: what to print on each stream and the exit status.
    package static func run(_ arguments: [String], environment: ToolEnvironment = ToolEnvironment()) async -> ToolResult {
        var output = ""
        var result = await run(arguments, environment: environment, writingTo: &output)
        result.standardOutput = output
        return result
    }

    /// Runs a command line, writing what goes to standard output to `output`
    /// as it is made: a report is written a step at a time, never held whole.
    /// - Returns: what to print on standard error and the exit status; its
    ///   `standardOutput` is empty, everything having gone to `output`.
    package static func run(
        _ arguments: [String], environment: ToolEnvironment = ToolEnvironment(),
        writingTo output: inout some TextOutputStream
    ) async -> ToolResult {
        var result = await runCommand(arguments, environment: environment, writingTo: &output)
        output.write(result.standardOutput)
        result.standardOutput = ""
        return result
    }

    /// Runs a command line, then writes what its result asks for: the trace to `-o`
    /// (or `output`), the report to `output` a piece at a time, the folder's new files,
    /// then the report's files; the result's other text stays in its `standardOutput`.
    private static func runCommand(
        _ arguments: [String], environment: ToolEnvironment, writingTo output: inout some TextOutputStream
    ) async -> ToolResult {
        let command: any ToolCommand
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            return ToolResult(standardError: error.report, status: .usage)
        }
        var result = await command.run(environment: environment)
        result.writeTrace(standardOutput: &output)
        result.printReport(to: &output)
        await result.writeFolder()
        result.writeReportFiles()
        return result
    }

    /// Reads a trace (`-`: standard input, shown as `<stdin>`); a file that
    /// cannot be read (or is larger than `maximumSize`, default
    /// `TraceReader.defaultMaximumSize`) is exit status 66, one that is not a
    /// valid trace 65, and the message names the file, line, column and path.
    /// With `regularFilesOnly`, FIFOs and devices are refused unread (verify's folders).
    static func read(
        _ path: String, maximumSize: Int?, regularFilesOnly: Bool = false, environment: ToolEnvironment
    ) -> Result<Trace, ReadFailure> {
        let limit = maximumSize ?? TraceReader.defaultMaximumSize
        do {
            if path.isStandardStream {
                guard let trace = try environment.standardInput.readTrace(maximumSize: limit) else {
                    return .failure(ReadFailure(message: "cannot read standard input", status: .unreadable))
                }
                return .success(trace)
            }
            let bytes = try TraceFileInput.bytes(path: path, name: path, maximumSize: limit, regularFilesOnly: regularFilesOnly)
            return .success(try TraceReader.read(data: bytes, sourceName: path))
        } catch {
            var message = error.description
            if case .tooLarge = error { message += " (--max-trace-size raises it)" }
            if case .unreadable = error { message += Self.hint(forUnreadable: path) }
            return .failure(ReadFailure(message: message, status: error.isAboutTheFile ? .unreadable : .invalidTrace))
        }
    }

    /// What to do about a trace path that names a folder or nothing: run `verify` on a folder,
    /// or the name of the trace beside it that was probably meant (`; did you mean …?`).
    static func hint(forUnreadable path: String) -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue
                ? "; to replay every trace in a folder, run: deepcut-replay verify \(path.printable)" : ""
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        // A folder of more names than any trace folder holds is not searched: the hint stays cheap.
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path), names.count <= 10_000 else { return "" }
        let traces = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        let given = url.lastPathComponent
        let stem = given.hasSuffix(".json") ? String(given.dropLast(5)) : given
        let near = Suggestion.closest(to: given, among: traces)
            ?? (stem.count >= 3 ? traces.filter { $0.hasPrefix(stem) }.onlyElement : nil)
        guard let near else { return "" }
        let shown = path.hasSuffix(given) ? String(path.dropLast(given.utf8.count)) + near : near
        return "; did you mean \(shown.printable)?"
    }

    /// A trace that could not be read: the message and the exit status.
    /// Reads the trace at `path` for a command that writes `output`: first refuses
    /// (64), before anything is read, an output that is the same file as one of `inputs`
    /// (Output/OutputFile.swift), then reads as `read(_:maximumSize:)` does.
    /// - Parameter what: what is written there, for the refusal: "the redacted trace".
    static func read(
        _ path: String, writing output: String, over inputs: [String], what: String, maximumSize: Int?,
        environment: ToolEnvironment
    ) -> Result<Trace, ReadFailure> {
        if let refusal = OutputFile.refusal(
            outputs: [(output, what)], inputs: inputs, standardInput: environment.standardInput, reportOnStandardOutput: false) {
            return .failure(ReadFailure(message: refusal.description, status: refusal.status))
        }
        return read(path, maximumSize: maximumSize, environment: environment)
    }

    struct ReadFailure: Error {
        var message: String
        var status: ExitStatus
        var result: ToolResult { ToolResult(standardError: ToolMessage.line("\(message.printable)"), status: status) }
    }
}

extension Array {
    /// The array's one element, or nil when it has none or several.
    fileprivate var onlyElement: Element? { count == 1 ? first : nil }
}
