import DeepCutKit

/// What a `deepcut-replay` command line asks for, once parsed (README "Command line").
package enum Command: Equatable, Sendable {
    /// `deepcut-replay TRACE [options]`: replay and verify one trace.
    case replay(ReplayOptions)
    /// `deepcut-replay verify PATH...`: every trace in these files and folders.
    case verify(VerifyOptions)
    /// `deepcut-replay inspect TRACE`: what a trace holds.
    case inspect(InspectOptions)
    /// `deepcut-replay generate --artists N ...`: a synthetic trace.
    case generate(GenerateOptions)
    /// `--help`, for the tool or one subcommand.
    case help(HelpTopic)
    /// `--version`.
    case version
    /// A subcommand that is a type of its own (`ToolCommands.all`).
    case subcommand(any ToolCommand)

    package static func == (lhs: Command, rhs: Command) -> Bool {
        switch (lhs, rhs) {
        case (.replay(let a), .replay(let b)): a == b
        case (.verify(let a), .verify(let b)): a == b
        case (.inspect(let a), .inspect(let b)): a == b
        case (.generate(let a), .generate(let b)): a == b
        case (.help(let a), .help(let b)): a == b
        case (.version, .version): true
        case (.subcommand(let a), .subcommand(let b)): a.isEqual(to: b)
        default: false
        }
    }
}

/// The subject of a `--help`: the tool as a whole, or one subcommand by name.
package struct HelpTopic: RawRepresentable, Hashable, Sendable {
    /// The subcommand's name; `deepcut-replay` for the tool as a whole.
    package var rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tool as a whole (and `deepcut-replay TRACE`).
    package static let tool = HelpTopic(rawValue: "deepcut-replay")
    /// `verify`.
    package static let verify = HelpTopic(rawValue: "verify")
    /// `inspect`.
    package static let inspect = HelpTopic(rawValue: "inspect")
    /// `generate`.
    package static let generate = HelpTopic(rawValue: "generate")

    /// The subcommands parsed by `CommandLineParser` itself, without a type of their own.
    static let builtInSubcommands: [HelpTopic] = [.verify, .inspect, .generate]

    /// Every topic: the tool, then each subcommand in the order `--help` lists them.
    package static var allCases: [HelpTopic] {
        [.tool] + builtInSubcommands + ToolCommands.all.map { $0.topic }
    }

    /// The subcommand's topic, or nil when no subcommand has this name.
    package static func subcommand(named name: String) -> HelpTopic? {
        allCases.first { $0 != .tool && $0.rawValue == name }
    }
}

/// How a report is printed.
package enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// For a person: a few readable lines per step.
    case text
    /// For machines: the shape documented in `Docs/report-json.md`.
    case json
}

/// How `verify` prints its run.
package enum CorpusReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A line per trace, then the totals.
    case text
    /// For machines: the shape documented in `Docs/verify-json.md`.
    case json
    /// For a CI job page: the shape documented in `Docs/verify-markdown.md`.
    case markdown
}

/// Options of `deepcut-replay TRACE`.
package struct ReplayOptions: Hashable, Sendable {
    /// The trace file.
    package var tracePath: String
    /// The failure policy that `expect` is checked under (default: strict).
    package var policy: FailurePolicy?
    /// Overrides the trace's `engine.batchSize`.
    package var batchSize: Int?
    /// Text or JSON.
    package var format: ReportFormat = .text
    /// Where to write a JUnit XML report, if anywhere.
    package var junitPath: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    package var htmlPath: String?
    /// How much to print.
    package var verbosity: Verbosity = .normal
    /// `--no-color` was given.
    package var noColor = false
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumTraceSize: Int?
    /// `--chaos N [--seed S]`, `--order` (Docs/FaultCampaigns.md "Completion orders").
    package var orders = OrderOptions()

    /// Creates options for a trace.
    package init(tracePath: String) {
        self.tracePath = tracePath
    }
}

/// Options of `deepcut-replay verify`.
package struct VerifyOptions: Hashable, Sendable {
    /// Files and folders to verify.
    package var paths: [String]
    /// The failure policy that `expect` is checked under (default: strict).
    package var policy: FailurePolicy?
    /// Overrides each trace's `engine.batchSize`.
    package var batchSize: Int?
    /// `--no-color` was given.
    package var noColor = false
    /// Only the totals line.
    package var quiet = false
    /// `--chaos N [--seed S]`, `--order` (Docs/FaultCampaigns.md "Completion orders").
    package var orders = OrderOptions()
    /// Text (default), JSON or Markdown.
    package var format: CorpusReportFormat = .text
    /// Where to write a JUnit XML report, if anywhere.
    package var junitPath: String?
    /// Where to write the HTML page (Docs/HTMLReport.md), if anywhere.
    package var htmlPath: String?
    /// Only this part of the traces (`--shard K/N`).
    package var shard: TraceShard?
    /// The most bytes to read of each trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumTraceSize: Int?

    /// Creates options for some paths.
    package init(paths: [String]) {
        self.paths = paths
    }
}

/// Options of `deepcut-replay inspect`.
package struct InspectOptions: Hashable, Sendable {
    /// The trace file.
    package var tracePath: String
    /// List every library id rather than the first 20.
    package var all = false
    /// `--timeline`: each step's time on the device instead (Docs/FaultCampaigns.md "inspect --timeline").
    package var timeline = false
    /// Text or JSON.
    package var format: ReportFormat = .text
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    package var maximumTraceSize: Int?

    /// Creates options for a trace.
    package init(tracePath: String) {
        self.tracePath = tracePath
    }
}

/// Options of `deepcut-replay generate`.
package struct GenerateOptions: Hashable, Sendable {
    /// Library artists (1 to `maximumArtists`).
    package var artists: Int
    /// The seed of the generator (default 1).
    package var seed: UInt64 = 1
    /// Share of artists whose catalog check fails first, 0 to 1 (default 0.05).
    package var failureRate: Double = 0.05
    /// Catalog releases per artist, on average (default 8; at most `maximumAlbumsPerArtist`).
    package var albumsPerArtist: Int = 8
    /// Artists per refresh (default 40).
    package var batchSize: Int = 40
    /// Where to write the trace; standard output when nil.
    package var outputPath: String?

    /// The largest library `generate` makes: a million artists is some 1.5 GB of trace.
    package static let maximumArtists = 1_000_000
    /// The most releases per artist `generate` makes on average.
    package static let maximumAlbumsPerArtist = 200

    /// Creates options for a library size.
    package init(artists: Int) {
        self.artists = artists
    }
}
