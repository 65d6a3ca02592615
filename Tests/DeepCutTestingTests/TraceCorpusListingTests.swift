import DeepCutTestSupport
import DeepCutTesting
import Foundation
import Testing

@Suite("TraceSource.folder lists a folder's traces for @Test(arguments:), sorted, and refuses an empty listing")
struct TraceCorpusListingTests {
    @Test("a folder named from the test file is found in the nearest folder above that has it, sorted by path")
    func listsTheRepositoryTraces() throws {
        let files = try TraceSource.folder("Traces")
        // Whatever the corpus holds: a trace copied under Traces/ is one more case, never a failure.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { "Traces/" + $0 }
        #expect(!files.isEmpty)
        #expect(files.map(\.path) == onDisk.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(files.map(\.testDescription) == files.map(\.path), "each test case is named after its file")
        #expect(try files.allSatisfy { FileManager.default.fileExists(atPath: try $0.fileURL().path) })
    }

    @Test("folders inside are listed too, hidden ones and other files are not")
    func nestedAndHidden() async throws {
        try await withTemporaryFolder { folder in
            for name in ["b.json", "a/z.json", "a/c.json", ".build/x.json", "a/.hidden.json", "notes.txt"] {
                try folder.write("{}", to: "corpus/" + name)
            }
            let files = try TraceSource.folder(folder.appendingPathComponent("corpus").path)
            #expect(files.map { String($0.path.split(separator: "/").suffix(2).joined(separator: "/")) }
                    == ["a/c.json", "a/z.json", "corpus/b.json"])
        }
    }

    @Test("a folder named through a symbolic link is listed through it, and a link cycle inside is skipped")
    func linkedFolder() async throws {
        try await withTemporaryFolder { folder in
            try folder.write("{}", to: "real/t.json")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/real/again", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "real")
            let files = try TraceSource.folder(folder.appendingPathComponent("link").path)
            #expect(files.map { String($0.path.split(separator: "/").suffix(2).joined(separator: "/")) } == ["link/t.json"])
        }
    }

    @Test("an empty folder is an error, so a test over it cannot pass by running no case")
    func emptyFolder() async throws {
        try await withTemporaryFolder { folder in
            try folder.write("not a trace", to: "empty/readme.txt")
            let path = folder.appendingPathComponent("empty").path
            #expect(throws: TraceTestingError.emptyFolder(path: path)) { try TraceSource.folder(path) }
            #expect(TraceTestingError.emptyFolder(path: path).description
                    == "\(path) holds no .json trace, so a test over its traces would run no case")
        }
    }

    @Test("a folder that is nowhere above the test file is an error naming where it was looked for")
    func missingFolder() throws {
        let error = thrownError(TraceTestingError.self) { try TraceSource.folder("No Such Traces") }
        let description = try #require(error?.description, "no TraceTestingError was thrown")
        #expect(description.hasPrefix("no file or folder No Such Traces in /"))
        #expect(description.hasSuffix("Tests/DeepCutTestingTests or any folder above it"))
    }

    @Test("a file that is not a trace is refused with the reader's file, line, column and path")
    func invalidTrace() async throws {
        try await withTemporaryFolder { folder in
            try folder.write(#"{"format": "deepcut-trace", "version": "1"}"#, to: "bad.json")
            let source = TraceSource.file(folder.appendingPathComponent("bad.json").path)
            let error = thrownError(TraceTestingError.self) { try source.read() }
            #expect(error != nil, "no TraceTestingError was thrown")
            #expect(error?.description.hasSuffix(#"bad.json:1:40: version: expected an integer (the format version, 1), found a string ("1")"#) == true,
                    "\(String(describing: error))")
        }
    }
}
