/// A `deepcut-replay` subcommand that is a type of its own: it parses its own
/// arguments, has its own help, and runs.
///
/// A new subcommand is a new conforming type plus one entry in
/// `ToolCommands.all`; the parser, `--help`, `help NAME` and the usage hint
/// after an error find it there. Parsing is a pure function from the
/// arguments to a value, so that tests check it on tables of argument lists.
package protocol ToolCommand: Hashable, Sendable {
    /// The word after `deepcut-replay` that names the subcommand.
    static var name: String { get }
    /// One line for the tool's SUBCOMMANDS list.
    static var summary: String { get }
    /// The usage line(s) for the tool's USAGE list, starting with `deepcut-replay NAME`.
    static var usage: String { get }
    /// The text of `deepcut-replay NAME --help`.
    static var help: String { get }

    /// Parses the arguments after the subcommand's name (`--help` is handled
    /// before this is called).
    /// - Throws: `UsageError` (exit status 64) with a message that says what was wrong.
    init(parsing arguments: [String]) throws(UsageError)

    /// Runs the subcommand.
    /// - Returns: what to print on each stream and the exit status.
    @MainActor
    func run(environment: ToolEnvironment) async -> ToolResult
}

extension ToolCommand {
    /// The help topic of this subcommand, for its usage errors.
    package static var topic: HelpTopic { HelpTopic(rawValue: name) }

    /// Whether `other` is the same subcommand with the same options.
    func isEqual(to other: any ToolCommand) -> Bool {
        (other as? Self) == self
    }
}

/// Every subcommand that is a `ToolCommand`, in the order `--help` lists them.
package enum ToolCommands {
    /// The subcommand types. Add a new subcommand here.
    package static let all: [any ToolCommand.Type] = [
        BlessCommand.self,
        RedactCommand.self,
        ShrinkCommand.self,
        DiffCommand.self,
        MutateCommand.self,
        FaultsCommand.self,
        CoverageCommand.self,
        LintCommand.self,
        ImportDiagnosticsCommand.self,
    ]

    /// The subcommand named `name`, if there is one.
    package static func named(_ name: String) -> (any ToolCommand.Type)? {
        all.first { $0.name == name }
    }
}
