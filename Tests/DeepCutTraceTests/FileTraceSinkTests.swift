import DeepCutFixtures
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

@MainActor
@Suite("Recording to a file appends each call and never rewrites")
struct FileTraceSinkTests {
    /// A sink that forwards to another and notes the size of every append.
    final class SpySink: TraceSink {
        let inner: any TraceSink
        var appendSizes: [Int] = []
        init(_ inner: any TraceSink) { self.inner = inner }
        func append(_ bytes: [UInt8]) throws {
            appendSizes.append(bytes.count)
            try inner.append(bytes)
        }
        func close() throws { try inner.close() }
    }

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileTraceSinkTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    @Test("writes the header at once, then only appends each finished call's bytes")
    func appendsOnly() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("session.json")
        let spy = SpySink(try FileTraceSink(creatingFileAt: url))
        let recorder = RecordingMusicLibraryService(
            wrapping: MockMusicLibraryService(library: .standard), capture: TraceSamples.capture, sink: spy, clock: VirtualClock())
        #expect(try bytes(url) == TraceWriter.headerBytes(for: Trace(capture: TraceSamples.capture)))
        let artists = try await recorder.fetchLibraryArtists()
        var previous = try bytes(url)
        for artist in artists + Array(repeating: artists[0], count: 20) {
            _ = try await recorder.fetchCatalogReleases(for: artist)
            let now = try bytes(url)
            let call = try #require(try TraceReader.read(bytes: now).calls.last)
            #expect(now.count > previous.count)
            #expect(now.prefix(previous.count) == previous[...], "earlier bytes are unchanged")
            #expect(now.dropFirst(previous.count) == TraceWriter.callBytes(call, isFirst: false)[...], "only the new call was added")
            #expect(spy.appendSizes.last == now.count - previous.count)
            previous = now
        }
        // The same call costs the same bytes however many calls came before it
        // (seq 14 to 33: the same number of digits).
        #expect(Set(spy.appendSizes.suffix(20)).count == 1)
        #expect(spy.appendSizes.count == 2 + artists.count + 20)
    }

    @Test("a session killed mid-way leaves a trace the reader accepts, with the calls that finished")
    func killedSessionIsReadable() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("killed.json")
        let recorder = try RecordingMusicLibraryService(
            wrapping: sampleMock(), capture: TraceSamples.capture, fileURL: url, clock: VirtualClock())
        _ = await runSampleSession(recorder)
        // No finish: the app was killed. The file ends after the last call.
        let trace = try TraceReader.read(contentsOf: url)
        let calls = trace.calls
        #expect(calls.count == recorder.recordedCallCount)
        #expect(Set(calls.map(\.seq)) == Set(0..<recorder.recordedCallCount))
        #expect(trace.truncation?.keptCalls == calls.count)
        // Killed in the middle of writing a call: the partial call is dropped.
        var partial = try bytes(url)
        partial += Array(",\n    {\"seq\": 99, \"method\": \"fetchTr".utf8)
        let cut = try TraceReader.read(bytes: partial)
        #expect(cut.calls == calls)
        #expect(cut.truncation?.keptCalls == calls.count)
    }

    @Test("finishing writes the tail: the file is the trace TraceWriter would write")
    func finishedFileIsWholeTrace() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("finished.json")
        let recorder = try RecordingMusicLibraryService(
            wrapping: sampleMock(), capture: TraceSamples.capture, engine: TraceEngineSettings(batchSize: 5),
            fileURL: url, clock: VirtualClock())
        _ = await runSampleSession(recorder)
        try recorder.finish(diagnostics: TraceDiagnostics(libraryArtistCount: 13), session: [SessionStep(action: .refresh)])
        let trace = try TraceReader.read(contentsOf: url)
        #expect(try bytes(url) == TraceWriter.bytes(for: trace))
        #expect(trace.calls.count == recorder.recordedCallCount)
        #expect(trace.engine == TraceEngineSettings(batchSize: 5))
        #expect(trace.diagnostics == TraceDiagnostics(libraryArtistCount: 13))
        #expect(trace.session == [SessionStep(action: .refresh)])
        #expect(trace.truncation == nil)
    }

    @Test("refuses a file it cannot create")
    func refusesUncreatableFile() {
        let url = directory.appendingPathComponent("no/such/folder/x.json")
        #expect(throws: TraceWriteError.cannotCreate(path: url.path, reason: "the file could not be created (is its folder there and writable?)")) {
            _ = try FileTraceSink(creatingFileAt: url)
        }
        try? FileManager.default.removeItem(at: directory)
    }
}
