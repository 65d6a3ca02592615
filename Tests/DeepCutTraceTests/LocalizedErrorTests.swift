import DeepCutKit
import DeepCutTestSupport
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@Suite("Trace errors read the same through localizedDescription")
struct TraceLocalizedErrorTests {
    @Test("a read error's localizedDescription names the file, line, column and path")
    func readError() throws {
        let bytes = Array(#"{"format": "deepcut-trace", "version": "1"}"#.utf8)
        let error = thrownError(TraceReadError.self) { try TraceReader.read(bytes: bytes, sourceName: "x.json") }
        let described = try #require(error, "no TraceReadError was thrown").description
        #expect((try #require(error) as any Error).localizedDescription == described)
        #expect(described.hasPrefix("x.json:1:"))
    }

    @Test("write errors read the same through localizedDescription", arguments: [
        TraceWriteError.cannotCreate(path: "/x/y.json", reason: "no such folder"),
        .cannotWrite(path: "/x/y.json", reason: "disk full"), .alreadyFinished,
    ])
    func writeError(_ error: TraceWriteError) {
        #expect((error as any Error).localizedDescription == error.description)
    }

    @Test("a divergence reads the same through localizedDescription")
    func divergence() async throws {
        let replay = await ReplayMusicLibraryService(trace: Trace(capture: TraceCapture(
            origin: .synthetic, title: "empty", startedAt: TraceTimestamp(date: Date(timeIntervalSince1970: 0)))))
        let error = await thrownError(ReplayDivergence.self) { try await replay.fetchLibraryArtists() }
        let divergence = try #require(error, "no ReplayDivergence was thrown")
        #expect((divergence as any Error).localizedDescription == divergence.description)
        #expect(divergence.description.contains("fetchLibraryArtists"))
    }
}
