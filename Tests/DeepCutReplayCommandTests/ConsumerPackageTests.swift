import Foundation
import Testing

extension ReplayCommandSuites {
    /// Examples/ConsumerPackage depends on this package by path and tests its own
    /// code with DeepCutTesting: building and testing it is the proof that the
    /// library works from a separate package. Offline: nothing is fetched.
    /// `DEEPCUT_SKIP_CONSUMER_PACKAGE=1` skips it for a quick local run (it builds
    /// the package's modules a second time, a minute or more); `.ci/run` never sets it.
    @Suite("A separate package tests its code against traces with DeepCutTesting")
    struct ConsumerPackageTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let consumer = root.appendingPathComponent("Examples/ConsumerPackage")

        @Test("swift test in Examples/ConsumerPackage builds against this package by path and passes",
              .enabled(if: ProcessInfo.processInfo.environment["DEEPCUT_SKIP_CONSUMER_PACKAGE"] == nil))
        func consumerPackagePasses() async throws {
            var (status, output) = try await Self.swiftTest()
            if status != 0, output.contains("due to signal") || output.contains("Killed") {
                // A compiler killed by a busy machine (out of memory) is not this package's failure: once more.
                (status, output) = try await Self.swiftTest()
            }
            let errors = output.split(separator: "\n").filter { $0.contains("error") || $0.contains("✘") }
            #expect(status == 0, "\((errors.prefix(20) + ["…"] + output.split(separator: "\n").suffix(30)).joined(separator: "\n"))")
            // The traces come from the test target's bundle (`Bundle.module`), as on a phone.
            #if compiler(>=6.1)
            #expect(output.contains(#"Test "most artists answered 404: the banner says some could not be checked, never caught up" passed"#))
            #endif
            #expect(output.contains(#"Test "each trace of the test bundle passes the engine's own verifier" with 2 test cases passed"#))
            #expect(output.contains(#"Test "a 429 then a success is one bundled trace that passes, named by its resource path" passed"#))
            #expect(output.contains(#"Test "each trace is read from the test bundle's copy, not from the source folder" with 2 test cases passed"#))
            // Docs/adopting.md's XCTest form, run by XCTest.
            #expect(output.contains("Test Case 'DiscoverTabXCTests.testBannerSaysSomeArtistsCouldNotBeChecked' passed"))
            #expect(output.contains("Test Case 'BundledTraceXCTests.testRetriedTracePasses' passed"))
        }

        /// Runs `swift test` in the consumer package; its exit status and everything it printed.
        static func swiftTest() async throws -> (Int32, String) {
            try await swift(["test", "--package-path", consumer.path, "--disable-automatic-resolution"])
        }

        /// Runs `swift` with `arguments`; its exit status and everything it printed.
        static func swift(_ arguments: [String]) async throws -> (Int32, String) {
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-consumer-\(UUID().uuidString).log")
            #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
            defer { try? FileManager.default.removeItem(at: log) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            let status = try await ReplayExecutable.launch(process)
            try handle.close()
            return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
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
