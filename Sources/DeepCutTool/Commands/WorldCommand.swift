import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import DeepCutWorld
import Foundation

/// `deepcut-replay world TRACE... -o WORLD.json`: the phone's library as the traces
/// saw it, for the simulator, previews and UI tests (Docs/WorldFormat.md,
/// Guides/Simulator.md); `deepcut-replay world --summary WORLD.json`: what a world holds.
package struct WorldCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("world"),
        summary: "Write the world of traces for the simulator, previews and UI tests, or summarize one.",
        overview: """
        OVERVIEW: Write a world file: the library, catalog answers, tracklists and errors the traces
        recorded, which WorldMusicService (DeepCutWorld) answers in any order in the simulator,
        SwiftUI previews and UI tests (Guides/Simulator.md).

        The traces merge in the order given: a later trace wins each request it recorded, and the
        answers it replaced are kept in the world's conflicts. The same traces give the same bytes
        (Docs/WorldFormat.md). With --summary, print what a world file holds instead: the library,
        the artists checked, the albums opened, the errors, and what no recording asked.
        """,
        otherUsages: ["deepcut-replay world --summary WORLD"],
        sections: [HelpSection("ARGUMENTS", [
            ("TRACE", "A trace to take answers from (`-`: standard input); later ones win."),
            ("WORLD", "With --summary: a world file this command wrote."),
        ])],
        exitStatus: """
          0   written, or summarized
          64  bad usage
          65  a TRACE is not a valid trace, or WORLD not a valid world (file, line, column and JSON path given)
          66  a TRACE or WORLD cannot be read
          73  OUT cannot be written
        """)

    /// The traces, in merge order; with `--summary`, the one world file.
    @Operands("TRACE")
    package var paths: [String]
    /// Where to write the world.
    /// Required but for `--summary`, which writes nothing: `validate()` says which.
    @Option("--output", short: "-o", .file, help: """
        Where to write the world (`-`: standard output). A file is written to a
        temporary file beside it, then renamed (Docs/OutputFiles.md); it may not
        be a TRACE.
        """, required: true)
    package var outputPath: String?
    /// `--summary`: `paths` is one world file to describe.
    @Option("--summary", help: "Print what the world file WORLD holds.", label: "--summary WORLD", usage: "")
    package var summary: Bool
    /// The most bytes to read of a trace or world (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxTraceSize(of: "each trace or world"))
    package var maximumSize: Int?

    /// The defaults, or the arguments being read.
    package init() {}

    package func validate() throws(UsageError) {
        if summary {
            guard outputPath == nil else { throw Self.usageError("--summary prints what WORLD holds and writes nothing: leave out -o") }
            guard paths.count == 1 else {
                throw Self.usageError("--summary takes one world file (got \(paths.count))")
            }
        } else if outputPath == nil {
            throw Self.usageError("world needs -o OUT (where to write the world; `-` for standard output)")
        }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        summary ? summarize(paths[0], environment: environment) : write(environment: environment)
    }

    /// Reads every trace, merges them, writes the world and says what it holds.
    @MainActor
    private func write(environment: ToolEnvironment) -> ToolResult {
        let output = outputPath ?? .standardStream
        var world = MusicWorld()
        for path in paths {
            switch DeepCutReplayTool.read(path, writing: output, over: paths, what: "the world", maximumSize: maximumSize,
                                          environment: environment) {
            case .failure(let failure): return failure.result
            case .success(let trace): world.merge(trace, name: CorpusFile.shown(path))
            }
        }
        let bytes = WorldFile.bytes(for: world)
        let note = "wrote \(output.printable): \(plural(world.answers.count, "request")) from "
            + "\(plural(paths.count, "trace")), \(plural(bytes.count, "byte"))\n" + world.summary.description
        return ToolResult(standardOutput: note, status: .success, trace: TraceOutput(.bytes(bytes), to: output, what: "the world"))
    }

    /// Reads a world file and prints what it holds.
    private func summarize(_ path: String, environment: ToolEnvironment) -> ToolResult {
        let name = CorpusFile.shown(path)
        let limit = maximumSize ?? TraceReader.defaultMaximumSize
        let data: Data
        do {
            if path.isStandardStream {
                guard let read = try environment.standardInput.bytes(maximumSize: limit) else {
                    return ToolResult(standardError: ToolMessage.line("cannot read standard input"), status: .unreadable)
                }
                data = read
            } else {
                data = try TraceFileInput.bytes(path: path, name: name, maximumSize: limit, regularFilesOnly: false)
            }
        } catch {
            var message = error.description
            if case .tooLarge = error { message += " (--max-trace-size raises it)" }
            return ToolResult(standardError: ToolMessage.line(message.printable), status: .unreadable)
        }
        let world: MusicWorld
        do {
            world = try WorldFile.read(data: data)
        } catch {
            return ToolResult(standardError: ToolMessage.line(Self.refusal(error, name: name, bytes: [UInt8](data)).printable),
                              status: .invalidTrace)
        }
        var text = "\(name): \(WorldFile.formatName) version \(WorldFile.supportedVersion), "
            + "\(plural(world.sources.count, "source")), \(plural(world.answers.count, "request"))\n"
        for source in world.sources {
            text += "  \(source.name): \(source.title) (\(source.origin.rawValue), \(plural(source.calls, "call")))\n"
        }
        text += world.summary.description
        for conflict in world.conflicts {
            text += "  conflict: \(conflict.request) kept from \(world.sources[conflict.kept].name), replaced "
                + conflict.replaced.map { "\($0.outcome.summary) (\(world.sources[$0.source].name))" }.joined(separator: ", ") + "\n"
        }
        return ToolResult(standardOutput: text, status: .success)
    }

    /// `WORLD.json:12:7: calls[3].method: …`: the file, where the value at fault stands, and what is wrong.
    static func refusal(_ error: WorldFileError, name: String, bytes: [UInt8]) -> String {
        let place: TraceSourceLocation?
        if case .notJSON = error {
            place = JSONPlace.whereJSONStops(in: bytes)
        } else {
            place = JSONPlace.of(error.path.map { step in
                switch step {
                case .key(let key): .key(key)
                case .index(let index): .index(index)
                }
            }, in: bytes)
        }
        return name + (place.map { ":\($0)" } ?? "") + ": " + error.description
    }
}
