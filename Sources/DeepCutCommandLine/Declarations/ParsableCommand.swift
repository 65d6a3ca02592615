/// A command (or a program whose command line is one command): what it says
/// of itself in `configuration`, and its options and operands declared where
/// they are stored (`@Option`, `@Operands`, or a stored group of them).
///
/// Reading its arguments makes the command with `init()` while they are
/// being read, so that every declaration takes its value, then asks it to
/// `validate()` what goes together: one parse, whatever the command.
package protocol ParsableCommand: DeclaredArguments {
    /// Its name, summary, help text and exit statuses.
    static var configuration: CommandConfiguration { get }

    /// The command with every declaration's value: the defaults, or the
    /// arguments being read (`ArgumentsBeingRead`).
    init()

    /// Refuses what the declarations cannot: options that do not go together,
    /// an option another requires. Called once the values are read.
    /// - Throws: `UsageError` (64), made with `Self.usageError`.
    mutating func validate() throws(UsageError)
}

extension ParsableCommand {
    package mutating func validate() throws(UsageError) {}

    /// The help topic of this command, for its usage errors.
    package static var topic: HelpTopic { configuration.topic }

    /// The command's configuration with its declarations: what the parser reads and the help shows.
    package static var signature: CommandSignature { CommandSignature(configuration, declaring: Self()) }

    /// A usage error of this command.
    package static func usageError(_ message: String) -> UsageError { UsageError(message, topic: topic) }

    /// Reads the command from its arguments (those after its name).
    /// - Throws: `UsageError` (64) naming what was wrong.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Self {
        let signature = signature
        let parsed = try signature.parse(arguments)
        if let operands = signature.operandSpec {
            try operands.check(parsed.operands, topic: topic)
        } else if let first = parsed.operands.first {
            // An operand where a required option was left out is most likely that option's value.
            let missing = signature.options.filter { $0.missingReason != nil && !parsed.wasGiven($0) }
            let hint = missing.count == 1 ? "; did you mean \(missing[0].name) \(first)?" : ""
            // The program itself is named by the line's prefix already.
            let takesNone = topic.command.map { "\($0) takes no operand" } ?? "no operand is taken"
            throw usageError("\(takesNone) (got '\(first)')" + hint)
        }
        for option in signature.options where !parsed.wasGiven(option) {
            guard let reason = option.missingReason else { continue }
            throw usageError("\(topic.name) needs \(option.shortName ?? option.name) \(option.metavariable ?? "") (\(reason))")
        }
        var command = ArgumentsBeingRead.$current.withValue(parsed) { Self() }
        try command.validate()
        return command
    }
}

/// What a command says of itself besides the options and operands it declares.
package struct CommandConfiguration: Sendable {
    /// The program and the command: `deepcut-replay verify`, or the program alone.
    package var topic: HelpTopic
    /// One line for a program's list of its commands.
    package var summary: String
    /// The help's first part: its OVERVIEW line and the paragraphs before USAGE; empty: USAGE comes first.
    package var overview: String
    /// Further USAGE lines, each a form of the command of its own (`faults --merge FILE...`).
    package var otherUsages: [String]
    /// Sections between USAGE and OPTIONS (ARGUMENTS, FAULTS).
    package var sections: [HelpSection]
    /// The entries OPTIONS ends with: `-h, --help` (and the tool's `--version`).
    package var helpEntries: [HelpSection.Entry]
    /// The body of EXIT STATUS, and any paragraph after it; nil when the help has none.
    package var exitStatus: String?

    /// Configures a command.
    package init(
        topic: HelpTopic, summary: String = "", overview: String, otherUsages: [String] = [], sections: [HelpSection] = [],
        helpEntries: [HelpSection.Entry] = [("-h, --help", "Show this help.")], exitStatus: String?
    ) {
        self.topic = topic
        self.summary = summary
        self.overview = overview
        self.otherUsages = otherUsages
        self.sections = sections
        self.helpEntries = helpEntries
        self.exitStatus = exitStatus
    }
}
