import DeepCutAnalysis
import DeepCutProcess
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What running a command produced: the text for each stream, the trace and
/// the report files to write (`-o`, `--junit`, `--html`) and the exit status.
/// The command only returns it; `DeepCutReplayTool.run` writes the files and
/// prints the rest.
package struct ToolResult: Hashable, Sendable {
    /// Text for standard output; with a `trace`, its summary, which goes to standard
    /// error instead when the trace goes to standard output.
    package var standardOutput: String
    /// Text for standard error.
    package var standardError: String
    /// The exit status.
    package var status: ExitStatus
    /// The report files to write once the command is done, in order.
    package var reports: [ReportFile] = []
    /// The trace to write once the command is done (`-o OUT`).
    package var trace: TraceOutput?

    /// Creates a result.
    package init(
        standardOutput: String = "", standardError: String = "", status: ExitStatus, reports: [ReportFile] = [],
        trace: TraceOutput? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.status = status
        self.reports = reports
        self.trace = trace
    }

    /// Writes the trace (`-`: to `output`); its summary stays on standard output, or moves to
    /// standard error when the trace went to standard output. A trace that cannot be written
    /// replaces the summary with the failure and its status (Docs/OutputFiles.md).
    package mutating func writeTrace(standardOutput output: inout some TextOutputStream) {
        guard let trace else { return }
        self.trace = nil
        switch trace.write(summary: standardOutput, standardOutput: &output) {
        case .failure(let failure):
            self = failure.result
        case .success(let summary) where trace.isStandardOutput:
            standardOutput = ""
            standardError += summary
        case .success(let summary):
            standardOutput = summary
        }
    }

    /// Writes the reports, each through `OutputFile` (Docs/OutputFiles.md): one that cannot be
    /// written is said on standard error and makes a run that passed exit 73; a run that did
    /// not pass keeps its status (Docs/HTMLReport.md).
    package mutating func writeReports() {
        for report in reports {
            guard let problem = OutputFile.write(report.text, to: report.path, what: report.what) else { continue }
            standardError += ToolMessage.line("\(problem)")
            if status == .success { status = .cannotCreate }
        }
        reports = []
    }
}

/// A report file a command asks for: where, what it is (for messages), and its text.
package struct ReportFile: Hashable, Sendable {
    /// The path given (`--junit FILE`, `--html FILE`).
    package var path: String
    /// What the file holds, for messages: "the JUnit report", "the HTML page".
    package var what: String
    /// The text to write.
    package var text: String

    /// `--junit FILE`'s report.
    package static func junit(_ text: String, at path: String) -> Self {
        ReportFile(path: path, what: "the JUnit report", text: text)
    }

    /// `--html FILE`'s page.
    package static func html(_ text: String, at path: String) -> Self {
        ReportFile(path: path, what: "the HTML page", text: text)
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
