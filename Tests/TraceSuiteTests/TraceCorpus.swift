import Foundation
import Testing

/// One trace file of the corpus, named by its path from the package root so
/// that a failing case names itself.
struct CorpusTrace: Sendable, CustomTestStringConvertible {
    /// `Traces/01-empty-discover-tab.json`.
    let relativePath: String

    var url: URL { TraceCorpus.root.appendingPathComponent(relativePath) }
    var testDescription: String { relativePath }
}

/// The trace folders, found from this file's path (the package root is two
/// folders up), listed sorted by file name. Adding a trace adds a test case.
enum TraceCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders whose `.json` files are test cases.
    static let folders = ["Traces", "Fixtures"]

    /// Every `.json` file of a folder, sorted by name.
    static func files(in folder: String) -> [CorpusTrace] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { CorpusTrace(relativePath: folder + "/" + $0) }
    }

    /// Every trace of every folder.
    static var all: [CorpusTrace] { folders.flatMap(files(in:)) }
}
