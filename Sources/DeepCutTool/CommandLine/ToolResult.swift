import DeepCutAnalysis
import DeepCutProcess
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What running the tool produced: the text for each stream and the exit status.
package struct ToolResult: Hashable, Sendable {
    /// Text for standard output.
    package var standardOutput: String
    /// Text for standard error.
    package var standardError: String
    /// The exit status.
    package var status: ExitStatus

    /// Creates a result.
    package init(standardOutput: String = "", standardError: String = "", status: ExitStatus) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.status = status
    }
}

/// What the tool needs to know about where it runs, to decide on colour, and
/// how it reads files.
package struct ToolEnvironment: Sendable {
    /// Standard output is a terminal.
    package var outputIsTerminal: Bool
    /// Standard error is a terminal: a long command may show its progress there (`ProgressLine`).
    package var errorIsTerminal = false
    /// `NO_COLOR` is set to a non-empty value.
    package var noColorRequested: Bool
    /// Where a trace given as `-` is read from.
    package var standardInput: StandardInput
    /// The tool's own executable, which `faults --jobs` starts its processes from; nil in process
    /// (tests), where a campaign runs in one process.
    package var executablePath: String?
    /// How trace files, standard input (`/dev/stdin`) and console logs are
    /// read: in process, `TraceReader.bytes(ofFileAt:name:maximumSize:regularFilesOnly:)`;
    /// the `deepcut-replay` executable gives its own, which gives up on a
    /// FIFO that no program opens for writing.
    package var readFile: TraceFileReading = { path, name, maximumSize, regularFilesOnly throws(TraceReadError) in
        try TraceReader.bytes(ofFileAt: path, name: name, maximumSize: maximumSize, regularFilesOnly: regularFilesOnly)
    }
    /// Standard output is the process's own (descriptor 1), not a string a test collects: an
    /// output path naming the same file (`--html /dev/stdout`) would mix into the report.
    package var standardOutputIsProcess = false

    /// Creates an environment.
    package init(outputIsTerminal: Bool = false, noColorRequested: Bool = false, standardInput: StandardInput = .none) {
        self.outputIsTerminal = outputIsTerminal
        self.noColorRequested = noColorRequested
        self.standardInput = standardInput
    }

    /// The style to print with: colour only on a terminal, without NO_COLOR, without `--no-color`.
    func style(noColorFlag: Bool) -> TextStyle {
        TextStyle(color: outputIsTerminal && !noColorRequested && !noColorFlag)
    }
}

extension FaultsStop {
    /// What the tool prints.
    var result: ToolResult { ToolResult(standardError: ToolMessage.line("\(message)"), status: status) }
}
