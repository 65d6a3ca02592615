@testable import DeepCutTrace
@testable import DeepCutTraceReading
import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapped file that another program changes between the mapping and the
/// end of the read: cut short (pages past the new end raise SIGBUS, the last
/// page reads as zeros), rewritten in place, or grown. Each is refused as a
/// file that changed while it was read, whatever the bytes seemed to say.
@Suite("TraceReader refuses a mapped file that changed while it was read, and never dies of SIGBUS")
struct ChangingFileReadTests {
    /// Maps `text` written to a fresh file (dated an hour ago, so that any
    /// write shows in its modification time), lets `change` act on the file's
    /// path, then reads the mapping.
    static func read(_ text: String, change: (String) -> Void) throws -> Result<Trace, TraceReadError> {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("changing-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
        let input = try TraceInput.open(path: url.path, name: "t.json", maximumSize: 1 << 30, regularFilesOnly: false,
                                        writerWait: 1)
        guard case .mapped(let file) = input else {
            Issue.record("the file was not mapped")
            return .failure(.unreadable(path: "", reason: ""))
        }
        change(url.path)
        return Result { () throws(TraceReadError) in try TraceReader.read(mapped: file, name: "t.json") }
    }

    static let changed = TraceReadError.changedWhileReading(path: "t.json")

    /// The large document of `MappedTraceReadTests`: about 7 MB.
    static let large = MappedTraceReadTests.document(
        last: #"{"seq": 5000, "method": "fetchCatalogReleases", "args": {"artistID": "r.Z"}, "error": {"kind": "network"}}"#)

    @Test("a file cut short past its first page after it was mapped is refused as changed, not a SIGBUS",
          .enabled(if: TestPlatform.guardsMappedFiles, Comment(rawValue: TestPlatform.noMappingGuard)),
          arguments: [5_000, 3 << 20, 0])
    func truncated(to length: Int) throws {
        let result = try Self.read(Self.large) { path in _ = truncate(path, off_t(length)) }
        #expect(result == .failure(Self.changed))
    }

    @Test("a file cut short inside its first page is refused as changed, not for the zeros read past its end",
          .enabled(if: TestPlatform.guardsMappedFiles, Comment(rawValue: TestPlatform.noMappingGuard)))
    func truncatedInFirstPage() throws {
        let result = try Self.read(TraceSamples.formatExample) { path in _ = truncate(path, 300) }
        #expect(result == .failure(Self.changed))
    }

    @Test("a file rewritten in place or grown while it is read is refused as changed", arguments: [false, true])
    func rewrittenOrGrown(grows: Bool) throws {
        let result = try Self.read(TraceSamples.formatExample) { path in
            let descriptor = open(path, O_WRONLY | (grows ? O_APPEND : 0))
            _ = "  ".withCString { write(descriptor, $0, 2) }
            close(descriptor)
        }
        #expect(result == .failure(Self.changed))
    }

    @Test("the message says the file changed and what to do")
    func message() {
        #expect(Self.changed.description
            == "t.json: cannot read the file: it changed while it was being read; read it again once whatever writes it has finished")
        #expect(Self.changed.isAboutTheFile)
    }
}
