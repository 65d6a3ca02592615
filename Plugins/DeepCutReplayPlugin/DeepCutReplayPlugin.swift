// `swift package deepcut-replay ARGUMENTS...`: builds the deepcut-replay tool and
// runs it from the package's root, so that `swift package deepcut-replay verify
// Traces Fixtures` works in any package that depends on this one, and Xcode's
// plugin menu runs it too. See README "Running the tool as a package plugin".
import Foundation
import PackagePlugin

@main
struct DeepCutReplayPlugin: CommandPlugin {
    /// The folders verified when the plugin is run without arguments (Xcode's menu).
    static let defaultFolders = ["Traces", "Fixtures"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        var extractor = ArgumentExtractor(arguments)
        // Xcode passes the targets chosen in its dialog; the tool takes paths, not targets.
        _ = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        if toolArguments.isEmpty {
            let folders = Self.defaultFolders.filter {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
            guard !folders.isEmpty else { throw PluginFailure.nothingToVerify(root.path) }
            toolArguments = ["verify"] + folders
        }
        let tool = try context.tool(named: "deepcut-replay")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure.toolFailed(status: process.terminationStatus)
        }
    }
}

/// Why the plugin failed.
enum PluginFailure: Error, CustomStringConvertible {
    /// No arguments, and no Traces or Fixtures folder in the package.
    case nothingToVerify(String)
    /// The tool exited with this status; its own messages are already printed.
    case toolFailed(status: Int32)

    var description: String {
        switch self {
        case .nothingToVerify(let root):
            "no arguments, and no Traces or Fixtures folder in \(root) to verify; "
                + "try `swift package deepcut-replay verify PATH...` or `swift package deepcut-replay --help`"
        case .toolFailed(let status):
            "deepcut-replay exited with status \(status) (Docs/CommandLine.md \"Exit status\" lists what each means)"
        }
    }
}
