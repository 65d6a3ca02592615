/// `deepcut-replay lint PATH... [--format text|json] [--deny ID,...] [--max-trace-size SIZE]`:
/// the MusicKit pitfalls a trace shows, each with its evidence, what it means
/// on the phone and the fix (Docs/Lints.md).
package struct LintCommand: ToolCommand {
    package static let name = "lint"
    package static let summary = "Name the MusicKit pitfalls traces show, with evidence, meaning and fix."
    package static let usage = "deepcut-replay lint PATH... [--format text|json] [--deny ID,...] [--max-trace-size SIZE]"
    package static var help: String {
        """
        OVERVIEW: Name the MusicKit pitfalls traces show, without replaying them.

        For every .json trace in the files and folders given (folders searched recursively, in
        sorted order): each lint that fires, how many calls, artists or albums show it, the first
        few as evidence (seq, artist, what was answered), then what each lint means on the phone
        and its fix, and a summary line. The lints, their conditions and thresholds are in
        Docs/Lints.md: \(TraceLints.ids.joined(separator: ", ")).

        USAGE: \(usage)

        OPTIONS:
          --format text|json      Text for a person (default) or the deepcut-replay-lint JSON shape, version 1.
          --deny ID,...           Fail (exit 1) when one of these lints fires; may be given more than once.
          --max-trace-size SIZE   Read at most SIZE bytes of each trace (default: 2G); K, M, G are KiB, MiB, GiB.
          -h, --help              Show this help.

        EXIT STATUS:
          0   no denied lint fired
          1   a lint given to --deny fired
          64  bad usage (an unknown lint id in --deny included)
          65  a trace is not valid (the others are still linted)
          66  a path cannot be read, or holds no trace
        """
    }

    /// Files and folders of traces.
    package var paths: [String]
    /// Text or JSON.
    package var format: ReportFormat
    /// The lints that make the command fail, in the order given, each once.
    package var denied: [String]
    /// The most bytes to read of a trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumSize: Int?

    package init(parsing arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments, topic: Self.topic)
        var maximumSize: Int?
        var paths: [String] = []
        var format: ReportFormat?
        var denied: [String] = []
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): paths.append(value)
            case .option("--format"): format = try scanner.once(format, "--format", try scanner.choice("--format", ReportFormat.self))
            case .option("--deny"):
                for id in try scanner.value("--deny").split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    guard TraceLints.named(id) != nil else {
                        throw UsageError("--deny: unknown lint '\(id)'" + Suggestion.hint(for: id, among: TraceLints.ids)
                            + " (the lints: \(TraceLints.ids.joined(separator: ", ")))", topic: Self.topic)
                    }
                    if !denied.contains(id) { denied.append(id) }
                }
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option(let name): throw scanner.unknown(name)
            }
        }
        guard !paths.isEmpty else { throw UsageError("lint needs at least one file or folder", topic: Self.topic) }
        self.paths = paths
        self.format = format ?? .text
        self.denied = denied
        self.maximumSize = maximumSize
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        var linted: [LintRenderer.Linted] = []
        let reading = await CorpusReading.read(paths, maximumSize: maximumSize, environment: environment) { trace, path in
            linted.append(LintRenderer.Linted(path: path, findings: TraceLints.findings(in: trace)))
        }
        if reading.foundNone { return ToolResult(standardError: reading.errors, status: reading.status) }
        let unreadable = reading.unreadable
        var status = reading.status
        let output = format == .json
            ? PrettyJSON.render(LintRenderer.json(linted, denied: denied, unreadable: unreadable)) + "\n"
            : LintRenderer.text(linted, denied: denied, unreadable: unreadable)
        if status == .success, !LintRenderer.firedIDs(linted).filter(denied.contains).isEmpty { status = .failure }
        return ToolResult(standardOutput: output, standardError: reading.errors, status: status)
    }
}
