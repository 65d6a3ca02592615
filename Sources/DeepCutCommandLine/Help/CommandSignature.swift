import Foundation

/// A command's name, operands, options and help, declared once as data: its
/// parsing (`parse`), its `--help`, its USAGE lines and the options "did you
/// mean" chooses from all come from here.
package struct CommandSignature: Sendable {
    /// The program and the command: `deepcut-replay verify`, or the program alone.
    package var topic: HelpTopic
    /// The operands as USAGE shows them: `TRACE`, `PATH...`, `A B`, or nothing.
    package var operands: String
    /// One line for a program's list of its commands.
    package var summary: String
    /// The help's first part: its OVERVIEW line and the paragraphs before USAGE; empty: USAGE comes first.
    package var overview: String
    /// The options, by USAGE line: each inner list starts a line of USAGE.
    package var usageLines: [[any AnyOption]]
    /// Further USAGE lines, each a form of the command of its own (`faults --merge FILE...`).
    package var otherUsages: [String]
    /// Sections between USAGE and OPTIONS (ARGUMENTS, FAULTS).
    package var sections: [HelpSection]
    /// The entries OPTIONS ends with: `-h, --help` (and the tool's `--version`).
    package var helpEntries: [HelpSection.Entry]
    /// The body of EXIT STATUS, and any paragraph after it; nil when the help has none.
    package var exitStatus: String?

    /// Declares a command.
    package init(
        topic: HelpTopic, operands: String, summary: String = "", overview: String, usage usageLines: [[any AnyOption]],
        otherUsages: [String] = [], sections: [HelpSection] = [],
        helpEntries: [HelpSection.Entry] = [("-h, --help", "Show this help.")], exitStatus: String?
    ) {
        self.topic = topic
        self.operands = operands
        self.summary = summary
        self.overview = overview
        self.usageLines = usageLines
        self.otherUsages = otherUsages
        self.sections = sections
        self.helpEntries = helpEntries
        self.exitStatus = exitStatus
    }

    /// The word after the program's name; nil for the program itself.
    package var name: String? { topic.command }

    /// Every option, in the order the help lists them.
    package var options: [any AnyOption] { usageLines.flatMap { $0 } }

    /// The names "did you mean" chooses among: each option's, then `-h`, `--help` (and `--version`).
    var optionNames: [String] {
        options.filter { !$0.isHidden }.flatMap(\.names) + helpEntries.flatMap { $0.label.components(separatedBy: ", ") }
    }

    /// Reads the arguments after the command's name against its options.
    /// - Throws: `UsageError` (64) naming what was wrong.
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(arguments, options: options, suggestions: optionNames, topic: topic)
    }

    /// Whether the arguments ask for help (`--help` or `-h` before any `--`),
    /// which wins over anything else they say.
    package static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// The USAGE lines, starting with the program's name; a line after the first
    /// is indented to stand under the word after the program's name.
    package var usage: String {
        let head = [topic.program, name, operands.isEmpty ? nil : operands].compactMap { $0 }.joined(separator: " ")
        let indent = String(repeating: " ", count: topic.program.count + 1 + (name ?? operands).count + 1)
        let lines = usageLines.map { line in line.compactMap(\.usageFragment).joined(separator: " ") }
        let first = [head, lines.first ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        return ([first] + lines.dropFirst().map { indent + $0 } + otherUsages).joined(separator: "\n")
    }

    /// The OPTIONS section's lines, `-h, --help` last.
    package var optionsHelp: String {
        let entries: [HelpSection.Entry] = options.filter { !$0.help.isEmpty }.map { ($0.label, $0.help) }
            + helpEntries
        return HelpSection.render(entries)
    }

    /// The text of the command's `--help`.
    package var help: String {
        var parts = [overview, "USAGE: " + usage.replacingOccurrences(of: "\n", with: "\n       ")].filter { !$0.isEmpty }
        parts += sections.map(\.text)
        parts.append("OPTIONS:\n" + optionsHelp)
        if let exitStatus { parts.append("EXIT STATUS:\n" + exitStatus) }
        return parts.joined(separator: "\n\n")
    }
}
