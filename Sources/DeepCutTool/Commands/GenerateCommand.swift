import DeepCutCommandLine
import DeepCutGenerator
import DeepCutProcess
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `deepcut-replay generate`: a synthetic trace, to standard output or a file.
package struct GenerateCommand: ToolCommand {
    package static let configuration = CommandConfiguration(
        topic: .subcommand("generate"),
        summary: "Write a synthetic trace of a library of any size, with its ground truth.",
        overview: """
        OVERVIEW: Write a synthetic trace of a library of N artists.

        The library has the shapes of real discographies (albums, singles, EPs, deluxe and
        remastered editions, clean and explicit versions) and fails some catalog calls with
        HTTP 404, 429 or 503. Its session refreshes every 15 minutes until every artist absent
        from recently played has been checked once. Each refresh's `expect` and the diagnostics
        come from the generator's own ground truth, not from the engine, so replaying the trace
        checks the engine against an independent answer. The same options give the same bytes.
        """,
        exitStatus: nil)

    /// Library artists (1 to `maximumArtists`).
    @Option("--artists", .count(maximum: GenerateCommand.maximumArtists), help: "Library artists (1 to 1,000,000).",
            requiredBecause: "how many artists the library has")
    package var artists: Int = 0
    /// The seed of the generator (default 1).
    @Option(.seed(default: 1, help: "The generator's seed (default: 1)."))
    package var seed: UInt64
    /// Share of artists whose catalog check fails first, 0 to 1 (default 0.05).
    @Option("--failure-rate", ValueShape("R") { text, refuse throws(UsageError) in
        guard let rate = Double(text), rate.isFinite, (0...1).contains(rate) else {
            throw refuse("takes a number from 0 to 1 (got '\(text)')")
        }
        return rate
    }, help: "Share of artists whose catalog call fails first, 0 to 1 (default: 0.05).")
    package var failureRate = 0.05
    /// Catalog releases per artist, on average (default 8; at most `maximumAlbumsPerArtist`).
    @Option("--albums-per-artist", .count("K", maximum: GenerateCommand.maximumAlbumsPerArtist),
            help: "Catalog releases per artist, on average (default: 8; at most 200).")
    package var albumsPerArtist = 8
    /// Artists per refresh (default 40).
    @Option("--batch-size", .count("B"), help: "Artists per refresh (default: 40; at most the library's size).")
    package var batchSize = 40
    /// Where to write the trace; standard output when nil.
    @Option(.output(help: "Write the trace here instead of standard output (`-`: standard output)."))
    package var outputPath: String?

    /// The largest library `generate` makes: a million artists is some 1.5 GB of trace.
    package static let maximumArtists = 1_000_000
    /// The most releases per artist `generate` makes on average.
    package static let maximumAlbumsPerArtist = 200

    /// The defaults, or the arguments being read.
    package init() {}

    /// Creates the command for a library size.
    package init(artists: Int) {
        self.init()
        self.artists = artists
    }

    /// The trace, written as it is made by the output step: the document is never
    /// whole in memory, whatever `--artists` is.
    package func run(environment: ToolEnvironment) async -> ToolResult {
        let options = self
        let path = outputPath ?? .standardStream
        let content = TraceOutput.Content.pieces(recipe: Self.describe(options).3) { piece in
            let written = Self.write(options, piece)
            // Standard output holds the trace alone, as a pipe wants it.
            guard !path.isStandardStream else { return "" }
            return "wrote \(path.printable): \(plural(written.calls, "call")), "
                + "\(plural(written.refreshes, "refresh")), \(plural(written.bytes, "byte"))\n"
        }
        return ToolResult(status: .success, trace: TraceOutput(content, to: path, what: "the generated trace"))
    }

    /// Writes the trace the options describe, a piece at a time.
    private static func write(_ options: GenerateCommand, _ piece: ([UInt8]) -> Void) -> (calls: Int, refreshes: Int, bytes: Int) {
        let (generator, batchSize, title, notes) = describe(options)
        return SyntheticSession.write(for: generator, batchSize: batchSize, title: title, notes: notes, piece)
    }

    /// The generator, batch size, title and notes the options describe.
    private static func describe(_ options: GenerateCommand) -> (SyntheticLibraryGenerator, Int, String, String) {
        let generator = SyntheticLibraryGenerator(
            artistCount: options.artists, seed: options.seed, failureRate: options.failureRate,
            albumsPerArtist: options.albumsPerArtist)
        let rate = String(options.failureRate)
        // A batch is at most the library: the notes name the batch size the trace has, so
        // that the command they give makes the same bytes again.
        let batchSize = min(options.batchSize, options.artists)
        return (
            generator, batchSize,
            "Generated library of \(options.artists) artists (seed \(options.seed), failure rate \(rate))",
            "deepcut-replay generate --artists \(options.artists) --seed \(options.seed) --failure-rate \(rate) "
                + "--albums-per-artist \(options.albumsPerArtist) --batch-size \(batchSize). Every name is "
                + "invented; expect and diagnostics come from the generator's ground truth.")
    }
}
