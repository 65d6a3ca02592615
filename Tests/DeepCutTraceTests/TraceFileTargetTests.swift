@testable import DeepCutTrace
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recorder's output rule (Docs/OutputFiles.md "The recorder and the record modes"),
/// on links, modes, hard links, FIFOs and folders made in a temporary folder.
@MainActor
@Suite("A recording is written by the output rule: links followed, files written in place, FIFOs refused")
struct TraceFileTargetTests {
    static let bytes = Data(#"{"format": "deepcut-trace"}"#.utf8)

    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TraceFileTargetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("a link is followed and stays a link; the file it names gets the recording")
    func followsLinks() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("real.json")
            let link = folder.appendingPathComponent("link.json")
            try Data("old".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            try TraceFileTarget.write(Self.bytes, to: link)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try Data(contentsOf: target) == Self.bytes)
        }
    }

    @Test("a file keeps its mode and its hard links: it is written in place, never replaced")
    func keepsModeAndLinks() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("t.json")
            let other = folder.appendingPathComponent("hard.json")
            try Data(repeating: 0x20, count: 4_000).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            try FileManager.default.linkItem(at: file, to: other)
            try TraceFileTarget.write(Self.bytes, to: file)
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect((attributes[.referenceCount] as? NSNumber)?.intValue == 2)
            #expect(try Data(contentsOf: other) == Self.bytes)
            // The recorder's sink opens it the same way: emptied, then written from the start.
            let sink = try FileTraceSink(creatingFileAt: file)
            try sink.append(Array("{}".utf8))
            try sink.close()
            #expect(try Data(contentsOf: other) == Data("{}".utf8))
        }
    }

    @Test("a folder is refused with a sentence, and nothing is made in its place")
    func refusesFolders() throws {
        try withFolder { folder in
            #expect(throws: TraceWriteError.cannotCreate(path: folder.path, reason: "it is a folder; name a file inside it")) {
                try TraceFileTarget.write(Self.bytes, to: folder)
            }
        }
    }

    #if canImport(Glibc) || canImport(Darwin)
    @Test("a FIFO is refused at once, never opened (its reader would wait, or the recorder would)")
    func refusesFIFOs() throws {
        try withFolder { folder in
            let fifo = folder.appendingPathComponent("pipe.json")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            #expect(throws: TraceWriteError.self) { _ = try FileTraceSink(creatingFileAt: fifo) }
            let attributes = try FileManager.default.attributesOfItem(atPath: fifo.path)
            #expect(attributes[.type] as? FileAttributeType != .typeRegular)
        }
    }
    #endif

    @Test("a file that may not be written is refused, not replaced")
    func refusesReadOnly() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("ro.json")
            try Data("old".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: file.path)
            // Run as root every file may be written, and the rule writes it in place.
            if FileManager.default.isWritableFile(atPath: file.path) {
                try TraceFileTarget.write(Self.bytes, to: file)
                #expect(try Data(contentsOf: file) == Self.bytes)
            } else {
                #expect(throws: TraceWriteError.self) { try TraceFileTarget.write(Self.bytes, to: file) }
                #expect(try Data(contentsOf: file) == Data("old".utf8))
            }
            let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o400)
        }
    }
}
