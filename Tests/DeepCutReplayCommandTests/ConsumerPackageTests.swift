import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Examples/ConsumerPackage depends on this package by path and tests its own
    /// code with DeepCutTesting. It is Guides/Adopting.md's package, file for file,
    /// and AdoptingGuideTests builds and tests the package made from that page:
    /// that run is the proof that the library works from a separate package.
    @Suite("A separate package tests its code against traces with DeepCutTesting")
    struct ConsumerPackageTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let consumer = root.appendingPathComponent("Examples/ConsumerPackage")

        /// Runs `swift` with `arguments`; its exit status and everything it printed. SwiftPM
        /// leaves `TemporaryDirectory.*` folders and lock files in its `TMPDIR`, and a `swift test`
        /// what its tests leave: each run gets a `TMPDIR` of its own, in a temporary folder
        /// that is removed afterwards with everything in it, whether the run passed or not.
        static func swift(_ arguments: [String], environment changes: [String: String?] = [:]) async throws -> (Int32, String) {
            try await withTemporaryFolder { folder in
                let log = folder.appendingPathComponent("swift.log")
                let temporary = folder.appendingPathComponent("tmp", isDirectory: true)
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
                #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["swift"] + arguments
                var environment = ProcessInfo.processInfo.environment
                environment["NO_COLOR"] = "1"
                environment["TMPDIR"] = temporary.path
                for (name, value) in changes { environment[name] = value }
                process.environment = environment
                let handle = try FileHandle(forWritingTo: log)
                process.standardOutput = handle
                process.standardError = handle
                process.standardInput = FileHandle.nullDevice
                let status = try await ReplayExecutable.launch(process)
                try handle.close()
                return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
            }
        }

        @Test("README's testing code is the consumer package's test file and test target, line for line")
        func readmeQuotesTheTests() throws {
            let quote = try ReadmeQuote(
                "Examples/ConsumerPackage/Tests/DiscoverTabTests/DiscoverTabTests.swift", region: "DiscoverTabTests")
            #expect(quote.block == quote.region)
            let target = try ReadmeQuote("Examples/ConsumerPackage/Package.swift", region: "testTarget")
            #expect(target.block == target.region)
        }

        @Test("the consumer package is not a target of this package: it has its own manifest outside Sources and Tests")
        func standsApart() throws {
            let manifest = try String(contentsOf: Self.consumer.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#".package(name: "deepcut-replay", path: "../..")"#))
            #expect(!manifest.contains("url:"), "a path dependency only: nothing to fetch")
            #expect(manifest.contains(#"resources: [.copy("Traces")]"#), "its traces travel in the test bundle")
        }
    }
}
