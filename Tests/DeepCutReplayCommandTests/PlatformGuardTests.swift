import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Scripts/check_platform_guards.py keeps every Glibc-only, Linux-only and
    /// Swift 6.1+ use inside its `#if`, so that macOS, iOS and Swift 6.0 can
    /// build what Linux CI never builds for them; `swift test` runs it as `.ci/run` does.
    @Suite("Nothing Linux-only or Swift 6.1+ is used outside its guard, and the check catches one that is")
    struct PlatformGuardTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// python3 on the `PATH`, where the check needs it.
        static let python: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }

        static func check(_ arguments: [String]) async throws -> ProcessOutput {
            let python = try #require(Self.python)
            return try await ReplayExecutable.run(
                [root.appendingPathComponent("Scripts/check_platform_guards.py").path] + arguments, in: root,
                program: python)
        }

        @Test("the package passes the guard check", .enabled(if: PlatformGuardTests.python != nil, "the check is a python3 script"))
        func packagePasses() async throws {
            let run = try await Self.check([])
            #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
            #expect(run.standardOutput.hasPrefix("platform guards: "))
        }

        @Test("the check fails on a scratch copy of the package with an unguarded Glibc call, and on each rule's example",
              .enabled(if: PlatformGuardTests.python != nil, "the check is a python3 script"))
        func selfTest() async throws {
            let run = try await Self.check(["--self-test"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("an unguarded Glibc. call added to a scratch copy of the package is reported"))
        }

        @Test("a folder that is not a package is exit 66, and a flag it does not know exit 64",
              .enabled(if: PlatformGuardTests.python != nil, "the check is a python3 script"))
        func badInput() async throws {
            try await withTemporaryFolder { folder in
                let missing = try await Self.check([folder.path])
                #expect(missing.status == 66, "\(missing.standardError)")
                #expect(missing.standardError.contains("has no Sources folder"))
                try folder.write("let ok = Glibc.pipe(&ends)\n", to: "Sources/X/X.swift")
                let found = try await Self.check([folder.path])
                #expect(found.status == 1)
                #expect(found.standardOutput == "Sources/X/X.swift:1: Glibc-qualified call (Darwin has no Glibc module): "
                    + "let ok = Glibc.pipe(&ends)\n")
            }
            #expect(try await Self.check(["--strict"]).status == 64)
        }
    }
}
