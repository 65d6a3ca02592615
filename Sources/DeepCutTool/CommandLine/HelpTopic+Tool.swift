import DeepCutCommandLine

extension HelpTopic {
    /// `deepcut-replay` as a whole (and `deepcut-replay TRACE`).
    package static let tool = HelpTopic(program: "deepcut-replay")
    /// `verify`.
    package static var verify: HelpTopic { VerifyCommand.topic }
    /// `inspect`.
    package static var inspect: HelpTopic { InspectCommand.topic }
    /// `generate`.
    package static var generate: HelpTopic { GenerateCommand.topic }

    /// The subcommand of `deepcut-replay` named `name`.
    package static func subcommand(_ name: String) -> HelpTopic {
        HelpTopic(program: tool.program, command: name)
    }

    /// Every topic: the tool, then each subcommand with a help of its own, in the order `--help` lists them.
    package static var allCases: [HelpTopic] {
        [.tool] + subcommandNames.map { subcommand($0) }
    }

    /// The subcommands with a help of its own (`help` itself has none), in the order `--help` lists them.
    static var subcommandNames: [String] {
        ToolCommands.all.map { $0.name }.filter { $0 != HelpCommand.name }
    }

    /// The command the topic is about.
    var toolCommand: (any ToolCommand.Type)? {
        self == .tool ? ToolCommands.main : command.flatMap(ToolCommands.named)
    }
}
