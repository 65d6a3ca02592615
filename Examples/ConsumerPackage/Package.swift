// swift-tools-version: 6.0
// An app's package that tests its own code against device traces with DeepCutTesting,
// depending on deepcut-replay by path (README "Quick start for an app team").
// Built and tested by .ci/run and by DeepCutReplayCommandTests; nothing here is fetched.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "deepcut-replay", path: "../..")],
    targets: [
        // The app's view model for the Discover tab, over any MusicLibraryService.
        .target(
            name: "DiscoverTab",
            dependencies: [
                .product(name: "DeepCutKit", package: "deepcut-replay"),
                .product(name: "DeepCutEngine", package: "deepcut-replay"),
            ]),
// README: begin testTarget
        // The device traces travel in the test bundle (Bundle.module), so that the
        // tests find them on a phone as on a Mac or Linux (Guides/Testing.md).
        .testTarget(
            name: "DiscoverTabTests",
            dependencies: [
                "DiscoverTab", .product(name: "DeepCutTesting", package: "deepcut-replay"),
                // The live service the recording test records from: an app gives its MusicKit service.
                .product(name: "DeepCutFixtures", package: "deepcut-replay"),
            ],
            resources: [.copy("Traces")]),
// README: end testTarget
        // The Discover tab over a recorded world, for the simulator, SwiftUI previews and UI tests
        // (Guides/Simulator.md); its worlds travel in the bundle. Only the app's Debug builds use it.
        .target(
            name: "DiscoverTabWorld",
            dependencies: ["DiscoverTab", .product(name: "DeepCutWorld", package: "deepcut-replay")],
            resources: [.copy("Worlds")]),
        // The app's composition root: the live service, or a world in a Debug build launched with one.
        .target(
            name: "DiscoverTabApp",
            dependencies: ["DiscoverTab", "DiscoverTabWorld", .product(name: "DeepCutKit", package: "deepcut-replay")]),
        .testTarget(
            name: "DiscoverTabWorldTests",
            dependencies: [
                "DiscoverTab", "DiscoverTabWorld", .product(name: "DeepCutWorld", package: "deepcut-replay"),
                .product(name: "DeepCutTesting", package: "deepcut-replay"),
            ]),
        // An app whose service protocol and values are its own (Guides/Adopting.md "An app with
        // its own types"): its code knows nothing of deepcut-replay; only its tests do.
        .target(name: "LibraryApp"),
        .testTarget(
            name: "LibraryAppTests",
            dependencies: ["LibraryApp", .product(name: "DeepCutTesting", package: "deepcut-replay")],
            resources: [.copy("Traces")]),
    ],
    swiftLanguageModes: [.v6]
)
