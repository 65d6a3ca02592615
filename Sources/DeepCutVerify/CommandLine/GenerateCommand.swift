import DeepCutGenerator
import DeepCutTrace
import Foundation

/// `deepcut-replay generate`: a synthetic trace, to standard output or a file.
enum GenerateCommand {
    /// Writes the trace as it is made, to `output` for `-` (no `-o`): the
    /// document is never whole in memory, whatever `--artists` is.
    static func run(_ options: GenerateOptions, writingTo output: inout some TextOutputStream) -> ToolResult {
        let path = options.outputPath ?? "-"
        if path == "-" {
            // The writer's output is UTF-8, so each piece's text holds the same bytes.
            _ = write(options) { output.write(String(decoding: $0, as: UTF8.self)) }
            return ToolResult(status: .success)
        }
        var written = (calls: 0, refreshes: 0, bytes: 0)
        if let failure = OutputFile.write(to: path, what: "the generated trace", { stream in
            written = write(options) { stream.write(bytes: $0) }
        }) {
            return failure.result
        }
        return TraceOutput.result("", to: path, summary: "wrote \(path): \(plural(written.calls, "call")), "
            + "\(plural(written.refreshes, "refresh")), \(plural(written.bytes, "byte"))\n")
    }

    /// Writes the trace the options describe, a piece at a time.
    private static func write(_ options: GenerateOptions, _ piece: ([UInt8]) -> Void) -> (calls: Int, refreshes: Int, bytes: Int) {
        let (library, batchSize, title, notes) = describe(options)
        return SyntheticSession.write(for: library, batchSize: batchSize, title: title, notes: notes, piece)
    }

    /// The library, batch size, title and notes the options describe.
    private static func describe(_ options: GenerateOptions) -> (SyntheticLibrary, Int, String, String) {
        let generator = SyntheticLibraryGenerator(
            artistCount: options.artists, seed: options.seed, failureRate: options.failureRate,
            albumsPerArtist: options.albumsPerArtist)
        let rate = String(options.failureRate)
        // A batch is at most the library: the notes name the batch size the trace has, so
        // that the command they give makes the same bytes again.
        let batchSize = min(options.batchSize, options.artists)
        return (
            generator.generate(), batchSize,
            "Generated library of \(options.artists) artists (seed \(options.seed), failure rate \(rate))",
            "deepcut-replay generate --artists \(options.artists) --seed \(options.seed) --failure-rate \(rate) "
                + "--albums-per-artist \(options.albumsPerArtist) --batch-size \(batchSize). Every name is "
                + "invented; expect and diagnostics come from the generator's ground truth.")
    }
}
