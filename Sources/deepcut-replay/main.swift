// deepcut-replay: parses nothing itself; DeepCutReplayTool does the work and
// this file prints what it returns and exits with its status.
import DeepCutAnalysis
import DeepCutProcess
import DeepCutTool
import DeepCutTraceReading
import Foundation

MallocArenas.useOne()
// A reader that goes away (`| head`) makes a write fail with EPIPE, reported as any failed write (73),
// rather than killing the tool without a word.
signal(SIGPIPE, SIG_IGN)
InterruptCleanup.install()
var environment = ToolEnvironment(
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    noColorRequested: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty,
    standardInput: .process)
environment.errorIsTerminal = isatty(STDERR_FILENO) == 1
environment.executablePath = Bundle.main.executablePath
environment.standardOutputIsProcess = true
/// Runs the tool with standard output written as it is made (a long session's
/// report is never held whole); a failed write is exit status 73 when nothing
/// else failed, as for any output the tool cannot write.
@MainActor
func run(_ arguments: [String]) async -> ToolResult {
    var output = DescriptorOutputStream(descriptor: STDOUT_FILENO)
    var result = await DeepCutReplayTool.run(arguments, environment: environment, writingTo: &output)
    output.flush()
    if let failure = output.failure {
        result.standardError += ToolMessage.line("cannot write to standard output: \(failure)")
        if result.status == .success { result.status = .cannotCreate }
    }
    return result
}

let result: ToolResult
if let refusal = ArgumentBytes.refusal(ProcessArguments.bytes()) {
    result = ToolResult(standardError: "\(refusal)\n", status: .usage)
} else {
    result = await run(Array(CommandLine.arguments.dropFirst()))
}
// Written as standard output is: a standard error that cannot be written is given up quietly, never a crash.
var errors = DescriptorOutputStream(descriptor: STDERR_FILENO)
errors.write(result.standardError)
errors.flush()
exit(result.status.rawValue)
