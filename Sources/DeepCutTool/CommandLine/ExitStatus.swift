import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// The exit statuses of the tool (Docs/CommandLine.md "Exit status"; the values of BSD's sysexits.h).
package enum ExitStatus: Int32, Hashable, Sendable {
    /// Every expectation held.
    case success = 0
    /// An expectation failed or the replay diverged.
    case failure = 1
    /// Bad usage.
    case usage = 64
    /// The trace is not valid.
    case invalidTrace = 65
    /// The input cannot be read.
    case unreadable = 66
    /// A process of the tool's own that `faults --jobs` started could not be
    /// started, or ended without its result (a signal, a status of its own, a
    /// result it could not write): 70, sysexits' EX_SOFTWARE, since the campaign
    /// could not be run, which says nothing of the invariants (Docs/FaultCampaigns.md "Shards and jobs").
    case workerFailed = 70
    /// An output file cannot be created or written.
    case cannotCreate = 73
    /// Interrupted by SIGINT, after writing what was found (`shrink`): 128 + 2, as a shell reports it.
    case interrupted = 130
}

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

/// How the tool gets a file's bytes: the path, the name messages give it, the
/// most bytes accepted and whether to refuse anything but a regular file.
package typealias TraceFileReading =
    @Sendable (_ path: String, _ name: String, _ maximumSize: Int, _ regularFilesOnly: Bool) throws(TraceReadError) -> Data

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
