import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Docs/adopting.md is the adopter's path, checked: its files are the consumer
    /// package's (which ConsumerPackageTests builds and tests), its URL manifest is
    /// one SwiftPM loads, and what it says of a path dependency's identity is what
    /// SwiftPM does. Nothing is fetched: SwiftPM loads manifests without resolving.
    @Suite("Docs/adopting.md: the adopter's files are the consumer package's, and SwiftPM reads them as it says")
    struct AdoptingGuideTests {
        static let guide = "Docs/adopting.md"
        static let root = ConsumerPackageTests.root

        @Test("the guide quotes the consumer package's manifest and XCTest file, line for line")
        func quotesTheExample() throws {
            let manifest = try ReadmeQuote("Examples/ConsumerPackage/Package.swift", region: nil, page: Self.guide)
            #expect(manifest.block == manifest.region)
            let tests = try ReadmeQuote(
                "Examples/ConsumerPackage/Tests/DiscoverTabTests/DiscoverTabXCTests.swift", region: "DiscoverTabXCTests",
                page: Self.guide)
            #expect(tests.block == tests.region)
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
