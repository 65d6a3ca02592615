import Foundation

/// A command's name, operands, options and help: its configuration and its
/// declarations together. Its parsing (`parse`), its `--help`, its USAGE lines
/// (made from the declarations, wrapped at `usageWidth`) and the options "did
/// you mean" chooses from all come from here.
package struct CommandSignature: Sendable {
    /// The program and the command: `deepcut-replay verify`, or the program alone.
    package var topic: HelpTopic
    /// The operands declared, if any.
    package var operandSpec: OperandSpec?
    /// One line for a program's list of its commands.
    package var summary: String
    /// The help's first part: its OVERVIEW line and the paragraphs before USAGE; empty: USAGE comes first.
    package var overview: String
    /// Every option, in the order declared: the order of USAGE and OPTIONS.
    package var options: [any AnyOption]
    /// Further USAGE lines, each a form of the command of its own (`faults --merge FILE...`).
    package var otherUsages: [String]
    /// Sections between USAGE and OPTIONS (ARGUMENTS, FAULTS).
    package var sections: [HelpSection]
    /// The entries OPTIONS ends with: `-h, --help` (and the tool's `--version`).
    package var helpEntries: [HelpSection.Entry]
    /// The body of EXIT STATUS, and any paragraph after it; nil when the help has none.
    package var exitStatus: String?

    /// The most characters of a USAGE line, its indentation included.
    package static let usageWidth = 100

    /// The signature of a command configured as `configuration` whose options and operands `declarations` declares.
    package init(_ configuration: CommandConfiguration, declaring declarations: some DeclaredArguments) {
        topic = configuration.topic
        operandSpec = declarations.declaredOperands
        summary = configuration.summary
        overview = configuration.overview
        options = declarations.declaredOptions
        otherUsages = configuration.otherUsages
        sections = configuration.sections
        helpEntries = configuration.helpEntries
        exitStatus = configuration.exitStatus
    }

    /// The operands as USAGE shows them: `TRACE`, `PATH...`, `A B`, or nothing.
    package var operands: String { operandSpec?.usage ?? "" }

    /// The word after the program's name; nil for the program itself.
    package var name: String? { topic.command }

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

    /// The USAGE lines, starting with the program's name: each option's fragment in the order
    /// declared, a line broken before a fragment that would pass `usageWidth`; a line after the
    /// first is indented to stand under the word after the program's name.
    package var usage: String {
        let head = [topic.program, name, operands.isEmpty ? nil : operands].compactMap { $0 }.joined(separator: " ")
        let indent = String(repeating: " ", count: topic.program.count + 1 + (name ?? operands).count + 1)
        var lines = [head]
        // The help prints USAGE after "USAGE: " and each later line under it, 7 columns in.
        let limit = Self.usageWidth - "USAGE: ".count
        for fragment in options.compactMap(\.usageFragment) {
            let last = lines[lines.count - 1]
            if last.count + 1 + fragment.count > limit {
                lines.append(indent + fragment)
            } else {
                lines[lines.count - 1] = last + " " + fragment
            }
        }
        return (lines + otherUsages).joined(separator: "\n")
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
