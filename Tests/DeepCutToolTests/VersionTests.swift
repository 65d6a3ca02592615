import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    /// The version an adopter asks for, the one the tool prints and the one the
    /// changelog describes are one number.
    @Suite("The version --version prints is CHANGELOG.md's latest and the one Guides/Adopting.md names")
    struct VersionTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test("--version, CHANGELOG.md's first version heading and the guide's release tag name the same version")
        func oneVersion() async throws {
            let printed = await DeepCutReplayTool.run(["--version"]).standardOutput
            let version = try #require(printed.split(separator: " ").dropFirst().first.map(String.init))
            let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
            let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
            #expect(latest == version)
            let guide = try String(contentsOf: Self.root.appendingPathComponent("Guides/Adopting.md"), encoding: .utf8)
            // No tag is pushed yet: the guide's manifest follows main and names the tag to come.
            #expect(guide.contains("once a `\(version)` tag is pushed"))
            #expect(guide.contains(#"branch: "main")"#))
        }
    }
}
