import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// A file is read into memory and parsed: what it reads, and what it refuses
/// with which place, must be what reading the same bytes from memory gives.
@Suite("TraceReader reads large files as it reads the same bytes in memory")
struct FileTraceReadTests {
    /// A document of about 7 MB, with `last` as the final call.
    static func document(last: String) -> String {
        let albums = (0..<24).map { index in
            #"{"id": "15000\#(index)", "title": "A fairly long album title, number \#(index)", "artistName": "Somebody"}"#
        }.joined(separator: ", ")
        var calls = (0..<1_800).map { seq in
            #"{"seq": \#(seq), "method": "fetchCatalogReleases", "args": {"artistID": "r.A\#(seq)"},"#
                + "\n" + #" "result": {"albums": [\#(albums)]}}"#
        }
        calls.append(last)
        return TraceSamples.document(calls: calls.joined(separator: ",\n"))
    }

    /// Writes `text` to a temporary file, reads it back, and reads `text` from memory.
    static func readBothWays(_ text: String) throws -> (file: Result<Trace, TraceReadError>, memory: Result<Trace, TraceReadError>) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = Result { () throws(TraceReadError) in try TraceReader.read(contentsOf: url) }
        let memory = Result { () throws(TraceReadError) in try TraceReader.read(string: text, sourceName: url.relativePath) }
        return (file, memory)
    }

    @Test("a large valid file reads into the same trace")
    func readsLargeFile() throws {
        let (file, memory) = try Self.readBothWays(Self.document(
            last: #"{"seq": 5000, "method": "fetchCatalogReleases", "args": {"artistID": "r.Z"}, "error": {"kind": "network"}}"#))
        let trace = try file.get()
        #expect(trace == (try memory.get()))
        #expect(trace.calls.count == 1_801)
    }

    @Test("a refusal near the end names the line, column and path it names in memory")
    func refusesAtTheSamePlace() throws {
        let (file, memory) = try Self.readBothWays(Self.document(
            last: #"{"seq": 5000, "method": "fetchCatalogReleases", "args": {"artistID": "r.Z"}, "result": {"albums": [}}"#))
        guard case .failure(let error) = file else { Issue.record("the file was read"); return }
        #expect(file == memory)
        #expect(error.path.hasPrefix("calls[1800].result.albums"))
    }

    @Test("a seq used twice names where it was first used, pages ago")
    func refusesRepeatedSeq() throws {
        let (file, memory) = try Self.readBothWays(Self.document(
            last: #"{"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.Z"}, "error": {"kind": "network"}}"#))
        guard case .failure(let error) = file else { Issue.record("the file was read"); return }
        #expect(file == memory)
        #expect(error.description.contains("calls[3]"))
    }

    @Test("a file cut off inside its calls keeps the complete calls")
    func readsCutOffFile() throws {
        let text = Self.document(last: #"{"seq": 5000, "method": "fetchCatalogReleases", "args": {"artistID": "r.Z"}, "err"#)
        let (file, memory) = try Self.readBothWays(String(text.dropLast(4)))
        let trace = try file.get()
        #expect(trace == (try memory.get()))
        #expect(trace.truncation != nil)
        #expect(trace.truncation == (try memory.get()).truncation)
        #expect(trace.calls.count == 1_800)
    }
}
