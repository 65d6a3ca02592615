// deepcut-bench: measures reading, replaying and verifying generated sessions
// of 1,610, 5,000 and 20,000 artists against CPython's json.load, and the
// recorder's cost per appended call. Run from a release build:
//     swift build -c release && .build/release/deepcut-bench
import DeepCutGenerator
import DeepCutVerify
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    USAGE: deepcut-bench [--runs N] [--sizes 1610,5000,20000] [--recorder-calls 100000]

    Generates sessions with fixed seeds, then for each prints the file size, read (parse and
    validate) time and MB/s, replay and verification time and calls per second, the whole
    `deepcut-replay TRACE` process's time and peak memory, and CPython's json.load on the same
    file as the floor. Medians of N runs (default 5). Then checks the budgets of the README.
    Run it from a release build, next to the deepcut-replay it measures.
    """)
    exit(0)
}

func value(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let runs = max(1, Int(value("--runs") ?? "") ?? 5)
let sizes = (value("--sizes") ?? "1610,5000,20000").split(separator: ",").compactMap { Int($0) }
let recorderCalls = Int(value("--recorder-calls") ?? "") ?? 100_000
let binFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let replayTool = binFolder.appendingPathComponent("deepcut-replay").path
guard FileManager.default.isExecutableFile(atPath: replayTool) else {
    FileHandle.standardError.write(Data("deepcut-bench: no deepcut-replay next to this binary; run `swift build -c release` first\n".utf8))
    exit(66)
}
#if DEBUG
print("note: this is a debug build; figures for the README come from `swift build -c release`")
#endif

let benchmark = Benchmark(runs: runs, replayTool: replayTool)
print(benchmark.machineLine())
print("median of \(runs) runs; generated sessions: seed = artist count, failure rate 0.05, 8 albums per artist, 40 a refresh")
print("")
var results: [Benchmark.Result] = []
for size in sizes {
    let result = await benchmark.measure(artists: size)
    results.append(result)
    if results.count == 1 { print(Benchmark.header) }
    print(result.line)
}
print("")
let recorder = await RecorderBenchmark.measure(calls: recorderCalls)
print(recorder.line)
print(recorder.memoryLine)
print("")
print("Budgets")
for line in Benchmark.budgets(results, recorder: recorder) { print("  " + line) }
