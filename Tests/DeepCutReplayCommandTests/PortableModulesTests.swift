import Foundation
import Testing

extension ReplayCommandSuites {
    /// What an app or its test target links (DeepCutTesting and the modules
    /// it builds on) is plain Swift: no C library, no branch on the platform,
    /// no file mapping or signal handling; no unsafe API but in the reader's
    /// scanner, at most four files. Reading a file there reads its bytes;
    /// what only the process does is the tool's.
    @Suite("The modules an app or a test target links hold no platform branch, file mapping, signal handling or unsafe API")
    struct PortableModulesTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// What only a platform's own code needs, as it is written in Swift.
        static let platformMachinery = [
            "mmap(", "munmap(", "madvise(", "sigaction", "signal(", "SIGBUS", "import Glibc", "import Darwin", "import Musl",
            "#if os(", "canImport(Glibc", "canImport(Darwin", "canImport(Musl",
        ]

        /// The modules a test target links; the generator, which the tool's `generate` and the tests use;
        /// and the tool's analyses and its parser, plain Swift beneath the command line (Docs/Layout.md).
        static let portableModules = [
            "DeepCutKit", "DeepCutTrace", "DeepCutTraceReading", "DeepCutEngine", "DeepCutGenerator", "DeepCutVerify",
            "DeepCutTesting", "DeepCutAnalysis", "DeepCutCommandLine", "DeepCutWorld", "DeepCutFixtures",
        ]

        /// The lines of `source` that hold any of `pieces` (comments included:
        /// these modules have no reason to speak of them).
        static func lines(in source: String, holding pieces: [String]) -> [String] {
            source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { line in pieces.contains { line.contains($0) } }
        }

        /// Every Swift file under `Sources/<module>`, but those under `excluded` folders.
        static func files(of module: String, excluding excluded: [String] = []) throws -> [URL] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            return try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
                .filter { file in !excluded.contains { file.path.contains("/\(module)/\($0)/") } }
        }

        @Test("the check finds each piece of platform machinery in a line that uses it")
        func checkFindsMachinery() {
            for piece in Self.platformMachinery {
                #expect(Self.lines(in: "let a = 1\n    let b = \(piece)x\n", holding: Self.platformMachinery) == ["    let b = \(piece)x"])
            }
            #expect(Self.lines(in: "let sink = FileTraceSink(url)\nimport Foundation\n", holding: Self.platformMachinery).isEmpty)
        }

        @Test("no source file of a module a test target links branches on the platform, maps a file or handles a signal",
              arguments: portableModules)
        func noPlatformMachinery(module: String) throws {
            let files = try Self.files(of: module)
            #expect(!files.isEmpty)
            for file in files {
                let found = Self.lines(in: try String(contentsOf: file, encoding: .utf8), holding: Self.platformMachinery)
                #expect(found.isEmpty, "\(file.lastPathComponent): \(found.joined(separator: " | "))")
            }
        }

        @Test("no source file of a module a test target links uses an unsafe API, but the reader's scanner",
              arguments: [("DeepCutKit", []), ("DeepCutTrace", []), ("DeepCutEngine", []), ("DeepCutVerify", []),
                          ("DeepCutTesting", []), ("DeepCutGenerator", []), ("DeepCutTraceReading", ["Reader"]),
                          ("DeepCutAnalysis", []), ("DeepCutCommandLine", []), ("DeepCutWorld", []), ("DeepCutFixtures", [])])
        func noUnsafeAPI(module: String, excluded: [String]) throws {
            let files = try Self.files(of: module, excluding: excluded)
            #expect(!files.isEmpty)
            for file in files {
                // The HTML page's Content-Security-Policy keyword is text, not an API.
                let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "'unsafe-inline'", with: "")
                let found = Self.lines(in: text, holding: ["Unsafe", "unsafe"])
                #expect(found.isEmpty, "\(file.lastPathComponent): \(found.joined(separator: " | "))")
            }
        }

        @Test("the tool names the system's C library in one file, its machinery's platform header")
        func onePlatformHeader() throws {
            var naming: [String] = []
            for module in ["DeepCutTool", "DeepCutProcess", "DeepCutAnalysis", "DeepCutCommandLine", "deepcut-replay"] {
                for file in try Self.files(of: module) {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    if !Self.lines(in: text, holding: ["import Glibc", "import Darwin", "import Musl"]).isEmpty {
                        naming.append("\(module)/\(file.lastPathComponent)")
                    }
                }
            }
            #expect(naming == ["DeepCutProcess/Platform.swift"])
        }

        @Test("the reader's scanner holds unsafe code in at most four files")
        func scannerUnsafeFiles() throws {
            let files = try Self.files(of: "DeepCutTraceReading").filter { file in
                !Self.lines(in: try String(contentsOf: file, encoding: .utf8), holding: ["Unsafe", "unsafe"]).isEmpty
            }
            #expect(files.count <= 4, "\(files.map(\.lastPathComponent))")
            #expect(files.allSatisfy { $0.path.contains("/DeepCutTraceReading/Reader/") })
        }

        @Test("Package.swift builds DeepCutTrace from DeepCutKit alone and the reader from DeepCutTrace")
        func manifestKeepsTheSplit() throws {
            let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#".target(name: "DeepCutTrace", dependencies: ["DeepCutKit"])"#))
            #expect(manifest.contains(
                #".target(name: "DeepCutTraceReading", dependencies: ["DeepCutKit", "DeepCutTrace"])"#))
            #expect(manifest.contains(#".library(name: "DeepCutTraceReading", targets: ["DeepCutTraceReading"])"#))
        }
    }
}
