// deepcut-bench: measures reading, replaying and verifying generated sessions
// of 1,610, 5,000 and 20,000 artists against CPython's json.load, and the
// recorder's cost per appended call, how redact, --chaos and generate grow
// with the library, how each command grows with the library and with one
// answer's albums, and what the HTML page adds to a replay. Run from a release build:
//     swift build -c release && .build/release/deepcut-bench
import DeepCutGenerator
import DeepCutVerify
import Foundation

let options = BenchOptions.parseOrExit()
if let path = options.inProcessFile {
    do {
        print(try await InProcessRun.measure(path, runs: options.runs).line)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("deepcut-bench: \(error.message)\n".utf8))
        exit(error.status)
    }
}
let runs = options.runs
let sizes = options.sizes
let recorderCalls = options.recorderCalls
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
if options.campaignsOnly {
    let campaigns = CampaignBenchmark.measure(replayTool: replayTool) { print($0) }
    print("")
    print("Budgets")
    for line in CampaignBenchmark.budgets(campaigns) { print("  " + line) }
    exit(0)
}
if options.commandsOnly {
    for line in CommandBenchmark.measure(replayTool: replayTool, sizes: sizes) { print(line) }
    exit(0)
}
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
var surgeryLines: [String] = []
switch SurgeryBenchmark.trace() {
case .success(let trace):
    for measured in [await SurgeryBenchmark.campaign(trace), await SurgeryBenchmark.shrink(trace, runs: runs)] {
        switch measured {
        case .success(let result):
            print(result.line)
            surgeryLines.append(result.budgetLine)
        case .failure(let reason):
            print(reason)
            surgeryLines.append("✘ \(reason)")
        }
    }
case .failure(let reason):
    print(reason)
    surgeryLines.append("? \(reason)")
}
print("")
let campaigns = CampaignBenchmark.measure(replayTool: replayTool) { print($0) }
print("")
for line in GrowthBenchmark.measure(replayTool: replayTool, sizes: sizes) { print(line) }
print("")
for line in CommandBenchmark.measure(replayTool: replayTool, sizes: sizes) { print(line) }
print("")
let htmlPage = sizes.max().flatMap { HTMLBenchmark.measure(replayTool: replayTool, artists: $0, runs: runs) }
let htmlNotMeasured = "html page: not measured (deepcut-replay did not pass the generated session or write its page)"
print(htmlPage?.line ?? htmlNotMeasured)
print("")
print("Budgets")
for line in Benchmark.budgets(results, recorder: recorder) + surgeryLines + CampaignBenchmark.budgets(campaigns)
    + [htmlPage?.budgetLine ?? "✘ \(htmlNotMeasured)"] {
    print("  " + line)
}
