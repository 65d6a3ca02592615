import Foundation
import Testing

extension ReplayCommandSuites {
    /// DeepCutTrace is what an app links to record (the model, the writer, the
    /// recorder); the reader, which maps files and installs a SIGBUS handler, and
    /// the replay are DeepCutTraceReading's. These tests keep it so.
    @Suite("The module an app links to record holds none of the reader's file mapping or signal handling")
    struct RecordingModuleTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// What only a reader of mapped files needs, as it is written in Swift.
        static let readerMachinery = [
            "mmap(", "munmap(", "sigaction", "SIGBUS", "MappingGuard", "MappedTraceFile",
        ]

        /// The lines of `source` that use the reader's machinery (comments included:
        /// DeepCutTrace has no reason to speak of it).
        static func machinery(in source: String) -> [String] {
            source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { line in readerMachinery.contains { line.contains($0) } }
        }

        @Test("the check finds each piece of the reader's machinery in a line that uses it")
        func checkFindsMachinery() {
            for piece in Self.readerMachinery {
                #expect(Self.machinery(in: "let a = 1\n    let b = \(piece)x\n") == ["    let b = \(piece)x"])
            }
            #expect(Self.machinery(in: "let sink = FileTraceSink(url)\nimport Foundation\n").isEmpty)
        }

        @Test("no source file of DeepCutTrace maps a file or handles a signal")
        func deepCutTraceHasNoReader() throws {
            let folder = Self.root.appendingPathComponent("Sources/DeepCutTrace")
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            #expect(files.count > 10)
            for file in files {
                let found = Self.machinery(in: try String(contentsOf: file, encoding: .utf8))
                #expect(found.isEmpty, "\(file.lastPathComponent): \(found.joined(separator: " | "))")
            }
        }

        @Test("Package.swift builds DeepCutTrace from DeepCutKit and DeepCutStorage alone and the reader from DeepCutTrace")
        func manifestKeepsTheSplit() throws {
            let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#".target(name: "DeepCutStorage", dependencies: ["DeepCutKit"])"#))
            #expect(manifest.contains(#".target(name: "DeepCutTrace", dependencies: ["DeepCutKit", "DeepCutStorage"])"#))
            #expect(manifest.contains(
                #".target(name: "DeepCutTraceReading", dependencies: ["DeepCutKit", "DeepCutStorage", "DeepCutTrace"])"#))
            #expect(manifest.contains(#".library(name: "DeepCutTraceReading", targets: ["DeepCutTraceReading"])"#))
        }
    }
}
