import DeepCutGenerator
import DeepCutKit
import DeepCutTrace
import Foundation

/// The `deepcut-replay` tool as a function from arguments to output and an
/// exit status, so that tests call it directly; `main.swift` only prints.
@MainActor
package enum DeepCutReplayTool {
    /// Runs a command line (the arguments after the program name).
    /// - Returns: what to print on each stream and the exit status.
    package static func run(_ arguments: [String], environment: ToolEnvironment = ToolEnvironment()) async -> ToolResult {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            return ToolResult(standardError: "\(error)\n\(HelpText.hint(for: error.topic))\n", status: .usage)
        }
        switch command {
        case .help(let topic): return ToolResult(standardOutput: HelpText.text(for: topic) + "\n", status: .success)
        case .version: return ToolResult(standardOutput: HelpText.version + "\n", status: .success)
        case .replay(let options): return await replay(options, environment: environment)
        case .verify(let options): return await VerifyCommand.run(options, environment: environment)
        case .inspect(let options): return options.timeline ? await TimelineCommand.run(options) : InspectCommand.run(options)
        case .generate(let options): return GenerateCommand.run(options)
        case .subcommand(let subcommand): return await subcommand.run(environment: environment)
        }
    }

    /// Reads a trace; a file that cannot be read is exit status 66, one that is
    /// not a valid trace 65, and the message names the file, line, column and path.
    static func read(_ path: String) -> Result<Trace, ReadFailure> {
        do {
            return .success(try TraceReader.read(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let status: ExitStatus = if case .unreadable = error { .unreadable } else { .invalidTrace }
            return .failure(ReadFailure(message: error.description, status: status))
        }
    }

    /// Why a file could not be written, for a person: a folder in the way, a
    /// missing folder, or the system's own words.
    nonisolated static func writeFailure(_ path: String, _ error: any Error) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder"
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder) { return "the folder \(folder) does not exist" }
        return error.localizedDescription
    }

    /// A trace that could not be read: the message and the exit status.
    struct ReadFailure: Error {
        var message: String
        var status: ExitStatus
        var result: ToolResult { ToolResult(standardError: "deepcut-replay: \(message)\n", status: status) }
    }

    private static func replay(_ options: ReplayOptions, environment: ToolEnvironment) async -> ToolResult {
        let trace: Trace
        switch read(options.tracePath) {
        case .success(let read): trace = read
        case .failure(let failure): return failure.result
        }
        var verifierOptions = Verifier.Options(
            policy: options.policy, batchSize: options.batchSize, verbose: options.verbosity == .verbose)
        verifierOptions.order = options.orders.order?.order ?? .immediate
        // Issue 14: --chaos N replays the session in N shuffled completion orders too.
        let chaos: ChaosReport? = if let runs = options.orders.chaos {
            await CompletionChaos.run(trace, options: verifierOptions, runs: runs, seed: options.orders.seed ?? 1)
        } else {
            nil
        }
        let report = await Verifier.verify(consume trace, source: options.tracePath, options: verifierOptions)
        let passed = report.passed && (chaos?.passed ?? true)
        var output: String = switch options.format {
        case .text:
            TextReportRenderer(style: environment.style(noColorFlag: options.noColor), verbosity: options.verbosity)
                .render(report)
        case .json:
            JSONReportRenderer.render(report)
        }
        if let chaos, !(options.verbosity == .quiet && chaos.passed) { output += "\n" + chaos.text }
        if let junit = options.junitPath {
            do {
                try Data(JUnitReportRenderer.render([report]).utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                // A failed verification keeps its status; a passing one cannot pass without its report.
                return ToolResult(standardOutput: output,
                                  standardError: "deepcut-replay: cannot write the JUnit report to \(junit): "
                                      + Self.writeFailure(junit, error) + "\n",
                                  status: passed ? .usage : .failure)
            }
        }
        return ToolResult(standardOutput: output, status: passed ? .success : .failure)
    }
}
