import DeepCutAnalysis
import DeepCutProcess
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// What running a command produced: its report, the text for each stream, the
/// trace and the folder of new files to write (`-o`, `--write-failures`), and the
/// exit status. The command only returns it; `DeepCutReplayTool.run` prints the
/// report in the shape asked for, writes the files (`--junit` and `--html` from
/// the same report) and prints the rest.
package struct ToolResult: Equatable, Sendable {
    /// The report, printed and written by the output step.
    package var report: ReportOutput?
    /// Text for standard output after the report; with a `trace`, its summary, which goes to
    /// standard error instead when the trace goes to standard output.
    package var standardOutput: String
    /// Text for standard error.
    package var standardError: String
    /// The exit status.
    package var status: ExitStatus
    /// The trace to write once the command is done (`-o OUT`).
    package var trace: TraceOutput?
    /// The new files to write in a folder once the command is done, with the report's
    /// sections that say what each batch wrote (`faults --write-failures DIR`).
    package var folder: FolderOutput?

    /// Creates a result.
    package init(
        report: ReportOutput? = nil, standardOutput: String = "", standardError: String = "", status: ExitStatus,
        trace: TraceOutput? = nil, folder: FolderOutput? = nil
    ) {
        self.report = report
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.status = status
        self.trace = trace
        self.folder = folder
    }

    /// Writes the trace (`-`: to `output`); its summary (the printed report, or standard
    /// output's text) stays on standard output, or moves to standard error when the trace
    /// went to standard output. A trace that cannot be written replaces the summary with the
    /// failure and its status (Docs/OutputFiles.md).
    package mutating func writeTrace(standardOutput output: inout some TextOutputStream) {
        guard let trace else { return }
        self.trace = nil
        if let printed = report?.printed, let text = report?.report.rendered(printed) {
            standardOutput = text + standardOutput
            report?.printed = nil
        }
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

    /// Prints the report in the shape `--format` asked for, a piece at a time.
    package mutating func printReport(to output: inout some TextOutputStream) {
        guard let printed = report?.printed else { return }
        report?.printed = nil
        report?.report.write(printed, to: &output)
    }

    /// Writes the folder's files, and puts the report's sections, each with its batch's line,
    /// before the rest of standard output; a file that could not be written, or was in the
    /// folder already, makes the run exit 73 unless it failed worse (Docs/OutputFiles.md).
    @MainActor
    package mutating func writeFolder() async {
        guard let folder else { return }
        self.folder = nil
        let (text, errors, failed) = await folder.write()
        standardOutput = text + standardOutput
        standardError += errors
        if failed { status = ExitStatus.worse(status, .cannotCreate) }
    }

    /// Writes the report's files, each through `OutputFile` (Docs/OutputFiles.md): one that cannot
    /// be written is said on standard error and makes a run that passed exit 73; a run that did
    /// not pass keeps its status (Docs/HTMLReport.md).
    package mutating func writeReportFiles() {
        guard let report else { return }
        self.report = nil
        for (shape, path) in report.files {
            // A command offers `--junit` and `--html` only where its report has them (ToolReportTests).
            guard let text = report.report.rendered(shape) else {
                standardError += ToolMessage.line("internal error: this report has no \(shape.rawValue) shape; \(path.printable) not written")
                status = ExitStatus.worse(status, .failure)
                continue
            }
            guard let problem = OutputFile.write(text, to: path, what: shape.fileDescription) else { continue }
            standardError += ToolMessage.line("\(problem)")
            if status == .success { status = .cannotCreate }
        }
    }
}

/// A command's report, and where the output step puts it: printed on standard output in
/// one shape, and written to files in others (`--junit FILE`, `--html FILE`).
package struct ReportOutput: Equatable, Sendable {
    /// The report.
    package var report: any ToolReport
    /// The shape printed on standard output (`--format`); nil: none.
    package var printed: ReportShape?
    /// The files to write, in order: each one's shape and path as given.
    package var files: [(shape: ReportShape, path: String)]

    /// `report`, printed in `printed`, and written in each shape whose path is given.
    package init(_ report: any ToolReport, printed: ReportShape?, junit: String? = nil, html: String? = nil) {
        self.report = report
        self.printed = printed
        self.files = [(ReportShape.junit, junit), (.html, html)].compactMap { shape, path in path.map { (shape, $0) } }
    }

    /// Equal outputs print and write the same bytes in the same places.
    package static func == (lhs: ReportOutput, rhs: ReportOutput) -> Bool {
        guard lhs.printed == rhs.printed, lhs.files.map(\.shape) == rhs.files.map(\.shape),
              lhs.files.map(\.path) == rhs.files.map(\.path) else { return false }
        let shapes = lhs.files.map(\.shape) + (lhs.printed.map { [$0] } ?? [])
        return shapes.allSatisfy { lhs.report.rendered($0) == rhs.report.rendered($0) }
    }
}

extension ReportShape {
    /// What a file of this shape holds, for messages: "the JUnit report", "the HTML page".
    package var fileDescription: String {
        switch self {
        case .text: "the report"
        case .json: "the JSON report"
        case .markdown: "the Markdown summary"
        case .junit: "the JUnit report"
        case .html: "the HTML page"
        }
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
