import DeepCutTrace
import DeepCutTraceReading
import DeepCutTool
import Dispatch
import Foundation

// libFuzzer's driver runs on a thread of its own: the tool runs on the main
// actor, which the main thread serves (dispatchMain), as in FuzzReplay.

/// Fuzz/Support/console-trace.json (run from the package's root, as Fuzz/run.sh does): six
/// library artists, two named Boris (both checked), names with diacritics and quotes, one never
/// checked. Tests/TraceSuiteTests/ConsoleFuzzRegressionTests.swift imports every log kept in
/// Fuzz/Regressions/console/ into the same trace.
let traceFile = URL(fileURLWithPath: "Fuzz/Support/console-trace.json")

/// Where each input is written as the log, the trace read from, and the output written.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-console-\(ProcessInfo.processInfo.processIdentifier)")

/// The library's artist ids, the only ones a line may be placed on; made once the
/// trace is copied where each input's import reads it. The trace's bytes live only
/// in here: a global holding them that the code after the top level never reads
/// is kept in no memory LeakSanitizer scans, and it reported them as leaked.
let artistIDs: Set<String> = {
    guard let data = try? Data(contentsOf: traceFile), let read = try? TraceReader.read(data: data) else {
        fatalError("run from the package's root: \(traceFile.path) is not there or not a trace")
    }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("t.json").path, contents: data)
    return Set(read.calls.flatMap { call -> [String] in
        if case .success(.artists(let artists)) = call.outcome { artists.map(\.id) } else { [] }
    })
}()

/// Imports `data` as the console log, with and without `--partial`: an exit
/// status of the command's own (0, 1, or 65 naming the log), and a trace
/// written that reads back holding only library artists' ids; anything else traps.
@MainActor
func importLog(_ data: Data) async {
    let log = folder.appendingPathComponent("console.log").path
    let tracePath = folder.appendingPathComponent("t.json").path
    let output = folder.appendingPathComponent("out.json").path
    _ = FileManager.default.createFile(atPath: log, contents: data)
    for extra in [[], ["--partial", "--replace"]] {
        try? FileManager.default.removeItem(atPath: output)
        let arguments = ["import-diagnostics", tracePath, "--log", log, "-o", output] + extra
        let result = await DeepCutReplayTool.run(arguments, environment: ToolEnvironment())
        switch result.status {
        case .success:
            guard let written = try? TraceReader.read(contentsOf: URL(fileURLWithPath: output)) else {
                fatalError("\(arguments) wrote what does not read back as a trace")
            }
            if let artists = written.diagnostics?.artists, !artists.allSatisfy({ artistIDs.contains($0.artistID) }) {
                fatalError("\(arguments) placed a line on an artist the library does not list")
            }
        case .failure:
            if result.standardError.isEmpty { fatalError("\(arguments) failed without a message") }
        case .invalidTrace:
            if !result.standardError.hasPrefix("deepcut-replay: \(log):") {
                fatalError("\(arguments) refused the log without naming its place:\n\(result.standardError)")
            }
        default:
            fatalError("\(arguments) gave exit status \(result.status.rawValue):\n\(result.standardError)")
        }
    }
}


let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { bytes, size in
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
        await importLog(data)
        done.signal()
    }
    done.wait()
    return 0
}

let driver = Thread {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}
driver.stackSize = 64 << 20
driver.start()
dispatchMain()
