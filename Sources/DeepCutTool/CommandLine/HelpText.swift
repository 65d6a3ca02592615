import DeepCutCommandLine

/// The text of `--help` for the tool and each subcommand, and `--version`,
/// all made from the commands' signatures.
package enum HelpText {
    /// The tool's version.
    package static let version = "deepcut-replay 1.0.0 (reads trace format version 1)"

    /// The help for a topic.
    package static func text(for topic: HelpTopic) -> String {
        guard topic != .tool, let command = topic.toolCommand else { return toolHelp }
        return command.signature.help
    }

    /// The tool's help: the replay's, with every command's USAGE and the SUBCOMMANDS list.
    static var toolHelp: String {
        let main = ToolCommands.main.signature
        let usages = ([main] + ToolCommands.all.filter { $0.name != HelpCommand.name }.map { $0.signature })
            .map(\.usage) + [HelpCommand.toolUsage]
        let usage = "USAGE: " + usages.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\n       ")
        // A subcommand whose operands are optional shows them: `help [SUBCOMMAND]`.
        let subcommands = ToolCommands.all.map { $0.signature }.map { signature in
            (
                [signature.name ?? "", signature.operands.hasPrefix("[") ? signature.operands : ""]
                    .filter { !$0.isEmpty }.joined(separator: " "),
                signature.summary)
        }
        return [main.overview, usage, "OPTIONS:\n" + main.optionsHelp, HelpSection("SUBCOMMANDS", subcommands).text,
                "EXIT STATUS:\n" + (main.exitStatus ?? "")].joined(separator: "\n\n")
    }
}
