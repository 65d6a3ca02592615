import DeepCutTool
import Dispatch
import Foundation

// libFuzzer's driver runs on a thread of its own: the engine, the replay and
// the tool run on the main actor, which the main thread serves (dispatchMain).

/// The tool's runs of one input, each through `-` (standard input given as
/// bytes): the replay's text and JSON reports, inspect's text and JSON, and
/// verify's JSON and Markdown (Tests/TraceSuiteTests/FuzzRegressionTests.swift
/// makes the same runs of every input kept in Fuzz/Regressions/).
let runs: [[String]] = [
    ["-"], ["-", "--format", "json", "--verbose"], ["-", "--policy", "legacy", "--quiet"],
    ["inspect", "-", "--all"], ["inspect", "-", "--format", "json"],
    ["verify", "-", "--format", "json"], ["verify", "-", "--format", "markdown"],
]

/// Runs the tool on `data` every way `runs` lists; a status outside the
/// tool's own, a JSON output that is not JSON, or a failure without a message traps.
@MainActor
func replay(_ data: Data) async {
    for arguments in runs {
        let result = await DeepCutReplayTool.run(arguments, environment: ToolEnvironment(standardInput: .bytes(data)))
        switch result.status {
        case .success, .failure:
            if arguments.contains("json"), (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) == nil {
                fatalError("\(arguments.joined(separator: " ")) printed what is not JSON:\n\(result.standardOutput)")
            }
        case .invalidTrace, .unreadable:
            if arguments.first != "verify", !result.standardError.hasPrefix("deepcut-replay: <stdin>") {
                fatalError("\(arguments.joined(separator: " ")) refused the input without naming it:\n\(result.standardError)")
            }
        default:
            fatalError("\(arguments.joined(separator: " ")) gave exit status \(result.status.rawValue):\n\(result.standardError)")
        }
    }
}

let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { bytes, size in
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
        await replay(data)
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
