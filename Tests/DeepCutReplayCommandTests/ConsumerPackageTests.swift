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
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-consumer-\(UUID().uuidString).log")
            #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
            defer { try? FileManager.default.removeItem(at: log) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "test", "--package-path", Self.consumer.path, "--disable-automatic-resolution"]
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    process.waitUntilExit()
                    done.resume()
                }
            }
            try handle.close()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 0, "\(output.split(separator: "\n").suffix(30).joined(separator: "\n"))")
            #expect(output.contains(#"Test "most artists answered 404: the banner says some could not be checked, never caught up" passed"#))
            #expect(output.contains(#"Test "each trace of the package passes the engine's own verifier" with 2 test cases passed"#))
        }

        @Test("the consumer package is not a target of this package: it has its own manifest outside Sources and Tests")
        func standsApart() throws {
            let manifest = try String(contentsOf: Self.consumer.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#".package(name: "deepcut-replay", path: "../..")"#))
            #expect(!manifest.contains("url:"), "a path dependency only: nothing to fetch")
        }
    }
}
