// deepcut-replay: parses nothing itself; DeepCutReplayTool does the work and
// this file prints what it returns and exits with its status.
import DeepCutVerify
import Foundation

MallocArenas.useOne()
let environment = ToolEnvironment(
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    noColorRequested: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty,
    standardInput: .process)
let result = await DeepCutReplayTool.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status.rawValue)
