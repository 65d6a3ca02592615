import DeepCutCommandLine

/// `deepcut-replay help [SUBCOMMAND]`, `--help` and `--version`: prints the
/// help of the tool or of a subcommand, or the version.
package struct HelpCommand: ToolCommand {
    /// What is shown.
    package enum Subject: Hashable, Sendable {
        /// The help of the tool or of a subcommand.
        case help(HelpTopic)
        /// The version.
        case version
    }

    package static let configuration = CommandConfiguration(
        topic: .subcommand("help"), summary: "Show this help, or a subcommand's.",
        overview: "OVERVIEW: Show the help of deepcut-replay or of one of its subcommands.",
        exitStatus: "0 shown · 64 no such subcommand")

    /// The tool's USAGE line for its help and version.
    static let toolUsage = "deepcut-replay --help | --version"

    /// The subcommand whose help is asked for, as USAGE shows it; `command(parsing:)` reads it,
    /// since `help --help` asks for the help of a subcommand named `--help`.
    @Operands("SUBCOMMAND", count: 0...1)
    package var subcommand: String?
    /// What is shown.
    package var subject = Subject.help(.tool)

    /// The tool's help.
    package init() {}

    /// Shows `subject`.
    package init(_ subject: Subject) {
        self.init()
        self.subject = subject
    }

    /// `help` takes one operand and no option: `help --help` asks for the help of a subcommand named `--help`.
    package static func command(parsing arguments: [String]) throws(UsageError) -> any ToolCommand {
        guard arguments.count <= 1 else { throw UsageError("help takes at most one subcommand", topic: .tool) }
        guard let name = arguments.first else { return HelpCommand(.help(.tool)) }
        guard HelpTopic.subcommandNames.contains(name) else {
            let names = HelpTopic.subcommandNames
            if let near = Suggestion.closest(to: name, among: names) {
                throw UsageError("no subcommand named '\(name)'; did you mean '\(near)'?", topic: .tool)
            }
            throw UsageError("no subcommand named '\(name)'; the subcommands are " + names.joined(separator: ", "),
                             topic: .tool)
        }
        return HelpCommand(.help(.subcommand(name)))
    }

    @MainActor
    package func run(environment: ToolEnvironment) async -> ToolResult {
        switch subject {
        case .help(let topic): ToolResult(standardOutput: HelpText.text(for: topic) + "\n", status: .success)
        case .version: ToolResult(standardOutput: HelpText.version + "\n", status: .success)
        }
    }
}
