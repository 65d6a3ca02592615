import DeepCutAnalysis
import DeepCutCommandLine
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

/// `deepcut-replay import-diagnostics TRACE --log LOG -o OUT`: the trace's
/// `diagnostics` rebuilt from the lines a diagnostic build printed to the
/// console (Docs/ConsoleDiagnostics.md).
package struct ImportDiagnosticsCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("import-diagnostics"),
        summary: "Write a trace's diagnostics from the lines a diagnostic build printed to the console.",
        overview: """
        OVERVIEW: Write a trace's diagnostics from the lines a diagnostic build printed to the console.

        Reads LOG, a copy of the console (Xcode's console, `xcrun devicectl device process launch --console`,
        a Console.app export or `log show` output, timestamps and process names included), and keeps its
        diagnostic lines: `'A.N.I.M.A.L.' total=25 owned=4 cuts=21` for an artist, `library artists=1610`
        for the library's size (Docs/ConsoleDiagnostics.md). Every printed name is matched to the trace's
        library artists by the engine's name rules; of an artist printed several times, the last line is
        kept. Writes TRACE with those diagnostics to OUT, through a temporary file and a rename (OUT may be
        TRACE). Names that match no library artist, or several, or an artist the trace never checks, are
        listed, and nothing is written unless --partial is given.
        """,
        sections: [HelpSection("ARGUMENTS", [("TRACE", "The trace the diagnostics belong to.")])],
        exitStatus: """
          0   written
          1   not written: lines that could not be placed (without --partial), no diagnostic line in LOG,
              or diagnostics already in TRACE (without --replace)
          64  bad usage
          65  TRACE is not a valid trace, LOG is not UTF-8 text, or a line's number is larger than any
              count (file and line given)
          66  TRACE or LOG cannot be read
          73  OUT cannot be written
        """)

    /// The most unplaced lines listed; the rest are counted (Docs/ConsoleDiagnostics.md "import-diagnostics").
    package static let problemLimit = 20

    /// The log's size limit without `--max-log-size`.
    package static let defaultMaximumLogSize = 256 << 20

    /// The trace.
    @Operands("TRACE")
    package var tracePath: String
    /// The console log.
    @Option("--log", .text("LOG"), help: "The console log to read.", requiredBecause: "a file holding the console's lines")
    package var logPath: String = ""
    /// Where to write.
    @Option(.output(
        help: "Where to write the trace (`-`: standard output; OUT may be TRACE).",
        requiredBecause: "where to write the trace; it may be TRACE"))
    package var outputPath: String
    /// Write what could be placed even when some lines could not.
    @Option("--partial", help: "Write the lines that could be placed, leaving the others out.")
    package var partial: Bool
    /// Replace diagnostics the trace has.
    @Option("--replace", help: "Replace the diagnostics the trace already has.")
    package var replace: Bool
    /// The most bytes to read of the trace; nil: `TraceReader.defaultMaximumSize`.
    @Option(.maxSizeOfTheTrace)
    package var maximumTraceSize: Int?
    /// The most bytes to read of the log.
    @Option("--max-log-size", .size, help: "Read at most SIZE bytes of the log (default: 256M).")
    package var maximumLogSize = ImportDiagnosticsCommand.defaultMaximumLogSize

    /// The defaults, or the arguments being read.
    package init() {}

    package func validate() throws(UsageError) {
        guard !logPath.isStandardStream else {
            throw Self.usageError("import-diagnostics reads --log from a file, not from standard input: save the console's "
                + "lines to a file and name it")
        }
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        // OUT may be TRACE (the trace gains its diagnostics in place), never the log. Its lock is held from before
        // the read to after the rename: another import-diagnostics or bless of the trace waits its turn.
        let what = outputPath == tracePath ? "the trace" : "the trace with its diagnostics"
        let lock: WriterLock?
        switch WriterLock.take(outputPath, what: what) {
        case .success(let taken): lock = taken
        case .failure(let failure): return failure.result
        }
        defer { withExtendedLifetime(lock) {} }
        var trace: Trace
        switch DeepCutReplayTool.read(tracePath, writing: outputPath, over: [logPath], what: "the trace with its diagnostics",
                                      maximumSize: maximumTraceSize, environment: environment) {
        case .success(let read): trace = read
        case .failure(let failure): return failure.result
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try TraceFileInput.bytes(path: logPath, name: logPath, maximumSize: maximumLogSize, regularFilesOnly: false))
        } catch {
            let hint = if case .tooLarge = error { " (--max-log-size raises it)" } else { "" }
            return Self.refusal("\(logPath): \(error.message)\(hint)", .unreadable)
        }
        let log: ConsoleLog
        do {
            log = try ConsoleLog(bytes: bytes)
        } catch {
            return Self.refusal(error.message(path: logPath), .invalidTrace)
        }
        if let existing = trace.diagnostics, !replace {
            let artists = existing.artists.map { plural($0.count, "artist") } ?? "no artists"
            return Self.refusal("\(tracePath): nothing written: the trace already has diagnostics (\(artists)); "
                + "give --replace to replace them", .failure)
        }
        guard !log.lines.isEmpty else {
            return Self.refusal("\(logPath): nothing written: none of its \(plural(log.lineCount, "line")) is a "
                + "diagnostic line ('NAME' total=N owned=N cuts=N, library artists=N; Docs/ConsoleDiagnostics.md)", .failure)
        }
        let outcome = DiagnosticsImporter.place(log, on: trace)
        var lines = outcome.problems.prefix(Self.problemLimit).map { "  " + $0.description }
        if outcome.problems.count > Self.problemLimit {
            let more = outcome.problems.count - Self.problemLimit
            lines.append("  … and \(grouped(more)) more line\(more == 1 ? "" : "s") that could not be placed")
        }
        guard outcome.problems.isEmpty || partial else {
            lines.insert(ToolMessage.program + ": nothing written: \(plural(outcome.unplacedLines, "line")) of "
                + "\(logPath.printable) could not be placed (--partial writes the others):", at: 0)
            return ToolResult(standardError: lines.joined(separator: "\n") + "\n", status: .failure)
        }
        trace.diagnostics = outcome.diagnostics
        var summary = "Imported \(plural(outcome.diagnostics.artists?.count ?? 0, "artist"))"
        if let count = outcome.diagnostics.libraryArtistCount { summary += " and the library's artist count (\(count))" }
        summary += " from \(logPath.printable) into \(outputPath.isStandardStream ? "standard output" : outputPath.printable): "
            + "\(plural(log.lines.count, "diagnostic line")) of \(log.lineCount)"
        if outcome.supersededLines > 0 {
            summary += "; \(plural(outcome.supersededLines, "line")) superseded by a later line of the same artist"
        }
        if !outcome.problems.isEmpty { summary += "; \(plural(outcome.unplacedLines, "line")) left out:" }
        if let truncation = trace.truncation {
            lines.append("Note: the recording was cut off (\(truncation)); the trace written holds what was kept, complete.")
        }
        let report = ([summary] + lines).joined(separator: "\n") + "\n"
        return ToolResult(standardOutput: report, status: .success,
                          trace: TraceOutput(.bytes(TraceWriter.bytes(for: trace)), to: outputPath, what: what, lock: lock))
    }

    private static func refusal(_ message: String, _ status: ExitStatus) -> ToolResult {
        ToolResult(standardError: ToolMessage.line("\(message.printable)"), status: status)
    }
}
