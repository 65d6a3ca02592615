import DeepCutGenerator
import DeepCutTrace
import Foundation

/// `deepcut-replay generate`: a synthetic trace, to standard output or a file.
enum GenerateCommand {
    static func run(_ options: GenerateOptions) -> ToolResult {
        let trace = generate(options)
        let bytes = TraceWriter.bytes(for: trace)
        let path = options.outputPath ?? "-"
        switch TraceOutput.write(bytes, to: path, what: "the generated trace") {
        case .failure(let failure): return failure.result
        case .success(let text) where path == "-": return ToolResult(standardOutput: text, status: .success)
        case .success: break
        }
        return TraceOutput.result("", to: path, summary: "wrote \(path): \(plural(trace.calls.count, "call")), "
            + "\(plural(trace.session?.count ?? 0, "refresh")), \(plural(bytes.count, "byte"))\n")
    }

    /// The trace the options describe.
    static func generate(_ options: GenerateOptions) -> Trace {
        let generator = SyntheticLibraryGenerator(
            artistCount: options.artists, seed: options.seed, failureRate: options.failureRate,
            albumsPerArtist: options.albumsPerArtist)
        let rate = String(options.failureRate)
        // A batch is at most the library: the notes name the batch size the trace has, so
        // that the command they give makes the same bytes again.
        let batchSize = min(options.batchSize, options.artists)
        return SyntheticSession.trace(
            for: generator.generate(), batchSize: batchSize,
            title: "Generated library of \(options.artists) artists (seed \(options.seed), failure rate \(rate))",
            notes: "deepcut-replay generate --artists \(options.artists) --seed \(options.seed) --failure-rate \(rate) "
                + "--albums-per-artist \(options.albumsPerArtist) --batch-size \(batchSize). Every name is "
                + "invented; expect and diagnostics come from the generator's ground truth.")
    }
}
