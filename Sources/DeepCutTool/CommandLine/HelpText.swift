/// The subject of a `--help`: the tool as a whole, or one subcommand by name.
package struct HelpTopic: RawRepresentable, Hashable, Sendable {
    /// The subcommand's name; `deepcut-replay` for the tool as a whole.
    package var rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tool as a whole (and `deepcut-replay TRACE`).
    package static let tool = HelpTopic(rawValue: "deepcut-replay")
    /// `verify`.
    package static var verify: HelpTopic { VerifyCommand.topic }
    /// `inspect`.
    package static var inspect: HelpTopic { InspectCommand.topic }
    /// `generate`.
    package static var generate: HelpTopic { GenerateCommand.topic }

    /// Every topic: the tool, then each subcommand with a help of its own, in the order `--help` lists them.
    package static var allCases: [HelpTopic] {
        [.tool] + subcommandNames.map(HelpTopic.init(rawValue:))
    }

    /// The subcommands with a help of its own (`help` itself has none), in the order `--help` lists them.
    static var subcommandNames: [String] {
        ToolCommands.all.map { $0.name }.filter { $0 != HelpCommand.name }
    }

    /// The command the topic is about.
    var command: (any ToolCommand.Type)? {
        self == .tool ? ToolCommands.main : ToolCommands.named(rawValue)
    }
}

/// The text of `--help` for the tool and each subcommand, and `--version`,
/// all made from the commands' signatures.
package enum HelpText {
    /// The tool's version.
    package static let version = "deepcut-replay 1.0.0 (reads trace format version 1)"

    /// The help for a topic.
    package static func text(for topic: HelpTopic) -> String {
        guard topic != .tool, let command = topic.command else { return toolHelp }
        return command.signature.help
    }

    /// One line saying how to get help, after a usage error.
    package static func hint(for topic: HelpTopic) -> String {
        topic == .tool ? "Run 'deepcut-replay --help' for usage." : "Run 'deepcut-replay \(topic.rawValue) --help' for usage."
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
