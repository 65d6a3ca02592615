@testable import DeepCutTraceReading
import DeepCutTestSupport
import Foundation
import Testing

/// How the library reads a file's bytes (`TraceReader.bytes(ofFileAt:)`,
/// under `read(contentsOf:)`): Foundation only, within a size limit, a
/// folder or (when asked) anything but a regular file refused unread.
@Suite("TraceReader reads a file's bytes within a limit, and refuses what is not a readable file")
struct TraceFileBytesTests {
    static func bytes(_ path: String, limit: Int = 1 << 20, regularFilesOnly: Bool = false) -> Result<Data, TraceReadError> {
        Result { () throws(TraceReadError) in
            try TraceReader.bytes(ofFileAt: path, name: "t.json", maximumSize: limit, regularFilesOnly: regularFilesOnly)
        }
    }

    @Test("a regular file gives its bytes, and reads to the trace its text reads to")
    func regularFile() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(TraceSamples.formatExample, to: "t.json")
            let path = folder.appendingPathComponent("t.json").path
            #expect(Self.bytes(path) == .success(Data(TraceSamples.formatExample.utf8)))
            #expect(try TraceReader.read(contentsOf: URL(fileURLWithPath: path)) == (try TraceReader.read(string: TraceSamples.formatExample)))
        }
    }

    @Test("a file one byte over the limit is refused as too large; at the limit it is read")
    func limit() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(TraceSamples.formatExample, to: "t.json")
            let path = folder.appendingPathComponent("t.json").path
            let size = TraceSamples.formatExample.utf8.count
            #expect(Self.bytes(path, limit: size - 1) == .failure(.tooLarge(path: "t.json", limit: size - 1)))
            #expect((try? Self.bytes(path, limit: size).get())?.count == size)
        }
    }

    @Test("a device that never ends is read up to the limit and refused past it")
    func endlessDevice() {
        #expect(Self.bytes("/dev/zero", limit: 3_000) == .failure(.tooLarge(path: "t.json", limit: 3_000)))
    }

    @Test("a device is refused unread when only regular files are asked for; read when not")
    func regularFilesOnly() {
        #expect(Self.bytes("/dev/null", regularFilesOnly: true) == .failure(.unreadable(
            path: "t.json", reason: "it is a character device, not a regular file (name it on its own to read it)")))
        #expect(Self.bytes("/dev/null") == .success(Data()))
    }

    @Test("a folder and a missing file are refused with the reason the tool gives")
    func unreadable() async throws {
        try await withTemporaryFolder { folder in
            #expect(Self.bytes(folder.path) == .failure(.unreadable(path: "t.json", reason: "it is a directory")))
            #expect(Self.bytes(folder.appendingPathComponent("none.json").path)
                == .failure(.unreadable(path: "t.json", reason: "no such file")))
        }
    }

    @Test("a link is read as the file it names")
    func symbolicLink() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(TraceSamples.formatExample, to: "t.json")
            let link = folder.appendingPathComponent("link.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "t.json")
            #expect(Self.bytes(link, regularFilesOnly: true) == .success(Data(TraceSamples.formatExample.utf8)))
        }
    }

    @Test("the message of a file that changed while it was read says so and what to do")
    func changedMessage() {
        let changed = TraceReadError.changedWhileReading(path: "t.json")
        #expect(changed.description
            == "t.json: cannot read the file: it changed while it was being read; read it again once whatever writes it has finished")
        #expect(changed.isAboutTheFile)
    }
}
