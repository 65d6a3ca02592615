import DeepCutEngine

/// What a `deepcut-replay` command line asks for, once parsed
/// (DESIGN.md "Command line").
public enum Command: Hashable, Sendable {
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
}

/// The subject of a `--help`.
public enum HelpTopic: String, Hashable, Sendable, CaseIterable {
    /// The tool as a whole (and `deepcut-replay TRACE`).
    case tool
    /// `verify`.
    case verify
    /// `inspect`.
    case inspect
    /// `generate`.
    case generate
}

/// How a report is printed.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// For a person: a few readable lines per step.
    case text
    /// For machines: the shape documented in `Docs/report-json.md`.
    case json
}

/// How much a report says.
public enum Verbosity: Hashable, Sendable {
    /// Only the last line (PASS or FAIL) and errors.
    case quiet
    /// The report.
    case normal
    /// The report, every call as it was answered, and every artist's numbers.
    case verbose
}

/// Options of `deepcut-replay TRACE`.
public struct ReplayOptions: Hashable, Sendable {
    /// The trace file.
    public var tracePath: String
    /// The failure policy that `expect` is checked under (default: strict).
    public var policy: FailurePolicy?
    /// Overrides the trace's `engine.batchSize`.
    public var batchSize: Int?
    /// Text or JSON.
    public var format: ReportFormat = .text
    /// Where to write a JUnit XML report, if anywhere.
    public var junitPath: String?
    /// How much to print.
    public var verbosity: Verbosity = .normal
    /// `--no-color` was given.
    public var noColor = false
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    public var maximumTraceSize: Int?

    /// Creates options for a trace.
    public init(tracePath: String) {
        self.tracePath = tracePath
    }
}

/// Options of `deepcut-replay verify`.
public struct VerifyOptions: Hashable, Sendable {
    /// Files and folders to verify.
    public var paths: [String]
    /// The failure policy that `expect` is checked under (default: strict).
    public var policy: FailurePolicy?
    /// Overrides each trace's `engine.batchSize`.
    public var batchSize: Int?
    /// `--no-color` was given.
    public var noColor = false
    /// Only the totals line.
    public var quiet = false
    /// The most bytes to read of each trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    public var maximumTraceSize: Int?

    /// Creates options for some paths.
    public init(paths: [String]) {
        self.paths = paths
    }
}

/// Options of `deepcut-replay inspect`.
public struct InspectOptions: Hashable, Sendable {
    /// The trace file.
    public var tracePath: String
    /// List every library id rather than the first 20.
    public var all = false
    /// Text or JSON.
    public var format: ReportFormat = .text
    /// The most bytes to read of the trace (`--max-trace-size`); nil: `TraceReader.defaultMaximumSize`.
    public var maximumTraceSize: Int?

    /// Creates options for a trace.
    public init(tracePath: String) {
        self.tracePath = tracePath
    }
}

/// Options of `deepcut-replay generate`.
public struct GenerateOptions: Hashable, Sendable {
    /// Library artists (1 to `maximumArtists`).
    public var artists: Int
    /// The seed of the generator (default 1).
    public var seed: UInt64 = 1
    /// Share of artists whose catalog check fails first, 0 to 1 (default 0.05).
    public var failureRate: Double = 0.05
    /// Catalog releases per artist, on average (default 8; at most `maximumAlbumsPerArtist`).
    public var albumsPerArtist: Int = 8
    /// Artists per refresh (default 40).
    public var batchSize: Int = 40
    /// Where to write the trace; standard output when nil.
    public var outputPath: String?

    /// The largest library `generate` makes: a million artists is some 1.5 GB of trace.
    public static let maximumArtists = 1_000_000
    /// The most releases per artist `generate` makes on average.
    public static let maximumAlbumsPerArtist = 200

    /// Creates options for a library size.
    public init(artists: Int) {
        self.artists = artists
    }
}
