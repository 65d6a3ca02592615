import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Guides/Adopting.md is the adopter's path, checked: a package made from its
    /// text alone builds and passes `swift test`; its files are the consumer
    /// package's, file for file (so that one build proves both); its URL manifest
    /// is one SwiftPM loads, and what it says of a path dependency's identity is
    /// what SwiftPM does. Nothing is fetched: the dependency is a path, and SwiftPM
    /// loads manifests without resolving. `DEEPCUT_SKIP_CONSUMER_PACKAGE=1` skips
    /// the build (deepcut-replay's libraries a second time, a minute or more) for a
    /// quick local run; `.ci/run` never sets it.
    @Suite("Guides/Adopting.md: the adopter's files are the consumer package's, and SwiftPM reads them as it says")
    struct AdoptingGuideTests {
        static let guide = "Guides/Adopting.md"
        static let root = ConsumerPackageTests.root

        /// Expects each of `files`, shown on `page`, to be the example's file of that path: the
        /// whole file, less the lines marking the regions README quotes.
        static func expectQuotedFromExample(_ files: [(path: String, text: String)], page: String) throws {
            for file in files {
                let quote = try ReadmeQuote("Examples/ConsumerPackage/" + file.path, region: nil, page: page)
                #expect(quote.block == file.text, "\(file.path): the guide's block is not the one quoted from the example")
                #expect(quote.region == file.text, "\(file.path) differs from the guide's text")
            }
        }

        /// Each Swift block of the guide whose caption (the last prose line
        /// before it, past its marker comment) ends with a file's path in
        /// backticks and a colon, ``In `Package.swift`:``: the files an
        /// adopter following the guide writes, by path, in the guide's order.
        static func files(of guide: String = Self.guide) throws -> [(path: String, text: String)] {
            let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var files: [(path: String, text: String)] = []
            var caption: String?
            var index = 0
            while index < lines.count {
                let line = lines[index]
                if line == "```swift" {
                    let end = try #require(lines[(index + 1)...].firstIndex { $0.hasPrefix("```") }, "a block of \(guide) is not closed")
                    if let caption, caption.hasSuffix("`:") {
                        let quoted = caption.dropLast(2)
                        let path = String(quoted[quoted.index(after: try #require(quoted.lastIndex(of: "`")))...])
                        files.append((path, lines[(index + 1)..<end].joined(separator: "\n")))
                    }
                    (caption, index) = (nil, end + 1)
                    continue
                }
                if !line.isEmpty, !line.hasPrefix("<!--") { caption = line }
                index += 1
            }
            return files
        }

        @Test("the files the guide says to write are Examples/ConsumerPackage's, file for file, and nothing else")
        func guideIsTheExample() throws {
            let files = try Self.files()
            #expect(files.map(\.path) == [
                "Package.swift", "Sources/DiscoverTab/DiscoverTabModel.swift",
                "Tests/DiscoverTabTests/DiscoverTabTests.swift", "Tests/DiscoverTabTests/DiscoverTabXCTests.swift",
                "Sources/LibraryApp/MusicLibraryServiceProtocol.swift", "Sources/LibraryApp/SampleMusicService.swift",
                "Sources/LibraryApp/DeepCutsModel.swift", "Tests/LibraryAppTests/AppTypeMapping.swift",
                "Tests/LibraryAppTests/LibraryAppTests.swift",
            ])
            try Self.expectQuotedFromExample(files, page: Self.guide)
            // Every other file of the example is its README, a trace the guide says to copy, or
            // Guides/Simulator.md's (its files and the world it makes).
            let simulator = try Self.files(of: Self.simulatorGuide).map(\.path) + [Self.world]
            let example = ConsumerPackageTests.consumer
            func isFile(_ path: String) -> Bool {
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: example.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
            let others = try #require(FileManager.default.enumerator(atPath: example.path)).compactMap { $0 as? String }
                .filter { path in
                    !path.hasPrefix(".build") && !path.hasPrefix(".swiftpm") && path != "Package.resolved" && isFile(path)
                }
                .filter { path in !files.contains { $0.path == path } && !simulator.contains(path) }
            #expect(others.sorted()
                    == ["README.md"] + (Self.traces + [Self.recorded]).sorted().map { "Tests/DiscoverTabTests/Traces/" + $0 }
                    + (Self.ownTypesTraces + [Self.ownTypesRecorded]).sorted().map { "Tests/LibraryAppTests/Traces/" + $0 })
        }

        /// The page that shows the app over a recorded world; its files are the example's too.
        static let simulatorGuide = "Guides/Simulator.md"
        /// The world Guides/Simulator.md makes with `deepcut-replay world`, in the module's resources.
        static let world = "Sources/DiscoverTabWorld/Worlds/sample-world.json"

        @Test("the files Guides/Simulator.md shows are Examples/ConsumerPackage's, file for file, and its world is the command's")
        func simulatorGuideIsTheExample() async throws {
            let files = try Self.files(of: Self.simulatorGuide)
            #expect(files.map(\.path) == [
                "Sources/DiscoverTabWorld/WorldLaunch.swift", "Sources/DiscoverTabApp/DiscoverTabServices.swift",
                "Tests/DiscoverTabWorldTests/DiscoverTabWorldTests.swift",
            ])
            try Self.expectQuotedFromExample(files, page: Self.simulatorGuide)
            let text = try String(contentsOf: Self.root.appendingPathComponent(Self.simulatorGuide), encoding: .utf8)
            let command = "deepcut-replay world Fixtures/add-to-playlist-disc-order.json -o \(Self.world)"
            #expect(text.contains(command))
            // The bundled world is what that command writes today, byte for byte (the fixture copied
            // beside it, so that the world names it by the same relative path).
            try await withTemporaryFolder { folder in
                let fixture = "Fixtures/add-to-playlist-disc-order.json"
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("Fixtures"), withIntermediateDirectories: false)
                try FileManager.default.copyItem(
                    at: Self.root.appendingPathComponent(fixture), to: folder.appendingPathComponent(fixture))
                let run = try await ReplayExecutable.run(["world", fixture, "-o", "world.json"], in: folder)
                #expect(run.status == 0, "\(run.standardError)")
                let bundled = try Data(contentsOf: ConsumerPackageTests.consumer.appendingPathComponent(Self.world))
                #expect(try Data(contentsOf: folder.appendingPathComponent("world.json")) == bundled)
            }
        }

        /// The traces the guide says to copy into `Tests/DiscoverTabTests/Traces/`.
        static let traces = ["most-artists-404-legacy-caught-up.json", "retry-429-then-success.json", "01-empty-discover-tab.json"]
        /// The trace the guide's test records from the live service: the example holds
        /// the recording, and the package made from the guide records its own.
        static let recorded = "live-library.json"
        /// The trace the guide says to copy into `Tests/LibraryAppTests/Traces/`, for the app with its own types.
        static let ownTypesTraces = ["retry-429-then-success.json"]
        /// The trace that app's test records through its own service.
        static let ownTypesRecorded = "own-library.json"

        /// Where the package made from the guide is written: two folders below
        /// this checkout, as the guide's `path: "../.."` says, and kept between
        /// runs so that the deepcut-replay modules it builds are built once per
        /// checkout, not once a run. `.ci/run` runs the package plugin from it.
        static let package = root.appendingPathComponent(".build/adopting-guide")

        @Test("a new package made from the guide alone builds and passes swift test, with Swift Testing and with XCTest",
              .enabled(if: ProcessInfo.processInfo.environment["DEEPCUT_SKIP_CONSUMER_PACKAGE"] == nil))
        func newPackagePasses() async throws {
            let folder = Self.package
            for old in ["Package.swift", "Sources", "Tests"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(old))
            }
            for file in try Self.files() + Self.files(of: Self.simulatorGuide) { try folder.write(file.text + "\n", to: file.path) }
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(Self.world).deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.world))
            try FileManager.default.copyItem(
                at: ConsumerPackageTests.consumer.appendingPathComponent(Self.world), to: folder.appendingPathComponent(Self.world))
            let text = try String(contentsOf: Self.root.appendingPathComponent(Self.guide), encoding: .utf8)
            #expect(text.contains("copy the device traces the tests name into\n`Tests/DiscoverTabTests/Traces/`"))
            let traces = folder.appendingPathComponent("Tests/DiscoverTabTests/Traces")
            try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
            for trace in Self.traces {
                #expect(text.contains("`\(trace)`"), "the guide names \(trace)")
                try FileManager.default.copyItem(
                    at: ConsumerPackageTests.consumer.appendingPathComponent("Tests/DiscoverTabTests/Traces/" + trace),
                    to: traces.appendingPathComponent(trace))
            }
            #expect(text.contains("Copy `retry-429-then-success.json` into `Tests/LibraryAppTests/Traces/`"))
            let ownTraces = folder.appendingPathComponent("Tests/LibraryAppTests/Traces")
            try FileManager.default.createDirectory(at: ownTraces, withIntermediateDirectories: true)
            for trace in Self.ownTypesTraces {
                try FileManager.default.copyItem(
                    at: ConsumerPackageTests.consumer.appendingPathComponent("Tests/LibraryAppTests/Traces/" + trace),
                    to: ownTraces.appendingPathComponent(trace))
            }
            #expect(text.contains("DEEPCUT_RECORD_MODE=missing swift test"), "the guide says how to record")
            let command = ["test", "--package-path", folder.path, "--disable-automatic-resolution"]
            func run(_ environment: [String: String?]) async throws -> (Int32, String) {
                var (status, output) = try await ConsumerPackageTests.swift(command, environment: environment)
                if status != 0, output.contains("due to signal") || output.contains("Killed") {
                    // A compiler killed by a busy machine (out of memory) is not this package's failure: once more.
                    (status, output) = try await ConsumerPackageTests.swift(command, environment: environment)
                }
                return (status, output)
            }
            func errors(_ output: String) -> String {
                let errors = output.split(separator: "\n").filter { $0.contains("error") || $0.contains("✘") }
                return (errors.prefix(20) + ["…"] + output.split(separator: "\n").suffix(30)).joined(separator: "\n")
            }
            let recording = folder.appendingPathComponent("Tests/DiscoverTabTests/Traces/" + Self.recorded)
            #if compiler(>=6.1)
            // The guide's first run records the trace that is not there, from the live service, and that test says so.
            let (recordStatus, recordOutput) = try await run(["DEEPCUT_RECORD_MODE": "missing"])
            #expect(recordStatus != 0, "a recording is never a pass")
            #expect(recordOutput.contains("Traces/\(Self.recorded): recorded in mode missing from the live service"), "\(errors(recordOutput))")
            #expect(recordOutput.contains("written to \(recording.path)"), "\(errors(recordOutput))")
            #expect(recordOutput.contains(#"✘ Test "the live library's deep cuts, recorded once and replayed ever after" failed"#))
            // The app with its own types records through its own service, the same way.
            let ownRecording = folder.appendingPathComponent("Tests/LibraryAppTests/Traces/" + Self.ownTypesRecorded)
            #expect(recordOutput.contains("Traces/\(Self.ownTypesRecorded): recorded in mode missing from the live service"),
                    "\(errors(recordOutput))")
            #expect(recordOutput.contains(#"✘ Test "the app's model finds the same deep cuts in the recording of its own service" failed"#))
            let recordingTests = ["the live library's deep cuts", "the app's model finds the same deep cuts"]
            #expect(!recordOutput.split(separator: "\n").contains { line in
                line.hasPrefix("✘ Test \"") && !recordingTests.contains { line.contains($0) }
            }, "only the recording tests fail: \(errors(recordOutput))")
            #expect(FileManager.default.fileExists(atPath: ownRecording.path))
            let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: recording)) as? [String: Any]
            #expect((trace?["calls"] as? [Any])?.isEmpty == false, "the recording holds the calls")
            #else
            try FileManager.default.copyItem(
                at: ConsumerPackageTests.consumer.appendingPathComponent("Tests/DiscoverTabTests/Traces/" + Self.recorded), to: recording)
            try FileManager.default.copyItem(
                at: ConsumerPackageTests.consumer.appendingPathComponent("Tests/LibraryAppTests/Traces/" + Self.ownTypesRecorded),
                to: folder.appendingPathComponent("Tests/LibraryAppTests/Traces/" + Self.ownTypesRecorded))
            #endif
            // Then everything replays and passes.
            let (status, output) = try await run(["DEEPCUT_RECORD_MODE": nil])
            #expect(status == 0, "\(errors(output))")
            // The traces come from the test target's bundle (`Bundle.module`), as on a phone.
            #if compiler(>=6.1)
            #expect(output.contains(#"Test "most artists answered 404: the banner says some could not be checked, never caught up" passed"#))
            #expect(output.contains(#"Test "the empty Discover tab of the first post: 1,598 of 1,610 artists could not be checked" passed"#))
            #expect(output.contains(#"Test "the live library's deep cuts, recorded once and replayed ever after" passed"#))
            #endif
            #expect(output.contains(#"Test "each trace of the test bundle passes the engine's own verifier" with "#))
            #expect(output.contains(#"Test "a 429 then a success is one bundled trace that passes, named by its resource path" passed"#))
            #expect(output.contains(#"Test "each trace is read from the test bundle's copy, not from the source folder" with "#))
            // The app with its own types: its recording replays into its own model, and so does every bundled trace.
            #expect(output.contains(#"Test "the app's model finds the same deep cuts in the recording of its own service" passed"#))
            #expect(output.contains(#"Test "each trace of the test bundle replays into the app's own model without a call it does not hold" with "#))
            // The XCTest form, run by XCTest.
            #expect(output.contains("Test Case 'DiscoverTabXCTests.testBannerSaysSomeArtistsCouldNotBeChecked' passed"))
            #expect(output.contains("Test Case 'BundledTraceXCTests.testRetriedTracePasses' passed"))
            // Guides/Simulator.md: the app's model over the bundled world, and its session replayed strictly.
            #expect(output.contains(#"Test "the bundled world shows the recorded library's deep cuts" passed"#))
            #expect(output.contains(#"Test "a session over the world, written as a trace, replays strictly and passes" passed"#))
        }

        @Test("the guide's URL manifest loads, and names the dependency deepcut-replay by its URL alone")
        func urlManifestLoads() async throws {
            let text = try String(contentsOf: Self.root.appendingPathComponent(Self.guide), encoding: .utf8)
            let marker = "<!-- the URL form: a test loads this manifest with swift package dump-package -->\n```swift\n"
            let start = try #require(text.range(of: marker))
            let end = try #require(text[start.upperBound...].range(of: "\n```\n"))
            let manifest = String(text[start.upperBound..<end.lowerBound])
            try await withTemporaryFolder { folder in
                try folder.write(manifest + "\n", to: "Package.swift")
                try folder.write("public struct App {}\n", to: "Sources/App/App.swift")
                try folder.write("", to: "Tests/AppTests/Traces/.keep")
                let (status, output) = try await ConsumerPackageTests.swift(
                    ["package", "--package-path", folder.path, "dump-package"])
                #expect(status == 0, "\(output)")
                #expect(output.contains(#""identity" : "deepcut-replay""#), "\(output)")
            }
        }

        @Test("a path dependency is known by its folder's name unless named, as the guide says")
        func pathIdentity() async throws {
            try await withTemporaryFolder { folder in
                func manifest(_ dependency: String) -> String {
                    """
                    // swift-tools-version: 6.0
                    import PackageDescription
                    let package = Package(
                        name: "App",
                        dependencies: [\(dependency)],
                        targets: [.target(name: "App", dependencies: [.product(name: "DeepCutKit", package: "deepcut-replay")])]
                    )

                    """
                }
                try folder.write("public struct App {}\n", to: "Sources/App/App.swift")
                let path = Self.root.path
                try folder.write(manifest(#".package(path: "\#(path)")"#), to: "Package.swift")
                let (unnamed, refusal) = try await ConsumerPackageTests.swift(
                    ["package", "--package-path", folder.path, "--disable-automatic-resolution", "describe"])
                if Self.root.lastPathComponent == "deepcut-replay" {
                    // A checkout in a folder of the package's own name is known by it.
                    #expect(unnamed == 0, "\(refusal)")
                } else {
                    #expect(unnamed != 0)
                    #expect(refusal.contains("unknown package 'deepcut-replay' in dependencies of target 'App'; "
                                             + "valid packages are: '\(Self.root.lastPathComponent)'"), "\(refusal)")
                }
                try folder.write(manifest(#".package(name: "deepcut-replay", path: "\#(path)")"#), to: "Package.swift")
                let (named, output) = try await ConsumerPackageTests.swift(
                    ["package", "--package-path", folder.path, "--disable-automatic-resolution", "describe"])
                #expect(named == 0, "\(output)")
            }
        }
    }
}
