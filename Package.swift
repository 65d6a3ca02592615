// swift-tools-version: 6.0
// The replay harness for Deep Cut Atlas. See README.md, Docs/TraceFormat.md and Docs/EngineRules.md.
import PackageDescription

let package = Package(
    name: "deepcut-replay",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "DeepCutKit", targets: ["DeepCutKit"]),
        .library(name: "DeepCutEngine", targets: ["DeepCutEngine"]),
        .library(name: "DeepCutTrace", targets: ["DeepCutTrace"]),
        .library(name: "DeepCutTraceReading", targets: ["DeepCutTraceReading"]),
        .library(name: "DeepCutFixtures", targets: ["DeepCutFixtures"]),
        .library(name: "DeepCutGenerator", targets: ["DeepCutGenerator"]),
        .library(name: "DeepCutVerify", targets: ["DeepCutVerify"]),
        .library(name: "DeepCutTesting", targets: ["DeepCutTesting"]),
        .library(name: "DeepCutWorld", targets: ["DeepCutWorld"]),
        .executable(name: "deepcut-replay", targets: ["deepcut-replay"]),
        .executable(name: "deepcut-bench", targets: ["deepcut-bench"]),
        .executable(name: "deepcut-record-example", targets: ["deepcut-record-example"]),
        // `swift package deepcut-replay verify Traces Fixtures` (README "Running the tool as a package plugin").
        .plugin(name: "DeepCutReplayPlugin", targets: ["DeepCutReplayPlugin"]),
    ],
    targets: [
        // The module graph, bottom-up (Docs/Layout.md): each module imports only those above it.
        // The vocabulary every other module shares: DTOs, the service protocol, errors,
        // id spaces, refresh states and failure policies, clocks, and the edit distance of "did you mean".
        .target(name: "DeepCutKit"),
        // The Discover engine (Docs/EngineRules.md).
        .target(name: "DeepCutEngine", dependencies: ["DeepCutKit"]),
        // The trace format (Docs/TraceFormat.md) as an app records it: the model, the writer,
        // the recorder and its file sink; plain Swift, nothing of the reader's.
        .target(name: "DeepCutTrace", dependencies: ["DeepCutKit"]),
        // Reading a trace (the strict one-pass reader over the file's bytes) and replaying it
        // to the engine: what the tool, the tests and the fuzz targets use, never the app.
        .target(name: "DeepCutTraceReading", dependencies: ["DeepCutKit", "DeepCutTrace"]),
        // The mock service and the sample library, for the app's previews and tests.
        .target(name: "DeepCutFixtures", dependencies: ["DeepCutKit"]),
        // Synthetic libraries and their traces, with an independent ground truth.
        .target(name: "DeepCutGenerator", dependencies: ["DeepCutKit", "DeepCutTrace"]),
        // The phone's library as recordings saw it, for the simulator, SwiftUI previews and UI tests
        // (Guides/Simulator.md): a world made from traces, its file (Docs/WorldFormat.md) and a service
        // answering any call in any order, with writes, failures on demand and a log that is a trace.
        // Plain Swift without the reader's scanner: what an app links in its Debug builds.
        .target(name: "DeepCutWorld", dependencies: ["DeepCutKit", "DeepCutTrace", "DeepCutFixtures"]),
        // The command-line parser that the three executables share: options declared once with their
        // value shape, help and default, option groups, parsed arguments, usage errors, --help and USAGE.
        .target(name: "DeepCutCommandLine", dependencies: ["DeepCutKit"]),
        // The verifier: replays a trace through the engine and checks it, the report and its
        // text, JSON and JUnit renderings. What DeepCutTesting needs, and nothing of the command line.
        .target(
            name: "DeepCutVerify",
            dependencies: ["DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutTraceReading"]),
        // What the tool finds in traces, as plain Swift values: lint, coverage, status, inspect,
        // fault campaigns and their invariants, redact / shrink / diff, bless, the console importer,
        // completion orders and the HTML pages. No platform code, no command line.
        .target(
            name: "DeepCutAnalysis",
            dependencies: [
                "DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutTraceReading", "DeepCutGenerator",
                "DeepCutVerify",
            ]),
        // The tool's process machinery: output files and their atomic renames, interrupts,
        // writers' locks, progress lines, file descriptors and the `faults --jobs` workers;
        // all of the tool's platform code, behind one header (Platform.swift).
        .target(
            name: "DeepCutProcess",
            dependencies: ["DeepCutKit", "DeepCutTrace", "DeepCutTraceReading", "DeepCutVerify", "DeepCutAnalysis"]),
        // The command line: the commands, their options and help, and the one output step that
        // prints and writes what a command returns. Only the executables and the tests link it.
        .target(
            name: "DeepCutTool",
            dependencies: [
                "DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutTraceReading", "DeepCutGenerator",
                "DeepCutVerify", "DeepCutCommandLine", "DeepCutAnalysis", "DeepCutProcess", "DeepCutWorld",
            ]),
        // The tool: the commands are DeepCutTool's; this module holds what only the process
        // does (reading files with the system's calls, its arguments' bytes, one malloc arena).
        .executableTarget(
            name: "deepcut-replay", dependencies: ["DeepCutTraceReading", "DeepCutAnalysis", "DeepCutProcess", "DeepCutTool"]),
        // The benchmark (run from a release build; see README "Performance").
        .executableTarget(
            name: "deepcut-bench",
            dependencies: [
                "DeepCutKit", "DeepCutTrace", "DeepCutTraceReading", "DeepCutGenerator", "DeepCutVerify",
                "DeepCutCommandLine", "DeepCutAnalysis", "DeepCutProcess", "DeepCutTool",
            ]),
        // Guides/Recording.md's recording code, compiled: records a session against the mock through the engine;
        // its command line is read with the executables' shared parser.
        .executableTarget(
            name: "deepcut-record-example",
            dependencies: ["DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutFixtures", "DeepCutCommandLine"]),
        // For an app's test targets (it imports Testing): the `.replaying` trait,
        // `expectTracePasses`, `TraceSource` (Guides/Testing.md).
        .target(
            name: "DeepCutTesting",
            dependencies: ["DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutTraceReading", "DeepCutVerify"]),
        // Runs deepcut-replay from the package root: `swift package deepcut-replay ARGUMENTS...`.
        // It asks for no permission: verify and inspect only read.
        .plugin(
            name: "DeepCutReplayPlugin",
            capability: .command(
                intent: .custom(verb: "deepcut-replay", description: "Replay and verify Deep Cut traces (deepcut-replay --help)")),
            dependencies: ["deepcut-replay"]),
        // What several test targets share: the format's example trace, reading and verifying a
        // trace document, temporary folders.
        .target(name: "DeepCutTestSupport", dependencies: ["DeepCutTrace", "DeepCutTraceReading", "DeepCutVerify"]),

        .testTarget(name: "DeepCutKitTests", dependencies: ["DeepCutKit"]),
        .testTarget(name: "DeepCutCommandLineTests", dependencies: ["DeepCutCommandLine"]),
        .testTarget(name: "DeepCutFixturesTests", dependencies: ["DeepCutFixtures"]),
        // The world over every trace of Traces/ (listed, never named), its file, its service and its log.
        .testTarget(
            name: "DeepCutWorldTests",
            dependencies: [
                "DeepCutWorld", "DeepCutKit", "DeepCutEngine", "DeepCutTrace", "DeepCutTraceReading", "DeepCutVerify",
                "DeepCutAnalysis", "DeepCutFixtures", "DeepCutGenerator", "DeepCutTestSupport",
            ]),
        .testTarget(
            name: "DeepCutEngineTests",
            dependencies: [
                "DeepCutEngine", "DeepCutFixtures", "DeepCutGenerator", "DeepCutTrace", "DeepCutTraceReading",
            ]),
        .testTarget(
            name: "DeepCutTraceTests",
            dependencies: ["DeepCutTrace", "DeepCutTraceReading", "DeepCutFixtures", "DeepCutGenerator", "DeepCutTestSupport"]),
        // The trace suites: every file in Traces/ and Fixtures/ is a test case.
        .testTarget(
            name: "TraceSuiteTests",
            dependencies: ["DeepCutTesting", "DeepCutVerify", "DeepCutAnalysis", "DeepCutProcess", "DeepCutTool", "DeepCutTrace", "DeepCutTraceReading", "DeepCutFixtures", "DeepCutGenerator", "DeepCutEngine", "DeepCutKit", "DeepCutTestSupport"]),
        .testTarget(
            name: "DeepCutTestingTests",
            dependencies: ["DeepCutTesting", "DeepCutVerify", "DeepCutTraceReading", "DeepCutFixtures", "DeepCutEngine", "DeepCutTestSupport"]),
        .testTarget(
            name: "DeepCutVerifyTests",
            dependencies: ["DeepCutVerify", "DeepCutTrace", "DeepCutTraceReading", "DeepCutKit", "DeepCutTestSupport"]),
        .testTarget(
            name: "DeepCutToolTests",
            dependencies: [
                "DeepCutAnalysis", "DeepCutProcess", "DeepCutTool", "DeepCutVerify", "DeepCutTrace", "DeepCutTraceReading",
                "DeepCutKit", "DeepCutTestSupport", "DeepCutWorld",
            ]),
        // Runs the real executable; depending on it makes `swift test` build it.
        .testTarget(
            name: "DeepCutReplayCommandTests", dependencies: ["deepcut-replay", "deepcut-record-example", "deepcut-bench", "DeepCutTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
