import DeepCutCommandLine

/// A `deepcut-replay` command: the replay of one trace, each subcommand and
/// `help` alike. Its name and help are its `configuration`; each of its options
/// and operands is declared once, where it is stored (`@Option`, `@Operands`,
/// or a stored group of them), from which the tool parses its arguments and
/// prints its `--help`, USAGE and "did you mean"; what goes together is checked
/// in `validate()`. Parsing is a pure function from the arguments to a value,
/// so that tests check it on tables of argument lists.
///
/// A new command is a new conforming type plus one entry in `ToolCommands.all`.
package protocol ToolCommand: ParsableCommand, Hashable {
    /// The command the arguments after its name ask for: itself, or its help
    /// when they ask for it (`--help` or `-h` anywhere before `--`).
    static func command(parsing arguments: [String]) throws(UsageError) -> any ToolCommand

    /// Runs the command. It prints nothing and writes no file itself: its result says
    /// what to print and write, and the output step (`DeepCutReplayTool.run`) does it.
    /// - Returns: the report, the text for each stream, the files to write and the exit status.
    @MainActor
    func run(environment: ToolEnvironment) async -> ToolResult
}

extension ToolCommand {
    /// The word after `deepcut-replay` that names the command.
    package static var name: String { topic.name }

    /// Parses the arguments after the command's name.
    /// - Throws: `UsageError` (exit status 64) with a message that says what was wrong.
    package init(parsing arguments: [String]) throws(UsageError) {
        self = try Self.parse(arguments)
    }

    package static func command(parsing arguments: [String]) throws(UsageError) -> any ToolCommand {
        if CommandSignature.asksForHelp(arguments) { return HelpCommand(.help(topic)) }
        return try parse(arguments)
    }

    /// Whether `other` is the same command with the same options.
    package func isEqual(to other: any ToolCommand) -> Bool {
        (other as? Self) == self
    }
}

/// Every command, in the order `--help` lists them: the one place a command is added.
package enum ToolCommands {
    /// `deepcut-replay TRACE`: what the tool does when no subcommand is named.
    package static let main: any ToolCommand.Type = ReplayCommand.self

    /// The subcommands. Add a new command here.
    package static let all: [any ToolCommand.Type] = [
        VerifyCommand.self,
        InspectCommand.self,
        GenerateCommand.self,
        BlessCommand.self,
        RedactCommand.self,
        ShrinkCommand.self,
        DiffCommand.self,
        MutateCommand.self,
        FaultsCommand.self,
        CoverageCommand.self,
        LintCommand.self,
        StatusCommand.self,
        ExplainCommand.self,
        ImportDiagnosticsCommand.self,
        WorldCommand.self,
        HelpCommand.self,
    ]

    /// The subcommand named `name`, if there is one.
    package static func named(_ name: String) -> (any ToolCommand.Type)? {
        all.first { $0.name == name }
    }
}
