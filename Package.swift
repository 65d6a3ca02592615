// swift-tools-version: 6.0
// The replay harness for Deep Cut Atlas. See README.md and ../shared/DESIGN.md.
import PackageDescription

let package = Package(
    name: "deepcut-replay",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "DeepCutKit", targets: ["DeepCutKit"]),
        .library(name: "DeepCutEngine", targets: ["DeepCutEngine"]),
        .library(name: "DeepCutTrace", targets: ["DeepCutTrace"]),
        .library(name: "DeepCutFixtures", targets: ["DeepCutFixtures"]),
        .library(name: "DeepCutVerify", targets: ["DeepCutVerify"]),
        .executable(name: "deepcut-replay", targets: ["deepcut-replay"]),
        .executable(name: "deepcut-bench", targets: ["deepcut-bench"]),
    ],
    targets: [
        .target(name: "DeepCutKit"),
        .target(name: "DeepCutEngine", dependencies: ["DeepCutKit"]),
        .target(name: "DeepCutTrace", dependencies: ["DeepCutKit", "DeepCutEngine"]),
        .target(name: "DeepCutFixtures", dependencies: ["DeepCutKit", "DeepCutEngine", "DeepCutTrace"]),
        .target(name: "DeepCutVerify", dependencies: ["DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutFixtures"]),
        .executableTarget(name: "deepcut-replay", dependencies: ["DeepCutVerify"]),
        // What several test targets share: the format's example trace, temporary folders.
        .target(name: "DeepCutTestSupport"),
        // The benchmark (run from a release build; see README "Performance").
        .executableTarget(
            name: "deepcut-bench", dependencies: ["DeepCutVerify", "DeepCutTrace", "DeepCutFixtures", "DeepCutKit"]),

        .testTarget(name: "DeepCutKitTests", dependencies: ["DeepCutKit"]),
        .testTarget(name: "DeepCutFixturesTests", dependencies: ["DeepCutFixtures"]),
        .testTarget(name: "DeepCutEngineTests", dependencies: ["DeepCutEngine", "DeepCutFixtures"]),
        .testTarget(name: "DeepCutTraceTests", dependencies: ["DeepCutTrace", "DeepCutFixtures", "DeepCutTestSupport"]),
        // The trace suites: every file in Traces/ and Fixtures/ is a test case.
        .testTarget(
            name: "TraceSuiteTests",
            dependencies: ["DeepCutVerify", "DeepCutTrace", "DeepCutFixtures", "DeepCutEngine", "DeepCutKit"]),
        .testTarget(name: "DeepCutVerifyTests",
                    dependencies: ["DeepCutVerify", "DeepCutFixtures", "DeepCutTrace", "DeepCutEngine", "DeepCutTestSupport"]),
        // Runs the real executable; depending on it makes `swift test` build it.
        .testTarget(name: "DeepCutReplayCommandTests", dependencies: ["deepcut-replay", "DeepCutTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
