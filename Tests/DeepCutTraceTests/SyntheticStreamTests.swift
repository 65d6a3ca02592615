import DeepCutGenerator
import DeepCutTrace
import Testing

/// `generate` writes the trace of a library it makes an artist at a time
/// (`SyntheticLibraryPlan`); these hold it to the bytes of the whole trace.
@Suite("the generator's stream")
struct SyntheticStreamTests {
    struct Setting: Sendable, CustomTestStringConvertible {
        var artists: Int
        var seed: UInt64
        var failureRate: Double
        var albumsPerArtist: Int
        var batchSize: Int
        var testDescription: String {
            "\(artists) artists, seed \(seed), failure rate \(failureRate), \(albumsPerArtist) albums, batch \(batchSize)"
        }
    }

    /// Libraries with a listed last feed and without, every artist failing or
    /// none, one batch or many, prolific artists and rechecks in the last batch.
    static let settings: [Setting] = [
        Setting(artists: 1, seed: 1, failureRate: 0.05, albumsPerArtist: 8, batchSize: 40),
        Setting(artists: 7, seed: 3, failureRate: 0.5, albumsPerArtist: 2, batchSize: 3),
        Setting(artists: 40, seed: 9, failureRate: 0, albumsPerArtist: 1, batchSize: 40),
        Setting(artists: 120, seed: 4, failureRate: 1, albumsPerArtist: 8, batchSize: 7),
        Setting(artists: 700, seed: 700, failureRate: 0.05, albumsPerArtist: 8, batchSize: 40),
        Setting(artists: 1_610, seed: 1_610, failureRate: 0.2, albumsPerArtist: 30, batchSize: 100),
    ]

    @Test("writes byte for byte what the trace of the whole library is written as", arguments: settings)
    func sameBytes(_ setting: Setting) {
        let generator = SyntheticLibraryGenerator(
            artistCount: setting.artists, seed: setting.seed, failureRate: setting.failureRate,
            albumsPerArtist: setting.albumsPerArtist)
        let trace = SyntheticSession.trace(
            for: generator.generate(), batchSize: setting.batchSize, title: "stream", notes: "notes")
        var streamed: [UInt8] = []
        var pieces = 0
        let written = SyntheticSession.write(for: generator, batchSize: setting.batchSize, title: "stream", notes: "notes") {
            streamed += $0
            pieces += 1
        }
        let whole = TraceWriter.bytes(for: trace)
        #expect(streamed == whole)
        #expect(written.bytes == whole.count)
        #expect(written.calls == trace.calls.count)
        #expect(written.refreshes == trace.session?.count)
        #expect(pieces >= 1 + whole.count / (1 << 17), "the bytes come in pieces, not as one document")
    }
}
